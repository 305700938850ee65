// The Markdown and text renderers, on reports built by hand from the report types:
// the seeds' ConfigMap conflict, an HPA owning replicas, a Secret whose data
// changes, a batch of 50 objects that must be capped, and hostile names and values.
// Markdown is checked through a real GFM renderer (marked): its token tree and HTML.

import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  GITHUB_COMMENT_LIMIT,
  renderMarkdown,
  wholeMarkdownWithin,
} from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import {
  type BatchReport,
  type ConflictReport,
  type ManagerRef,
  type ObjectReport,
  SECRET_MASK,
} from '../../core/preview/types.ts';

// ---------------------------------------------------------------------------
// Reports

const kubectl: ManagerRef = { manager: 'kubectl', operation: 'Apply' };
const other: ManagerRef = { manager: 'other-manager', operation: 'Apply' };
const hpa: ManagerRef = {
  manager: 'horizontal-pod-autoscaler',
  operation: 'Update',
  apiVersion: 'apps/v1',
  subresource: 'scale',
};

function resolutions(path: string, owner: string, live: string, applied: string, me: string) {
  return {
    force: `Force the apply (kubectl apply --server-side --force-conflicts): "${me}" takes ${path} and sets it to ${applied}; ${owner} loses it.`,
    drop: `Remove ${path} from the manifest: ${owner} keeps it and it stays ${live}.`,
    coOwn: `Set ${path} to the live value ${live} in the manifest: "${me}" then shares ownership with ${owner}.`,
  };
}

function base(ref: ObjectReport['ref'], over: Partial<ObjectReport>): ObjectReport {
  return {
    ref,
    schemaSource: 'builtin:1.35',
    action: 'update',
    fieldManager: 'kubectl',
    force: false,
    changes: [],
    ownership: [],
    managers: [],
    conflicts: [],
    retained: [],
    pruned: [],
    notes: [],
    ...over,
  };
}

/** The Server-Side Apply docs' conflict: kubectl owns .data.b = "2", other-manager applies "3". */
function configMapConflict(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'test-cm' },
    {
      action: 'conflict',
      fieldManager: 'other-manager',
      changes: [{ path: '.data.b', kind: 'modified', before: '2', after: '3' }],
      ownership: [{ path: '.data.b', before: [kubectl], after: [other] }],
      managers: [
        { ...kubectl, fieldsBefore: 2, fieldsAfter: 1, gained: 0, lost: 1 },
        { ...other, fieldsBefore: 0, fieldsAfter: 1, gained: 1, lost: 0 },
      ],
      conflicts: [
        {
          path: '.data.b',
          owners: [kubectl],
          liveValue: '2',
          appliedValue: '3',
          resolutions: resolutions('.data.b', 'kubectl (Apply)', '"2"', '"3"', 'other-manager'),
        },
      ],
      notes: [
        {
          code: 'conflict-preview',
          message: 'Without force the apply fails with 409 Conflict and changes nothing.',
        },
      ],
    },
  );
}

/** kubectl applies a Deployment that still sets replicas: 3; the HPA scaled it to 5 through /scale. */
function hpaConflict(): ObjectReport {
  return base(
    { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
    {
      action: 'conflict',
      changes: [
        { path: '.spec.replicas', kind: 'modified', before: 5, after: 3 },
        {
          path: '.spec.template.spec.containers[name="app"].image',
          kind: 'modified',
          before: 'nginx:1.25',
          after: 'nginx:1.26',
        },
      ],
      ownership: [{ path: '.spec.replicas', before: [hpa], after: [kubectl] }],
      managers: [
        { ...kubectl, fieldsBefore: 5, fieldsAfter: 6, gained: 1, lost: 0 },
        { ...hpa, fieldsBefore: 1, fieldsAfter: 0, gained: 0, lost: 1 },
      ],
      conflicts: [
        {
          path: '.spec.replicas',
          owners: [hpa],
          liveValue: 5,
          appliedValue: 3,
          resolutions: resolutions(
            '.spec.replicas',
            'horizontal-pod-autoscaler (Update apps/v1, subresource scale)',
            '5',
            '3',
            'kubectl',
          ),
        },
      ],
      notes: [
        {
          code: 'replicas-autoscaler',
          path: '.spec.replicas',
          message:
            '.spec.replicas is owned by horizontal-pod-autoscaler, an autoscaler-like writer, and the manifest still sets it. Safe handover: (1) apply only spec.replicas with a private field manager; (2) remove replicas from this manifest.',
        },
      ],
    },
  );
}

const SECRET_VALUES = ['hunter2', 'aHVudGVyMg==', 's3cr3t-t0ken', 'old-password'];

/** A Secret whose data changes: the report masks every value. */
function secretUpdate(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'Secret', namespace: 'default', name: 'db-creds' },
    {
      changes: [
        { path: '.data.password', kind: 'modified', before: SECRET_MASK, after: SECRET_MASK, masked: true },
        { path: '.stringData.token', kind: 'added', after: SECRET_MASK, masked: true },
        { path: '.metadata.labels.rotated', kind: 'added', after: 'yes' },
      ],
      pruned: [{ path: '.data.old', before: SECRET_MASK, masked: true }],
      managers: [{ ...kubectl, fieldsBefore: 3, fieldsAfter: 4, gained: 2, lost: 1 }],
    },
  );
}

