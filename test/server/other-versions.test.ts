// Managers recorded at other API versions: the HorizontalPodAutoscaler conversion
// (kubernetes pkg/apis/autoscaling/v1/conversion.go), what the updater does with a
// version it cannot convert to, and a CRD version the CRD does not list.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BEHAVIOR_ANNOTATION,
  CONDITIONS_ANNOTATION,
  CURRENT_METRICS_ANNOTATION,
  hpaToV1,
  hpaToV2,
  METRICS_ANNOTATION,
} from '../../core/conversion/hpa.ts';
import { apply } from '../../core/managed/fieldmanager.ts';
import { MissingVersionError, type VersionConverter } from '../../core/merge/versions.ts';
import { previewObject } from '../../core/preview/report.ts';
import { builtinSchema } from '../../core/schema/builtin/index.ts';
import { withObjectMeta } from '../../core/schema/objectmeta.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject } from '../../core/value.ts';

const v2: JsonObject = {
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'web', annotations: { team: 'a', [METRICS_ANNOTATION]: 'stale' } },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' },
    maxReplicas: 5,
    metrics: [
      {
        type: 'Resource',
        resource: { name: 'memory', target: { type: 'AverageValue', averageValue: '1Gi' } },
      },
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 60 } },
      },
    ],
    behavior: {
      scaleDown: {
        stabilizationWindowSeconds: 120,
        policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }],
      },
    },
  },
  status: {
    desiredReplicas: 2,
    currentMetrics: [{ type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: 40 } } }],
    conditions: [
      {
        type: 'AbleToScale',
        status: 'True',
        lastTransitionTime: '2026-01-01T00:00:00Z',
        reason: 'ReadyForNewScale',
      },
    ],
  },
};

const specCases = JSON.parse(
  readFileSync(new URL('../fixtures/hpa-conversion/spec-to-v1.json', import.meta.url), 'utf8'),
) as { cases: { name: string; v2: JsonObject; v1: JsonObject }[] };

