// The page's CRD rules (playground/src/cel.ts): without the CEL chunk the page
// previews the object with a note that the rules were not evaluated; once it has
// imported and registered the chunk, as before its first local preview with a CRD,
// a rule that refuses the object gives the API server's 422 and its cause.

import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaygroundState } from '../../core/preview/link.ts';
import { loadKubernetesVersion } from '../../core/request/version.ts';
import { loadCel, needsCel } from '../../playground/src/cel.ts';
import { localView } from '../../playground/src/engine.ts';

const NOW = '2026-11-27T08:00:00Z';

const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    plural: widgets
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              x-kubernetes-validations:
                - rule: self.minReplicas <= self.maxReplicas
                  message: minReplicas must not exceed maxReplicas
              properties:
                minReplicas:
                  type: integer
                maxReplicas:
                  type: integer
`;

const state: PlaygroundState = {
  live: '',
  manifest:
    'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: default\nspec:\n  minReplicas: 3\n  maxReplicas: 2\n',
  crd,
  fieldManager: 'm',
  force: false,
};

beforeAll(async () => {
  await loadKubernetesVersion();
});

describe('the CEL chunk', () => {
  it('is needed by a state with a CRD only', () => {
    expect(needsCel(state)).toBe(true);
    expect(needsCel({ crd: '  \n' })).toBe(false);
  });

  it('before it loads, the rule is not evaluated and the object says so', () => {
    const v = localView(state, NOW);
    expect(v.status).toBeNull();
    expect(v.report?.action).toBe('create');
    expect(v.report?.notes).toContainEqual({
      code: 'validation',
      message: expect.stringContaining(
        'x-kubernetes-validations rules not evaluated (no CEL engine in this build)',
      ),
    });
  });

  it('once loaded, the rule refuses the object with the 422 and its cause', async () => {
    await loadCel();
    const v = localView(state, NOW);
    expect(v.report?.action).toBe('invalid');
    expect(v.status).toMatchObject({
      code: 422,
      reason: 'Invalid',
      message:
        'Widget.example.com "w" is invalid: spec: Invalid value: minReplicas must not exceed maxReplicas',
      details: {
        causes: [
          {
            reason: 'FieldValueInvalid',
            message: 'Invalid value: minReplicas must not exceed maxReplicas',
            field: 'spec',
          },
        ],
      },
    });
  });

  it('once loaded, an object the rule admits has no "not evaluated" note', async () => {
    await loadCel();
    const v = localView(
      { ...state, manifest: state.manifest.replace('minReplicas: 3', 'minReplicas: 1') },
      NOW,
    );
    expect(v.status).toBeNull();
    expect(v.report?.notes).toContainEqual({
      code: 'validation',
      message:
        "validated: ObjectMeta, the CRD's structural schema and x-kubernetes-validations rules (not modelled: CEL cost limits)",
    });
  });
});