/** The same Secret as a careless producer might report it: raw values that the renderers must still hide. */
function leakySecret(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'Secret', namespace: 'default', name: 'db-creds' },
    {
      action: 'conflict',
      changes: [
        { path: '.data.password', kind: 'modified', before: 'aHVudGVyMg==', after: 'hunter2' },
        { path: '.stringData', kind: 'added', after: { token: 's3cr3t-t0ken' } },
        {
          path: '.metadata.annotations["kubectl.kubernetes.io/last-applied-configuration"]',
          kind: 'modified',
          before: '{"data":{"password":"old-password"}}',
          after: '{"data":{"password":"hunter2"}}',
        },
      ],
      conflicts: [
        {
          path: '.data.password',
          owners: [other],
          liveValue: 'old-password',
          appliedValue: 'hunter2',
          resolutions: resolutions(
            '.data.password',
            'other-manager (Apply)',
            'the live value',
            'a new value',
            'kubectl',
          ),
        },
      ],
      pruned: [{ path: '.data.old', before: 'old-password' }],
    },
  );
}

function createdService(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'Service', namespace: 'shop', name: 'web' },
    {
      action: 'create',
      changes: [
        { path: '.spec.ports[port=80,protocol="TCP"]', kind: 'added', after: { port: 80, targetPort: 8080 } },
        { path: '.spec.selector.app', kind: 'added', after: 'web' },
      ],
      managers: [{ ...kubectl, fieldsBefore: 0, fieldsAfter: 4, gained: 4, lost: 0 }],
      notes: [{ code: 'create', message: 'The object does not exist yet: the apply creates it.' }],
    },
  );
}

function retainedLabel(): ObjectReport {
  return base(
    { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'shared' },
    {
      fieldManager: 'ci',
      changes: [{ path: '.metadata.annotations.owner', kind: 'removed', before: 'ci' }],
      ownership: [
        { path: '.metadata.annotations.owner', before: [{ manager: 'ci', operation: 'Apply' }], after: [] },
        {
          path: '.metadata.labels.team',
          before: [
            { manager: 'platform', operation: 'Apply' },
            { manager: 'ci', operation: 'Apply' },
          ],
          after: [{ manager: 'platform', operation: 'Apply' }],
        },
      ],
      managers: [
        { manager: 'platform', operation: 'Apply', fieldsBefore: 1, fieldsAfter: 1, gained: 0, lost: 0 },
        { manager: 'ci', operation: 'Apply', fieldsBefore: 3, fieldsAfter: 1, gained: 0, lost: 2 },
      ],
      retained: [{ path: '.metadata.labels.team', owners: [{ manager: 'platform', operation: 'Apply' }] }],
      pruned: [{ path: '.metadata.annotations.owner', before: 'ci' }],
    },
  );
}

function unchanged(name: string): ObjectReport {
  return base({ apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name }, { action: 'unchanged' });
}

