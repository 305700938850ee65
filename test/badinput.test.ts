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

function failure(r: ReturnType<typeof apply>) {
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
