// Every non-zero declarative default of the 1.35 OpenAPI documents is applied by
// applyDefaults with the document's value, or listed as not modelled.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../core/defaults/index.ts';
import { isObject, type JsonObject, type JsonValue } from '../../core/value.ts';

describe('every non-zero declarative default of the 1.35 OpenAPI documents is accounted for', () => {
  // The `default`s of the shared OpenAPI v3 documents that are not a Go zero
  // value (the +default markers): each is applied by a defaulter or listed as not
  // modelled.
  // Where each is applied: an object the declaring type sits in (empty), and the
  // path of the defaulted field inside it.
  const podVolume = (source: string, field: string): Probe => [
    { apiVersion: 'v1', kind: 'Pod', spec: { volumes: [{ name: 'v', [source]: {} }] } },
    `spec.volumes.0.${source}.${field}`,
  ];
  const pvSource = (source: string, field: string): Probe => [
    { apiVersion: 'v1', kind: 'PersistentVolume', spec: { [source]: {} } },
    `spec.${source}.${field}`,
  ];
  const core = 'io.k8s.api.core.v1';
  const covered = new Map<string, Probe>([
    [
      `${core}.ContainerPort.protocol`,
      [
        { apiVersion: 'v1', kind: 'Pod', spec: { containers: [{ ports: [{ containerPort: 1 }] }] } },
        'spec.containers.0.ports.0.protocol',
      ],
    ],
    [
      `${core}.ServicePort.protocol`,
      [{ apiVersion: 'v1', kind: 'Service', spec: { ports: [{ port: 1 }] } }, 'spec.ports.0.protocol'],
    ],
    [
      `${core}.ReplicationControllerSpec.replicas`,
      [{ apiVersion: 'v1', kind: 'ReplicationController', spec: {} }, 'spec.replicas'],
    ],
    ...['cachingMode', 'fsType', 'kind'].map((f): [string, Probe] => [
      `${core}.AzureDiskVolumeSource.${f}`,
      podVolume('azureDisk', f),
    ]),
    [`${core}.ISCSIPersistentVolumeSource.iscsiInterface`, pvSource('iscsi', 'iscsiInterface')],
    [`${core}.ISCSIVolumeSource.iscsiInterface`, podVolume('iscsi', 'iscsiInterface')],
    ...['keyring', 'pool', 'user'].flatMap((f): [string, Probe][] => [
      [`${core}.RBDPersistentVolumeSource.${f}`, pvSource('rbd', f)],
      [`${core}.RBDVolumeSource.${f}`, podVolume('rbd', f)],
    ]),
    ...['fsType', 'storageMode'].flatMap((f): [string, Probe][] => [
      [`${core}.ScaleIOPersistentVolumeSource.${f}`, pvSource('scaleIO', f)],
      [`${core}.ScaleIOVolumeSource.${f}`, podVolume('scaleIO', f)],
    ]),
    [
      'io.k8s.api.resource.v1.DeviceToleration.operator',
      [
        {
          apiVersion: 'resource.k8s.io/v1',
          kind: 'ResourceClaim',
          spec: { devices: { requests: [{ name: 'r', exactly: { tolerations: [{}] } }] } },
        },
        'spec.devices.requests.0.exactly.tolerations.0.operator',
      ],
    ],
  ]);
  const notModelled = new Set([
    // certificates.k8s.io/v1beta1 PodCertificateRequest (beta, off by default in 1.35)
    'io.k8s.api.certificates.v1beta1.PodCertificateRequestSpec.maxExpirationSeconds',
    // resource.k8s.io beta versions (only v1 is modelled)
    'io.k8s.api.resource.v1beta1.DeviceToleration.operator',
    'io.k8s.api.resource.v1beta2.DeviceToleration.operator',
  ]);
  const docs = '/work/shared/kubernetes/openapi-v3-1.35';

  it('applies each with the value of the document, or lists it as not modelled', () => {
    const found = new Map<string, JsonValue>();
    const files = ['api/v1.json'];
    for (const g of readdirSafe(join(docs, 'apis')))
      for (const v of readdirSafe(join(docs, 'apis', g))) files.push(`apis/${g}/${v}`);
    for (const f of files) {
      const doc = JSON.parse(readFileSync(join(docs, f), 'utf8')) as JsonObject;
      const schemas = ((doc.components as JsonObject)?.schemas ?? {}) as JsonObject;
      for (const [name, s] of Object.entries(schemas)) {
        const props = isObject(s) && isObject(s.properties) ? s.properties : {};
        for (const [p, ps] of Object.entries(props)) {
          if (!isObject(ps) || !Object.hasOwn(ps, 'default')) continue;
          const v = ps.default;
          const zero =
            v === '' || v === 0 || v === false || v === null || (isObject(v) && Object.keys(v).length === 0);
          if (!zero) found.set(`${name}.${p}`, v);
        }
      }
    }
    expect(found.size).toBeGreaterThan(15);
    for (const [k, value] of found) {
      const probe = covered.get(k);
      expect(probe !== undefined || notModelled.has(k), `${k} is neither applied nor listed`).toBe(true);
      if (probe === undefined) continue;
      const got = probe[1]
        .split('.')
        .reduce<JsonValue | undefined>(
          (v, p) => (Array.isArray(v) ? v[Number(p)] : isObject(v) ? v[p] : undefined),
          applyDefaults(probe[0], null),
        );
      expect(got, `${k} (at ${probe[1]})`).toEqual(value);
    }
    for (const k of covered.keys()) expect(found.has(k), `${k} is no longer a default`).toBe(true);
  });
});

type Probe = [JsonObject, string];

function readdirSafe(p: string): string[] {
  try {
    return readdirSync(p);
  } catch {
    return [];
  }
}