function batch(objects: ObjectReport[]): BatchReport {
  const count = (a: ObjectReport['action']) => objects.filter((o) => o.action === a).length;
  const affected = new Set<string>();
  const conflictsWith = new Set<string>();
  for (const o of objects) {
    for (const m of o.managers) if (m.gained !== 0 || m.lost !== 0) affected.add(m.manager);
    for (const c of o.conflicts) for (const w of c.owners) conflictsWith.add(w.manager);
  }
  return {
    summary: {
      objects: objects.length,
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      conflict: count('conflict'),
      invalid: count('invalid'),
      error: count('error'),
      delete: count('delete'),
      orphan: count('orphan'),
      conflicts: objects.reduce((n, o) => n + o.conflicts.length, 0),
      managersAffected: [...affected].sort(),
      conflictsWith: [...conflictsWith].sort(),
    },
    objects,
  };
}

/** 50 Deployments: one conflicts with the HPA, 30 change many fields with long values, the rest are unchanged. */
function fifty(): BatchReport {
  const objects: ObjectReport[] = [];
  for (let i = 0; i < 50; i++) {
    const name = `svc-${String(i).padStart(2, '0')}`;
    if (i === 37) {
      objects.push({ ...hpaConflict(), ref: { ...hpaConflict().ref, name } });
    } else if (i % 5 === 4) {
      objects.push(unchanged(name));
    } else {
      const changes = [];
      for (let j = 0; j < 25; j++) {
        changes.push({
          path: `.spec.template.spec.containers[name="app"].env[name="VAR_${j}"].value`,
          kind: 'modified' as const,
          before: `old-${j}-${'x'.repeat(150)}`,
          after: `new-${j}-${'y'.repeat(150)}`,
        });
      }
      objects.push(
        base(
          { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name },
          {
            action: i % 3 === 0 ? 'create' : 'update',
            changes,
            ownership: [
              { path: '.spec.template.spec.containers[name="app"].image', before: [hpa], after: [kubectl] },
            ],
            managers: [{ ...kubectl, fieldsBefore: 10, fieldsAfter: 35, gained: 25, lost: 0 }],
          },
        ),
      );
    }
  }
  return batch(objects);
}

// ---------------------------------------------------------------------------
// Reading rendered Markdown

function html(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false });
}

function tokens(markdown: string): Token[] {
  return marked.lexer(markdown, { gfm: true });
}

/** Every token, depth first (tables' cells included). */
function walk(ts: Token[], out: Token[] = []): Token[] {
  for (const t of ts) {
    out.push(t);
    if (t.type === 'table') {
      const tt = t as Tokens.Table;
      for (const c of tt.header) walk(c.tokens, out);
      for (const r of tt.rows) for (const c of r) walk(c.tokens, out);
    } else if ('tokens' in t && Array.isArray(t.tokens)) walk(t.tokens, out);
    if (t.type === 'list') for (const item of (t as Tokens.List).items) walk([item], out);
  }
  return out;
}

function tables(markdown: string): Tokens.Table[] {
  return walk(tokens(markdown)).filter((t): t is Tokens.Table => t.type === 'table');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text a reader sees: tags removed, character references decoded. */
function visible(h: string): string {
  return h
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, n: string) => ENTITIES[n]);
}

/** Visible text of a table cell. */
function cellText(c: Tokens.TableCell): string {
  return visible(html(c.text)).trim();
}

const ALLOWED_TAGS = new Set([
  'h3',
  'h4',
  'p',
  'strong',
  'em',
  'i',
  'b',
  'sub',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'ul',
  'ol',
  'li',
  'details',
  'summary',
  'blockquote',
]);

/** Only the tags the renderer writes (no <script>, <img>, <a> from user text). */
function expectOnlyOurTags(h: string): void {
  const tags = new Set([...h.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase()));
  for (const t of tags) expect(ALLOWED_TAGS, `unexpected <${t}>`).toContain(t);
}

function countOf(s: string, needle: string): number {
  return s.split(needle).length - 1;
}

// ---------------------------------------------------------------------------

