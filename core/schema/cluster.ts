// A cluster's own OpenAPI v3: the index kube-apiserver serves at `GET /openapi/v3`,
//
//   {"paths": {"api/v1": {"serverRelativeURL": "/openapi/v3/api/v1?hash=..."},
//              "apis/apps/v1": {...}, "apis": {...}, "version": {...}, ...}}
//
// and, at each serverRelativeURL, one document per group-version. Only the
// group-version entries (`api/<version>`, `apis/<group>/<version>`) hold types;
// the others (`api`, `apis`, `apis/<group>`, `version`, `logs`, `openid/...`) are
// discovery documents and are skipped.

import { SchemaError } from './openapi.ts';

/** One group-version document listed by a cluster's `/openapi/v3` index. */
export interface ClusterDocumentRef {
  /** The index path, e.g. `apis/apps/v1` or `api/v1`: the key to give the document under. */
  path: string;
  /** The apiVersion of the objects it serves: `apps/v1`, `v1`. */
  apiVersion: string;
  /** Where the cluster serves it, e.g. `/openapi/v3/apis/apps/v1?hash=0B3F...`. */
  serverRelativeURL: string;
}

const INDEX = 'openapi/v3 index';

function isRecord(v: unknown): v is { readonly [key: string]: unknown } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v);
  return typeof v;
}

// A path segment: something between slashes, without URL syntax or spaces.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The apiVersion a group-version path serves (`apis/apps/v1` → `apps/v1`,
 * `api/v1` → `v1`), or null when the path is not a group-version document.
 */
export function apiVersionOfPath(path: string): string | null {
  const parts = path.split('/');
  if (!parts.every((p) => SEGMENT.test(p))) return null;
  if (parts.length === 2 && parts[0] === 'api') return parts[1];
  if (parts.length === 3 && parts[0] === 'apis') return `${parts[1]}/${parts[2]}`;
  return null;
}

/** The index path of the document serving `apiVersion` (`apps/v1` → `apis/apps/v1`, `v1` → `api/v1`). */
export function pathOfAPIVersion(apiVersion: string): string | null {
  const path = apiVersion.includes('/') ? `apis/${apiVersion}` : `api/${apiVersion}`;
  return apiVersionOfPath(path) === apiVersion ? path : null;
}

/**
 * Checks a parsed `/openapi/v3` index and lists its group-version documents,
 * sorted by path. Throws SchemaError naming the bad entry. A serverRelativeURL
 * must be a path on the cluster (one leading `/`), so that whoever fetches it
 * sends the cluster's credentials nowhere else.
 */
export function clusterDocumentRefs(index: unknown): ClusterDocumentRef[] {
  if (!isRecord(index)) throw new SchemaError('', '', `must be an object, got ${describe(index)}`, INDEX);
  if (!Object.hasOwn(index, 'paths'))
    throw new SchemaError('', '', 'has no "paths" (is this GET /openapi/v3?)', INDEX);
  const paths = index.paths;
  if (!isRecord(paths))
    throw new SchemaError('', '', `"paths" must be an object, got ${describe(paths)}`, INDEX);
  const out: ClusterDocumentRef[] = [];
  for (const [path, entry] of Object.entries(paths)) {
    const at = `${INDEX} paths[${JSON.stringify(path)}]`;
    if (!isRecord(entry)) throw new SchemaError('', '', `must be an object, got ${describe(entry)}`, at);
    const url = Object.hasOwn(entry, 'serverRelativeURL') ? entry.serverRelativeURL : undefined;
    if (typeof url !== 'string' || url === '') {
      throw new SchemaError('', '', `serverRelativeURL must be a non-empty string, got ${describe(url)}`, at);
    }
    if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\') || /\s/.test(url)) {
      throw new SchemaError(
        '',
        '',
        `serverRelativeURL ${JSON.stringify(url)} is not a path on the cluster (it must start with a single "/")`,
        at,
      );
    }
    const apiVersion = apiVersionOfPath(path);
    if (apiVersion !== null) out.push({ path, apiVersion, serverRelativeURL: url });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
