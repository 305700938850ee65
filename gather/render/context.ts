// What discovery knows about a tree while it reads the controller objects: the
// objects by kind, this repository's URLs, the files, the kustomization and
// chart directories. Shared by the Flux and Argo CD readers.

import type { JsonObject } from '../../core/index.ts';
import type { ManifestEntry } from '../manifests.ts';
import { positionOf } from '../positions.ts';
import { str } from './fields.ts';

export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export interface RepoObjects {
  /** Every object read, in file order. */
  entries: ManifestEntry[];
  /** `apiVersion kind` -> entries. */
  byKind: Map<string, ManifestEntry[]>;
  /** Reads the files left for later (ConfigMaps and Secrets only) into byKind. */
  more: () => void;
}

export interface DiscoverContext {
  objects: RepoObjects;
  /** Normalized (normalizeRepoUrl); empty: any repository is this one. */
  repoUrls: string[];
  fileSet: ReadonlySet<string>;
  kustomizationDirs: ReadonlySet<string>;
  chartDirs: ReadonlySet<string>;
  /** The text of a tree file (an ApplicationSet's git files generator reads them), or null. */
  readText?: (file: string) => string | null;
  /** Files of the repository the copy left out, and why (too large, a link out of it). */
  refused?: readonly { file: string; reason: string }[];
}

/** A Git URL reduced to host/path for comparison (`git@github.com:o/r.git` = `https://github.com/o/r`). */
export function normalizeRepoUrl(url: string): string {
  let u = url.trim().toLowerCase();
  u = u.replace(/^[a-z+]+:\/\//, '').replace(/^[^@/]+@/, '');
  u = u.replace(/^([^/:]+):(?!\d+\/)/, '$1/').replace(/:\d+\//, '/');
  return u.replace(/\.git\/?$/, '').replace(/\/+$/, '');
}

/** Whether `url` names this repository (any URL does when this repository's are unknown). */
export function isThisRepo(ctx: DiscoverContext, url: string | undefined): boolean {
  if (ctx.repoUrls.length === 0) return true;
  return url !== undefined && ctx.repoUrls.includes(normalizeRepoUrl(url));
}

/** The line of `path` (`.spec.path`) in the entry's manifest, else the object's line. */
export function lineOf(e: ManifestEntry, path: string): number {
  if (e.node && e.lineCounter) return positionOf(e.node, path, e.lineCounter).line;
  return e.line;
}

/** The object of `kind` named `name` in `namespace` among the tree's objects. */
export function findObject(
  ctx: DiscoverContext,
  apiVersion: string,
  kind: string,
  namespace: string,
  name: string,
): ManifestEntry | undefined {
  if (apiVersion === 'v1') ctx.objects.more();
  return ctx.objects.byKind
    .get(`${apiVersion} ${kind}`)
    ?.find(
      (e) =>
        str(e.intent, 'metadata', 'name') === name &&
        (str(e.intent, 'metadata', 'namespace') ?? 'default') === namespace,
    );
}

/** `namespace/name` of an object (namespace `default` when it has none). */
export function objectName(o: JsonObject): string {
  return `${str(o, 'metadata', 'namespace') ?? 'default'}/${str(o, 'metadata', 'name') ?? ''}`;
}

/** Whether a kustomization file is in `dir`. */
export function hasKustomization(ctx: DiscoverContext, dir: string): boolean {
  return ctx.kustomizationDirs.has(dir);
}