describe('HorizontalPodAutoscaler autoscaling/v2 <-> autoscaling/v1', () => {
  for (const c of specCases.cases) {
    it(`spec to v1: ${c.name}`, () => {
      const hpa = {
        apiVersion: 'autoscaling/v2',
        kind: 'HorizontalPodAutoscaler',
        metadata: { name: 'h' },
        spec: c.v2,
      };
      const v1 = hpaToV1(hpa);
      expect(v1.spec).toEqual(c.v1);
    });
  }

  it('keeps what v1 has no field for in its annotations, and drops stale ones', () => {
    const v1 = hpaToV1(v2);
    expect(v1.apiVersion).toBe('autoscaling/v1');
    expect(v1.spec).toEqual({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' },
      maxReplicas: 5,
      targetCPUUtilizationPercentage: 60,
    });
    expect(v1.status).toEqual({ desiredReplicas: 2, currentCPUUtilizationPercentage: 40 });
    const annotations = (v1.metadata as JsonObject).annotations as JsonObject;
    expect(annotations.team).toBe('a');
    expect(annotations[METRICS_ANNOTATION]).toBe(
      '[{"type":"Resource","resource":{"name":"memory","targetAverageValue":"1Gi"}}]',
    );
    expect(annotations[BEHAVIOR_ANNOTATION]).toBe(
      '{"ScaleUp":null,"ScaleDown":{"StabilizationWindowSeconds":120,"SelectPolicy":null,"Policies":[{"Type":"Pods","Value":1,"PeriodSeconds":60}],"Tolerance":null}}',
    );
    expect(annotations[CURRENT_METRICS_ANNOTATION]).toBe(
      '[{"type":"Resource","resource":{"name":"cpu","currentAverageUtilization":40,"currentAverageValue":"0"}}]',
    );
    expect(annotations[CONDITIONS_ANNOTATION]).toBe(
      '[{"type":"AbleToScale","status":"True","lastTransitionTime":"2026-01-01T00:00:00Z","reason":"ReadyForNewScale"}]',
    );
  });

  it('reads them back: the annotation metrics first, then the CPU target', () => {
    const back = hpaToV2(hpaToV1(v2));
    expect((back.metadata as JsonObject).annotations).toEqual({ team: 'a' });
    const spec = back.spec as JsonObject;
    expect(spec.metrics).toEqual(v2.spec && (v2.spec as JsonObject).metrics);
    expect(spec.behavior).toEqual({
      scaleDown: {
        stabilizationWindowSeconds: 120,
        policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }],
      },
    });
    expect((back.status as JsonObject).conditions).toEqual((v2.status as JsonObject).conditions);
  });

  it('carries every metric kind through the v1 annotations and back', () => {
    const metrics: JsonObject[] = [
      {
        type: 'Pods',
        pods: {
          metric: { name: 'rps', selector: { matchLabels: { a: 'b' } } },
          target: { type: 'AverageValue', averageValue: '10' },
        },
      },
      { type: 'External', external: { metric: { name: 'queue' }, target: { type: 'Value', value: '5' } } },
      {
        type: 'External',
        external: { metric: { name: 'q2' }, target: { type: 'AverageValue', averageValue: '7' } },
      },
      {
        type: 'ContainerResource',
        containerResource: {
          name: 'memory',
          container: 'app',
          target: { type: 'Utilization', averageUtilization: 70 },
        },
      },
      {
        type: 'Object',
        object: {
          describedObject: { kind: 'Ingress', name: 'web', apiVersion: 'networking.k8s.io/v1' },
          metric: { name: 'hits' },
          target: { type: 'Value', value: '2k' },
        },
      },
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 50 } },
      },
    ];
    const currentMetrics: JsonObject[] = [
      {
        type: 'Resource',
        resource: { name: 'cpu', current: { averageValue: '100m', averageUtilization: 40 } },
      },
      { type: 'Pods', pods: { metric: { name: 'rps' }, current: { averageValue: '3' } } },
      { type: 'External', external: { metric: { name: 'queue' }, current: { value: '5' } } },
      {
        type: 'Object',
        object: {
          metric: { name: 'hits' },
          current: { value: '9' },
          describedObject: { kind: 'Ingress', name: 'web' },
        },
      },
    ];
    const hpa = { ...v2, spec: { maxReplicas: 3, metrics }, status: { desiredReplicas: 1, currentMetrics } };
    const v1 = hpaToV1(hpa);
    expect(((v1.metadata as JsonObject).annotations as JsonObject)[METRICS_ANNOTATION]).toBe(
      '[{"type":"Pods","pods":{"metricName":"rps","targetAverageValue":"10","selector":{"matchLabels":{"a":"b"}}}},{"type":"External","external":{"metricName":"queue","targetValue":"5"}},{"type":"External","external":{"metricName":"q2","targetAverageValue":"7"}},{"type":"ContainerResource","containerResource":{"name":"memory","targetAverageUtilization":70,"container":"app"}},{"type":"Object","object":{"target":{"kind":"Ingress","name":"web","apiVersion":"networking.k8s.io/v1"},"metricName":"hits","targetValue":"2k"}}]',
    );
    const back = hpaToV2(v1);
    expect((back.spec as JsonObject).metrics).toEqual(metrics);
    expect((back.status as JsonObject).currentMetrics).toEqual(currentMetrics);
  });

  it('gives a v1 object without a CPU target the implicit 80%, and ignores annotations that do not parse', () => {
    const v1: JsonObject = {
      apiVersion: 'autoscaling/v1',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name: 'web', annotations: { [METRICS_ANNOTATION]: '{not json' } },
      spec: { maxReplicas: 3 },
    };
    const out = hpaToV2(v1);
    expect((out.spec as JsonObject).metrics).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
      },
    ]);
    expect((out.metadata as JsonObject).annotations).toBeUndefined();
  });
});

const cmType = withObjectMeta(
  typeFromOpenAPIV3Schema({
    type: 'object',
    properties: {
      apiVersion: { type: 'string' },
      kind: { type: 'string' },
      data: { type: 'object', additionalProperties: { type: 'string' } },
    },
  }),
);

function liveWith(entries: JsonObject[]): JsonObject {
  return {
    apiVersion: 'example.com/v2',
    kind: 'Thing',
    metadata: { name: 't', resourceVersion: '7', managedFields: entries },
    data: { a: '1' },
  };
}

const ownsA = (manager: string, apiVersion: string): JsonObject => ({
  manager,
  operation: 'Apply',
  apiVersion,
  time: '2026-01-01T00:00:00Z',
  fieldsType: 'FieldsV1',
  fieldsV1: { 'f:data': { 'f:a': {} } },
});

describe('the updater with a converter', () => {
  it('drops the entry of a version the server cannot convert to (IsMissingVersionError)', () => {
    const converter: VersionConverter = {
      typeOf(version) {
        if (version === 'example.com/v2') return cmType;
        throw new MissingVersionError(`no kind is registered for the version ${version}`);
      },
      convert(value) {
        return value;
      },
    };
    const live = liveWith([ownsA('old', 'example.com/v1beta1')]);
    const config = { apiVersion: 'example.com/v2', kind: 'Thing', metadata: { name: 't' }, data: { a: '2' } };
    const r = apply(live, config, { manager: 'new', schema: cmType, converter });
    expect(r.ok).toBe(true);
    if (r.ok) expect((r.object.metadata as JsonObject).managedFields).toHaveLength(1);
  });

  it('converts nothing when every manager is at the request version', () => {
    const converter: VersionConverter = {
      typeOf() {
        throw new Error('typeOf called');
      },
      convert() {
        throw new Error('convert called');
      },
    };
    const live = liveWith([ownsA('old', 'example.com/v2')]);
    const config = { apiVersion: 'example.com/v2', kind: 'Thing', metadata: { name: 't' }, data: { a: '2' } };
    const r = apply(live, config, { manager: 'new', schema: cmType, converter });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.status.message).toBe('Apply failed with 1 conflict: conflict with "old": .data.a');
  });
});

