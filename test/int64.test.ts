// Integers as Kubernetes keeps them, an int64, kept exactly: read from JSON and
// YAML, merged, compared, owned (the `v:` and `k:` keys of managedFields), reported
// and written, where a double would round 9007199254740993 to ...992.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJson, parseYamlDocuments } from '../api/yaml.ts';
import { parseDocuments } from '../cli/io.ts';
import { JsonTextError, needsExactParse, parseJsonExact, stringifyJson } from '../core/json.ts';
import { apply, update } from '../core/managed/fieldmanager.ts';
import { renderMarkdown } from '../core/preview/render/markdown.ts';
import { renderText } from '../core/preview/render/text.ts';
import { previewObject, summarize } from '../core/preview/report.ts';
import { typesFromCRD } from '../core/schema/openapi.ts';
import { compareValues, deepEqual, type JsonObject, type JsonValue, kindOf } from '../core/value.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'int64');
const text = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const yamlOne = (name: string) => parseYamlDocuments(text(name), name)[0] as JsonObject;
const NOW = '2026-02-02T00:00:00Z';

const crd = yamlOne('crd.yaml');
const type = typesFromCRD(crd).get('v1')!;
const live = yamlOne('live.yaml');
const intent = yamlOne('intent.yaml');

const TWO53_PLUS_1 = 9007199254740993n;
const MIN = -9223372036854775808n;
const MAX = 9223372036854775807n;

describe('reading and writing JSON', () => {
  it('keeps integers beyond a double as bigint, exactly, and writes them back byte for byte', () => {
    const src =
      '{"a":9007199254740993,"b":[-9223372036854775808,9223372036854775807],"c":9007199254740991,"d":1.5}';
    const v = parseJsonExact(src) as JsonObject;
    expect(v.a).toBe(TWO53_PLUS_1);
    expect(v.b).toEqual([MIN, MAX]);
    expect(v.c).toBe(9007199254740991); // a double holds it: a number
    expect(v.d).toBe(1.5);
    expect(stringifyJson(v)).toBe(src);
    expect(kindOf(v.a)).toBe('int');
  });

  it('gives each integer one form: numbers while a double holds them exactly', () => {
    const v = parseJsonExact(
      '[9007199254740991,9007199254740992,-9007199254740991,-9007199254740992,0,-0]',
    ) as JsonValue[];
    expect(v.map((x) => typeof x)).toEqual(['number', 'bigint', 'number', 'bigint', 'number', 'number']);
    expect(deepEqual(v[0], 9007199254740991)).toBe(true);
  });

  it('reads an integer beyond int64 as a float64, as Go does', () => {
    const v = parseJsonExact(
      '[9223372036854775808, -9223372036854775809, 12345678901234567890123]',
    ) as JsonValue[];
    // 2^63 and -(2^63 + 1) round to ±2^63 as float64.
    expect(v).toEqual([2 ** 63, -(2 ** 63), 1.2345678901234568e22]);
    expect(v.every((x) => typeof x === 'number')).toBe(true);
  });

  it("refuses a number beyond float64 with Go's message, naming its position", () => {
    expect(() => parseJsonExact('{"a": 1e400}')).toThrow(JsonTextError);
    expect(() => parseJsonExact('{"a": 1e400}')).toThrow(
      'strconv.ParseFloat: parsing "1e400": value out of range',
    );
    expect(() => parseJson('{\n "spec": {"replicas": -1e400}}', 'request body')).toThrow(
      'request body: strconv.ParseFloat: parsing "-1e400": value out of range at line 2, column 23',
    );
    // Underflow is not an error in Go: 0.
    expect(parseJsonExact('[1e-400]')).toEqual([0]);
  });

  it('takes the careful reader only for text that needs it, and reads the same as JSON.parse otherwise', () => {
    const plain = '{"a":[1,2.5,-3e10,"90071992547"],"b":{"__proto__":1,"c":null,"d":true},"s":"\\u00e9\\n"}';
    expect(needsExactParse(plain)).toBe(false);
    expect(needsExactParse('{"n": 1234567890123456}')).toBe(true);
    // Both readers agree on everything that is not a big number (and keep __proto__ an own key).
    const careful = parseJsonExact(`${plain.slice(0, -1)},"e":1234567890123456}`) as JsonObject;
    const quick = JSON.parse(plain) as JsonObject;
    expect(Object.getOwnPropertyDescriptor(careful.b, '__proto__')?.value).toBe(1);
    expect(careful.s).toBe('é\n');
    expect(stringifyJson({ ...careful, e: undefined })).toBe(JSON.stringify(quick));
    const bad = [
      '{"a":12345678901234567,}',
      '[012345678901234567]',
      '{"a" 12345678901234567}',
      '["\\x",12345678901234567]',
    ];
    bad.push(
      '[12345678901234567] x',
      '{"a":12345678901234567',
      '[12345678901234567.]',
      '[-,12345678901234567]',
    );
    for (const b of bad) {
      expect(needsExactParse(b)).toBe(true);
      expect(() => parseJsonExact(b), b).toThrow(SyntaxError);
      expect(() => JSON.parse(b), b).toThrow(SyntaxError);
    }
  });

  it('writes with an indent as JSON.stringify does', () => {
    const v = { a: [1, { b: MAX }], c: {}, d: [], e: 'x' };
    const plain = { a: [1, { b: 7 }], c: {}, d: [], e: 'x' };
    expect(stringifyJson(v, 2)).toBe(JSON.stringify(plain, null, 2).replace('7', MAX.toString()));
    expect(stringifyJson(plain, 2)).toBe(JSON.stringify(plain, null, 2));
  });

  it('orders numbers exactly whatever their form', () => {
    const xs: JsonValue[] = [MAX, 1.5, MIN, TWO53_PLUS_1, 9007199254740992n, 9007199254740991, -1];
    const sorted = [...xs].sort(compareValues);
    expect(sorted).toEqual([MIN, -1, 1.5, 9007199254740991, 9007199254740992n, TWO53_PLUS_1, MAX]);
  });
});

