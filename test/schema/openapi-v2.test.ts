// Built-in types from an OpenAPI v2 (swagger) document (core/schema/openapi.ts).

import { describe, expect, it } from 'vitest';
import { def, load, SWAGGER } from './openapi-helpers.ts';
import { at } from './typepath.ts';

describe('OpenAPI v2 (swagger-1.36.json)', () => {
  it('has 495 list fields: 80 keyed, 18 sets, 397 atomic', () => {
    const t = load(SWAGGER);
    let keyed = 0;
    let sets = 0;
    let atomic = 0;
    for (const node of t.types.values()) {
      for (const f of node.map?.fields.values() ?? []) {
        const l = f.type.list;
        if (!l || f.type.scalar !== null) continue;
        if (l.atomic) atomic++;
        else if (l.keys.length > 0) keyed++;
        else sets++;
      }
    }
    expect({ keyed, sets, atomic, total: keyed + sets + atomic }).toEqual({
      keyed: 80,
      sets: 18,
      atomic: 397,
      total: 495,
    });
  });

  it('resolves #/definitions references and the same facts as v3', () => {
    const t = load(SWAGGER);
    expect(t.byGVK.get('/v1/ConfigMap')).toBe('io.k8s.api.core.v1.ConfigMap');
    const podSpec = def(t, 'io.k8s.api.core.v1.PodSpec');
    expect(at(podSpec, 'containers').list!.keys).toEqual(['name']);
    expect(at(podSpec, 'containers', '[]', 'ports').list!.keys).toEqual(['containerPort', 'protocol']);
    expect(at(podSpec, 'nodeSelector').map!.atomic).toBe(true);
    expect(def(t, 'io.k8s.api.core.v1.LocalObjectReference').map!.atomic).toBe(true);
    expect(def(t, 'io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference').map!.atomic).toBe(true);
    expect(at(def(t, 'io.k8s.api.batch.v1.JobStatus'), 'conditions').list!.atomic).toBe(true);
    // v2 IntOrString is `type: string, format: int-or-string`: an untyped scalar only.
    expect(def(t, 'io.k8s.apimachinery.pkg.util.intstr.IntOrString')).toMatchObject({
      scalar: 'untyped',
      list: null,
      map: null,
    });
  });
});
