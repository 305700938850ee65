// The values of a built-in object as its Go types decode and encode them
// (core/server/decode.ts, gotime.ts, through serverWrite), and the Status a
// refused value gets: a create or update body's decode error (400) or an apply's
// conversion error (500), worded as the API server words them.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { decodeGoTime } from '../../core/server/gotime.ts';
import type { WriteRequest } from '../../core/server/types.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';

function getAt(v: JsonValue | undefined, path: readonly (string | number)[]): JsonValue | undefined {
  let cur = v;
  for (const k of path)
    cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, JsonValue>)[k] : undefined;
  return cur;
}

const resolver = new SchemaResolver();
const NOW = '2026-01-01T00:00:00Z';

function write(verb: WriteRequest['verb'], body: JsonObject, live: JsonObject | null = null, manager = 'm') {
  const schema = resolver.resolve(String(body.apiVersion), String(body.kind));
  return serverWrite({ verb, live, body, manager, now: NOW, schema });
}

function deployment(requests: JsonObject, extra: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'prod' },
    spec: {
      ...extra,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'web', image: 'nginx', resources: { requests, limits: requests } }] },
      },
    },
  };
}

const REQUESTS = ['spec', 'template', 'spec', 'containers', 0, 'resources', 'requests'] as const;
const QUANTITY_RE =
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

describe('resource.Quantity', () => {
  for (const verb of ['create', 'apply'] as const) {
    it(`${verb}: stored canonically`, () => {
      const r = write(verb, deployment({ cpu: 0.5, memory: '1024Mi', 'ephemeral-storage': '1.5Gi' }));
      if (!r.ok) throw new Error(r.status.message);
      expect(getAt(r.object, [...REQUESTS])).toEqual({
        cpu: '500m',
        memory: '1Gi',
        'ephemeral-storage': '1536Mi',
      });
    });
  }
  it('create: an invalid quantity is a 400 decode error', () => {
    const r = write('create', deployment({ cpu: '1 core' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.code).toBe(400);
    expect(r.status.reason).toBe('BadRequest');
    expect(r.status.message).toBe(
      `Deployment in version "v1" cannot be handled as a Deployment: ${QUANTITY_RE}`,
    );
  });
  it("apply: an invalid quantity fails the field manager's conversion (500)", () => {
    const r = write('apply', deployment({ memory: '1ki' }));
    if (r.ok) throw new Error('accepted');
    expect(r.status.code).toBe(500);
    expect(r.status.message).toBe(
      "failed to convert new object (prod/web; apps/v1, Kind=Deployment) to proper version: unable to convert unstructured object to apps/v1, Kind=Deployment: unable to parse quantity's suffix",
    );
  });
  it('an update in another spelling changes nothing and takes nothing', () => {
    const created = write('apply', deployment({ cpu: '500m' }));
    if (!created.ok) throw new Error(created.status.message);
    const r = write(
      'update',
      { ...deployment({ cpu: 0.5 }), metadata: created.object.metadata },
      created.object,
      'ctl',
    );
    if (!r.ok) throw new Error(r.status.message);
    expect(r.changed).toBe(false);
    expect(r.managers.after.has('ctl')).toBe(false);
  });
});

describe('IntOrString and int32', () => {
  const service = (targetPort: unknown, port: unknown = 80): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 's', namespace: 'n' },
    spec: { ports: [{ port, targetPort } as JsonObject] },
  });
  it('keeps a number a number and a string a string', () => {
    for (const tp of [8080, 'http']) {
      const r = write('apply', service(tp));
      if (!r.ok) throw new Error(r.status.message);
      expect(getAt(r.object, ['spec', 'ports', 0, 'targetPort'])).toBe(tp);
    }
  });
  it('refuses a fraction as the decoder does', () => {
    const c = write('create', service(80.5));
    const a = write('apply', service(80.5));
    if (c.ok || a.ok) throw new Error('accepted');
    expect(c.status.message).toBe(
      'Service in version "v1" cannot be handled as a Service: json: cannot unmarshal number 80.5 into Go struct field ServicePort.spec.ports.targetPort of type int32',
    );
    expect(a.status.message).toBe(
      'failed to convert new object (n/s; /v1, Kind=Service) to proper version: unable to convert unstructured object to /v1, Kind=Service: json: cannot unmarshal number 80.5 into Go value of type int32',
    );
  });
  it('an int32 out of range: refused in a body, wrapped around by an apply', () => {
    const c = write('create', service(80, 4294967377));
    if (c.ok) throw new Error('accepted');
    expect(c.status.message).toBe(
      'Service in version "v1" cannot be handled as a Service: json: cannot unmarshal number 4294967377 into Go struct field ServicePort.spec.ports.port of type int32',
    );
    const a = write('apply', service(80, 4294967377));
    if (!a.ok) throw new Error(a.status.message);
    expect(getAt(a.object, ['spec', 'ports', 0, 'port'])).toBe(81);
    expect(a.notes.filter((n) => n.code === 'value-wrapped').map((n) => [n.code, n.path])).toEqual([
      ['value-wrapped', '.spec.ports.port'],
    ]);
  });
});

