// The YAML diff of the Markdown report, on objects the engine computes: the edit
// script against a longest-common-subsequence count, hunks and their headers,
// owners beside changed lines (and beside unchanged lines whose owners change),
// long lines cut and listed whole, fences no value can close, a create's identity
// fields, and the fallback when managedFields cannot be read.

import { describe, expect, it } from 'vitest';
import { apply } from '../../core/managed/fieldmanager.ts';
import { diffFence, editScript, yamlDiff } from '../../core/preview/render/diff.ts';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { type PreviewItem, previewOutcome, summarize } from '../../core/preview/report.ts';
import type { ObjectSides } from '../../core/preview/types.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { githubHtml } from '../render/github-html.ts';
import { configMapOwnedByKubectl, NOW } from './cases.ts';

const cmSchema = builtinType('v1', 'ConfigMap');
if (cmSchema === null) throw new Error('no built-in ConfigMap');

function configMap(data: Record<string, string>, name = 'big'): JsonObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: 'default' }, data };
}

function appliedBy(manager: string, obj: JsonObject, live: JsonObject | null = null): JsonObject {
  const r = apply(live, obj, { manager, schema: cmSchema as NonNullable<typeof cmSchema>, now: NOW });
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

function outcome(item: PreviewItem, manager = 'kubectl') {
  const o = previewOutcome(item, { fieldManager: manager, now: NOW });
  if (!o.sides) throw new Error('no sides');
  return { report: o.report, sides: o.sides };
}

function markdown(items: { report: ReturnType<typeof outcome>['report']; sides: ObjectSides | null }[]) {
  const objects = items.map((i) => i.report);
  return renderMarkdown({ summary: summarize(objects), objects }, { sides: items.map((i) => i.sides) });
}

/** Length of a longest common subsequence (dynamic programming). */
function lcs(x: string[], y: string[]): number {
  const t = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++)
      t[i][j] = x[i - 1] === y[j - 1] ? t[i - 1][j - 1] + 1 : Math.max(t[i - 1][j], t[i][j - 1]);
  return t[x.length][y.length];
}

describe('editScript', () => {
  it('rebuilds both sides and keeps a longest common subsequence (500 random pairs)', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const x = Array.from({ length: rnd(12) }, () => 'abcd'[rnd(4)]);
      const y = Array.from({ length: rnd(12) }, () => 'abcd'[rnd(4)]);
      const ops = editScript(x, y);
      expect(ops.filter((o) => o.kind !== '+').map((o) => x[o.b])).toEqual(x);
      expect(ops.filter((o) => o.kind !== '-').map((o) => y[o.a])).toEqual(y);
      for (const o of ops) if (o.kind === ' ') expect(x[o.b]).toBe(y[o.a]);
      expect(ops.filter((o) => o.kind === ' ').length, `${x.join('')} / ${y.join('')}`).toBe(lcs(x, y));
    }
  });
});