const crd: JsonObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'things.example.com' },
  spec: {
    group: 'example.com',
    names: { kind: 'Thing', plural: 'things' },
    scope: 'Cluster',
    versions: [
      {
        name: 'v2',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: { data: { type: 'object', additionalProperties: { type: 'string' } } },
          },
        },
      },
    ],
  },
};

describe('a CRD manager at a version the CRD no longer lists', () => {
  const live = liveWith([ownsA('old', 'example.com/v1alpha1')]);
  const schema = {
    root: typeFromOpenAPIV3Schema(
      ((crd.spec as JsonObject).versions as JsonObject[])[0].schema as JsonObject,
    ),
    source: 'crd:things.example.com',
  };

  it('fails an apply as the API server does (kubernetes/kubernetes#111937)', () => {
    const r = serverWrite({
      verb: 'apply',
      live,
      body: { apiVersion: 'example.com/v2', kind: 'Thing', metadata: { name: 't' }, data: { a: '2' } },
      manager: 'new',
      crd,
      schema,
      now: '2026-01-02T00:00:00Z',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.status.code).toBe(500);
      expect(r.status.message).toBe(
        'request to convert CR to an invalid group/version: example.com/v1alpha1',
      );
    }
  });

  const update = (kubernetesVersion: string) =>
    serverWrite({
      verb: 'update',
      live,
      body: {
        apiVersion: 'example.com/v2',
        kind: 'Thing',
        metadata: { name: 't', resourceVersion: '7' },
        data: { a: '3' },
      },
      manager: 'editor',
      crd,
      schema,
      now: '2026-01-02T00:00:00Z',
      kubernetesVersion,
    });

  it('lets an update through without managedFields on 1.36, with a note (FieldManager.UpdateNoErrors)', () => {
    const r = update('1.36');
    expect(r.ok ? 'ok' : r.status.message).toBe('ok');
    if (r.ok) {
      expect((r.object.metadata as JsonObject).managedFields).toBeUndefined();
      expect(r.notes.map((n) => n.code)).toEqual(['field-manager-failed']);
    }
  });

  it('keeps the live managedFields on 1.37, with a note', () => {
    const r = update('1.37');
    expect(r.ok ? 'ok' : r.status.message).toBe('ok');
    if (r.ok) {
      expect((r.object.metadata as JsonObject).managedFields).toEqual(
        (live.metadata as JsonObject).managedFields,
      );
      expect(r.notes.map((n) => n.code)).toEqual(['field-manager-failed']);
    }
  });
});

describe('the report of an autoscaling/v2 apply over a live object read at autoscaling/v1', () => {
  const ref = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' };
  const meta = { name: 'web', namespace: 'default' };
  const created = serverWrite({
    verb: 'apply',
    live: null,
    body: {
      apiVersion: 'autoscaling/v1',
      kind: 'HorizontalPodAutoscaler',
      metadata: meta,
      spec: { scaleTargetRef: ref, maxReplicas: 5, targetCPUUtilizationPercentage: 50 },
    },
    manager: 'legacy-deployer',
    schema: builtinSchema('autoscaling/v1', 'HorizontalPodAutoscaler') ?? undefined,
    now: '2026-01-01T00:00:00Z',
  });

  it('reads the live object at v2 and names the v1 field of the conflict, its values in v1, with a note', () => {
    if (!created.ok) throw new Error(created.status.message);
    const cpu = {
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
    };
    const intent = {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: meta,
      spec: { scaleTargetRef: ref, maxReplicas: 5, metrics: [cpu] },
    };
    const report = previewObject(
      { live: created.object, intent },
      { fieldManager: 'ci', now: '2026-01-02T00:00:00Z' },
    );
    expect(report.action).toBe('conflict');
    expect(report.conflicts?.map((c) => [c.path, c.liveValue, c.appliedValue])).toEqual([
      ['.spec.targetCPUUtilizationPercentage', 50, 70],
    ]);
    expect(report.changes?.map((c) => c.path)).toEqual(['.spec.metrics']);
    expect(report.notes.map((n) => n.code)).toContain('other-version-conflict');
  });
});