describe('IntOrString given a bool, a list or an object; int64 beyond its range', () => {
  // intstr.go UnmarshalJSON reads anything but a JSON string with json.Unmarshal into
  // its int32: encoding/json's UnmarshalTypeError, given the struct and field by the
  // body's decoder (a 400), bare in an apply's conversion (a 500).
  const service = (targetPort: unknown): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 's', namespace: 'n' },
    spec: { ports: [{ port: 80, targetPort } as JsonObject] },
  });
  for (const [value, kind] of [
    [true, 'bool'],
    [[8080], 'array'],
    [{ port: 8080 }, 'object'],
  ] as const) {
    it(`refuses ${kind} where an IntOrString is read`, () => {
      const c = write('create', service(value));
      const a = write('apply', service(value));
      if (c.ok || a.ok) throw new Error('accepted');
      expect(c.status.code).toBe(400);
      expect(c.status.message).toBe(
        `Service in version "v1" cannot be handled as a Service: json: cannot unmarshal ${kind} into Go struct field ServicePort.spec.ports.targetPort of type int32`,
      );
      expect(a.status.code).toBe(500);
      expect(a.status.message).toBe(
        `failed to convert new object (n/s; /v1, Kind=Service) to proper version: unable to convert unstructured object to /v1, Kind=Service: json: cannot unmarshal ${kind} into Go value of type int32`,
      );
    });
  }
  it('refuses an int64 beyond its range in a body (strconv.ParseInt fails)', () => {
    const deployment: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'd', namespace: 'n' },
      spec: {
        selector: { matchLabels: { a: 'b' } },
        template: {
          metadata: { labels: { a: 'b' } },
          spec: { activeDeadlineSeconds: 1e20, containers: [{ name: 'c', image: 'i' }] },
        },
      },
    };
    const c = write('create', deployment);
    if (c.ok) throw new Error('accepted');
    expect(c.status.message).toBe(
      'Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal number 100000000000000000000 into Go struct field PodSpec.spec.template.spec.activeDeadlineSeconds of type int64',
    );
  });
});

describe('[]byte', () => {
  const secret = (data: JsonObject): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 's', namespace: 'n' },
    data,
  });
  it('refuses invalid base64 with the offset of the first bad byte', () => {
    const c = write('create', secret({ a: 'YWJj', b: 'YW$j' }));
    const a = write('apply', secret({ b: 'YWJ' }));
    if (c.ok || a.ok) throw new Error('accepted');
    expect(c.status.message).toBe(
      'Secret in version "v1" cannot be handled as a Secret: illegal base64 data at input byte 2',
    );
    expect(a.status.message).toBe(
      'failed to convert new object (n/s; /v1, Kind=Secret) to proper version: unable to convert unstructured object to /v1, Kind=Secret: error decoding from json: illegal base64 data at input byte 0',
    );
  });
  it('stores the canonical encoding (line breaks dropped)', () => {
    const r = write('apply', secret({ a: 'YWJj\nZGVm', b: 'YWI=' }));
    if (!r.ok) throw new Error(r.status.message);
    expect(r.object.data).toEqual({ a: 'YWJjZGVm', b: 'YWI=' });
  });
});

