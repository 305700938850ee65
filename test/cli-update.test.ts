// `apply-preview update`, driven through run() with captured streams.

import { describe, expect, it } from 'vitest';
import { at, cli, file, LIVE, managers, NOW, oneDoc } from './cli-helpers.ts';

describe('update', () => {
  it('gives the updater the fields it changed', async () => {
    const obj = file(
      'update.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: test-cm\n  namespace: default\n  labels:\n    test-label: test\ndata:\n  key: some value\n  controller-key: changed\n',
    );
    const r = await cli([
      'update',
      '--manager',
      'kube-controller-manager',
      '--live',
      LIVE,
      '--now',
      NOW,
      obj,
    ]);
    expect(r.code).toBe(0);
    const out = oneDoc(r.stdout);
    expect(at(out, 'data', 'controller-key')).toBe('changed');
    expect(managers(out)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
    expect(at(out, 'metadata', 'managedFields', 1, 'time')).toBe(NOW);
  });

  it('--subresource scale takes a Scale with its parent as --live (docs/cli.md)', async () => {
    const deploy = file(
      'scale-deploy.yaml',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: shop\n  uid: 11111111-2222-3333-4444-555555555555\n  resourceVersion: "7"\n  creationTimestamp: "2024-01-01T00:00:00Z"\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n      - name: web\n        image: nginx\n',
    );
    const scale = file(
      'scale.yaml',
      'apiVersion: autoscaling/v1\nkind: Scale\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  replicas: 5\n',
    );
    const r = await cli([
      'update',
      '--subresource',
      'scale',
      '--manager',
      'horizontal-pod-autoscaler',
      '--live',
      deploy,
      '--now',
      NOW,
      scale,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = oneDoc(r.stdout);
    expect(out.kind).toBe('Scale');
    expect(at(out, 'spec', 'replicas')).toBe(5);
  });
});