describe('renderMarkdown', () => {
  it('the seeds ConfigMap conflict: marker first, verdict, table, conflict with its three ways out, then details', () => {
    const report = batch([configMapConflict()]);
    const md = renderMarkdown(report, { marker: 'apply-preview:sticky', title: 'Server-Side Apply preview' });
    expect(md.split('\n')[0]).toBe('<!-- apply-preview:sticky -->');
    const h = html(md);
    expectOnlyOurTags(h);
    expect(h).toContain('<h3>Server-Side Apply preview</h3>');
    expect(visible(h)).toContain('1 object conflicts with kubectl');

    const [objects] = tables(md);
    expect(objects.header.map(cellText)).toEqual([
      'Action',
      'Kind',
      'Name',
      'Namespace',
      'Changes',
      'Ownership changes',
      'Conflicts',
    ]);
    expect(objects.rows.map((r) => r.map(cellText))).toEqual([
      ['🔴 conflict', 'ConfigMap', 'test-cm', 'default', '1', '1', '🔴 1'],
    ]);
    // One schema for every object: said once, above the table.
    expect(visible(h)).toContain('Schema: builtin:1.35 (the object).');

    const text = visible(h);
    const conflict = text.indexOf('Conflicts: 1 field in 1 object');
    expect(conflict).toBeGreaterThan(text.indexOf('builtin:1.35'));
    // ConfigMap data are strings: "2" is quoted so that it does not read as the number 2.
    expect(text).toContain('.data.b is owned by kubectl (Apply): live value "2", applied value "3"');
    expect(text).toContain('Force: Force the apply (kubectl apply --server-side --force-conflicts)');
    expect(text).toContain('Drop the field: Remove .data.b from the manifest');
    expect(text).toContain('Co-own it: Set .data.b to the live value "2"');
    // Conflicts come before any details block.
    expect(h.indexOf('<details>')).toBeGreaterThan(h.indexOf('Conflicts: 1 field'));
    expect(countOf(h, '<details>')).toBe(1);

    const details = h.slice(h.indexOf('<details>'));
    expect(details).toMatch(
      /<summary>🔴 conflict ConfigMap <code>default\/test-cm<\/code>: 1 field change, 1 ownership change, 1 conflict<\/summary>/,
    );
    const [changes, ownership, managers] = tables(md).slice(1);
    expect(changes.rows.map((r) => r.map(cellText))).toEqual([['✏️ modified', '.data.b', '"2"', '"3"']]);
    expect(ownership.rows.map((r) => r.map(cellText))).toEqual([
      ['.data.b', 'kubectl (Apply)', 'other-manager (Apply)'],
    ]);
    expect(managers.rows.map((r) => r.map(cellText))).toEqual([
      ['kubectl (Apply)', '2', '1', '0', '−1'],
      ['other-manager (Apply)', '0', '1', '+1', '0'],
    ]);
    expect(text).toContain('Field changes if the apply is forced');
    expect(text).toContain('Without force the apply fails with 409 Conflict');
  });

  it('the HPA owning replicas: the verdict names it, the owner shows the /scale subresource and API version', () => {
    const report = batch([hpaConflict(), createdService(), retainedLabel()]);
    const md = renderMarkdown(report);
    const h = html(md);
    expectOnlyOurTags(h);
    const text = visible(h);
    expect(text).toContain('2 objects change (1 new), 1 conflicts with horizontal-pod-autoscaler');
    expect(text).toContain(
      '.spec.replicas is owned by horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1): live value 5, applied value 3',
    );
    // Table rows in report order, with the action symbols.
    expect(tables(md)[0].rows.map((r) => `${cellText(r[0])} ${cellText(r[2])}`)).toEqual([
      '🔴 conflict web',
      '🟢 create web',
      '🟡 update shared',
    ]);
    expect(countOf(h, '<details>')).toBe(3);
    // The autoscaler note and the before → after of the image.
    expect(text).toContain('Safe handover');
    const all = tables(md).flatMap((t) => t.rows.map((r) => r.map(cellText)));
    expect(all).toContainEqual([
      '✏️ modified',
      '.spec.template.spec.containers[name="app"].image',
      'nginx:1.25',
      'nginx:1.26',
    ]);
    expect(all).toContainEqual(['✏️ modified', '.spec.replicas', '5', '3']);
    // Retained and pruned fields of the ConfigMap, and an owner list that becomes empty.
    expect(all).toContainEqual(['.metadata.labels.team', 'platform (Apply)']);
    expect(all).toContainEqual(['.metadata.annotations.owner', 'ci']);
    expect(all).toContainEqual(['.metadata.annotations.owner', 'ci (Apply)', 'nobody']);
    expect(all).toContainEqual(['.metadata.labels.team', 'platform (Apply), ci (Apply)', 'platform (Apply)']);
    expect(all).toContainEqual([
      '➕ added',
      '.spec.ports[port=80,protocol="TCP"]',
      '—',
      '{"port":80,"targetPort":8080}',
    ]);
  });

  it('objects that could not be previewed are listed with their message, before the details', () => {
    const failed = base(
      { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'broken' },
      {
        action: 'error',
        error: {
          code: 422,
          reason: 'Invalid',
          message: '.spec.replicas: expected numeric, got string "<three>"',
        },
        source: { file: 'deploy/broken.yaml', document: 1, line: 12 },
      },
    );
    const md = renderMarkdown(batch([failed, createdService()]), { marker: '<!-- apply-preview -->' });
    expect(md.startsWith('<!-- apply-preview -->\n')).toBe(true);
    const h = html(md);
    expectOnlyOurTags(h);
    const text = visible(h);
    expect(text).toContain('1 object changes (1 new), 1 could not be previewed');
    expect(text).toContain('Could not preview');
    expect(text).toContain(
      'Deployment shop/broken: Invalid: .spec.replicas: expected numeric, got string "<three>"',
    );
    expect(text.indexOf('Could not preview')).toBeLessThan(text.indexOf('Field manager'));
    expect(tables(md)[0].rows.map((r) => cellText(r[0]))).toEqual(['⚠️ error', '🟢 create']);
    expect(renderText(batch([failed]))).toContain(
      'ERRORS\n  Deployment shop/broken: Invalid: .spec.replicas: expected numeric, got string "<three>"\n',
    );
  });

  it('no changes: one line verdict, and deduced schemas are flagged', () => {
    const u = unchanged('a');
    u.schemaSource = 'deduced';
    const md = renderMarkdown(batch([u, unchanged('b')]));
    const text = visible(html(md));
    expect(text).toContain('No changes');
    // Schemas that differ keep their column.
    expect(cellText(tables(md)[0].header[7])).toBe('Schema');
    expect(tables(md)[0].rows.map((r) => cellText(r[7]))).toEqual(['⚠️ deduced', 'builtin:1.35']);
    expect(countOf(visible(html(md)), 'builtin:1.35')).toBe(1);
    expect(md).not.toContain('<details>');
    expect(visible(html(renderMarkdown(batch([]))))).toContain('No objects to preview');
  });

  it('the same schema on every row is said once, not in a column', () => {
    const md = renderMarkdown(batch([unchanged('a'), unchanged('b'), unchanged('c')]));
    const [objects] = tables(md);
    expect(objects.header.map(cellText)).not.toContain('Schema');
    expect(objects.rows.every((r) => r.length === 7)).toBe(true);
    expect(countOf(visible(html(md)), 'builtin:1.35')).toBe(1);
    expect(visible(html(md))).toContain('Schema: builtin:1.35 (all 3 objects).');
  });

  it('the header names the Kubernetes version previewed, under the verdict', () => {
    const withVersion = (name: string) => ({ ...unchanged(name), kubernetesVersion: '1.36.3' });
    const md = renderMarkdown(batch([withVersion('a'), withVersion('b')]));
    const text = visible(html(md));
    expect(text).toContain('Kubernetes 1.36.3');
    expect(countOf(text, '1.36.3')).toBe(1);
    // The verdict, then the version, then the table.
    expect(md.split('\n\n')[1]).toBe('Kubernetes <code>1.36.3</code>');
    expect(md.indexOf('Kubernetes <code>1.36.3</code>')).toBeLessThan(md.indexOf('| Action |'));
    // A report that names no version (an older API) has no such line.
    expect(visible(html(renderMarkdown(batch([unchanged('a')]))))).not.toContain('Kubernetes');
  });

  it('user text cannot break the table, inject HTML or format itself', () => {
    const evil = '.data["<script>alert(1)</script>|`x`|\n**bold** [link](http://e.x) $x$ ~~s~~"]';
    const o = base(
      { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'de|fault', name: 'a`b<img src=x onerror=alert(1)>' },
      {
        fieldManager: 'ci|<b>',
        changes: [
          {
            path: evil,
            kind: 'modified',
            before: '</code><script>x</script>',
            after: 'line1\nline2 | `tick`',
          },
          { path: '.data.long', kind: 'added', after: 'z'.repeat(500) },
          { path: '.data.amp', kind: 'added', after: 'a&b &amp; <c> &#60;' },
        ],
        ownership: [{ path: evil, before: [{ manager: 'team|a\nb', operation: 'Apply' }], after: [kubectl] }],
        notes: [{ code: 'forced', message: '<script>note</script>\n# not a heading' }],
        managers: [
          { manager: 'team|a\nb', operation: 'Apply', fieldsBefore: 1, fieldsAfter: 0, gained: 0, lost: 1 },
        ],
      },
    );
    const md = renderMarkdown(batch([o]), { marker: 'x --> <script>', title: '<b>t</b> | x' });
    const h = html(md);
    expect(h).not.toMatch(/<script|<img|<a /i);
    expectOnlyOurTags(h);
    // The marker comment is not closed early.
    expect(md.split('\n')[0]).toMatch(/^<!-- .*-->$/);
    expect(countOf(md.split('\n')[0], '-->')).toBe(1);
    // Every table row keeps its number of cells, and the texts read back as given.
    for (const t of tables(md)) for (const r of t.rows) expect(r).toHaveLength(t.header.length);
    const rows = tables(md).flatMap((t) => t.rows.map((r) => r.map(cellText)));
    const printedEvil = evil.replace('\n', '\\n');
    expect(rows).toContainEqual([
      '✏️ modified',
      printedEvil,
      '</code><script>x</script>',
      '"line1\\nline2 | `tick`"',
    ]);
    expect(rows[0]).toEqual([
      '🟡 update',
      'ConfigMap',
      'a`b<img src=x onerror=alert(1)>',
      'de|fault',
      '3',
      '1',
      '0',
    ]);
    expect(rows).toContainEqual([printedEvil, '"team|a\\nb" (Apply)', 'kubectl (Apply)']);
    // Character references in values are shown as typed, not decoded or escaped twice.
    expect(rows).toContainEqual(['➕ added', '.data.amp', '—', 'a&b &amp; <c> &#60;']);
    // Long values are cut with an ellipsis.
    const long = rows.find((r) => r[1] === '.data.long')!;
    expect(long[3]).toMatch(/^z{99}…$/);
    const text = visible(h);
    expect(text).toContain('<b>t</b> | x');
    expect(text).toContain('<script>note</script>\\n# not a heading');
    expect(h).not.toContain('<strong>bold</strong>');
    expect(h).not.toContain('<del>');
  });

  it('Secret values never appear, even when a report carries them unmasked', () => {
    for (const o of [secretUpdate(), leakySecret()]) {
      for (const opts of [{}, { maxLength: 2000 }, { maxLength: 600 }]) {
        const md = renderMarkdown(batch([o]), opts);
        for (const v of SECRET_VALUES) expect(md).not.toContain(v);
      }
      expect(visible(html(renderMarkdown(batch([o]))))).toContain(SECRET_MASK);
    }
    const md = renderMarkdown(batch([secretUpdate()]));
    const rows = tables(md).flatMap((t) => t.rows.map((r) => r.map(cellText)));
    expect(rows).toContainEqual(['✏️ modified', '.data.password', SECRET_MASK, SECRET_MASK]);
    expect(rows).toContainEqual(['➕ added', '.metadata.labels.rotated', '—', 'yes']);
    expect(rows).toContainEqual(['.data.old', SECRET_MASK]);
    const leaky = tables(renderMarkdown(batch([leakySecret()]))).flatMap((t) =>
      t.rows.map((r) => r.map(cellText)),
    );
    expect(leaky).toContainEqual(['➕ added', '.stringData', '—', `{"token":"${SECRET_MASK}"}`]);
  });

  describe('maxLength', () => {
    const report = fifty();
    const full = renderMarkdown(report);

    it('uncapped, the batch of 50 is longer than the smaller limits and has every details block', () => {
      expect(full.length).toBeGreaterThan(100_000);
      expect(countOf(full, '<details>')).toBe(40);
      expect(renderMarkdown(report, { maxLength: full.length })).toBe(full);
    });

    it('wholeMarkdownWithin: the whole report when it fits, else null', () => {
      expect(wholeMarkdownWithin(report, { maxLength: full.length })).toBe(full);
      expect(wholeMarkdownWithin(report, { maxLength: full.length - 1 })).toBeNull();
      expect(wholeMarkdownWithin(report, { maxLength: 1000 })).toBeNull();
      const marked = renderMarkdown(report, { marker: 'apply-preview', title: 'T' });
      expect(wholeMarkdownWithin(report, { marker: 'apply-preview', title: 'T', maxLength: 1e9 })).toBe(
        marked,
      );
    });

    for (const limit of [GITHUB_COMMENT_LIMIT, 40_000, 20_000, 12_000, 9_000]) {
      it(`at ${limit}: within the limit, table and conflict complete, least important details dropped first`, () => {
        const md = renderMarkdown(report, { maxLength: limit, marker: 'apply-preview' });
        expect(md.length).toBeLessThanOrEqual(limit);
        expect(md.startsWith('<!-- apply-preview -->\n')).toBe(true);
        const h = html(md);
        expectOnlyOurTags(h);
        const text = visible(h);
        expect(text).toContain(
          '39 objects change (14 new), 1 conflicts with horizontal-pod-autoscaler, 10 unchanged',
        );
        const [objects] = tables(md);
        expect(objects.rows).toHaveLength(50);
        expect(objects.rows.map((r) => cellText(r[2]))).toEqual(report.objects.map((o) => o.ref.name));
        expect(text).toContain('.spec.replicas is owned by horizontal-pod-autoscaler');
        expect(text).toContain('Force: Force the apply');
        expect(text).toMatch(/Shortened to fit [\d,]+ characters: the details of \d+ objects \(/);
        // Details kept: the conflict first, then updates before creates, in report order.
        const kept = [...h.matchAll(/<summary>[^<]*<code>shop\/(svc-\d\d)<\/code>/g)].map((m) => m[1]);
        expect(kept.length).toBeGreaterThan(0);
        expect(kept).toContain('svc-37');
        const rank = (n: string) => {
          const o = report.objects.find((x) => x.ref.name === n)!;
          return o.action === 'conflict' ? 0 : o.action === 'update' ? 1 : 2;
        };
        const keptRanks = kept.map(rank);
        const dropped = report.objects
          .filter((o) => o.action !== 'unchanged' && !kept.includes(o.ref.name))
          .map((o) => rank(o.ref.name));
        expect(Math.max(...keptRanks)).toBeLessThanOrEqual(Math.min(...dropped));
      });
    }

    it('keeps more details the more room it has', () => {
      const counts = [9_000, 20_000, 40_000, GITHUB_COMMENT_LIMIT].map((l) =>
        countOf(renderMarkdown(report, { maxLength: l }), '<details>'),
      );
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]);
      expect(counts[0]).toBeLessThan(counts[3]);
    });

    it('when the table and conflicts alone are too long, conflict values are shortened, and nothing else goes', () => {
      const big = batch([
        ...fifty().objects,
        {
          ...configMapConflict(),
          conflicts: [
            {
              ...configMapConflict().conflicts[0],
              liveValue: 'L'.repeat(3000),
              appliedValue: 'A'.repeat(3000),
            } satisfies ConflictReport,
          ],
        },
      ]);
      const floor = renderMarkdown(big, { maxLength: 1 });
      // The floor: marker, verdict, table and every conflict, values cut to nothing.
      expect(countOf(floor, '<details>')).toBe(0);
      expect(tables(floor)[0].rows).toHaveLength(51);
      expect(visible(html(floor))).toContain('.data.b');
      expect(floor).not.toContain('LLLL');
      for (const limit of [floor.length + 10, 12_000, 9_000]) {
        const md = renderMarkdown(big, { maxLength: limit });
        expect(md.length).toBeLessThanOrEqual(limit);
        expect(tables(md)[0].rows).toHaveLength(51);
        expect(visible(html(md))).toContain('.spec.replicas');
        expect(visible(html(md))).toContain('.data.b');
      }
      // With room, the long conflict value is kept (cut at 200) rather than dropped.
      const roomy = renderMarkdown(big, { maxLength: GITHUB_COMMENT_LIMIT });
      expect(roomy).toContain(`${'L'.repeat(199)}…`);
    });

    it('counts UTF-16 code units, as GitHub does', () => {
      const emoji = batch(
        Array.from({ length: 30 }, (_, i) =>
          base(
            { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: `cm-${i}` },
            {
              changes: Array.from({ length: 10 }, (_, j) => ({
                path: `.data.k${j}`,
                kind: 'added' as const,
                after: '😀'.repeat(40),
              })),
            },
          ),
        ),
      );
      for (const limit of [5_000, 7_777]) {
        const md = renderMarkdown(emoji, { maxLength: limit });
        expect(md.length).toBeLessThanOrEqual(limit);
        // No lone surrogate from a cut in the middle of an emoji.
        expect(md).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      }
    });
  });
});

