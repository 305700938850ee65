// The fast YAML reader (core/yaml/yaml-fast.ts) against eemeli/yaml: every text it
// takes must give the same entries (values, documents, lines, List items,
// errors) as eemeli/yaml gives, and texts outside its subset are left to
// eemeli/yaml. Compared on hand-written edge cases, the fixtures, kubectl-style
// snapshots and a few thousand generated texts, valid and broken.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { JsonValue } from '../../core/value.ts';
import { fastParse, KNOWN_TAGS } from '../../core/yaml/yaml-fast.ts';
import { type ManifestEntry, parseManifestPositions, parseManifestText } from '../../gather/manifests.ts';
import { positionIn, positionOf } from '../../gather/positions.ts';
import { REPO_ROOT } from './helpers/runner.ts';

const strip = (es: ManifestEntry[]) => es.map(({ node: _n, lineCounter: _l, ...rest }) => rest);

/** Field paths as Kubernetes prints them, into `v`, and a few that miss. */
function pathsOf(v: JsonValue, prefix = '', out: string[] = []): string[] {
  out.push(`${prefix}.absent`, `${prefix}[9]`);
  if (Array.isArray(v)) {
    v.forEach((it, i) => {
      out.push(`${prefix}[${i}]`);
      if (typeof it === 'string' || typeof it === 'number' || typeof it === 'boolean') {
        out.push(`${prefix}[=${typeof it === 'string' ? JSON.stringify(it) : String(it)}]`);
      } else if (it && typeof it === 'object' && !Array.isArray(it)) {
        for (const [k, x] of Object.entries(it)) {
          if (typeof x === 'string' || typeof x === 'number') {
            out.push(`${prefix}[${k}=${JSON.stringify(x)},protocol="TCP"]`);
            pathsOf(it, `${prefix}[${k}=${JSON.stringify(x)}]`, out);
          }
        }
      }
      if (it !== null && typeof it === 'object') pathsOf(it, `${prefix}[${i}]`, out);
    });
  } else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(`${prefix}.${k}`);
      if (x !== null && typeof x === 'object') pathsOf(x, `${prefix}.${k}`, out);
    }
  }
  return out;
}

/** True when the fast reader took the text; throws (through expect) when its entries differ. */
function same(text: string): boolean {
  const fast = parseManifestText(text, 'f.yaml', false); // the fast reader when it takes the text
  const slow = parseManifestText(text, 'f.yaml', true); // always eemeli/yaml (nodes kept)
  expect(strip(fast), JSON.stringify(text)).toEqual(strip(slow));
  // The lines of fields, for annotations: the fast reader's against the YAML nodes'.
  const withLines = parseManifestPositions(text, 'f.yaml');
  expect(withLines.map(({ positions: _p, ...e }) => e).map((e) => strip([e])[0])).toEqual(strip(slow));
  withLines.forEach((e, i) => {
    const { node, lineCounter } = slow[i];
    if (!e.positions || !node || !lineCounter) return;
    for (const path of pathsOf(e.positions.root).slice(0, 400)) {
      expect(positionIn(e.positions.root, e.positions.line, e.positions.lines, path), path).toEqual(
        positionOf(node, path, lineCounter),
      );
    }
  });
  return fastParse(text.replace(/^\uFEFF/, '')) !== null;
}

const TAKEN = [
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  x:\n    .: {}\n    f: .5\n',
  'a: >\n  one\n  two\n\n  three\n\n\n  four\nb: 1\n',
  'a: >-\n  one\n  two\n\n  three\nb: 1\n',
  'a: |\n  one\n  two\n\n  three\n\n\nb: 1\n',
  'a: |-\n  one\n    two\n  three\n',
  'a: |\n\n  one\n',
  'a: >\n\n  one\n  two\n',
  'a: |\n  one\n  # not a comment\n# a comment\nb: 2\n',
  'a:\n  - |\n    x\n    y\n  - >\n    p\n    q\n',
  'a:\n- b: |\n    x\n  c: 1\n',
  'kind: List\nitems:\n- apiVersion: v1\n  kind: A\n- \n  apiVersion: v1\n-\n  # c\n  kind: B\n',
  'kind: List\nitems:\n  - {}\n  - kind: X\n',
  'kind: List\nitems: []\n',
  '# c\n---\na: 1\n',
  'a: 1\n---\n',
  '---\n---\na: 1\n---\n# c\n---\nb: 2\n',
  '\n\n---\na: 1\n',
  '  a: 1\n  b: 2\n',
  'a: "x" # c\nb: \'y\' #c\n',
  'a: b #c\n    # deep comment\nc: d\n',
  'a:\n# c\n  b: 1\n',
  'a:    \nb:\n',
  "a: ''\nb: \"\"\nc: 'it''s'\nd: \"\\u00e9\\n\\\"\"\n",
  'a: x:y\nb: http://x/y\nc: a#b\n',
  'm: [1, 0777, 0x1F, 1_000, 1.5, .5, 1e3, ~, null, yes, No, on, 2026-01-01, 9223372036854775807, 9223372036854775808]\n'.replace(
    /\[(.*)\]/,
    (_, xs: string) =>
      `\n${xs
        .split(', ')
        .map((x: string, i: number) => `  k${i}: ${x}`)
        .join('\n')}`,
  ),
  '\uFEFFapiVersion: v1\nkind: A\nmetadata:\n  name: x\n',
  'args: [--port, "8080", \'-v\', 1, yes, 0x1F, a b ]\nports: [80, 443] # c\n',
  'm: {a: 1, "b c": x, d: "y, z"}\ne: { }\nf: [ ]\n',
  'items:\n- [a, b]\n- {k: v}\n',
  'apiVersion: v1\nkind: List\nitems: [a, 1]\n',
  'a: 1\r\nb: |\r\n  x\r\n  y\r\nc: "d"\r\n',
];

