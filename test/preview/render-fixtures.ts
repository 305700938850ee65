// Reports built by hand from the report types, for the renderer tests: the seeds'
// ConfigMap conflict, an HPA owning replicas, a Secret whose data changes (and a
// careless report of it), a created Service, a retained label, 50 Deployments.

import {
  type BatchReport,
  type ManagerRef,
  type ObjectReport,
  SECRET_MASK,
} from '../../core/preview/types.ts';

export const kubectl: ManagerRef = { manager: 'kubectl', operation: 'Apply' };
const other: ManagerRef = { manager: 'other-manager', operation: 'Apply' };
const hpa: ManagerRef = {
  manager: 'horizontal-pod-autoscaler',
  operation: 'Update',
  apiVersion: 'apps/v1',
  subresource: 'scale',
};

function resolutions(path: string, owner: string, live: string, applied: string, me: string) {
  return {
    force: `Force the apply (kubectl apply --server-side --force-conflicts): "${me}" takes ${path} and sets it to ${applied}; ${owner} loses it.`,
    drop: `Remove ${path} from the manifest: ${owner} keeps it and it stays ${live}.`,
    coOwn: `Set ${path} to the live value ${live} in the manifest: "${me}" then shares ownership with ${owner}.`,
  };
}

export function base(ref: ObjectReport['ref'], over: Partial<ObjectReport>): ObjectReport {
  return {
    ref,
    schemaSource: 'builtin:1.35',
    action: 'update',
    fieldManager: 'kubectl',
    force: false,
    changes: [],
    ownership: [],
    managers: [],
    conflicts: [],
    retained: [],
    pruned: [],
    notes: [],
    ...over,
  };
}

/** The Server-Side Apply docs' conflict: kubectl owns .data.b = "2", other-manager applies "3". */
export function configMapConflict(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'test-cm' },
    {
      action: 'conflict',
      fieldManager: 'other-manager',
      changes: [{ path: '.data.b', kind: 'modified', before: '2', after: '3' }],
      ownership: [{ path: '.data.b', before: [kubectl], after: [other] }],
      managers: [
        { ...kubectl, fieldsBefore: 2, fieldsAfter: 1, gained: 0, lost: 1 },
        { ...other, fieldsBefore: 0, fieldsAfter: 1, gained: 1, lost: 0 },
      ],
      conflicts: [
        {
          path: '.data.b',
          owners: [kubectl],
          liveValue: '2',
          appliedValue: '3',
          resolutions: resolutions('.data.b', 'kubectl (Apply)', '"2"', '"3"', 'other-manager'),
        },
      ],
      notes: [
        {
          code: 'conflict-preview',
          message: 'Without force the apply fails with 409 Conflict and changes nothing.',
        },
      ],
    },
  );
}

/** kubectl applies a Deployment that still sets replicas: 3; the HPA scaled it to 5 through /scale. */
export function hpaConflict(): ObjectReport {
  return base(
    { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
    {
      action: 'conflict',
      changes: [
        { path: '.spec.replicas', kind: 'modified', before: 5, after: 3 },
        {
          path: '.spec.template.spec.containers[name="app"].image',
          kind: 'modified',
          before: 'nginx:1.25',
          after: 'nginx:1.26',
        },
      ],
      ownership: [{ path: '.spec.replicas', before: [hpa], after: [kubectl] }],
      managers: [
        { ...kubectl, fieldsBefore: 5, fieldsAfter: 6, gained: 1, lost: 0 },
        { ...hpa, fieldsBefore: 1, fieldsAfter: 0, gained: 0, lost: 1 },
      ],
      conflicts: [
        {
          path: '.spec.replicas',
          owners: [hpa],
          liveValue: 5,
          appliedValue: 3,
          resolutions: resolutions(
            '.spec.replicas',
            'horizontal-pod-autoscaler (Update apps/v1, subresource scale)',
            '5',
            '3',
            'kubectl',
          ),
        },
      ],
      notes: [
        {
          code: 'replicas-autoscaler',
          path: '.spec.replicas',
          message:
            '.spec.replicas is owned by horizontal-pod-autoscaler, an autoscaler-like writer, and the manifest still sets it. Safe handover: (1) apply only spec.replicas with a private field manager; (2) remove replicas from this manifest.',
        },
      ],
    },
  );
}

export const SECRET_VALUES = ['hunter2', 'aHVudGVyMg==', 's3cr3t-t0ken', 'old-password'];

/** A Secret whose data changes: the report masks every value. */
export function secretUpdate(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'Secret', namespace: 'default', name: 'db-creds' },
    {
      changes: [
        { path: '.data.password', kind: 'modified', before: SECRET_MASK, after: SECRET_MASK, masked: true },
        { path: '.stringData.token', kind: 'added', after: SECRET_MASK, masked: true },
        { path: '.metadata.labels.rotated', kind: 'added', after: 'yes' },
      ],
      pruned: [{ path: '.data.old', before: SECRET_MASK, masked: true }],
      managers: [{ ...kubectl, fieldsBefore: 3, fieldsAfter: 4, gained: 2, lost: 1 }],
    },
  );
}