describe('the YAML diff', () => {
  const keys = (n: number, over: Record<number, string> = {}) => {
    const d: Record<string, string> = {};
    for (let i = 0; i < n; i++) d[`key-${String(i).padStart(2, '0')}`] = over[i] ?? `value-${i}`;
    return d;
  };

  it('makes a hunk per distant change, with -U3 context and the path in the header', () => {
    const live = appliedBy('kubectl', configMap(keys(30)));
    const o = outcome({ live, intent: configMap(keys(30, { 2: 'two', 25: 'twenty-five' })) });
    const d = yamlDiff(o.sides, o.report.changes, { width: 120 });
    // Lines: apiVersion, kind, metadata, name, namespace, data, then key-00 at line 7.
    expect(d.lines).toEqual([
      '@@ -6,7 +6,7 @@ .data',
      ' data:',
      '   key-00: value-0',
      '   key-01: value-1',
      '-  key-02: value-2      # kubectl (Apply)',
      '+  key-02: two          # kubectl (Apply)',
      '   key-03: value-3',
      '   key-04: value-4',
      '   key-05: value-5',
      '@@ -29,7 +29,7 @@ .data',
      '   key-22: value-22',
      '   key-23: value-23',
      '   key-24: value-24',
      '-  key-25: value-25     # kubectl (Apply)',
      '+  key-25: twenty-five  # kubectl (Apply)',
      '   key-26: value-26',
      '   key-27: value-27',
      '   key-28: value-28',
    ]);
    // Changes six lines apart share one hunk.
    const near = outcome({ live, intent: configMap(keys(30, { 2: 'two', 8: 'eight' })) });
    const n = yamlDiff(near.sides, near.report.changes, { width: 120 });
    expect(n.lines.filter((l) => l.startsWith('@@'))).toEqual(['@@ -6,13 +6,13 @@ .data']);
  });

  it('names who owns a line that changes hands, changed or not', () => {
    const live = configMapOwnedByKubectl();
    // `other` sets a to its live value (shared ownership) and b to a new one (conflict, shown forced).
    const o = outcome({ live, intent: configMap({ a: '1', b: '3' }, 'test-cm') }, 'other');
    expect(o.report.action).toBe('conflict');
    const d = yamlDiff(o.sides, o.report.changes, { width: 120 });
    expect(d.lines).toEqual([
      '@@ -7,4 +7,4 @@ .data',
      '   creationTimestamp: "2010-10-10T00:00:00Z"',
      ' data:',
      '   a: "1"  # kubectl (Apply) → kubectl (Apply), other (Apply)',
      '-  b: "2"  # kubectl (Apply)',
      '+  b: "3"  # kubectl (Apply) → other (Apply)',
    ]);
  });

  it('cuts long lines and lists their values whole below the diff', () => {
    const long = `https://example.com/${'x'.repeat(300)}`;
    const live = appliedBy('kubectl', configMap({ url: 'https://example.com/', mode: 'a' }));
    const o = outcome({ live, intent: configMap({ url: long, mode: 'b' }) });
    const d = yamlDiff(o.sides, o.report.changes, { width: 120 });
    const added = d.lines.find((l) => l.startsWith('+  url:'));
    expect(added).toMatch(/^\+ {2}url: https:\/\/example\.com\/x+… {2}# kubectl \(Apply\)$/);
    expect(added?.indexOf('…')).toBe(119);
    expect([...d.cut]).toEqual(['.data.url']);
    const md = markdown([o]);
    expect(md).toContain('**Values cut in the diff**');
    const table = md.split('**Values cut in the diff**')[1].split('</details>')[0];
    expect(table).toContain(`<code>${long.replaceAll(':', '&#58;')}</code>`);
    expect(table).not.toContain('.data.mode');
  });

  it('puts the diff in a fence no value can close', () => {
    const text = 'Run:\n```\nmake\n```\n````\n';
    const o = outcome({ live: null, intent: configMap({ 'README.md': text }) });
    const d = yamlDiff(o.sides, o.report.changes, { width: 120 });
    expect(d.lines).toContain('+    ````');
    const fenced = diffFence(d.lines);
    expect(fenced.startsWith('`````diff\n')).toBe(true);
    const html = githubHtml(fenced);
    expect(html.match(/<pre>/g)).toHaveLength(1);
    expect(html).toContain('+    ```\n+    make\n+    ```\n+    ````');
  });

  it("leaves a create's identity fields out of the Markdown, not out of the report", () => {
    const o = outcome({ live: null, intent: configMap({ a: '1' }, 'fresh') });
    expect(o.report.changes.map((c) => c.path)).toEqual([
      '.apiVersion',
      '.data.a',
      '.kind',
      '.metadata.creationTimestamp',
      '.metadata.name',
      '.metadata.namespace',
      '.metadata.uid',
    ]);
    // The server's random uid and the run's time stay out of the Markdown too.
    expect(markdown([o])).not.toMatch(/uid:|creationTimestamp/);
    const withDiff = markdown([o]);
    expect(withDiff).toContain('| 🟢 create | ConfigMap | <code>fresh</code> | <code>default</code> | 1 |');
    expect(withDiff).toContain(': 1 field change, 1 ownership change</summary>');
    const plain = markdown([{ report: o.report, sides: null }]);
    expect(plain).toContain('**Field changes**');
    expect(plain).toContain('<code>.data.a</code>');
    for (const p of ['.apiVersion', '.kind', '.metadata.name', '.metadata.namespace']) {
      expect(plain).not.toContain(`<code>${p}</code>`);
    }
  });

  it('keeps hostile values inert: nothing leaves the fence or the details', () => {
    const o = outcome({
      live: null,
      intent: configMap({
        // Keys are config keys (a real server refuses others); the hostile text is in values.
        img: '<img src=x onerror=alert(1)>',
        script: '```\n</details>\n<script>alert(1)</script>\n~~~\n',
        line: 'x\u2028y\u0000z',
      }),
    });
    const html = githubHtml(markdown([o]));
    expect(html).not.toMatch(/<script|<img/i);
    expect(html.match(/<details>/g)).toHaveLength(1);
    expect(html.match(/<\/details>/g)).toHaveLength(1);
    expect(html.match(/<pre>/g)).toHaveLength(1);
    expect(html).toContain('+    &lt;/details&gt;');
    expect(html).toContain('+  line: &quot;x\\u2028y\\u0000z&quot;');
  });

  it('keeps the first lines of a long diff when the Markdown is capped', () => {
    const o = outcome({ live: null, intent: configMap(keys(90)) });
    const objects = [o.report];
    const report = { summary: summarize(objects), objects };
    const full = renderMarkdown(report, { sides: [o.sides] });
    expect(full).toContain('+  key-89: value-89');
    const capped = renderMarkdown(report, { sides: [o.sides], maxLength: full.length - 100 });
    expect(capped.length).toBeLessThanOrEqual(full.length - 100);
    const diff = capped.split('```diff\n')[1].split('\n```')[0].split('\n');
    expect(diff).toHaveLength(40);
    expect(diff[0]).toBe('@@ -0,0 +1,96 @@');
    expect(capped).toContain('<i>… and 57 more diff lines</i>');
    expect(capped).toContain('long values and tables in the details are cut');
  });

  it('falls back to the field-change table when a side cannot be read', () => {
    const live = appliedBy('kubectl', configMap({ a: '1' }));
    const o = outcome({ live, intent: configMap({ a: '2' }) });
    const broken: ObjectSides = {
      ...o.sides,
      before: { ...live, metadata: { ...(live.metadata as JsonObject), managedFields: 'garbage' } },
    };
    expect(() => yamlDiff(broken, o.report.changes, { width: 120 })).toThrow();
    const md = markdown([{ report: o.report, sides: broken }]);
    expect(md).not.toContain('```diff');
    expect(md).toContain('**Field changes**');
    expect(markdown([o])).toContain('```diff');
  });
});
