// A pod template as the workload validators check it (kubernetes/kubernetes v1.35
// pkg/apis/core/validation/validation.go ValidatePodTemplateSpec, ValidatePodSpec):
// the template's labels and annotations, volumes, containers, restartPolicy,
// dnsPolicy, activeDeadlineSeconds, and no ephemeral containers. Security contexts,
// affinity, tolerations, topology spread, host namespaces, resource claims, sysctls,
// overhead and the pod-specific annotations are not modelled.

import type { JsonObject } from '../value.ts';
import { validateContainers } from './containers.ts';
import { type FieldError, forbidden, invalid, notSupported } from './errors.ts';
import { validateAnnotations, validateLabels } from './objectmeta.ts';
import { child } from './path.ts';
import { intAt, listAt, objectAt, stringAt, valueAt } from './read.ts';
import { inclusiveRangeError } from './strings.ts';
import { validateVolumes } from './volumes.ts';

const RESTART_POLICIES = ['Always', 'OnFailure', 'Never'];
const DNS_POLICIES = ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None'];
const MAX_INT32 = 2147483647;

/** ValidatePodSpec's modelled part. */
export function validatePodSpec(spec: JsonObject, path: string, errs: FieldError[]): void {
  const volumes = validateVolumes(spec, child(path, 'volumes'), errs);
  validateContainers(spec, volumes, path, errs);
  const restart = stringAt(spec, 'restartPolicy');
  // Empty enums are defaulted before validation (Always, ClusterFirst): only set values are checked.
  if (restart !== '' && !RESTART_POLICIES.includes(restart))
    errs.push(notSupported(child(path, 'restartPolicy'), restart, RESTART_POLICIES));
  const dns = stringAt(spec, 'dnsPolicy');
  if (dns !== '' && !DNS_POLICIES.includes(dns))
    errs.push(notSupported(child(path, 'dnsPolicy'), dns, DNS_POLICIES));
  const deadline = intAt(spec, 'activeDeadlineSeconds');
  if (deadline !== null && (deadline < 1 || deadline > MAX_INT32))
    errs.push(invalid(child(path, 'activeDeadlineSeconds'), deadline, inclusiveRangeError(1, MAX_INT32)));
}

/** ValidatePodTemplateSpec: labels and annotations (on the template's path, as Go names them), then the pod spec. */
export function validatePodTemplate(
  template: JsonObject | undefined,
  path: string,
  errs: FieldError[],
): void {
  const meta = objectAt(template, 'metadata');
  errs.push(...validateLabels(valueAt(meta, 'labels'), child(path, 'labels')));
  errs.push(...validateAnnotations(valueAt(meta, 'annotations'), child(path, 'annotations')));
  const spec = objectAt(template, 'spec') ?? {};
  validatePodSpec(spec, child(path, 'spec'), errs);
  if (listAt(spec, 'ephemeralContainers').length > 0)
    errs.push(
      forbidden(
        child(path, 'spec', 'ephemeralContainers'),
        'ephemeral containers not allowed in pod template',
      ),
    );
}

/** The template's labels (an empty map when none). */
export function templateLabels(template: JsonObject | undefined): JsonObject {
  return objectAt(objectAt(template, 'metadata'), 'labels') ?? {};
}