/** The same Secret as a careless producer might report it: raw values that the renderers must still hide. */
export function leakySecret(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'Secret', namespace: 'default', name: 'db-creds' },
    {
      action: 'conflict',
      changes: [
        { path: '.data.password', kind: 'modified', before: 'aHVudGVyMg==', after: 'hunter2' },
        { path: '.stringData', kind: 'added', after: { token: 's3cr3t-t0ken' } },
        {
          path: '.metadata.annotations["kubectl.kubernetes.io/last-applied-configuration"]',
          kind: 'modified',
          before: '{"data":{"password":"old-password"}}',
          after: '{"data":{"password":"hunter2"}}',
        },
      ],
      conflicts: [
        {
          path: '.data.password',
          owners: [other],
          liveValue: 'old-password',
          appliedValue: 'hunter2',
          resolutions: resolutions(
            '.data.password',
            'other-manager (Apply)',
            'the live value',
            'a new value',
            'kubectl',
          ),
        },
      ],
      pruned: [{ path: '.data.old', before: 'old-password' }],
    },
  );
}

export function createdService(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'Service', namespace: 'shop', name: 'web' },
    {
      action: 'create',
      changes: [
        { path: '.spec.ports[port=80,protocol="TCP"]', kind: 'added', after: { port: 80, targetPort: 8080 } },
        { path: '.spec.selector.app', kind: 'added', after: 'web' },
      ],
      managers: [{ ...kubectl, fieldsBefore: 0, fieldsAfter: 4, gained: 4, lost: 0 }],
      notes: [{ code: 'create', message: 'The object does not exist yet: the apply creates it.' }],
    },
  );
}

export function retainedLabel(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'shared' },
    {
      fieldManager: 'ci',
      changes: [{ path: '.metadata.annotations.owner', kind: 'removed', before: 'ci' }],
      ownership: [
        { path: '.metadata.annotations.owner', before: [{ manager: 'ci', operation: 'Apply' }], after: [] },
        {
          path: '.metadata.labels.team',
          before: [
            { manager: 'platform', operation: 'Apply' },
            { manager: 'ci', operation: 'Apply' },
          ],
          after: [{ manager: 'platform', operation: 'Apply' }],
        },
      ],
      managers: [
        { manager: 'platform', operation: 'Apply', fieldsBefore: 1, fieldsAfter: 1, gained: 0, lost: 0 },
        { manager: 'ci', operation: 'Apply', fieldsBefore: 3, fieldsAfter: 1, gained: 0, lost: 2 },
      ],
      retained: [{ path: '.metadata.labels.team', owners: [{ manager: 'platform', operation: 'Apply' }] }],
      pruned: [{ path: '.metadata.annotations.owner', before: 'ci' }],
    },
  );
}

export function unchanged(name: string): ObjectReport {
  return base({ apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name }, { action: 'unchanged' });
}

export function batch(objects: ObjectReport[]): BatchReport {
  const count = (a: ObjectReport['action']) => objects.filter((o) => o.action === a).length;
  const affected = new Set<string>();
  const conflictsWith = new Set<string>();
  for (const o of objects) {
    for (const m of o.managers) if (m.gained !== 0 || m.lost !== 0) affected.add(m.manager);
    for (const c of o.conflicts) for (const w of c.owners) conflictsWith.add(w.manager);
  }
  return {
    summary: {
      objects: objects.length,
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      conflict: count('conflict'),
      invalid: count('invalid'),
      error: count('error'),
      delete: count('delete'),
      orphan: count('orphan'),
      conflicts: objects.reduce((n, o) => n + o.conflicts.length, 0),
      managersAffected: [...affected].sort(),
      conflictsWith: [...conflictsWith].sort(),
    },
    objects,
  };
}

/** 50 Deployments: one conflicts with the HPA, 30 change many fields with long values, the rest are unchanged. */
export function fifty(): BatchReport {
  const objects: ObjectReport[] = [];
  for (let i = 0; i < 50; i++) {
    const name = `svc-${String(i).padStart(2, '0')}`;
    if (i === 37) {
      objects.push({ ...hpaConflict(), ref: { ...hpaConflict().ref, name } });
    } else if (i % 5 === 4) {
      objects.push(unchanged(name));
    } else {
      const changes = [];
      for (let j = 0; j < 25; j++) {
        changes.push({
          path: `.spec.template.spec.containers[name="app"].env[name="VAR_${j}"].value`,
          kind: 'modified' as const,
          before: `old-${j}-${'x'.repeat(150)}`,
          after: `new-${j}-${'y'.repeat(150)}`,
        });
      }
      objects.push(
        base(
          { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name },
          {
            action: i % 3 === 0 ? 'create' : 'update',
            changes,
            ownership: [
              { path: '.spec.template.spec.containers[name="app"].image', before: [hpa], after: [kubectl] },
            ],
            managers: [{ ...kubectl, fieldsBefore: 10, fieldsAfter: 35, gained: 25, lost: 0 }],
          },
        ),
      );
    }
  }
  return batch(objects);
}
