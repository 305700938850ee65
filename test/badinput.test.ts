import { describe, expect, it } from 'vitest';
import { apply, update } from '../core/managed/fieldmanager.ts';
import type { JsonObject, JsonValue } from '../core/value.ts';

const NOW = '2026-01-01T00:00:00Z';
const cm = (data: JsonValue, extra: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'cm', namespace: 'default' },
  data,
  ...extra,
});

function failure(r: ReturnType<typeof apply> | ReturnType<typeof update>) {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('unreachable');
  return r.status;
}

describe('bad input gets a clear error, never a crash', () => {
  it.each([
    [null, 'the applied object must be a JSON object, got null'],
    [[1, 2], 'the applied object must be a JSON object, got a list'],
    ['text', 'the applied object must be a JSON object, got string'],
    [42, 'the applied object must be a JSON object, got number'],
  ])('refuses a non-object intent %j', (intent, message) => {
    const s = failure(apply(null, intent, { manager: 'kubectl', now: NOW }));
    expect(s.code).toBe(400);
    expect(s.message).toBe(message);
  });

  it('refuses metadata that is not an object', () => {
    const s = failure(
      apply(null, { apiVersion: 'v1', kind: 'ConfigMap', metadata: 'x' }, { manager: 'm', now: NOW }),
    );
    expect(s.message).toBe('metadata must be a JSON object');
  });

  it('names the path of a value of the wrong kind in the live object', () => {
    const live = cm({ a: '1' }, { metadata: { name: 'cm', labels: ['not', 'a', 'map'] } });
    const s = failure(apply(live, cm({ a: '2' }), { manager: 'm', now: NOW }));
    expect(s.message).toBe(
      'failed to create typed live object (/cm; /v1, Kind=ConfigMap): .metadata.labels: expected map, got list',
    );
  });

  it('names duplicate set items in an applied object, but accepts them in a live one', () => {
    const s = failure(
      apply(null, cm({}, { metadata: { name: 'cm', finalizers: ['a', 'a'] } }), { manager: 'm', now: NOW }),
    );
    expect(s.message).toContain('.metadata.finalizers: duplicate entries for key [="a"]');
    const live = cm({ a: '1' }, { metadata: { name: 'cm', finalizers: ['a', 'a'] } });
    const r = apply(live, cm({ a: '2' }), { manager: 'm', now: NOW, force: true });
    expect(r.ok && (r.object.metadata as JsonObject).finalizers).toEqual(['a', 'a']);
  });

  it('types the live object without its managedFields, as the API server does', () => {
    // A key the ManagedFieldsEntry schema does not declare: decoding ignores it, and
    // the API server strips managedFields before typing the live object, so neither
    // apply nor update may report it as a schema error.
    const entry = {
      manager: 'x',
      operation: 'Update',
      apiVersion: 'v1',
      fieldsType: 'FieldsV1',
      fieldsV1: { 'f:data': { 'f:a': {} } },
      unknownKey: 1,
    };
    const live = cm({ a: '1' }, { metadata: { name: 'cm', managedFields: [entry] } });
    const applied = apply(live, cm({ b: '2' }), { manager: 'm', now: NOW });
    expect(applied.ok && applied.object.data).toEqual({ a: '1', b: '2' });
    const written = update(live, cm({ a: '3' }), { manager: 'w', now: NOW });
    expect(written.ok && written.object.data).toEqual({ a: '3' });
    const managers = written.ok ? (written.object.metadata as JsonObject).managedFields : null;
    expect((managers as JsonObject[]).map((e) => e.manager)).toEqual(['w']);
  });

  it.each([
    [{ 'f:data': 7 }, '(at f:data): value must be a JSON object'],
    [{ 'k:{bad': {} }, 'does not hold valid JSON'],
  ])('refuses malformed fieldsV1 %j naming the entry', (fieldsV1, message) => {
    const live = cm(
      { a: '1' },
      {
        metadata: {
          name: 'cm',
          managedFields: [
            { manager: 'x', operation: 'Apply', apiVersion: 'v1', fieldsType: 'FieldsV1', fieldsV1 },
          ],
        },
      },
    );
    const s = failure(apply(live, cm({ a: '2' }), { manager: 'm', now: NOW }));
    expect(s.code).toBe(400);
    expect(s.message).toContain('failed to decode managed fields: metadata.managedFields[0].fieldsV1');
    expect(s.message).toContain(message);
  });

  it.each([
    [
      { manager: 'x', operation: 'Patch', apiVersion: 'v1', fieldsType: 'FieldsV1' },
      'operation must be `Apply` or `Update`',
    ],
    [{ manager: 'x', operation: 'Apply', fieldsType: 'FieldsV1' }, 'apiVersion must not be empty'],
    [{ manager: 'x', operation: 'Apply', apiVersion: 'v1' }, 'missing fieldsType in managed fields entry 0'],
    [
      { manager: 'x', operation: 'Apply', apiVersion: 'v1', fieldsType: 'FieldsV2' },
      'invalid fieldsType "FieldsV2"',
    ],
    [
      { manager: 'x', operation: 'Apply', apiVersion: 'v1', fieldsType: 'FieldsV1', time: 'yesterday' },
      'is not an RFC 3339 time',
    ],
  ])('refuses a bad managedFields entry %j', (entry, message) => {
    const live = cm({ a: '1' }, { metadata: { name: 'cm', managedFields: [entry] } });
    const s = failure(apply(live, cm({ a: '2' }), { manager: 'm', now: NOW }));
    expect(s.message).toContain(message);
  });

  it('merges objects nested 200 levels deep', () => {
    let intent: JsonObject = { leaf: 'x' };
    let live: JsonObject = { leaf: 'y', other: 'z' };
    for (let i = 0; i < 200; i++) {
      intent = { n: intent };
      live = { n: live };
    }
    const r = apply(cm({}, { spec: live }), cm({}, { spec: intent }), {
      manager: 'm',
      now: NOW,
      force: true,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    let node = r.object.spec as JsonObject;
    for (let i = 0; i < 200; i++) node = node.n as JsonObject;
    expect(node).toEqual({ leaf: 'x', other: 'z' });
  });

  it('refuses nesting beyond the limit with a message instead of a stack overflow', () => {
    let deep: JsonObject = { leaf: 'x' };
    for (let i = 0; i < 3000; i++) deep = { n: deep };
    const s = failure(apply(null, cm({}, { spec: deep }), { manager: 'm', now: NOW }));
    expect(s.message).toContain('nested deeper than 1000 levels');
  });

  it('treats __proto__, constructor and toString as ordinary keys', () => {
    const live = JSON.parse(
      '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"cm"},"data":{"__proto__":"p","constructor":"c"}}',
    );
    const intent = JSON.parse(
      '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"cm","labels":{"toString":"t"}},"data":{"__proto__":"p2","hasOwnProperty":"h"}}',
    );
    const first = update(null, live, { manager: 'creator', now: NOW });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const r = apply(first.object, intent, { manager: 'm', now: NOW, force: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const data = r.object.data as JsonObject;
    expect(Object.keys(data).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty']);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(data, '__proto__')?.value).toBe('p2');
    expect(JSON.stringify(r.object)).toContain('"__proto__":"p2"');
    const mf = (r.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(JSON.stringify(mf)).toContain('"f:__proto__":{}');
    expect(({} as JsonObject).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('toString', 't');
  });
});

// What kube-apiserver refuses before any merge (core/server/refuse.ts), in the
// field manager's apply and update: the same Status the surfaces answer with.
describe('refused as kube-apiserver refuses it', () => {
  const LONG = 'm'.repeat(129);

  it('a field manager over 128 bytes: 422 Invalid, the name not repeated', () => {
    const s = failure(apply(null, cm({ a: '1' }), { manager: LONG, now: NOW }));
    expect(s).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
      reason: 'Invalid',
      details: {
        group: 'meta.k8s.io',
        kind: 'PatchOptions',
        causes: [
          {
            reason: 'FieldValueTooLong',
            message: 'Too long: may not be more than 128 bytes',
            field: 'fieldManager',
          },
        ],
      },
      code: 422,
    });
    const u = failure(update(null, cm({ a: '1' }), { manager: LONG, now: NOW }));
    expect(u.code).toBe(422);
    expect(u.message).toBe(
      'UpdateOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
    );
    expect(u.message).not.toContain('mmmm');
  });

  it('counts bytes of UTF-8, not characters: 64 two-byte characters pass, 65 do not', () => {
    expect(apply(null, cm({ a: '1' }), { manager: 'é'.repeat(64), now: NOW }).ok).toBe(true);
    expect(failure(apply(null, cm({ a: '1' }), { manager: 'é'.repeat(65), now: NOW })).code).toBe(422);
    expect(apply(null, cm({ a: '1' }), { manager: 'm'.repeat(128), now: NOW }).ok).toBe(true);
  });

  it('a field manager with a character that is not printable: 422, position in bytes', () => {
    const s = failure(apply(null, cm({ a: '1' }), { manager: 'é\u0007x', now: NOW }));
    expect(s.code).toBe(422);
    expect(s.message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Invalid value: "é\\ax": invalid character U+0007 (at position 2)',
    );
  });

  it.each([
    [
      { apiVersion: 'v1', metadata: { name: 'cm' } },
      `Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"cm"}}'`,
    ],
    [
      { kind: 'ConfigMap', metadata: { name: 'cm' } },
      `Object 'apiVersion' is missing in '{"kind":"ConfigMap","metadata":{"name":"cm"}}'`,
    ],
    [
      { apiVersion: 'v1', kind: '', metadata: { name: 'cm' } },
      `Object 'Kind' is missing in '{"apiVersion":"v1","kind":"","metadata":{"name":"cm"}}'`,
    ],
  ])('an applied object without kind or apiVersion: 400 from the decoder (%j)', (intent, message) => {
    const s = failure(apply(null, intent, { manager: 'm', now: NOW }));
    expect(s.code).toBe(400);
    expect(s.reason).toBe('BadRequest');
    expect(s.message).toBe(message);
  });

  it('a live object without kind: 400, and data values are never repeated', () => {
    const live = { apiVersion: 'v1', metadata: { name: 's' }, data: { password: 'aHVudGVyMg==' } };
    const s = failure(
      apply(live, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' } }, { manager: 'm', now: NOW }),
    );
    expect(s.code).toBe(400);
    expect(s.message).toBe(
      `Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"s"},"data":{"password":"***"}}'`,
    );
    expect(s.message).not.toContain('aHVudGVyMg');
  });

  it('repeats at most 200 characters of the object', () => {
    const big = { apiVersion: 'v1', metadata: { name: 'cm', annotations: { a: 'x'.repeat(5000) } } };
    const s = failure(apply(null, big, { manager: 'm', now: NOW }));
    expect(s.message.length).toBeLessThan(260);
    expect(s.message.endsWith(`...'`)).toBe(true);
  });

  it('an update takes a missing kind and apiVersion from the live object, as the API server from the URL', () => {
    const first = update(null, cm({ a: '1' }), { manager: 'creator', now: NOW });
    if (!first.ok) throw new Error(first.status.message);
    const r = update(
      first.object,
      { metadata: { name: 'cm', namespace: 'default' }, data: { a: '2' } },
      { manager: 'writer', now: NOW },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.object.kind).toBe('ConfigMap');
    expect(r.object.apiVersion).toBe('v1');
    expect(r.object.data).toEqual({ a: '2' });
    // With nothing to take them from, it is refused.
    const s = failure(update(null, { metadata: { name: 'cm' } }, { manager: 'writer', now: NOW }));
    expect(s.message).toBe(`Object 'Kind' is missing in '{"metadata":{"name":"cm"}}'`);
  });

  it('fieldsV1 keys of the live object: an unknown prefix is ignored, a key without one fails the apply', () => {
    // structured-merge-diff skips a key of an unknown kind ("x:...") and fails on a key
    // without a colon; an update drops undecodable managedFields (decodeLiveOrNew).
    const entry = (fields: JsonObject) => ({
      manager: 'ctl',
      operation: 'Update',
      apiVersion: 'v1',
      time: NOW,
      fieldsType: 'FieldsV1',
      fieldsV1: fields,
    });
    const live = (fields: JsonObject) =>
      cm(
        { a: '1', b: '2' },
        { metadata: { name: 'cm', namespace: 'default', managedFields: [entry(fields)] } },
      );
    const unknown = live({ 'f:data': { 'f:a': {}, 'x:future': {} } });
    const ok = apply(unknown, cm({ a: '9' }), { manager: 'm', now: NOW });
    expect(ok.ok).toBe(false); // .data.a is still ctl's: the unknown key took nothing with it
    expect(failure(ok).code).toBe(409);
    const broken = live({ 'f:data': { 'f:a': {}, nocolon: {} } });
    const s = failure(apply(broken, cm({ a: '9' }), { manager: 'm', now: NOW }));
    expect(s.code).toBe(400);
    expect(s.message).toMatch(/^failed to decode managed fields: .*nocolon/);
    const u = update(broken, cm({ a: '9', b: '2' }), { manager: 'w', now: NOW });
    expect(u.ok).toBe(true);
    if (!u.ok) return;
    // The live entries could not be read: the write is untracked, as the API server leaves it.
    expect((u.object.metadata as JsonObject).managedFields).toBeUndefined();
  });
});
