// The autoscaling group: kubernetes pkg/apis/autoscaling/v2/defaults.go and
// pkg/apis/autoscaling/v1/defaults.go (+ the CPU default of v1/conversion.go).

import { isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import { Edit, unsetPointer } from '../edit.ts';

function scalingRules(from: JsonValue | undefined, up: boolean): JsonObject {
  // GenerateHPAScale{Up,Down}Rules: the defaults, overridden by every field set
  const e = new Edit(from !== null && typeof from === 'object' && !Array.isArray(from) ? from : {});
  if (up) e.ptr('stabilizationWindowSeconds', 0);
  e.ptr('selectPolicy', 'Max');
  if (unsetPointer(e.get('policies'))) {
    e.set(
      'policies',
      up
        ? [
            { type: 'Pods', value: 4, periodSeconds: 15 },
            { type: 'Percent', value: 100, periodSeconds: 15 },
          ]
        : [{ type: 'Percent', value: 100, periodSeconds: 15 }],
    );
  }
  return e.done();
}

export function hpaV2(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.ptr('minReplicas', 1);
    const metrics = se.get('metrics');
    if (!Array.isArray(metrics) || metrics.length === 0) {
      se.set('metrics', [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
        },
      ]);
    }
    se.child('behavior', (b) => {
      const be = new Edit(b);
      const upIn = be.get('scaleUp');
      const up = scalingRules(upIn, true);
      if (up !== upIn) be.set('scaleUp', up);
      const downIn = be.get('scaleDown');
      const down = scalingRules(downIn, false);
      if (down !== downIn) be.set('scaleDown', down);
      return be.done();
    });
    return se.done();
  });
  return e.done();
}

/** autoscaling.MetricSpecsAnnotation: where v1 keeps the metrics it cannot express. */
const METRIC_SPECS = 'autoscaling.alpha.kubernetes.io/metrics';

export function hpaV1(o: JsonObject): JsonObject {
  // SetDefaults_HorizontalPodAutoscaler: minReplicas. The CPU target is defaulted
  // in conversion (pkg/apis/autoscaling/v1/conversion.go): with no target and no
  // metrics annotation the internal object gets the 80% CPU metric, which reads
  // back as targetCPUUtilizationPercentage 80.
  const meta = ownValue(o, 'metadata');
  const annotations = isObject(meta) ? ownValue(meta, 'annotations') : undefined;
  const otherMetrics = isObject(annotations) && ownValue(annotations, METRIC_SPECS) !== undefined;
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.ptr('minReplicas', 1);
    if (!otherMetrics) se.ptr('targetCPUUtilizationPercentage', 80);
    return se.done();
  });
  return e.done();
}