describe('metav1.Time and MicroTime', () => {
  it('writes Time in UTC to the second, MicroTime to the microsecond', () => {
    expect(decodeGoTime('2026-03-01T01:30:00.75+02:00', false)).toEqual({
      ok: true,
      value: '2026-02-28T23:30:00Z',
    });
    expect(decodeGoTime('2026-03-01T01:30:00.123456-01:00', true)).toEqual({
      ok: true,
      value: '2026-03-01T02:30:00.123456Z',
    });
    expect(decodeGoTime('0001-01-01T00:00:00Z', false)).toEqual({ ok: true, value: null });
  });
  // Go's src/time/format_test.go parseErrorTests (RFC3339 cases).
  const goErrors: [string, string][] = [
    ['2006-01-02T15:04:05Z07:00', 'parsing time "2006-01-02T15:04:05Z07:00": extra text: "07:00"'],
    [
      '2006-01-02T15:04_abc',
      'parsing time "2006-01-02T15:04_abc" as "2006-01-02T15:04:05Z07:00": cannot parse "_abc" as ":"',
    ],
    [
      '2006-01-02T15:04:05_abc',
      'parsing time "2006-01-02T15:04:05_abc" as "2006-01-02T15:04:05Z07:00": cannot parse "_abc" as "Z07:00"',
    ],
    ['2006-01-02T15:04:05Z_abc', 'parsing time "2006-01-02T15:04:05Z_abc": extra text: "_abc"'],
    [
      '2010-02-04T21:00:67.012345678-08:00',
      'parsing time "2010-02-04T21:00:67.012345678-08:00": second out of range',
    ],
    [
      '0000-01-01T00:00:.0+00:00',
      'parsing time "0000-01-01T00:00:.0+00:00" as "2006-01-02T15:04:05Z07:00": cannot parse ".0+00:00" as "05"',
    ],
  ];
  for (const [input, error] of goErrors) {
    it(`refuses ${input}`, () => expect(decodeGoTime(input, false)).toEqual({ ok: false, error }));
  }
  it('MicroTime needs its six fractional digits', () => {
    expect(decodeGoTime('2026-01-01T00:00:00Z', true)).toEqual({
      ok: false,
      error:
        'parsing time "2026-01-01T00:00:00Z" as "2006-01-02T15:04:05.000000Z07:00": cannot parse "Z" as ".000000"',
    });
  });
  it('a Lease stores its times in the encoded form', () => {
    const lease = {
      apiVersion: 'coordination.k8s.io/v1',
      kind: 'Lease',
      metadata: { name: 'l', namespace: 'n' },
      spec: { holderIdentity: 'a', renewTime: '2026-01-01T02:00:00.5+02:00' },
    };
    const bad = write('create', lease);
    if (bad.ok) throw new Error('accepted');
    expect(bad.status.message).toContain('cannot parse ".5+02:00" as ".000000"');
    const r = write('create', { ...lease, spec: { renewTime: '2026-01-01T02:00:00.500000+02:00' } });
    if (!r.ok) throw new Error(r.status.message);
    expect(getAt(r.object, ['spec', 'renewTime'])).toBe('2026-01-01T00:00:00.500000Z');
  });
});

describe('Secret values digested by the Action', () => {
  it('are left as they are (the bytes they stand for stay on the runner)', () => {
    const digest = 'hmac-sha256:3q2+7w==';
    const r = write('apply', {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's', namespace: 'n' },
      data: { a: digest },
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.object.data).toEqual({ a: digest });
  });
});