const LEFT = [
  'a: |\n  x', // no line break after the last line of a block scalar
  'a:\n  b: 1\n c: 2\n',
  'a: &x 1\nb: *x\n',
  'a: !!str 1\n',
  '%YAML 1.1\n---\na: 1\n',
  'a: 1\n...\n',
  'a: b\n  c\n',
  'a: "b\n  c"\n',
  'a:\tb\n',
  'a: 1\rb: 2\n',
  'a: 1\na: 2\n',
  '<<: {a: 1}\n',
  '1: a\n',
  'yes: a\n',
  '__proto__: a\n',
  'a: 1e400\n',
  'a: .inf\n',
  'a: -.Inf\n',
  'a: |+\n  x\n\n',
  'a: |2\n   x\n',
  '- a\n- b\n',
  'a: - b\n',
  'a: b: c\n',
  '? a\n: b\n',
  'a: [b, [c]]\n',
  'a: [b, {c: d}]\n',
  'a: [b,\n  c]\n',
  'a: [b, ]\n',
  'a: [b:c]\n',
  'a: {b:c}\n',
  'a: {b: }\n',
  'a: {yes: 1}\n',
  'a: {b: 1, b: 2}\n',
  'a: [-]\n',
  'a: [b] c\n',
  'a: [*x]\n',
  'a: ["b]"]\n',
];

