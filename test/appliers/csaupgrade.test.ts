// kubectl's managed-field upgrade (client-go util/csaupgrade), checked against
// the cases of upgrade_test.go, ported as data under test/fixtures/appliers/csaupgrade/.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyReplacePatch,
  clientSideManagersOf,
  fieldSetOf,
  findFieldsOwners,
  upgradeManagedFields,
  upgradeManagedFieldsPatch,
} from '../../core/appliers/csaupgrade.ts';
import type { Operation } from '../../core/managed/types.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

const dir = new URL('../fixtures/appliers/csaupgrade/', import.meta.url);

interface Origin {
  repo: string;
  path: string;
  commit: string;
  test: string;
}
interface FindOwnersCase {
  origin: Origin;
  managedFields: JsonValue[];
  operation: Operation;
  fields: string[][];
  expectation: string[];
}
interface UpgradeCase {
  origin: Origin;
  csaManagers: string[];
  ssaManager: string;
  subresource?: string;
  original: JsonObject;
  expected: JsonObject;
}

function load<T>(prefix: string): { file: string; data: T }[] {
  return readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, data: JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as T }));
}

describe('csaupgrade.FindFieldsOwners (upgrade_test.go TestFindOwners)', () => {
  const cases = load<FindOwnersCase>('TestFindOwners--');
  it('has all 8 upstream cases', () => expect(cases.length).toBe(8));
  for (const { file, data } of cases) {
    it(data.origin.test, () => {
      expect(data.origin.repo, file).toBe('kubernetes/client-go');
      const owners = findFieldsOwners(data.managedFields, data.operation, fieldSetOf(data.fields));
      for (const e of owners) expect(e.operation).toBe(data.operation);
      expect(owners.map((e) => e.manager).sort()).toEqual([...data.expectation].sort());
    });
  }
});

describe('csaupgrade.UpgradeManagedFields (upgrade_test.go TestUpgradeCSA)', () => {
  const cases = load<UpgradeCase>('TestUpgradeCSA--');
  it('has all 9 upstream cases', () => expect(cases.length).toBe(9));
  for (const { data } of cases) {
    const opts = data.subresource ? { subresource: data.subresource } : {};
    it(data.origin.test, () => {
      const r = upgradeManagedFields(data.original, data.csaManagers, data.ssaManager, opts);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.object).toEqual(data.expected);
      // The order the managers are named in does not change the result (Go iterates a set).
      const reversed = upgradeManagedFields(
        data.original,
        [...data.csaManagers].reverse(),
        data.ssaManager,
        opts,
      );
      expect(reversed.ok && reversed.object).toEqual(data.expected);
    });
    it(`${data.origin.test}: the JSON patch yields the same object`, () => {
      const p = upgradeManagedFieldsPatch(data.original, data.csaManagers, data.ssaManager, opts);
      expect(p.ok).toBe(true);
      if (!p.ok) return;
      if (p.patch === null) {
        expect(data.expected).toEqual(data.original);
        return;
      }
      expect(p.patch.map((op) => [op.op, op.path])).toEqual([
        ['replace', '/metadata/managedFields'],
        ['replace', '/metadata/resourceVersion'],
      ]);
      const meta = data.original.metadata as JsonObject;
      expect(p.patch[1].value).toBe(meta.resourceVersion);
      expect(applyReplacePatch(data.original, p.patch)).toEqual(data.expected);
    });
  }
});

describe('csaupgrade edge cases', () => {
  const cm = (managedFields: JsonValue): JsonObject => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'cm', resourceVersion: '7', managedFields },
  });

  it('an object without managedFields is left alone', () => {
    const obj: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' } };
    const r = upgradeManagedFields(obj, ['kubectl-client-side-apply'], 'kubectl');
    expect(r).toEqual({ ok: true, object: obj, managedFields: null, changed: false });
    expect(upgradeManagedFieldsPatch(obj, ['kubectl-client-side-apply'], 'kubectl')).toEqual({
      ok: true,
      patch: null,
    });
  });

  it('an undecodable fieldsV1 in the target entry is an error, as upstream', () => {
    const obj = cm([
      {
        manager: 'kubectl-client-side-apply',
        operation: 'Update',
        apiVersion: 'v1',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:data': { nocolon: {} } },
      },
    ]);
    const r = upgradeManagedFields(obj, ['kubectl-client-side-apply'], 'kubectl');
    expect(r).toEqual({ ok: false, error: 'failed to convert fields to set' });
  });

  it('finds the client-side managers by ownership of the last-applied annotation', () => {
    const annotation = {
      'f:metadata': {
        'f:annotations': { '.': {}, 'f:kubectl.kubernetes.io/last-applied-configuration': {} },
      },
    };
    const obj = cm([
      {
        manager: 'kubectl-client-side-apply',
        operation: 'Update',
        apiVersion: 'v1',
        fieldsType: 'FieldsV1',
        fieldsV1: annotation,
      },
      {
        manager: 'kubectl-edit',
        operation: 'Update',
        apiVersion: 'v1',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:data': { 'f:x': {} } },
      },
      {
        manager: 'my-tool',
        operation: 'Update',
        apiVersion: 'v1',
        fieldsType: 'FieldsV1',
        fieldsV1: annotation,
      },
      {
        manager: 'kubectl',
        operation: 'Apply',
        apiVersion: 'v1',
        fieldsType: 'FieldsV1',
        fieldsV1: annotation,
      },
    ]);
    expect(clientSideManagersOf(obj)).toEqual(['kubectl-client-side-apply', 'my-tool']);
  });
});
