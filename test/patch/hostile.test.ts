// Malformed strategic merge patches fail with PatchError (the Go code's
// messages), never with a JavaScript TypeError, and never change the inputs.

import { describe, expect, it } from 'vitest';
import {
  applyStrategicPatch,
  createThreeWayStrategicPatch,
  PatchError,
  serverStatusOf,
} from '../../core/patch/index.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

const type = builtinType('apps/v1', 'Deployment') as TypeNode;
const live: JsonObject = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'w', finalizers: ['a'], labels: { x: 'y' } },
  spec: {
    strategy: { type: 'RollingUpdate' },
    template: {
      spec: {
        containers: [
          { name: 'a', image: 'i', env: [{ name: 'E', value: '1' }], args: ['x'] },
          { name: 'b', image: 'j' },
        ],
      },
    },
  },
};
const podSpec = (p: JsonObject): JsonObject => ({ spec: { template: { spec: p } } });

const cases: [string, JsonObject, string | null][] = [
  [
    '$setElementOrder not a list',
    podSpec({ '$setElementOrder/containers': 5 }),
    'expected a []interface {}, but received a int64',
  ],
  [
    '$setElementOrder without slash',
    podSpec({ $setElementOrderX: [] }),
    'invalid patch format of setElementOrder list',
  ],
  [
    '$deleteFromPrimitiveList without slash',
    { metadata: { $deleteFromPrimitiveListX: ['a'] } },
    'invalid patch format of primitive list',
  ],
  [
    '$retainKeys not a list',
    { spec: { strategy: { $retainKeys: 'type' } } },
    'invalid patch format of retainKeys',
  ],
  [
    '$retainKeys missing a patched key',
    { spec: { strategy: { $retainKeys: ['type'], rollingUpdate: {} } } },
    'invalid patch format of retainKeys',
  ],
  ['list item not a map', podSpec({ containers: ['a'] }), 'list element types are not identical'],
  ['list of lists', podSpec({ containers: [[1]] }), 'list element types are not identical'],
  [
    '$patch merge on a list item',
    podSpec({ containers: [{ name: 'a', $patch: 'merge' }] }),
    'merging lists cannot yet be specified in the patch',
  ],
  [
    '$patch delete without key',
    podSpec({ containers: [{ $patch: 'delete' }] }),
    'does not contain declared merge key: name',
  ],
  ['unknown field holding a map', { spec: { bogus: { a: 1 } } }, null],
  [
    '$setElementOrder naming an unknown field',
    podSpec({ '$setElementOrder/bogus': [] }),
    'unable to find api field in struct PodSpec for the json field "bogus"',
  ],
  [
    '$setElementOrder out of order',
    podSpec({
      '$setElementOrder/containers': [{ name: 'b' }, { name: 'a' }],
      containers: [{ name: 'a' }, { name: 'b' }],
    }),
    "doesn't match $setElementOrder list",
  ],
  ['$patch replace on a list', podSpec({ containers: [{ $patch: 'replace' }, { name: 'c' }] }), null],
  ['$patch delete on a map', { metadata: { labels: { $patch: 'delete' } } }, null],
  ['null list item', podSpec({ containers: [null] }), 'list element types are not identical'],
  ['list of lists only', { metadata: { finalizers: [['a']] } }, 'list element types are not identical'],
];

describe('malformed patches', () => {
  for (const [name, patch, reason] of cases) {
    it(name, () => {
      const before = JSON.stringify(live);
      const beforePatch = JSON.stringify(patch);
      let err: unknown = null;
      let out: JsonValue = null;
      try {
        out = applyStrategicPatch(live, patch, type);
      } catch (e) {
        err = e;
      }
      if (reason === null) {
        expect(err).toBeNull();
        expect(out).not.toBeNull();
      } else {
        expect(err).toBeInstanceOf(PatchError);
        expect((err as PatchError).reason).toContain(reason);
      }
      expect(JSON.stringify(live)).toBe(before);
      expect(JSON.stringify(patch)).toBe(beforePatch);
    });
  }

  it('$patch replace and delete do what they say', () => {
    const replaced = applyStrategicPatch(
      live,
      podSpec({ containers: [{ $patch: 'replace' }, { name: 'c' }] }),
      type,
    );
    expect(((replaced.spec as JsonObject).template as JsonObject).spec).toEqual({
      containers: [{ name: 'c' }],
    });
    const noLabels = applyStrategicPatch(live, { metadata: { labels: { $patch: 'delete' } } }, type);
    expect((noLabels.metadata as JsonObject).labels).toEqual({});
  });

  it('does not change a manifest that carries directives when creating a patch', () => {
    const manifest = {
      ...live,
      spec: { template: { spec: { containers: [{ name: 'a', $patch: 'replace' }] } } },
    };
    const before = JSON.stringify(manifest);
    createThreeWayStrategicPatch(live, manifest, { ...live, spec: {} }, type);
    expect(JSON.stringify(manifest)).toBe(before);
  });

  it('maps errors to the Status the API server answers', () => {
    const status = (patch: JsonObject) => {
      try {
        applyStrategicPatch(live, patch, type);
      } catch (e) {
        return serverStatusOf(e as PatchError);
      }
      throw new Error('no error');
    };
    expect(status({ spec: { strategy: { $retainKeys: 'type' } } })).toEqual({
      code: 400,
      reason: 'BadRequest',
      message: 'invalid patch format of retainKeys',
    });
    expect(status(podSpec({ containers: [{ image: 'x' }] }))).toEqual({
      code: 500,
      reason: '',
      message: 'map: map[image:x] does not contain declared merge key: name',
    });
  });
});
