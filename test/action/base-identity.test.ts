// `live: base`: the replay of the base manifests stands for the cluster, but the
// identity a create stamps (a random uid, the run's time, a resourceVersion) is the
// replay's invention, not the cluster's: the preview does not show it (issue 26,
// rough edge 8a). A real spec change still bumps the generation by one.

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { previewOutcome, summarize } from '../../core/preview/report.ts';
import type { ObjectSides } from '../../core/preview/types.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { isObject, type JsonObject } from '../../core/value.ts';
import { replayEntries } from '../../gather/base.ts';
import { silentLogger } from '../../gather/log.ts';
import { parseManifestText } from '../../gather/manifests.ts';

const BASE = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: nginx:1.27
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  namespace: shop
data:
  mode: blue
`;

const HEAD = BASE.replace('nginx:1.27', 'nginx:1.28').replace('mode: blue', 'mode: green');
const NOW = '2026-11-27T10:00:00Z';

function preview() {
  const resolver = new SchemaResolver();
  const index = replayEntries(
    parseManifestText(BASE, 'k8s/app.yaml'),
    'kubectl',
    NOW,
    resolver,
    silentLogger,
  );
  const head = parseManifestText(HEAD, 'k8s/app.yaml');
  return head.map((e) => {
    const intent = e.intent as JsonObject;
    const live = index.find(intent);
    return { live, out: previewOutcome({ live, intent }, { fieldManager: 'kubectl', resolver, now: NOW }) };
  });
}

function meta(o: JsonObject | null): JsonObject {
  return o !== null && isObject(o.metadata) ? o.metadata : {};
}

describe('live: base shows no identity the replay invented', () => {
  const [deploy, config] = preview();

  it('the replayed objects carry no uid, creationTimestamp or resourceVersion', () => {
    for (const { live } of [deploy, config]) {
      expect(live).not.toBeNull();
      expect(Object.keys(meta(live))).not.toContain('uid');
      expect(Object.keys(meta(live))).not.toContain('creationTimestamp');
      expect(Object.keys(meta(live))).not.toContain('resourceVersion');
    }
  });

  it('an update shows no uid or creationTimestamp: not as a change, not in the diff', () => {
    for (const { out } of [deploy, config]) {
      const r = out.report;
      expect(r.action).toBe('update');
      const paths = r.changes.map((c) => c.path);
      expect(paths).not.toContain('.metadata.uid');
      expect(paths).not.toContain('.metadata.creationTimestamp');
      expect(paths).not.toContain('.metadata.resourceVersion');
      const batch = { summary: summarize([r]), objects: [r] };
      const md = renderMarkdown(batch, { sides: [out.sides as ObjectSides] });
      expect(md).toContain('```diff');
      expect(md).not.toMatch(/uid:|creationTimestamp:|resourceVersion:/);
      expect(renderText(batch)).not.toMatch(/uid|creationTimestamp/);
    }
  });

  it('a real spec change bumps the generation by one; a ConfigMap has none', () => {
    expect(deploy.out.report.changes).toContainEqual({
      path: '.metadata.generation',
      kind: 'modified',
      before: 1,
      after: 2,
      setBy: 'server',
    });
    expect(config.out.report.changes).toEqual([
      { path: '.data.mode', kind: 'modified', before: 'blue', after: 'green' },
    ]);
  });
});
