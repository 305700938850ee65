// Which workloads roll their pods and which images change, from the report of each
// update (core/preview/rollouts.ts): one case a controller rule.

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { previewBatch, previewObject } from '../../core/preview/report.ts';
import { templateChanges } from '../../core/preview/rollouts.ts';
import { guardReport } from '../../core/preview/secrets.ts';
import type { JsonObject } from '../../core/value.ts';
import { deployment, deploymentScaledByHpa, NOW } from './cases.ts';
import { configMap, cronJob, daemonSet, deploy, replicaSet, statefulSet, stored } from './groups-cases.ts';

const opts = { fieldManager: 'kustomize-controller', now: NOW };

function rolloutOf(before: JsonObject, after: JsonObject) {
  const r = previewObject({ live: stored(before), intent: after }, opts);
  return { action: r.action, rollout: r.rollout };
}

describe('rollouts', () => {
  it('a Deployment image bump rolls its pods, with the image before and after', () => {
    const r = rolloutOf(deploy('web', 'nginx:1.25'), deploy('web', 'nginx:1.26'));
    expect(r.action).toBe('update');
    expect(r.rollout).toEqual({
      rolls: true,
      how: 'rolling-update',
      message: 'rolls its pods (rolling update)',
      images: [{ container: 'app', before: 'nginx:1.25', after: 'nginx:1.26' }],
    });
  });

  it('a ConfigMap-only change rolls nothing, and no report says so', () => {
    const items = [
      {
        live: stored(configMap('web-config', { mode: 'a' })),
        intent: configMap('web-config', { mode: 'b' }),
      },
      { live: stored(deploy('web', 'nginx:1.25')), intent: deploy('web', 'nginx:1.25') },
    ];
    const batch = previewBatch(items, opts);
    expect(batch.objects.map((o) => o.action)).toEqual(['update', 'unchanged']);
    expect(batch.objects.map((o) => o.rollout)).toEqual([undefined, undefined]);
    expect(renderMarkdown(batch)).not.toContain('Rollouts');
    expect(renderText(batch, { color: false })).not.toContain('ROLLOUTS');
  });

  it('a CronJob job template change rolls nothing: the next Jobs use it', () => {
    const r = rolloutOf(cronJob('busybox:1.36'), cronJob('busybox:1.37'));
    expect(r.rollout).toMatchObject({
      rolls: false,
      how: 'next-jobs',
      images: [{ container: 'app', before: 'busybox:1.36', after: 'busybox:1.37' }],
    });
  });

  it('a change outside the pod template (replicas) rolls nothing', () => {
    const r = rolloutOf(deploy('web', 'nginx:1.25'), deploy('web', 'nginx:1.25', { replicas: 4 }));
    expect(r.action).toBe('update');
    expect(r.rollout).toBeUndefined();
  });

  it('a template label or annotation alone rolls the pods, with no image change', () => {
    const after = deploy('web', 'nginx:1.25');
    const template = (after.spec as JsonObject).template as JsonObject;
    (template.metadata as JsonObject).annotations = { 'kubectl.kubernetes.io/restartedAt': NOW };
    const r = rolloutOf(deploy('web', 'nginx:1.25'), after);
    expect(r.rollout).toMatchObject({ rolls: true, how: 'rolling-update', images: [] });
  });

  it('a paused Deployment does not roll until it is resumed', () => {
    const r = rolloutOf(deploy('web', 'nginx:1.25'), deploy('web', 'nginx:1.26', { paused: true }));
    expect(r.rollout).toMatchObject({ rolls: false, how: 'paused' });
    expect(r.rollout?.message).toContain('resumed');
  });

  it('a Deployment with strategy Recreate rolls by stopping every pod first', () => {
    const recreate = { strategy: { type: 'Recreate' } };
    const r = rolloutOf(deploy('web', 'nginx:1.25', recreate), deploy('web', 'nginx:1.26', recreate));
    expect(r.rollout).toMatchObject({ rolls: true, how: 'recreate' });
  });

  it('a Deployment scaled to zero has no pods to roll', () => {
    const r = rolloutOf(
      deploy('web', 'nginx:1.25', { replicas: 0 }),
      deploy('web', 'nginx:1.26', { replicas: 0 }),
    );
    expect(r.rollout).toMatchObject({ rolls: false, how: 'scaled-to-zero' });
  });

  it('a StatefulSet rolls its pods down to the partition, and none when the partition is not below the replicas', () => {
    const part = (n: number) => ({
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: n } },
    });
    const two = rolloutOf(statefulSet('pg:16', part(2)), statefulSet('pg:17', part(2)));
    expect(two.rollout).toMatchObject({ rolls: true, how: 'partitioned' });
    expect(two.rollout?.message).toContain('rolls 1 of its 3 pods');
    const three = rolloutOf(statefulSet('pg:16', part(3)), statefulSet('pg:17', part(3)));
    expect(three.rollout).toMatchObject({ rolls: false, how: 'partitioned' });
    const plain = rolloutOf(statefulSet('pg:16'), statefulSet('pg:17'));
    expect(plain.rollout).toMatchObject({ rolls: true, how: 'rolling-update' });
  });

  it('OnDelete StatefulSets and DaemonSets change a pod only when it is deleted', () => {
    const onDelete = { updateStrategy: { type: 'OnDelete' } };
    expect(rolloutOf(statefulSet('pg:16', onDelete), statefulSet('pg:17', onDelete)).rollout).toMatchObject({
      rolls: false,
      how: 'on-delete',
    });
    expect(rolloutOf(daemonSet('agent:1', onDelete), daemonSet('agent:2', onDelete)).rollout).toMatchObject({
      rolls: false,
      how: 'on-delete',
    });
    expect(rolloutOf(daemonSet('agent:1'), daemonSet('agent:2')).rollout).toMatchObject({
      rolls: true,
      how: 'rolling-update',
    });
  });

  it('a ReplicaSet keeps its running pods: only new pods use the new template', () => {
    expect(rolloutOf(replicaSet('app:1'), replicaSet('app:2')).rollout).toMatchObject({
      rolls: false,
      how: 'new-pods-only',
    });
  });

  it('a conflicting apply rolls nothing: it fails', () => {
    const r = previewObject(
      { live: deploymentScaledByHpa(), intent: deployment('nginx:1.26', 3) },
      {
        fieldManager: 'kubectl',
        now: NOW,
      },
    );
    expect(r.action).toBe('conflict');
    expect(r.rollout).toBeUndefined();
  });

  it('an added sidecar and init container, and a removed container, are image changes without a side', () => {
    const before = {
      containers: [
        { name: 'app', image: 'a:1' },
        { name: 'old', image: 'o:1' },
      ],
    };
    const after = {
      initContainers: [{ name: 'setup', image: 's:1' }],
      containers: [
        { name: 'app', image: 'a:1' },
        { name: 'proxy', image: 'p:1' },
      ],
    };
    const t = templateChanges({ spec: before }, { spec: after });
    expect(t.changed).toBe(true);
    expect(t.images).toEqual([
      { container: 'setup', init: true, after: 's:1' },
      { container: 'proxy', after: 'p:1' },
      { container: 'old', before: 'o:1' },
    ]);
  });

  it('containers reordered change the template; the same template does not', () => {
    const a = { name: 'a', image: 'a:1' };
    const b = { name: 'b', image: 'b:1' };
    expect(templateChanges({ spec: { containers: [a, b] } }, { spec: { containers: [b, a] } })).toEqual({
      changed: true,
      images: [],
    });
    expect(
      templateChanges({ spec: { containers: [a, b] } }, { spec: { containers: [{ ...a }, { ...b }] } }),
    ).toEqual({
      changed: false,
      images: [],
    });
  });

  it('an ungrouped report puts the rollouts above the table of objects', () => {
    const batch = previewBatch(
      [{ live: stored(deploy('web', 'nginx:1.25')), intent: deploy('web', 'nginx:1.26') }],
      opts,
    );
    const md = renderMarkdown(batch);
    expect(md.indexOf('**Rollouts:** 1 workload rolls its pods.')).toBeGreaterThan(0);
    expect(md.indexOf('**Rollouts:**')).toBeLessThan(md.indexOf('| Action |'));
    expect(md).toContain(
      '| Deployment <code>shop/web</code> | 🔄 rolls its pods (rolling update) | <code>app</code> | <code>nginx&#58;1.25</code> | <code>nginx&#58;1.26</code> |',
    );
    const text = renderText(batch, { color: false });
    expect(text).toContain(
      'ROLLOUTS (1 workload rolls its pods)\n  Deployment shop/web: rolls its pods (rolling update)\n    app: nginx:1.25 → nginx:1.26\n',
    );
    expect(text.indexOf('ROLLOUTS')).toBeLessThan(text.indexOf('ACTION'));
  });

  it('the Secret guard leaves no rollout on a Secret report', () => {
    const r = previewObject(
      { live: stored(deploy('web', 'nginx:1.25')), intent: deploy('web', 'nginx:1.26') },
      opts,
    );
    const forged = { ...r, ref: { ...r.ref, apiVersion: 'v1', kind: 'Secret' } };
    expect(guardReport(forged).rollout).toBeUndefined();
    const batch = {
      summary: { ...previewBatch([], opts).summary, objects: 1, update: 1 },
      objects: [forged],
    };
    expect(renderMarkdown(batch)).not.toContain('Rollouts');
    expect(renderText(batch)).not.toContain('ROLLOUTS');
  });
});
