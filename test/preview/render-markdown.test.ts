// renderMarkdown on reports built by hand: the verdict, the table, conflicts with
// their ways out, the details, the version previewed. Markdown is checked through
// a real GFM renderer (marked): its token tree and HTML.

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { cellText, countOf, expectOnlyOurTags, html, tables, visible } from './markdown-reading.ts';
import {
  base,
  batch,
  configMapConflict,
  createdService,
  hpaConflict,
  retainedLabel,
  unchanged,
} from './render-fixtures.ts';

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
});
