// Defaults of the built-in kinds the ported upstream cases do not reach, one kind
// or group a test.

import { describe, expect, it } from 'vitest';
import { applyDefaults } from '../../core/defaults/index.ts';
import type { JsonObject } from '../../core/value.ts';

describe('built-in kinds beyond the ported cases', () => {
  const d = (o: JsonObject) => applyDefaults(o, null);

  it('ContainerPort.protocol, a list key, is filled after the merge', () => {
    const got = d({
      apiVersion: 'v1',
      kind: 'Pod',
      spec: {
        containers: [
          { name: 'c', image: 'i:1', ports: [{ containerPort: 80 }, { containerPort: 53, protocol: 'UDP' }] },
        ],
      },
    });
    const ports = ((got.spec as JsonObject).containers as JsonObject[])[0].ports;
    expect(ports).toEqual([
      { containerPort: 80, protocol: 'TCP' },
      { containerPort: 53, protocol: 'UDP' },
    ]);
  });

  it('Service: ClientIP affinity gets its timeout; None drops a config; LoadBalancer extras', () => {
    const a = d({ apiVersion: 'v1', kind: 'Service', spec: { sessionAffinity: 'ClientIP' } });
    expect((a.spec as JsonObject).sessionAffinityConfig).toEqual({ clientIP: { timeoutSeconds: 10800 } });
    const b = d({
      apiVersion: 'v1',
      kind: 'Service',
      spec: { sessionAffinityConfig: { clientIP: { timeoutSeconds: 5 } } },
    });
    expect(Object.hasOwn(b.spec as JsonObject, 'sessionAffinityConfig')).toBe(false);
    const lb = d({
      apiVersion: 'v1',
      kind: 'Service',
      spec: { type: 'LoadBalancer', ports: [{ port: 443 }] },
      status: { loadBalancer: { ingress: [{ ip: '1.2.3.4' }, { hostname: 'h' }] } },
    });
    expect(lb.spec).toEqual({
      type: 'LoadBalancer',
      ports: [{ port: 443, protocol: 'TCP', targetPort: 443 }],
      sessionAffinity: 'None',
      externalTrafficPolicy: 'Cluster',
      internalTrafficPolicy: 'Cluster',
      allocateLoadBalancerNodePorts: true,
    });
    expect(lb.status).toEqual({
      loadBalancer: { ingress: [{ ip: '1.2.3.4', ipMode: 'VIP' }, { hostname: 'h' }] },
    });
  });

  it('StatefulSet volume claim templates get the PVC defaults (status.phase Pending too)', () => {
    const got = d({
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      spec: {
        volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'] } }],
      },
    });
    expect((got.spec as JsonObject).volumeClaimTemplates).toEqual([
      {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], volumeMode: 'Filesystem' },
        status: { phase: 'Pending' },
      },
    ]);
  });

  it('Job: all defaults, podReplacementPolicy by podFailurePolicy, backoffLimit with backoffLimitPerIndex', () => {
    const j = d({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: { spec: {} } } });
    const s = j.spec as JsonObject;
    expect([s.completions, s.parallelism, s.backoffLimit, s.completionMode, s.suspend]).toEqual([
      1,
      1,
      6,
      'NonIndexed',
      false,
    ]);
    expect([s.podReplacementPolicy, s.manualSelector]).toEqual(['TerminatingOrFailed', false]);
    const f = d({
      apiVersion: 'batch/v1',
      kind: 'Job',
      spec: {
        backoffLimitPerIndex: 1,
        completionMode: 'Indexed',
        podFailurePolicy: { rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }] },
      },
    }).spec as JsonObject;
    expect([f.backoffLimit, f.podReplacementPolicy, f.completionMode]).toEqual([
      2147483647,
      'Failed',
      'Indexed',
    ]);
    expect(f.podFailurePolicy).toEqual({
      rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }],
    });
  });

  it('CronJob: its own defaults and the pod template, not the Job spec defaults', () => {
    const c = d({
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      spec: {
        schedule: '* * * * *',
        jobTemplate: { spec: { template: { spec: { containers: [{ name: 'c', image: 'i:1' }] } } } },
      },
    }).spec as JsonObject;
    expect([c.concurrencyPolicy, c.suspend, c.successfulJobsHistoryLimit, c.failedJobsHistoryLimit]).toEqual([
      'Allow',
      false,
      3,
      1,
    ]);
    const js = (c.jobTemplate as JsonObject).spec as JsonObject;
    expect(js.backoffLimit).toBeUndefined();
    expect(((js.template as JsonObject).spec as JsonObject).restartPolicy).toBe('Always');
  });

  it('HPA autoscaling/v2: minReplicas and the CPU metric; v1: minReplicas and the CPU target (conversion.go)', () => {
    const v2 = d({ apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', spec: { maxReplicas: 3 } });
    expect(v2.spec).toEqual({
      maxReplicas: 3,
      minReplicas: 1,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
        },
      ],
    });
    const v1 = d({ apiVersion: 'autoscaling/v1', kind: 'HorizontalPodAutoscaler', spec: { maxReplicas: 3 } });
    expect(v1.spec).toEqual({ maxReplicas: 3, minReplicas: 1, targetCPUUtilizationPercentage: 80 });
    const other = d({
      apiVersion: 'autoscaling/v1',
      kind: 'HorizontalPodAutoscaler',
      metadata: { annotations: { 'autoscaling.alpha.kubernetes.io/metrics': '[]' } },
      spec: { maxReplicas: 3 },
    });
    expect(other.spec).toEqual({ maxReplicas: 3, minReplicas: 1 });
  });

  it('RBAC bindings: roleRef.apiGroup and subjects by kind (pkg/apis/rbac/v1/defaults.go)', () => {
    const rb = d({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      roleRef: { kind: 'Role', name: 'r' },
      subjects: [
        { kind: 'User', name: 'u' },
        { kind: 'Group', name: 'g' },
        { kind: 'ServiceAccount', name: 's', namespace: 'n' },
        { kind: 'User', name: 'v', apiGroup: 'other' },
      ],
    });
    expect(rb.roleRef).toEqual({ kind: 'Role', name: 'r', apiGroup: 'rbac.authorization.k8s.io' });
    expect(rb.subjects).toEqual([
      { kind: 'User', name: 'u', apiGroup: 'rbac.authorization.k8s.io' },
      { kind: 'Group', name: 'g', apiGroup: 'rbac.authorization.k8s.io' },
      { kind: 'ServiceAccount', name: 's', namespace: 'n' },
      { kind: 'User', name: 'v', apiGroup: 'other' },
    ]);
  });

  it('PersistentVolume, PVC, Secret, storage, scheduling, discovery, webhooks', () => {
    expect(d({ apiVersion: 'v1', kind: 'PersistentVolumeClaim', spec: {} })).toEqual({
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      spec: { volumeMode: 'Filesystem' },
      status: { phase: 'Pending' },
    });
    const pv = d({ apiVersion: 'v1', kind: 'PersistentVolume', spec: { hostPath: { path: '/d' } } });
    expect(pv.spec).toEqual({
      hostPath: { path: '/d', type: '' },
      persistentVolumeReclaimPolicy: 'Retain',
      volumeMode: 'Filesystem',
    });
    expect(d({ apiVersion: 'v1', kind: 'Secret' }).type).toBe('Opaque');
    const sc = d({ apiVersion: 'storage.k8s.io/v1', kind: 'StorageClass', provisioner: 'p' });
    expect([sc.reclaimPolicy, sc.volumeBindingMode]).toEqual(['Delete', 'Immediate']);
    expect(d({ apiVersion: 'scheduling.k8s.io/v1', kind: 'PriorityClass', value: 1 }).preemptionPolicy).toBe(
      'PreemptLowerPriority',
    );
    const es = d({ apiVersion: 'discovery.k8s.io/v1', kind: 'EndpointSlice', ports: [{ port: 80 }] });
    expect(es.ports).toEqual([{ port: 80, name: '', protocol: 'TCP' }]);
    const vwc = d({
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      webhooks: [
        {
          name: 'w',
          clientConfig: { service: { name: 's', namespace: 'n' } },
          rules: [{ operations: ['CREATE'] }],
        },
      ],
    });
    expect(vwc.webhooks).toEqual([
      {
        name: 'w',
        clientConfig: { service: { name: 's', namespace: 'n', port: 443 } },
        rules: [{ operations: ['CREATE'], scope: '*' }],
        failurePolicy: 'Fail',
        matchPolicy: 'Equivalent',
        namespaceSelector: {},
        objectSelector: {},
        timeoutSeconds: 10,
      },
    ]);
  });

  it('flowcontrol: FlowSchema precedence, priority levels (limited with queuing, exempt)', () => {
    const fs = d({
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
      kind: 'FlowSchema',
      spec: { matchingPrecedence: 0 },
    });
    expect(fs.spec).toEqual({ matchingPrecedence: 1000 });
    const pl = d({
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
      kind: 'PriorityLevelConfiguration',
      spec: {
        type: 'Limited',
        limited: { nominalConcurrencyShares: 0, limitResponse: { type: 'Queue', queuing: {} } },
      },
    });
    expect(pl.spec).toEqual({
      type: 'Limited',
      limited: {
        nominalConcurrencyShares: 0,
        lendablePercent: 0,
        limitResponse: { type: 'Queue', queuing: { handSize: 8, queues: 64, queueLengthLimit: 50 } },
      },
    });
    const ex = d({
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
      kind: 'PriorityLevelConfiguration',
      spec: { type: 'Exempt', exempt: {} },
    });
    expect(ex.spec).toEqual({ type: 'Exempt', exempt: { nominalConcurrencyShares: 0, lendablePercent: 0 } });
  });

  it('VolumeAttachment: an inline volume spec gets the volume source defaults', () => {
    const va = d({
      apiVersion: 'storage.k8s.io/v1',
      kind: 'VolumeAttachment',
      spec: {
        attacher: 'a',
        nodeName: 'n',
        source: { inlineVolumeSpec: { iscsi: { targetPortal: 't', iqn: 'i', lun: 0 } } },
      },
    });
    expect(((va.spec as JsonObject).source as JsonObject).inlineVolumeSpec).toEqual({
      iscsi: { targetPortal: 't', iqn: 'i', lun: 0, iscsiInterface: 'default' },
    });
  });

  it('ResourceClaim (resource.k8s.io/v1): ExactCount and count 1, toleration operator Equal', () => {
    const rc = d({
      apiVersion: 'resource.k8s.io/v1',
      kind: 'ResourceClaim',
      spec: {
        devices: {
          requests: [
            {
              name: 'a',
              exactly: { deviceClassName: 'gpu', tolerations: [{ key: 'k', effect: 'NoSchedule' }] },
            },
            { name: 'b', exactly: { deviceClassName: 'gpu', allocationMode: 'All' } },
            { name: 'c', firstAvailable: [{ name: 'x', deviceClassName: 'gpu', count: 2 }] },
          ],
        },
      },
    });
    expect(((rc.spec as JsonObject).devices as JsonObject).requests).toEqual([
      {
        name: 'a',
        exactly: {
          deviceClassName: 'gpu',
          allocationMode: 'ExactCount',
          count: 1,
          tolerations: [{ key: 'k', effect: 'NoSchedule', operator: 'Equal' }],
        },
      },
      { name: 'b', exactly: { deviceClassName: 'gpu', allocationMode: 'All' } },
      {
        name: 'c',
        firstAvailable: [{ name: 'x', deviceClassName: 'gpu', count: 2, allocationMode: 'ExactCount' }],
      },
    ]);
  });

  it('CustomResourceDefinition: names, conversion None, storedVersions (apiextensions v1 defaults.go)', () => {
    const crd = d({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        names: { kind: 'Widget', plural: 'widgets' },
        scope: 'Namespaced',
        versions: [
          { name: 'v1beta1', served: true, storage: false },
          { name: 'v1', served: true, storage: true },
        ],
      },
    });
    const spec = crd.spec as JsonObject;
    expect(spec.names).toEqual({
      kind: 'Widget',
      plural: 'widgets',
      singular: 'widget',
      listKind: 'WidgetList',
    });
    expect(spec.conversion).toEqual({ strategy: 'None' });
    expect(crd.status).toEqual({ storedVersions: ['v1'] });
    const hook = d({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      spec: {
        names: { kind: 'W', singular: 'dub' },
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 's', namespace: 'n' } } },
        },
      },
    });
    const hs = hook.spec as JsonObject;
    expect(hs.names).toEqual({ kind: 'W', singular: 'dub', listKind: 'WList' });
    expect(hs.conversion).toEqual({
      strategy: 'Webhook',
      webhook: { clientConfig: { service: { name: 's', namespace: 'n', port: 443 } } },
    });
    expect(hook.status).toEqual({});
  });

  it('APIService: the service port 443 (kube-aggregator apiregistration v1 defaults.go)', () => {
    const a = d({
      apiVersion: 'apiregistration.k8s.io/v1',
      kind: 'APIService',
      spec: {
        group: 'metrics.k8s.io',
        version: 'v1beta1',
        service: { name: 'metrics-server', namespace: 'kube-system' },
      },
    });
    expect((a.spec as JsonObject).service).toEqual({
      name: 'metrics-server',
      namespace: 'kube-system',
      port: 443,
    });
    const local = {
      apiVersion: 'apiregistration.k8s.io/v1',
      kind: 'APIService',
      spec: { group: 'apps', version: 'v1' },
    };
    expect(d(local)).toBe(local);
  });

  it('a List of a defaulted kind defaults each item', () => {
    const list = d({
      apiVersion: 'v1',
      kind: 'SecretList',
      items: [{ metadata: { name: 'a' } }, { type: 'x' }],
    });
    expect(list.items).toEqual([{ metadata: { name: 'a' }, type: 'Opaque' }, { type: 'x' }]);
  });
});