describe('the fast YAML reader', () => {
  it('takes the common subset and reads it as eemeli/yaml does', () => {
    // eemeli/yaml's scalar tags are the ones the reader knows (else it tests every scalar: slower, same values).
    expect(KNOWN_TAGS).toBe(true);
    for (const t of TAKEN) expect(same(t), JSON.stringify(t)).toBe(true);
  });

  it('leaves the rest to eemeli/yaml, with the same entries in the end', () => {
    for (const t of LEFT) expect(same(t), JSON.stringify(t)).toBe(false);
  });

  it('reads odd numbers as eemeli/yaml does (what its tags refuse is left to it)', () => {
    for (const v of [
      '0b_',
      '0x_',
      '0_',
      '-0b',
      '+0x',
      '0o',
      '0b2',
      '_1',
      '1_',
      '0x',
      '0.',
      '-.',
      '+.e1',
      '1e',
    ]) {
      same(`a: ${v}\nb: [${v}]\n`);
    }
  });

  it('reads the fixtures and kubectl-style snapshots as eemeli/yaml does', () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (/\.ya?ml$/.test(e.name)) files.push(join(d, e.name));
      }
    };
    walk(join(REPO_ROOT, 'test', 'fixtures'));
    walk(join(REPO_ROOT, 'examples'));
    expect(files.length).toBeGreaterThan(5);
    let taken = 0;
    for (const f of files) if (same(readFileSync(f, 'utf8'))) taken++;
    expect(taken).toBeGreaterThan(files.length / 2);
    // What kubectl get -o yaml writes: managedFields with `.: {}` and k:{...} keys, quoted times.
    const live = {
      apiVersion: 'v1',
      kind: 'List',
      items: [1, 2, 3].map((i) => ({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: {
          name: `app-${i}`,
          annotations: { note: 'line one\nline two\n', json: '{"a": 1}' },
          managedFields: [
            {
              manager: 'kubectl',
              operation: 'Apply',
              time: '2026-01-05T10:00:00Z',
              fieldsType: 'FieldsV1',
              fieldsV1: { 'f:spec': { 'f:template': { 'k:{"name":"app"}': { '.': {}, 'f:image': {} } } } },
            },
          ],
        },
        spec: { replicas: i, selector: { matchLabels: { app: `app-${i}` } }, paused: false, x: null },
      })),
    };
    for (const options of [{}, { lineWidth: 0 }, { indentSeq: false }]) {
      expect(same(stringify(live, { version: '1.1', ...options }))).toBe(true);
    }
  });

  it('agrees with eemeli/yaml on generated texts, valid and broken', () => {
    let seed = 19;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pick = <T>(xs: readonly T[]) => xs[rnd(xs.length)];
    const KEYS = ['a', 'name', 'items', 'f:x', 'k:{"name":"a"}', '"."', '"q k"', "'s'", 'x y', 'data'];
    const ODD_KEYS = ['yes', '1', '<<', '__proto__', 'a#b', '"a\\tb"', '~', '-k', '?k', 'constructor', '0.5'];
    const VALUES = ['x', 'a b', '1', '-1', '0777', '0x1F', '1.5', '.5', '1e3', '~', '', 'yes', 'on'];
    const MORE_VALUES = ['2026-01-01', '9223372036854775808', '"a"', '"e \\" \\n \\u00e9"', "'it''s'"];
    const TAILS = ['a # c', 'a#b', 'http://x/y', '{}', '[]', 'caf\u00e9', 'x  ', '-x', '"80"', '[a, "b", 1]'];
    const FLOWS = [
      '[a, b]',
      '[ 1 , -2, yes ]',
      '["x", \'y\']',
      '{a: 1, b: c}',
      '{ "k": v }',
      '[a b, c]',
      '[null, .5]',
    ];
    const ODD_FLOWS = [
      '[a, [b]]',
      '[a,]',
      '{a:1}',
      '{a: b, a: c}',
      '[a: b]',
      '[-]',
      '[a] b',
      '{<<: a}',
      '[a, #c]',
    ];
    const ODD_VALUES = ['1e400', '.inf', '"\\x41"', '"\\e"', 'a: b', 'a:', '{a: 1}', '&x 1', '*x', '!t x'];
    const ODDER = ['@x', '- x', '? x', ',x', '"open', "'open", '"a" b', 'a\tb', '|+', '|2', '12:30:00'];
    const BLOCK_LINES = ['text', 'more', '', '  indented', '# kept', '\tx', 'a: b', '- c'];
    let clean = true;
    const key = () => (clean && rnd(30) ? pick(KEYS) : pick([...KEYS, ...ODD_KEYS]));
    const value = () =>
      clean && rnd(30)
        ? pick([...VALUES, ...MORE_VALUES, ...TAILS, ...FLOWS])
        : pick([...VALUES, ...ODD_VALUES, ...ODDER, ...ODD_FLOWS]);
    const block = (ind: number, depth: number, lines: string[], inSeq: boolean): void => {
      const sp = ' '.repeat(Math.max(0, ind + (rnd(clean ? 200 : 20) === 0 ? pick([-1, 1, 2]) : 0)));
      const seq = inSeq || rnd(4) === 0;
      for (let n = 1 + rnd(4); n > 0; n--) {
        if (rnd(clean ? 40 : 10) === 0) {
          lines.push(pick(['', '  ', '# c', `${sp}# c`, `${' '.repeat(ind + 4)}# c`, '\t', '---', '...']));
        }
        const k = seq && rnd(2) === 0 ? null : key();
        const head = k === null ? `${sp}-` : `${seq ? `${sp}- ` : sp}${k}:`;
        const r = rnd(10);
        if (depth < 4 && r < 4) {
          lines.push(head + (rnd(6) === 0 ? ' # c' : ''));
          const step = clean ? pick([2, 2, 4]) : pick([2, 2, 4, 1, 0]);
          block((k === null || !seq ? ind : ind + 2) + step, depth + 1, lines, rnd(3) === 0);
        } else if (r < 5) {
          lines.push(`${head} ${pick(['|', '|-', '>', '>-', '|+', '| # c'])}`);
          const bi = (seq ? ind + 2 : ind) + pick([2, 2, 4, 1]);
          for (let m = rnd(5); m > 0; m--) {
            const t = clean && rnd(3) ? pick(['text', 'more', '']) : pick(BLOCK_LINES);
            lines.push(t === '' ? pick(['', ' ', ' '.repeat(bi + 3)]) : ' '.repeat(bi) + t);
          }
        } else if (k === null && seq && r < 7) {
          lines.push(`${sp}- ${key()}: ${value()}`);
          for (let m = rnd(3); m > 0; m--) lines.push(`${sp}  ${key()}: ${value()}`);
        } else {
          lines.push(`${head}${rnd(15) === 0 ? '' : ' '}${value()}`);
          if (rnd(clean ? 200 : 20) === 0) lines.push(`${' '.repeat(ind + 2)}continued`);
        }
      }
    };
    let taken = 0;
    const n = 4000;
    for (let c = 0; c < n; c++) {
      clean = c % 2 === 0;
      const lines: string[] = [];
      for (let d = 1 + rnd(3); d > 0; d--) {
        if (rnd(2) === 0) lines.push(pick(['---', '---', '--- # doc', '']));
        if (rnd(4) === 0) lines.push('# leading comment');
        if (rnd(3) === 0) {
          lines.push('apiVersion: v1', 'kind: List', 'items:');
          block(rnd(2) * 2, 2, lines, true);
        } else block(rnd(8) === 0 ? 2 : 0, 0, lines, false);
      }
      let text = `${lines.join('\n')}${rnd(5) === 0 ? '' : '\n'}`;
      if (rnd(10) === 0) text = text.replace(/\n/g, '\r\n');
      if (same(text)) taken++;
    }
    // Enough of the generated texts are in the subset for the comparison to mean something.
    expect(taken).toBeGreaterThan(n / 20);
  });
});
