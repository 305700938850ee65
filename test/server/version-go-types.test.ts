// A built-in kind written with no schema, or the deduced one, is still decoded into
// its Go type by the API server: the type of the write's Kubernetes version (its
// built-in table), not the 1.35 base table. A kind new in 1.36,
// admissionregistration.k8s.io/v1 MutatingAdmissionPolicy, meets the number checks
// and the decode walk (core/server/numbers.ts, serialized.ts, decode.ts) at 1.36.

import { beforeAll, describe, expect, it } from 'vitest';
import { builtinTypesFor } from '../../core/schema/builtin/index.ts';
import { deduced } from '../../core/schema/index.ts';
import type { WriteRequest } from '../../core/server/types.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-11-27T00:00:00Z';
const DEDUCED = { root: deduced, source: 'deduced' };

function policy(metadata: JsonObject): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'MutatingAdmissionPolicy',
    metadata: { name: 'add-label', ...metadata },
    spec: { failurePolicy: 'Fail' },
  };
}

function write(
  verb: WriteRequest['verb'],
  body: JsonObject,
  kubernetesVersion: string,
  schema?: typeof DEDUCED,
) {
  return serverWrite({
    verb,
    live: null,
    body,
    manager: 'kubectl',
    now: NOW,
    kubernetesVersion,
    ...(schema !== undefined ? { schema } : {}),
  });
}

describe("a write's Go type is its Kubernetes version's", () => {
  it('refuses to guess when the version has not been loaded (a caller mistake)', () => {
    expect(() => write('create', policy({}), '1.34', DEDUCED)).toThrow(
      'Kubernetes 1.34.10: its built-in schemas are not loaded (await loadKubernetesVersion or builtinTypesFor first)',
    );
  });

  describe('loaded', () => {
    beforeAll(async () => {
      await builtinTypesFor('1.36');
    });

    it('decodes a create of a kind new in 1.36 into its 1.36 Go type: an int64 out of range is a 400', () => {
      // ObjectMeta.deletionGracePeriodSeconds is an *int64 (k8s.io/apimachinery
      // pkg/apis/meta/v1/types.go); encoding/json refuses a number beyond its range.
      const body = policy({ deletionGracePeriodSeconds: 1e19 });
      for (const schema of [DEDUCED, undefined]) {
        const r = write('create', body, '1.36', schema);
        expect(r.ok).toBe(false);
        if (r.ok) continue;
        expect(r.status.code).toBe(400);
        expect(r.status.message).toBe(
          'MutatingAdmissionPolicy in version "v1" cannot be handled as a MutatingAdmissionPolicy: json: cannot unmarshal number 10000000000000000000 into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64',
        );
      }
      // 1.35 has no such kind: no Go type, the object is stored as written (deduced).
      const at135 = write('create', body, '1.35', DEDUCED);
      expect(at135.ok).toBe(true);
    });

    it("converts an apply's merged object into the 1.36 Go type: a time Go cannot parse is a 500", () => {
      const r = write('apply', policy({ deletionTimestamp: 'yesterday' }), '1.36', DEDUCED);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.status.code).toBe(500);
      expect(r.status.message).toBe(
        'failed to convert new object (/add-label; admissionregistration.k8s.io/v1, Kind=MutatingAdmissionPolicy) to proper version: unable to convert unstructured object to admissionregistration.k8s.io/v1, Kind=MutatingAdmissionPolicy: parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"',
      );
    });

    it('refuses an IntOrString given a bool with a deduced schema, as scenario 94 does with the built-in one', () => {
      const svc: JsonObject = {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'web', namespace: 'shop' },
        spec: { selector: { app: 'web' }, ports: [{ name: 'http', port: 80, targetPort: true }] },
      };
      const applied = write('apply', svc, '1.36', DEDUCED);
      expect(applied.ok).toBe(false);
      if (!applied.ok) {
        expect(applied.status.code).toBe(500);
        expect(applied.status.message).toBe(
          'failed to convert new object (shop/web; /v1, Kind=Service) to proper version: unable to convert unstructured object to /v1, Kind=Service: json: cannot unmarshal bool into Go value of type int32',
        );
      }
      const created = write('create', svc, '1.36', DEDUCED);
      expect(created.ok).toBe(false);
      if (!created.ok) {
        expect(created.status.code).toBe(400);
        expect(created.status.message).toBe(
          'Service in version "v1" cannot be handled as a Service: json: cannot unmarshal bool into Go struct field ServicePort.spec.ports.targetPort of type int32',
        );
      }
    });
  });
});
