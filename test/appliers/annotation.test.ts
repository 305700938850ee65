// core/appliers/annotation.ts: the new last-applied annotation written over the
// old one, and the previous configuration read from the old one in the same
// walk. Whenever the walk takes an old text, its annotation must be goJson's
// byte for byte, and the three-way patch from its previous configuration must be
// the patch from the old text parsed whole (strategic and JSON merge), on the
// upstream three-way tables and on generated manifests; text it cannot follow
// gives null.

import { describe, expect, it } from 'vitest';
import { rewriteAnnotation } from '../../core/appliers/annotation.ts';
import { goJson } from '../../core/fieldpath/gofmt.ts';
import { parseJsonExact } from '../../core/json.ts';
import { createThreeWayJsonMergePatch, createThreeWayStrategicPatch } from '../../core/patch/index.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { seededRandom } from '../../core/server/names.ts';
import { inOperation } from '../../core/typed/operation.ts';
import type { JsonObject, JsonValue } from '../../core/value.ts';
import { deploymentManifest } from '../bench/clientside.ts';
import { fixture, schemaType, type Table } from '../patch/fixtures.ts';

type Outcome = { patch: JsonObject } | { error: string };

function outcome(f: () => JsonObject): Outcome {
  try {
    return { patch: f() };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

type ThreeWay = (original: JsonObject, modified: JsonObject, current: JsonObject) => JsonObject;

/**
 * Checks one case; returns whether the walk took the text. Each side runs as
 * one operation, as a client-side apply does.
 */
function check(text: string, modified: JsonObject, current: JsonObject, threeWay: ThreeWay): boolean {
  const r = inOperation(() => rewriteAnnotation(text, modified));
  if (r === null) return false;
  expect(r.json).toBe(goJson(modified, undefined, true));
  const whole = parseJsonExact(text) as JsonObject;
  expect(inOperation(() => outcome(() => threeWay(r.previous, modified, current)))).toEqual(
    outcome(() => threeWay(whole, modified, current)),
  );
  return true;
}

// The same generated cases on every run.
const random = seededRandom;

const KEYS = ['a', 'b', 'c', 'name', 'value', '10', '2', '__proto__', 'constructor', 'toString', 'é', 'z-z'];
const STRINGS = ['x', 'y', 'hello world', '', 'ü', '1', 'null', 'true'];
const ODD_STRINGS = ['a"b', 'line\nbreak', '<tag>', 'a&b', 'tab\t', '\u2028', '😀', 'back\bspace\f'];

function scalar(rnd: () => number, odd: boolean): JsonValue {
  const r = rnd();
  if (r < 0.45)
    return odd && rnd() < 0.1
      ? ODD_STRINGS[Math.floor(rnd() * ODD_STRINGS.length)]
      : STRINGS[Math.floor(rnd() * STRINGS.length)];
  if (r < 0.6) return Math.floor(rnd() * 100) - 50;
  if (r < 0.65) return rnd() < 0.5 ? 9007199254740993n : 0.5;
  if (r < 0.8) return rnd() < 0.5;
  return null;
}

function value(rnd: () => number, depth: number, odd: boolean): JsonValue {
  const r = rnd();
  if (depth > 2 || r < 0.5) return scalar(rnd, odd);
  if (r < 0.8) return map(rnd, depth + 1, odd);
  const n = Math.floor(rnd() * 4);
  return Array.from({ length: n }, () =>
    rnd() < 0.5 ? scalar(rnd, odd) : { name: STRINGS[Math.floor(rnd() * 4)], v: scalar(rnd, odd) },
  );
}

function map(rnd: () => number, depth: number, odd: boolean): JsonObject {
  const out: JsonObject = {};
  const n = Math.floor(rnd() * 6);
  for (let i = 0; i < n; i++) {
    const k = KEYS[Math.floor(rnd() * KEYS.length)];
    Object.defineProperty(out, k, {
      value: value(rnd, depth, odd),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A copy of `v` with a few changes: values changed, keys dropped or added, kinds changed. */
function mutate(v: JsonValue, rnd: () => number, odd: boolean): JsonValue {
  if (typeof v !== 'object' || v === null) return rnd() < 0.2 ? scalar(rnd, odd) : v;
  if (Array.isArray(v)) {
    if (rnd() < 0.2) return value(rnd, 2, odd);
    return v.filter(() => rnd() > 0.15).map((x) => mutate(x, rnd, odd));
  }
  const out: JsonObject = {};
  for (const k of Object.keys(v)) {
    const r = rnd();
    if (r < 0.1) continue; // dropped
    const x = r < 0.15 ? value(rnd, 1, odd) : mutate(v[k], rnd, odd);
    Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
  }
  if (rnd() < 0.2) {
    const k = KEYS[Math.floor(rnd() * KEYS.length)];
    Object.defineProperty(out, k, {
      value: value(rnd, 1, odd),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** JSON text with keys in a random order (not Go's). */
function shuffled(v: JsonValue, rnd: () => number): string {
  if (typeof v !== 'object' || v === null) return goJson(v, undefined, true);
  if (Array.isArray(v)) return `[${v.map((x) => shuffled(x, rnd)).join(',')}]`;
  const keys = Object.keys(v).sort(() => rnd() - 0.5);
  return `{${keys.map((k) => `${JSON.stringify(k)}:${shuffled(v[k], rnd)}`).join(',')}}`;
}

const mergeThreeWay: ThreeWay = (o, m, c) => createThreeWayJsonMergePatch(o, m, c);

describe('rewriteAnnotation on generated manifests (JSON merge patch)', () => {
  it('writes goJson and reads the previous configuration the patch needs, 2,000 cases', () => {
    let taken = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const rnd = random(seed);
      const odd = seed % 4 === 0;
      const base = map(rnd, 0, odd);
      const previous = mutate(base, rnd, odd) as JsonObject;
      const modified = mutate(previous, rnd, odd) as JsonObject;
      const current = mutate(modified, rnd, odd) as JsonObject;
      if (check(`${goJson(previous, undefined, true)}\n`, modified, current, mergeThreeWay)) taken++;
      // The same text with keys out of Go's order: taken or not, never wrong.
      check(shuffled(previous, rnd), modified, current, mergeThreeWay);
    }
    // Escapes (every fourth seed may hold some) send a text to the whole parse;
    // the rest is taken.
    expect(taken).toBeGreaterThan(1200);
  });
});

const deployment = new SchemaResolver().resolve('apps/v1', 'Deployment').root;

function strategic(type: TypeNode): ThreeWay {
  return (o, m, c) => createThreeWayStrategicPatch(o, m, c, type);
}

/** A Deployment manifest changed the ways a pull request changes one. */
function changedDeployment(d: JsonObject, rnd: () => number): JsonObject {
  const out = structuredClone(d);
  const spec = out.spec as JsonObject;
  const pod = (spec.template as JsonObject).spec as JsonObject;
  const containers = pod.containers as JsonObject[];
  const r = () => rnd() < 0.3;
  if (r()) containers[0].image = `registry.example.com/web:${Math.floor(rnd() * 10)}`;
  if (r() && containers.length > 1) containers.splice(Math.floor(rnd() * containers.length), 1);
  if (r()) (containers[0].env as JsonObject[]).splice(1, 1);
  if (r()) (containers[0].env as JsonObject[]).push({ name: 'NEW', value: 'v' });
  if (r()) (containers[0].ports as JsonObject[])[0].containerPort = 9000;
  if (r()) spec.replicas = Math.floor(rnd() * 5);
  if (r()) spec.strategy = { type: 'Recreate' };
  if (r()) delete (out.metadata as JsonObject).labels;
  if (r()) pod.nodeSelector = { disk: 'ssd' };
  if (r()) delete pod.volumes;
  if (r()) (spec.template as JsonObject).metadata = { labels: { app: 'web' } };
  return out;
}

describe('rewriteAnnotation on Deployments (strategic merge patch, apps/v1 schema)', () => {
  it('matches the whole parse over 300 generated pull requests', () => {
    let taken = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rnd = random(seed);
      const previous = changedDeployment(deploymentManifest('registry.example.com/web:1', false), rnd);
      const modified = changedDeployment(previous, rnd);
      const current = changedDeployment(modified, rnd);
      (current.metadata as JsonObject).uid = 'u';
      if (check(`${goJson(previous, undefined, true)}\n`, modified, current, strategic(deployment))) taken++;
    }
    expect(taken).toBe(300);
  });

  it('hands back the manifest itself for an unchanged one, and its maps where only values changed', () => {
    const before = deploymentManifest('registry.example.com/web:1', false);
    const same = inOperation(() => rewriteAnnotation(`${goJson(before, undefined, true)}\n`, before));
    expect(same?.previous).toBe(before);
    expect(same?.json).toBe(goJson(before, undefined, true));
    const after = deploymentManifest('registry.example.com/web:2', true);
    const r = inOperation(() => rewriteAnnotation(`${goJson(before, undefined, true)}\n`, after));
    expect(r?.json).toBe(goJson(after, undefined, true));
    expect(r?.previous.metadata).toBe(after.metadata);
    expect(r?.previous).not.toBe(after);
  });
});

interface MergeCase {
  description: string;
  original?: JsonObject | null;
  modified?: JsonObject | null;
  current?: JsonObject | null;
}

describe('rewriteAnnotation on the upstream three-way tables', () => {
  const mergeItem = schemaType('swagger-merge-item-v3.json', 'mergeItem');
  const tables: [string, ThreeWay][] = [
    ['strategicpatch-create.json', strategic(mergeItem)],
    ['strategicpatch-raw.json', strategic(mergeItem)],
    ['jsonmergepatch-three-way.json', mergeThreeWay],
  ];
  for (const [file, threeWay] of tables) {
    const table = fixture<Table<MergeCase>>(file);
    it(`${table.origin.file} ${table.origin.table}: the same patch or the same error`, () => {
      let taken = 0;
      for (const c of table.cases) {
        if (!c.original || !c.modified) continue;
        if (check(`${goJson(c.original, undefined, true)}\n`, c.modified, c.current ?? {}, threeWay)) taken++;
      }
      expect(taken).toBeGreaterThan(10);
    });
  }
});

describe('old text with escapes (values with newlines, quotes, backslashes; keys with them)', () => {
  const cm = (data: JsonObject): JsonObject => ({ apiVersion: 'v1', kind: 'ConfigMap', data });
  const cases: [string, JsonObject, JsonObject][] = [
    [
      'multi-line values, one changed',
      { a: 'x\ny\n', b: 'p\nq', c: 'plain' },
      { a: 'x\ny\n', b: 'p\nQ', c: 'plain' },
    ],
    [
      'a quote and a backslash inside values',
      { a: 'say "hi"', b: 'C:\\dir\\' },
      { a: 'say "hi"', b: 'C:\\dir\\x' },
    ],
    [
      'a value ending in a backslash, then one holding an escaped quote',
      { a: 'ab\\', b: 'ab\\"cd' },
      { a: 'ab\\"cd', b: 'ab\\' },
    ],
    ['a key Go escapes, kept', { 'k<1>': 'v', 'k\n2': 'w' }, { 'k<1>': 'v', 'k\n2': 'W' }],
    ['a key Go escapes, dropped', { 'k<1>': 'v', z: '1' }, { z: '1' }],
    [
      'HTML characters and U+2028 in values',
      { a: '<b>&amp;</b>', b: '\u2028' },
      { a: '<b>&amp;</b>', b: 'x' },
    ],
  ];
  for (const [what, before, after] of cases) {
    it(`${what}: goJson's annotation and the patch of the whole parse`, () => {
      const text = `${goJson(cm(before), undefined, true)}\n`;
      const current = cm(after);
      for (const threeWay of [mergeThreeWay, strategic(new SchemaResolver().resolve('v1', 'ConfigMap').root)])
        expect(check(text, cm(after), current, threeWay), what).toBe(true);
    });
  }

  it('an unchanged manifest with escapes is its own previous configuration, the old text copied', () => {
    const m = cm({ 'app.conf': 'a = 1\nb = "two"\n', 'k\t': '\\' });
    const text = `${goJson(m, undefined, true)}\n`;
    const r = inOperation(() => rewriteAnnotation(text, m));
    expect(r?.previous).toBe(m);
    expect(r?.json).toBe(text.slice(0, -1));
  });
});

describe('old text the walk does not follow', () => {
  const manifest: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', data: { a: '1', b: '2' } };
  const quoted: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', data: { a: 'x"y', b: '2' } };
  it('gives null for a raw quote inside a string (not JSON) matching the manifest', () => {
    const text = '{"apiVersion":"v1","data":{"a":"x"y","b":"2"},"kind":"ConfigMap"}\n';
    expect(inOperation(() => rewriteAnnotation(text, quoted))).toBeNull();
  });
  const cases: [string, string][] = [
    ['whitespace', '{"apiVersion": "v1","data":{"a":"1","b":"2"},"kind":"ConfigMap"}\n'],
    ['a character Go escapes', '{"apiVersion":"v1","data":{"a":"<1>","b":"2"},"kind":"ConfigMap"}\n'],
    ['an escape JSON does not have', '{"apiVersion":"v1","data":{"a":"1\\q","b":"2"},"kind":"ConfigMap"}\n'],
    ['a raw control character', '{"apiVersion":"v1","data":{"a":"1\t","b":"2"},"kind":"ConfigMap"}\n'],
    ['a surrogate pair', '{"apiVersion":"v1","data":{"a":"😀","b":"2"},"kind":"ConfigMap"}\n'],
    ['a repeated key', '{"apiVersion":"v1","data":{"a":"1","a":"3","b":"2"},"kind":"ConfigMap"}\n'],
    [
      'a repeated dropped key',
      '{"apiVersion":"v1","data":{"a":"1","b":"2","c":"1","c":"2"},"kind":"ConfigMap"}\n',
    ],
    ['keys out of order', '{"apiVersion":"v1","data":{"b":"2","a":"1"},"kind":"ConfigMap"}\n'],
    ['a directive', '{"$patch":"replace","apiVersion":"v1","data":{"a":"1","b":"2"},"kind":"ConfigMap"}\n'],
    ['text after the object', '{"apiVersion":"v1","data":{"a":"1","b":"2"},"kind":"ConfigMap"}x'],
    ['a cut-off object', '{"apiVersion":"v1","data":{"a":"1","b":"2"}'],
    ['a number beyond float64', '{"apiVersion":"v1","data":{"a":1e400,"b":"2"},"kind":"ConfigMap"}\n'],
    ['not JSON', '{"apiVersion":"v1","data":{"a":"1","b":[}],"kind":"ConfigMap"}\n'],
  ];
  for (const [what, text] of cases)
    it(`gives null for ${what}`, () => {
      expect(inOperation(() => rewriteAnnotation(text, manifest))).toBeNull();
    });

  it('gives null for an escaped quote where the manifest holds a value ending in a backslash (not JSON)', () => {
    const text = '{"apiVersion":"v1","data":{"a":"ab\\","b":"2"},"kind":"ConfigMap"}\n';
    const m: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', data: { a: 'ab\\', b: '2' } };
    expect(() => JSON.parse(text)).toThrow();
    expect(inOperation(() => rewriteAnnotation(text, m))).toBeNull();
  });

  it('writes a lone surrogate as Go does (U+FFFD), whatever escape the old text holds for it', () => {
    const text = '{"apiVersion":"v1","data":{"a":"\\ud800","b":"x\\n"},"kind":"ConfigMap"}\n';
    const m: JsonObject = { apiVersion: 'v1', kind: 'ConfigMap', data: { a: '\ud800', b: 'x\n' } };
    const r = inOperation(() => rewriteAnnotation(text, m));
    expect(r?.json).toBe(goJson(m, undefined, true));
    expect(r?.json).toContain('"a":"\\ufffd"');
  });

  it('reads a dropped key holding an integer beyond 2^53 exactly', () => {
    const text =
      '{"apiVersion":"v1","data":{"a":"1","b":"2"},"kind":"ConfigMap","spec":{"n":[9007199254740993]}}\n';
    const r = inOperation(() => rewriteAnnotation(text, manifest));
    expect(r?.previous.spec).toEqual({ n: [9007199254740993n] });
    expect(r?.json).toBe(goJson(manifest, undefined, true));
  });
});
