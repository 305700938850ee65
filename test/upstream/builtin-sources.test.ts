// The generated built-in schema tables against the upstream sources they come from:
// the diffs are byte for byte what scripts/gen-builtin-diffs.ts makes of them, and
// each version's merge topology (lists, keys, maps, fields, defaults) is client-go's
// for that release. It reads the upstream repositories as `fetch` brings them
// (../.mirror/kubernetes+client-go, kubernetes+api, kubernetes+apiextensions-apiserver
// and kubernetes-sigs+kubectl-validate beside the repository), so it is its own vitest
// project, run with `npm run test:upstream` where those are; `npm test` does not.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_VERSIONS, type BuiltinTypes, builtinTypesFor } from '../../core/schema/builtin/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { parseSmdSchema } from '../../core/schema/smd.ts';
import { smdTypesOfInternalGo } from '../../scripts/builtin-derive.ts';
import {
  DEFAULT_API,
  DEFAULT_CLIENT_GO,
  DEFAULT_KUBECTL_VALIDATE,
  type DiffInputs,
  generateDiffModules,
  readDiffInputs,
} from '../../scripts/gen-builtin-diffs.ts';
import { buildTable, DEFAULT_INPUT, REPO_ROOT, readDocuments } from '../../scripts/gen-builtin-schemas.ts';
import { mergeShapeDiff } from '../schema/mergeshape.ts';

const CLIENT_GO = resolve(REPO_ROOT, DEFAULT_CLIENT_GO);

/** client-go's applyconfigurations/internal/internal.go at `tag`. */
function internalGo(tag: string): string {
  return execFileSync(
    'git',
    [`--git-dir=${CLIENT_GO}`, 'show', `${tag}:applyconfigurations/internal/internal.go`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

/** The SMD schema YAML inside internal.go. */
function smdYaml(go: string): string {
  const open = 'typed.YAMLObject(`';
  return go.slice(go.indexOf(open) + open.length, go.indexOf('`)', go.indexOf(open)));
}

let inputs: DiffInputs;
const versions = new Map<string, BuiltinTypes>();
beforeAll(async () => {
  inputs = readDiffInputs(
    CLIENT_GO,
    resolve(REPO_ROOT, DEFAULT_KUBECTL_VALIDATE),
    resolve(REPO_ROOT, DEFAULT_API),
  );
  for (const v of BUILTIN_VERSIONS) versions.set(v, await builtinTypesFor(v));
}, 120_000);

function kind(version: string, apiVersion: string, k: string): TypeNode {
  const t = versions.get(version)?.type(apiVersion, k);
  if (!t) throw new Error(`${apiVersion} ${k} does not resolve in ${version}`);
  return t;
}

describe('generated diffs', () => {
  it('are what scripts/gen-builtin-diffs.ts makes of the upstream files, byte for byte', () => {
    const modules = generateDiffModules(inputs);
    expect([...modules.keys()].sort()).toEqual([
      'k8s-1.33.diff.ts',
      'k8s-1.34.diff.ts',
      'k8s-1.36.diff.ts',
      'k8s-1.37.diff.ts',
    ]);
    for (const [name, text] of modules) {
      // If this fails: npx tsx scripts/gen-builtin-diffs.ts
      const committed = readFileSync(resolve(REPO_ROOT, 'core/schema/builtin', name), 'utf8');
      expect(text === committed, name).toBe(true);
    }
  });

  it("take defaults from client-go's SMD schema, which has the v3 documents' defaults (1.35)", () => {
    const smd = smdTypesOfInternalGo(internalGo('v0.35.0'), 'v0.35.0');
    const table = buildTable(readDocuments(resolve(REPO_ROOT, DEFAULT_INPUT)));
    let compared = 0;
    for (const [name, json] of table.definitions) {
      const fields = smd.get(name)?.map;
      if (fields === undefined || typeof fields !== 'object' || fields === null || Array.isArray(fields))
        continue;
      const byName = new Map(
        ((fields as { fields?: { name: string; default?: unknown }[] }).fields ?? []).map((f) => [f.name, f]),
      );
      const props =
        (JSON.parse(json) as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
      for (const [p, schema] of Object.entries(props)) {
        if (!byName.has(p)) continue;
        expect(byName.get(p)!.default, `${name}.${p}`).toEqual(schema.default);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });
});

describe("each version's merge topology", () => {
  // The 1.33 and 1.34 documents declare StorageVersionMigrationList.items a list-map
  // keyed by `type`, a field its items do not have (kubectl-validate
  // pkg/openapiclient/builtins/1.33/apis/storagemigration.k8s.io/v1alpha1.json): that
  // List kind cannot be typed; client-go's schema has no List types to compare with.
  const broken: Record<string, string[]> = {
    '1.33': ['storagemigration.k8s.io/v1alpha1 StorageVersionMigrationList'],
    '1.34': ['storagemigration.k8s.io/v1alpha1 StorageVersionMigrationList'],
  };
  for (const [version, tag] of [
    ['1.33', 'v0.33.0'],
    ['1.34', 'v0.34.0'],
    ['1.35', 'v0.35.0'],
    ['1.36', 'v0.36.3'],
    ['1.37', 'v0.37.0-beta.0'],
  ]) {
    it(`is client-go ${tag}'s for every kind it types (lists, keys, maps, fields, defaults)`, () => {
      const smd = parseSmdSchema(smdYaml(internalGo(tag)));
      let compared = 0;
      const failed: string[] = [];
      for (const entry of versions.get(version)!.kinds()) {
        const [apiVersion, k] = entry.split(' ');
        let t: TypeNode;
        try {
          t = kind(version, apiVersion, k);
        } catch (e) {
          expect((e as Error).message, entry).toMatch(/x-kubernetes-list-map-keys names "type"/);
          failed.push(entry);
          continue;
        }
        const theirs = smd.get(t.name);
        if (!theirs) continue; // meta, apiextensions and apiregistration types are not in client-go's schema
        expect(mergeShapeDiff(t, theirs), `${version} ${entry}`).toEqual([]);
        compared++;
      }
      expect(failed).toEqual(broken[version] ?? []);
      expect(compared).toBeGreaterThan(130);
    }, 60_000);
  }
});

describe('apiextensions types, which client-go has no schema for', () => {
  it("1.37's CustomResourceDefinition merges as apiextensions-apiserver v0.37.0-beta.0's schema says", () => {
    const gitDir = resolve(REPO_ROOT, '../.mirror/kubernetes+apiextensions-apiserver/repo');
    const go = execFileSync(
      'git',
      [`--git-dir=${gitDir}`, 'show', 'v0.37.0-beta.0:pkg/client/applyconfiguration/internal/internal.go'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const smd = parseSmdSchema(smdYaml(go));
    const crd = kind('1.37', 'apiextensions.k8s.io/v1', 'CustomResourceDefinition');
    expect(smd.has(crd.name)).toBe(true);
    expect(mergeShapeDiff(crd, smd.get(crd.name)!)).toEqual([]);
  });
});
