// The report grouped by source (core/preview/groups.ts and the renderers): counts
// and verdicts per group, unchanged sources folded into one line, rollouts per
// group above the per-object details, and a one-group report as it was.

import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { batchReport, clusterDirectory, reportGroups, sourceGroup } from '../../core/preview/groups.ts';
import { removedObject } from '../../core/preview/removed.ts';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { type PreviewItem, previewBatch } from '../../core/preview/report.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { NOW } from './cases.ts';
import { APPS, change, configMap, cronJob, deploy, MONITORING, STAGING, stored } from './groups-cases.ts';

const opts = { fieldManager: 'kustomize-controller', now: NOW };

/** Two sources in clusters/prod (one changes, one does not), one in clusters/staging, and a plain manifest. */
function items(): PreviewItem[] {
  return [
    { live: null, intent: configMap('plain', { x: '1' }) },
    change(deploy('web', 'nginx:1.25'), deploy('web', 'nginx:1.26'), APPS),
    change(configMap('web-config', { mode: 'a' }), configMap('web-config', { mode: 'b' }), APPS),
    change(cronJob('busybox:1.36'), cronJob('busybox:1.37'), APPS),
    change(
      configMap('grafana', { a: '1' }, 'monitoring'),
      configMap('grafana', { a: '1' }, 'monitoring'),
      MONITORING,
    ),
    change(deploy('api', 'nginx:1.25'), deploy('api', 'nginx:1.25'), STAGING),
  ];
}

/** The same report with no object naming a source. */
function ungrouped(r: BatchReport): BatchReport {
  return {
    summary: r.summary,
    objects: r.objects.map(({ group: _, ...o }) => o),
  };
}