describe('reading YAML', () => {
  it('reads integers as int64 in every reader (API, command line), in every base', () => {
    const src =
      'a: 9007199254740993\nb: -9223372036854775808\nc: 0x7fffffffffffffff\nd: 9223372036854775808\ne: 7\n';
    for (const v of [parseYamlDocuments(src, 'x')[0], parseDocuments(src, 'x')[0]] as JsonObject[]) {
      expect(v).toEqual({ a: TWO53_PLUS_1, b: MIN, c: MAX, d: 2 ** 63, e: 7 });
    }
  });

  it('refuses a float beyond float64 at its line', () => {
    expect(() => parseYamlDocuments('spec:\n  x: 1e400\n', 'body')).toThrow(
      'body: invalid YAML at line 2, column 6: strconv.ParseFloat: parsing "1e400": value out of range',
    );
    expect(() => parseDocuments('spec:\n  x: 1e400\n', 'f.yaml')).toThrow(
      'f.yaml:2:6: strconv.ParseFloat: parsing "1e400": value out of range',
    );
  });
});

describe('an apply holding integers a double cannot hold', () => {
  it('sees a difference in the last digit: a conflict, with the exact values', () => {
    const r = apply(live, intent, { manager: 'me', schema: type, now: NOW });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.code).toBe(409);
    expect(r.status.message).toBe(
      'Apply failed with 2 conflicts: conflicts with "ctl" using example.com/v1:\n- .spec.big\n- .spec.slots[id=9223372036854775807].note',
    );
  });

  it('merges, owns and writes every integer exactly (set items and map keys in managedFields)', () => {
    const r = apply(live, intent, { manager: 'me', schema: type, now: NOW, force: true });
    if (!r.ok) throw new Error(r.status.message);
    const spec = r.object.spec as JsonObject;
    expect(spec.big).toBe(9007199254740992n);
    expect(spec.ids).toEqual([TWO53_PLUS_1, MIN, MAX]);
    expect(spec.slots).toEqual([{ id: MAX, note: 'mine' }]);
    const out = stringifyJson(r.object);
    expect(out).toContain('"big":9007199254740992,');
    expect(out).toContain('"ids":[9007199254740993,-9223372036854775808,9223372036854775807]');
    // managedFields: me owns the set items and the item by its exact key; ctl keeps the rest.
    const [mine, ctl] = (r.object.metadata as JsonObject).managedFields as JsonObject[];
    expect(stringifyJson(mine.fieldsV1)).toBe(
      '{"f:spec":{"f:big":{},"f:ids":{"v:9007199254740993":{},"v:9223372036854775807":{}},"f:slots":{"k:{\\"id\\":9223372036854775807}":{".":{},"f:id":{},"f:note":{}}}}}',
    );
    expect(stringifyJson(ctl.fieldsV1)).toBe(
      '{"f:spec":{"f:ids":{"v:-9223372036854775808":{},"v:9007199254740993":{}},"f:slots":{"k:{\\"id\\":9223372036854775807}":{".":{},"f:id":{}}}}}',
    );
    // Read back (JSON text), applying the same again changes nothing.
    const back = parseJsonExact(out) as JsonObject;
    const again = apply(back, intent, { manager: 'me', schema: type, now: NOW });
    if (!again.ok) throw new Error(again.status.message);
    expect(again.changed).toBe(false);
    expect(stringifyJson(again.object)).toBe(out);
  });

  it('an update compares exactly: the same big value is no change, one more is', () => {
    const same = update(live, yamlOne('live.yaml'), { manager: 'w', schema: type, now: NOW });
    if (!same.ok) throw new Error(same.status.message);
    expect(same.changed).toBe(false);
    const next = structuredClone(yamlOne('live.yaml'));
    (next.spec as JsonObject).big = 9007199254740994n;
    const r = update(live, next, { manager: 'w', schema: type, now: NOW });
    if (!r.ok) throw new Error(r.status.message);
    expect(r.changed).toBe(true);
    const w = ((r.object.metadata as JsonObject).managedFields as JsonObject[]).find(
      (e) => e.manager === 'w',
    );
    expect(w?.fieldsV1).toEqual({ 'f:spec': { 'f:big': {} } });
  });

  it('reports the exact values in the changes, the conflicts and every rendering', () => {
    const report = previewObject(
      { live, intent },
      { fieldManager: 'me', now: NOW, schema: { root: type, source: 'crd:counters.example.com' } },
    );
    const json = stringifyJson(report);
    expect(json).toContain('"before":9007199254740993,"after":9007199254740992');
    expect(json).toContain('"path":".spec.ids[=9223372036854775807]"');
    expect(json).toContain('"path":".spec.slots[id=9223372036854775807].note"');
    const batch = { summary: summarize([report]), objects: [report] };
    const md = renderMarkdown(batch);
    for (const n of ['9007199254740993', '9007199254740992', '9223372036854775807']) expect(md).toContain(n);
    expect(md).not.toContain('9223372036854776000');
    const txt = renderText(batch, { color: false });
    expect(txt).toContain('~ .spec.big: 9007199254740993 → 9007199254740992');
    expect(txt).toContain('live: 9007199254740993   applied: 9007199254740992');
  });
});