describe('renderText', () => {
  const report = batch([
    configMapConflict(),
    hpaConflict(),
    createdService(),
    retainedLabel(),
    unchanged('same'),
  ]);

  it('without colour: no escape codes, the verdict, the table, conflicts with their ways out, and changes', () => {
    const out = renderText(report);
    expect(out).not.toContain('\u001b');
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      '2 objects change (1 new), 2 conflict with horizontal-pod-autoscaler and kubectl, 1 unchanged',
    );
    expect(lines[2]).toMatch(/^ACTION\s+KIND\s+NAMESPACE\s+NAME\s+CHANGES\s+OWNERSHIP\s+CONFLICTS\s+SCHEMA$/);
    expect(lines[3].split(/\s+/)).toEqual([
      'conflict',
      'ConfigMap',
      'default',
      'test-cm',
      '1',
      '1',
      '1',
      'builtin:1.35',
    ]);
    expect(lines[7].split(/\s+/)).toEqual([
      'unchanged',
      'ConfigMap',
      'default',
      'same',
      '0',
      '0',
      '0',
      'builtin:1.35',
    ]);
    expect(out).toContain('CONFLICTS (2 fields)');
    expect(out).toContain(
      '    .spec.replicas  owned by horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1)',
    );
    expect(out).toContain('      live: 5   applied: 3');
    expect(out).toContain('      drop:   Remove .data.b from the manifest');
    expect(out).toContain('    ~ .spec.template.spec.containers[name="app"].image: nginx:1.25 → nginx:1.26');
    expect(out).toContain('    + .spec.selector.app: web');
    expect(out).toContain('    - .metadata.annotations.owner: ci');
    expect(out).toContain('    .metadata.labels.team: platform (Apply), ci (Apply) → platform (Apply)');
    expect(out).toContain('    ci (Apply): 3 → 1 field (+0 -2)');
    expect(out).toContain(
      '  retained (left out of the manifest, still owned by others):\n    .metadata.labels.team: platform (Apply)',
    );
    // Conflicts are listed before the per-object sections.
    expect(out.indexOf('CONFLICTS')).toBeLessThan(out.indexOf('changes if forced:'));
    // The unchanged object has no section of its own.
    expect(out).not.toMatch(/^ConfigMap default\/same/m);
  });

  it('names the Kubernetes version previewed on the line after the verdict', () => {
    const out = renderText(batch([{ ...unchanged('same'), kubernetesVersion: '1.35.2' }]));
    expect(out.split('\n')[1]).toBe('Kubernetes 1.35.2');
    expect(renderText(batch([unchanged('same')])).split('\n')[1]).not.toContain('Kubernetes');
  });

  it('with colour: added green, removed red, conflicts bold red', () => {
    const out = renderText(report, { color: true });
    expect(out).toContain('\u001b[32m+ .spec.selector.app: web\u001b[0m');
    expect(out).toContain('\u001b[31m- .metadata.annotations.owner: ci\u001b[0m');
    expect(out).toContain('\u001b[1;31mCONFLICTS (2 fields)\u001b[0m');
    expect(out).toContain('\u001b[1;31m.spec.replicas\u001b[0m');
    // Same text once the colour codes are removed.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI codes
    expect(out.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderText(report));
  });

  it('user text cannot send terminal codes or break lines; Secret values never appear', () => {
    const o = base(
      { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'x\u001b[2Jy' },
      { changes: [{ path: '.data["a\nb"]', kind: 'added', after: 'v\u001b]0;title\u0007' }] },
    );
    const out = renderText(batch([o, leakySecret(), secretUpdate()]));
    expect(out).not.toContain('\u001b');
    expect(out).not.toContain('\u0007');
    expect(out).toContain('x\\u001b[2Jy');
    expect(out).toContain('+ .data["a\\nb"]: "v\\u001b]0;title\\u0007"');
    for (const v of SECRET_VALUES) expect(out).not.toContain(v);
    expect(out).toContain(`~ .data.password: ${SECRET_MASK} → ${SECRET_MASK}`);
  });
});