describe('grouped report', () => {
  it('names the cluster directory a source file sits under', () => {
    expect(clusterDirectory('clusters/prod/apps.yaml')).toBe('clusters/prod');
    expect(clusterDirectory('infra/clusters/staging/flux/apps.yaml')).toBe('infra/clusters/staging');
    expect(clusterDirectory('apps/clusters.yaml')).toBeUndefined();
    expect(clusterDirectory('clusters/prod')).toBeUndefined();
    expect(clusterDirectory('myclusters/prod/x.yaml')).toBeUndefined();
    expect(sourceGroup({ kind: 'helm', name: 'charts/web', file: 'charts/web/Chart.yaml', line: 1 })).toEqual(
      {
        id: 'helm:charts/web@charts/web/Chart.yaml',
        kind: 'helm',
        name: 'charts/web',
        file: 'charts/web/Chart.yaml',
        line: 1,
      },
    );
  });

  it('counts each group with its verdict, by cluster directory then source, plain manifests last', () => {
    const r = previewBatch(items(), opts);
    expect(r.groups?.map((g) => [g.group.cluster, g.group.name, g.verdict, g.objects, g.unchanged])).toEqual([
      ['clusters/prod', 'argocd/monitoring', 'No changes', [4], true],
      ['clusters/prod', 'flux-system/apps', '3 objects change', [1, 2, 3], false],
      ['clusters/staging', 'flux-system/apps', 'No changes', [5], true],
      [undefined, 'plain manifests', '1 object changes (1 new)', [0], false],
    ]);
    const apps = r.groups?.[1];
    expect(apps?.summary).toMatchObject({ objects: 3, update: 3, unchanged: 0 });
    // The whole report's counts are the groups' added up.
    expect(r.summary).toMatchObject({ objects: 6, update: 3, create: 1, unchanged: 2 });
    // The JSON carries the groups; an ungrouped batch has none.
    expect(JSON.parse(JSON.stringify(r)).groups).toHaveLength(4);
    expect(previewBatch(items().slice(0, 1), opts).groups).toBeUndefined();
  });

  it('Markdown: one section a changed source, its rollouts above its table, the unchanged folded into one line', async () => {
    const r = previewBatch(items(), opts);
    const md = renderMarkdown(r, { marker: 'apply-preview' });
    expect(md).toContain(
      '### 📁 <code>clusters/prod</code>\n\n#### Flux Kustomization <code>flux-system/apps</code>',
    );
    expect(md).toContain(
      '🟡 **3 objects change** <sub>from <code>clusters/prod/apps.yaml</code>, line 1</sub>',
    );
    expect(md).toContain(
      '✅ **2 sources unchanged:** <code>argocd/monitoring</code> in <code>clusters/prod</code> and <code>flux-system/apps</code> in <code>clusters/staging</code>',
    );
    // Rollouts of the group: above its table and above every object's details.
    const rollouts = md.indexOf(
      '**Rollouts:** 1 workload rolls its pods, 1 changes its pod template without a roll.',
    );
    expect(rollouts).toBeGreaterThan(md.indexOf('#### Flux Kustomization'));
    expect(rollouts).toBeLessThan(md.indexOf('| Action |'));
    expect(rollouts).toBeLessThan(md.indexOf('<details>'));
    // Folded sources have no table rows and no details: the rollouts, then the two tables of objects.
    const html = await marked.parse(md, { gfm: true });
    const tables = html.split('<details>')[0].split('<table>').slice(1);
    const rows = (t: string) => (t.split('<tbody>')[1]?.split('</tbody>')[0].match(/<tr>/g) ?? []).length;
    expect(tables.map(rows)).toEqual([2, 3, 1]);
    expect(md).not.toContain('grafana');
    await expect(md).toMatchFileSnapshot('__snapshots__/groups.md');
  });

  it('text: the same sections, folded line and rollouts', async () => {
    const r = previewBatch(items(), opts);
    const text = renderText(r, { color: false });
    expect(text).toContain(
      '== clusters/prod ==\n\nFlux Kustomization flux-system/apps  (clusters/prod/apps.yaml:1)\n3 objects change\n\nROLLOUTS (1 workload rolls its pods, 1 changes its pod template without a roll)\n',
    );
    expect(text).toContain('    app: busybox:1.36 → busybox:1.37\n');
    expect(text).toContain(
      '2 sources unchanged: argocd/monitoring in clusters/prod and flux-system/apps in clusters/staging\n',
    );
    expect(text).not.toContain('grafana');
    await expect(text).toMatchFileSnapshot('__snapshots__/groups.txt');
  });

  it('a report of one group renders exactly as the same report without groups', () => {
    const one = previewBatch(items().slice(1, 4), opts);
    expect(one.groups).toHaveLength(1);
    const plain = ungrouped(one);
    expect(renderMarkdown(one)).toBe(renderMarkdown(plain));
    expect(renderText(one, { color: false })).toBe(renderText(plain, { color: false }));
    expect(renderMarkdown(one, { maxLength: 2000 })).toBe(renderMarkdown(plain, { maxLength: 2000 }));
  });

  it('every source unchanged: the verdict and one folded line', () => {
    const r = previewBatch(items().slice(4), opts);
    const md = renderMarkdown(r);
    expect(md.split('\n\n')).toEqual([
      '✅ **No changes**',
      'Kubernetes <code>1.35.7</code>',
      '✅ **2 sources unchanged:** <code>argocd/monitoring</code> in <code>clusters/prod</code> and <code>flux-system/apps</code> in <code>clusters/staging</code>\n',
    ]);
  });

  it('a capped comment keeps every group section and says the tables list the changing sources', () => {
    const r = previewBatch(items(), opts);
    expect(renderMarkdown(r).length).toBeGreaterThan(3500);
    const md = renderMarkdown(r, { maxLength: 3500 });
    expect(md.length).toBeLessThanOrEqual(3500);
    expect(md).toContain('#### Flux Kustomization <code>flux-system/apps</code>');
    expect(md).toContain('**Rollouts:**');
    expect(md).toContain('The tables above list every object of the sources that change.');
  });

  it('groups the same objects the same way whatever their order in the report', () => {
    const r = previewBatch(items(), opts);
    const reversed = [...r.objects].reverse();
    const names = (gs: ReturnType<typeof reportGroups>) => gs?.map((g) => g.group.id);
    expect(names(reportGroups(reversed))).toEqual(names(reportGroups(r.objects)));
  });

  it('a deleted object counts in the group of the source that rendered it, and its verdict leads with it', () => {
    const r = previewBatch(items().slice(4), opts);
    const gone = removedObject(stored(configMap('legacy', { a: '1' })), {
      fieldManager: 'kustomize-controller',
      preset: null,
      prune: true,
      schema: new SchemaResolver().resolve('v1', 'ConfigMap'),
      group: MONITORING,
    });
    expect(gone.report.action).toBe('delete');
    const grouped = batchReport([gone.report, ...r.objects]);
    const monitoring = grouped.groups?.find((g) => g.group.id === MONITORING.id);
    expect(monitoring).toMatchObject({
      verdict: '1 object deleted, 1 unchanged',
      objects: [0, 1],
      unchanged: false,
    });
    const md = renderMarkdown(grouped);
    expect(md).toContain(
      '#### Argo CD Application <code>argocd/monitoring</code>\n\n🔴 **1 object deleted, 1 unchanged**',
    );
    expect(md).toContain(
      '✅ **1 source unchanged:** <code>flux-system/apps</code> in <code>clusters/staging</code>',
    );
  });

  it('sources whose tables alone pass the cap keep every section without its table, and the conflicts', () => {
    const many: PreviewItem[] = [];
    for (let i = 0; i < 12; i++) {
      const g = sourceGroup({
        kind: 'kustomize',
        name: `apps/app-${i}`,
        file: `apps/app-${i}/kustomization.yaml`,
      });
      for (let j = 0; j < 6; j++) {
        const name = `cm-${i}-${j}`;
        many.push(change(configMap(name, { mode: 'a' }), configMap(name, { mode: 'b' }), g));
      }
    }
    const r = previewBatch(many, opts);
    expect(renderMarkdown(r).length).toBeGreaterThan(12000);
    const md = renderMarkdown(r, { maxLength: 6000 });
    expect(md.length).toBeLessThanOrEqual(6000);
    for (let i = 0; i < 12; i++)
      expect(md).toContain(`#### Kustomize <code>apps/app-${i}</code>\n\n🟡 **6 objects change**`);
    expect(md).not.toContain('| Action |');
    expect(md).toContain("the sources' tables of objects are left out");
    // Without the cap, or under one they fit, the tables stay.
    expect(renderMarkdown(r, { maxLength: 60000 })).toContain('| Action |');
  });

  it('a source named with Markdown, HTML or control characters cannot break out of its heading or line', () => {
    const hostile = sourceGroup({
      kind: 'kustomize',
      name: 'x|y</code><script>\n# z',
      file: 'clusters/<b>/k.yaml',
    });
    const r = previewBatch(
      [
        change(configMap('a', { k: '1' }), configMap('a', { k: '2' }), hostile),
        { live: null, intent: configMap('b', { k: '1' }) },
      ],
      opts,
    );
    const md = renderMarkdown(r);
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('\n# z');
    const text = renderText(r, { color: false });
    expect(text).toContain('Kustomize x|y</code><script>\\n# z');
    expect(text).not.toContain('\n# z');
  });
});
