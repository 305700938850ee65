// A container's rules as kubernetes/kubernetes v1.35 pkg/apis/core/validation/validation.go
// checks them (validateContainerCommon, validateContainers, validateContainerPorts,
// validateProbe, ValidateEnv, ValidateEnvFrom, ValidateResourceRequirements,
// ValidateVolumeMounts): the name, the image, ports, env, envFrom, resources,
// volume mounts and, for regular containers, the probes.

import {
  compareQuantityValues as compareQuantities,
  quantityOrNull as parseQuantity,
  quantityString,
} from '../quantity.ts';
import type { JsonObject, JsonValue } from '../value.ts';
import {
  duplicate,
  type FieldError,
  forbidden,
  invalid,
  notFound,
  notSupported,
  required,
} from './errors.ts';
import { IS_NEGATIVE } from './objectmeta.ts';
import { child, index, key } from './path.ts';
import { has, intAt, listAt, objectAt, objects, stringAt, valueAt } from './read.ts';
import { validateContainerSecurityContext } from './securitycontext.ts';
import {
  isDNS1123Label,
  isHTTPHeaderName,
  isQualifiedName,
  isRelaxedEnvVarName,
  isValidPortName,
  isValidPortNum,
} from './strings.ts';

const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never'];
const PROTOCOLS = ['SCTP', 'TCP', 'UDP'];
const STANDARD_CONTAINER_RESOURCES = new Set(['cpu', 'memory', 'ephemeral-storage']);

function ports(list: JsonValue[], path: string, errs: FieldError[]): void {
  const names = new Set<string>();
  for (const [i, port] of objects(list)) {
    const p = index(path, i);
    const name = stringAt(port, 'name');
    if (name.length > 0) {
      const msgs = isValidPortName(name);
      if (msgs.length > 0) for (const m of msgs) errs.push(invalid(child(p, 'name'), name, m));
      else if (names.has(name)) errs.push(duplicate(child(p, 'name'), name));
      else names.add(name);
    }
    const containerPort = intAt(port, 'containerPort') ?? 0;
    if (containerPort === 0) errs.push(required(child(p, 'containerPort')));
    else
      for (const m of isValidPortNum(containerPort))
        errs.push(invalid(child(p, 'containerPort'), containerPort, m));
    const hostPort = intAt(port, 'hostPort') ?? 0;
    if (hostPort !== 0)
      for (const m of isValidPortNum(hostPort)) errs.push(invalid(child(p, 'hostPort'), hostPort, m));
    const protocol = stringAt(port, 'protocol');
    // An empty protocol is defaulted (TCP) before validation: only a set one is checked.
    if (protocol !== '' && !PROTOCOLS.includes(protocol))
      errs.push(notSupported(child(p, 'protocol'), protocol, PROTOCOLS));
  }
}

const ENV_SOURCES = ['fieldRef', 'resourceFieldRef', 'configMapKeyRef', 'secretKeyRef'];

function env(list: JsonValue[], path: string, errs: FieldError[]): void {
  for (const [i, ev] of objects(list)) {
    const p = index(path, i);
    const name = stringAt(ev, 'name');
    if (name === '') errs.push(required(child(p, 'name')));
    for (const m of isRelaxedEnvVarName(name)) errs.push(invalid(child(p, 'name'), name, m));
    const from = objectAt(ev, 'valueFrom');
    if (from === undefined) continue;
    const fp = child(p, 'valueFrom');
    let n = 0;
    for (const s of ENV_SOURCES) {
      const src = objectAt(from, s);
      if (src === undefined) continue;
      n++;
      if (s === 'configMapKeyRef' || s === 'secretKeyRef') {
        if (stringAt(src, 'key') === '') errs.push(required(child(fp, s, 'key')));
        if (stringAt(src, 'name') === '') errs.push(required(child(fp, s, 'name')));
      } else if (s === 'fieldRef') {
        if (stringAt(src, 'fieldPath') === '') errs.push(required(child(fp, s, 'fieldPath')));
      } else if (stringAt(src, 'resource') === '') errs.push(required(child(fp, s, 'resource')));
    }
    if (n === 0)
      errs.push(
        invalid(
          fp,
          '',
          'must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`',
        ),
      );
    else if (stringAt(ev, 'value') !== '')
      errs.push(invalid(fp, '', 'may not be specified when `value` is not empty'));
    else if (n > 1) errs.push(invalid(fp, '', 'may not have more than one field specified at a time'));
  }
}

function envFrom(list: JsonValue[], path: string, errs: FieldError[]): void {
  for (const [i, ef] of objects(list)) {
    const p = index(path, i);
    const prefix = stringAt(ef, 'prefix');
    if (prefix !== '')
      for (const m of isRelaxedEnvVarName(prefix)) errs.push(invalid(child(p, 'prefix'), prefix, m));
    let n = 0;
    for (const s of ['configMapRef', 'secretRef']) {
      const ref = objectAt(ef, s);
      if (ref === undefined) continue;
      n++;
      if (stringAt(ref, 'name') === '') errs.push(required(child(p, s, 'name')));
    }
    if (n === 0) errs.push(invalid(p, '', 'must specify one of: `configMapRef` or `secretRef`'));
    else if (n > 1) errs.push(invalid(p, '', 'may not have more than one field specified at a time'));
  }
}

/** Native resources (no domain, or a kubernetes.io domain) other than huge pages may be overcommitted. */
function overcommitAllowed(name: string): boolean {
  const native = !name.includes('/') || name.includes('kubernetes.io/');
  return native && !name.startsWith('hugepages-');
}

/** A container resource's name: qualified, and a standard one unless it has a domain (ValidateContainerResourceName). */
export function resourceName(name: string, path: string, errs: FieldError[]): void {
  for (const m of isQualifiedName(name)) errs.push(invalid(path, name, m));
  if (!name.includes('/') && !STANDARD_CONTAINER_RESOURCES.has(name) && !name.startsWith('hugepages-'))
    errs.push(invalid(path, name, 'must be a standard resource for containers'));
}

function quantityOf(raw: JsonValue | undefined) {
  return typeof raw === 'string'
    ? parseQuantity(raw)
    : typeof raw === 'number'
      ? parseQuantity(String(raw))
      : null;
}

/** The names and a negative value's error; quantities are parsed only where a sign or a comparison needs it. */
function quantities(map: JsonObject, path: string, errs: FieldError[]): void {
  for (const name of Object.keys(map)) {
    const p = key(path, name);
    resourceName(name, p, errs);
    const raw = map[name];
    if ((typeof raw === 'string' && raw.startsWith('-')) || (typeof raw === 'number' && raw < 0)) {
      const q = quantityOf(raw);
      if (q !== null && q.unscaled < 0n) errs.push(invalid(p, quantityString(q), IS_NEGATIVE));
    }
  }
}

function resources(res: JsonObject | undefined, path: string, errs: FieldError[]): void {
  if (res === undefined) return;
  const limPath = child(path, 'limits');
  const reqPath = child(path, 'requests');
  const limits = objectAt(res, 'limits') ?? {};
  const requests = objectAt(res, 'requests') ?? {};
  quantities(limits, limPath, errs);
  quantities(requests, reqPath, errs);
  for (const name of Object.keys(requests)) {
    const rawLimit = valueAt(limits, name);
    if (rawLimit === undefined) {
      if (!overcommitAllowed(name))
        errs.push(required(limPath, 'Limit must be set for non overcommitable resources'));
      continue;
    }
    const raw = requests[name];
    if (raw === rawLimit) continue;
    const q = quantityOf(raw);
    const limit = quantityOf(rawLimit);
    if (q === null || limit === null) continue;
    const cmp = compareQuantities(q, limit);
    if (cmp !== 0 && !overcommitAllowed(name))
      errs.push(
        invalid(reqPath, quantityString(q), `must be equal to ${name} limit of ${quantityString(limit)}`),
      );
    else if (cmp > 0)
      errs.push(
        invalid(
          reqPath,
          quantityString(q),
          `must be less than or equal to ${name} limit of ${quantityString(limit)}`,
        ),
      );
  }
}

function mounts(list: JsonValue[], volumes: ReadonlySet<string>, path: string, errs: FieldError[]): void {
  const paths = new Set<string>();
  for (const [i, m] of objects(list)) {
    const p = index(path, i);
    const name = stringAt(m, 'name');
    if (name === '') errs.push(required(child(p, 'name')));
    if (!volumes.has(name)) errs.push(notFound(child(p, 'name'), name));
    const mountPath = stringAt(m, 'mountPath');
    if (mountPath === '') errs.push(required(child(p, 'mountPath')));
    if (paths.has(mountPath)) errs.push(invalid(child(p, 'mountPath'), mountPath, 'must be unique'));
    paths.add(mountPath);
  }
}

const PROBE_HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'];
const LIFECYCLE_HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'sleep'];
const HTTP_SCHEMES = ['HTTP', 'HTTPS'];

/** ValidatePortNumOrName: a number as a port number, a string as an IANA service name. */
function portNumOrName(v: JsonValue | undefined, path: string, errs: FieldError[]): void {
  if (typeof v === 'number') for (const m of isValidPortNum(v)) errs.push(invalid(path, v, m));
  else if (typeof v === 'string') for (const m of isValidPortName(v)) errs.push(invalid(path, v, m));
}

function action(k: string, a: JsonObject, p: string, grace: number | null, errs: FieldError[]): void {
  switch (k) {
    case 'exec':
      if (listAt(a, 'command').length === 0) errs.push(required(child(p, 'command')));
      break;
    case 'httpGet': {
      // Defaulting gives an empty path "/" and an empty scheme HTTP: neither is refused here.
      portNumOrName(valueAt(a, 'port'), child(p, 'port'), errs);
      const scheme = stringAt(a, 'scheme');
      if (scheme !== '' && !HTTP_SCHEMES.includes(scheme))
        errs.push(notSupported(child(p, 'scheme'), scheme, HTTP_SCHEMES));
      for (const [, h] of objects(listAt(a, 'httpHeaders'))) {
        const name = stringAt(h, 'name');
        for (const m of isHTTPHeaderName(name)) errs.push(invalid(child(p, 'httpHeaders'), name, m));
      }
      break;
    }
    case 'tcpSocket':
      portNumOrName(valueAt(a, 'port'), child(p, 'port'), errs);
      break;
    case 'grpc':
      portNumOrName(intAt(a, 'port') ?? 0, child(p, 'port'), errs);
      break;
    case 'sleep': {
      // PodLifecycleSleepActionAllowZero is on in 1.35: 0 is allowed.
      const secs = intAt(a, 'seconds') ?? 0;
      if (grace !== null && (secs < 0 || secs > grace))
        errs.push(
          invalid(p, secs, `must be non-negative and less than terminationGracePeriodSeconds (${grace})`),
        );
      break;
    }
  }
}

/** validateHandler: exactly one handler, the first one's own rules. */
function handler(
  h: JsonObject,
  kinds: readonly string[],
  path: string,
  grace: number | null,
  errs: FieldError[],
): void {
  let n = 0;
  for (const k of kinds) {
    const a = objectAt(h, k);
    if (a === undefined) continue;
    const p = child(path, k);
    if (n > 0) {
      errs.push(forbidden(p, 'may not specify more than 1 handler type'));
      continue;
    }
    n++;
    action(k, a, p, grace, errs);
  }
  if (n === 0) errs.push(required(path, 'must specify a handler type'));
}

const PROBE_FIELDS = [
  'initialDelaySeconds',
  'timeoutSeconds',
  'periodSeconds',
  'successThreshold',
  'failureThreshold',
];

function probe(c: JsonObject, k: string, path: string, grace: number | null, errs: FieldError[]): void {
  const pr = objectAt(c, k);
  if (pr === undefined) return;
  const p = child(path, k);
  handler(pr, PROBE_HANDLERS, p, grace, errs);
  for (const f of PROBE_FIELDS) {
    const v = intAt(pr, f);
    if (v !== null && v < 0) errs.push(invalid(child(p, f), v, IS_NEGATIVE));
  }
  const probeGrace = intAt(pr, 'terminationGracePeriodSeconds');
  if (probeGrace !== null && probeGrace <= 0)
    errs.push(invalid(child(p, 'terminationGracePeriodSeconds'), probeGrace, 'must be greater than 0'));
  const success = intAt(pr, 'successThreshold');
  if ((k === 'livenessProbe' || k === 'startupProbe') && success !== null && success !== 1)
    errs.push(invalid(child(p, 'successThreshold'), success, 'must be 1'));
  if (k === 'readinessProbe' && probeGrace !== null)
    errs.push(
      invalid(child(p, 'terminationGracePeriodSeconds'), probeGrace, 'must not be set for readinessProbes'),
    );
}

/** validateLifecycle, then the three probes (regular containers and sidecars). */
function lifecycleAndProbes(c: JsonObject, path: string, grace: number | null, errs: FieldError[]): void {
  const lc = objectAt(c, 'lifecycle');
  if (lc !== undefined)
    for (const hook of ['postStart', 'preStop']) {
      const h = objectAt(lc, hook);
      if (h !== undefined) handler(h, LIFECYCLE_HANDLERS, child(path, 'lifecycle', hook), grace, errs);
    }
  probe(c, 'livenessProbe', path, grace, errs);
  probe(c, 'readinessProbe', path, grace, errs);
  probe(c, 'startupProbe', path, grace, errs);
}

const TERMINATION_MESSAGE_POLICIES = ['File', 'FallbackToLogsOnError'];

/** validateContainerCommon: the rules every kind of container shares, in Go's order. */
function common(
  c: JsonObject,
  volumes: ReadonlySet<string>,
  path: string,
  hostUsers: boolean,
  errs: FieldError[],
): void {
  const name = stringAt(c, 'name');
  if (name === '') errs.push(required(child(path, 'name')));
  else for (const m of isDNS1123Label(name)) errs.push(invalid(child(path, 'name'), name, m));
  if (stringAt(c, 'image') === '') errs.push(required(child(path, 'image')));
  const tmp = stringAt(c, 'terminationMessagePolicy');
  if (tmp !== '' && !TERMINATION_MESSAGE_POLICIES.includes(tmp))
    errs.push(notSupported(child(path, 'terminationMessagePolicy'), tmp, TERMINATION_MESSAGE_POLICIES));
  ports(listAt(c, 'ports'), child(path, 'ports'), errs);
  env(listAt(c, 'env'), child(path, 'env'), errs);
  envFrom(listAt(c, 'envFrom'), child(path, 'envFrom'), errs);
  mounts(listAt(c, 'volumeMounts'), volumes, child(path, 'volumeMounts'), errs);
  const pull = stringAt(c, 'imagePullPolicy');
  if (pull !== '' && !PULL_POLICIES.includes(pull))
    errs.push(notSupported(child(path, 'imagePullPolicy'), pull, PULL_POLICIES));
  resources(objectAt(c, 'resources'), child(path, 'resources'), errs);
  validateContainerSecurityContext(c, path, hostUsers, errs);
}

const SIDECAR_ONLY = ['lifecycle', 'livenessProbe', 'readinessProbe', 'startupProbe'];

/**
 * validateContainers and validateInitContainers: at least one container, unique names
 * across both lists; lifecycle hooks and probes on regular containers and on
 * restartable init containers (sidecars, `restartPolicy: Always`) only.
 * restartPolicy's own values are not checked (the ContainerRestartRules gate of
 * 1.34+ widens them).
 */
export function validateContainers(
  spec: JsonObject,
  volumes: ReadonlySet<string>,
  path: string,
  errs: FieldError[],
): void {
  const grace = intAt(spec, 'terminationGracePeriodSeconds');
  // hostUsers defaults to true: a spec without it shares the host's user namespace.
  const hostUsers = valueAt(spec, 'hostUsers') !== false;
  const containers = listAt(spec, 'containers');
  const cp = child(path, 'containers');
  const names = new Set<string>();
  if (containers.length === 0) errs.push(required(cp));
  for (const [i, c] of objects(containers)) {
    const p = index(cp, i);
    common(c, volumes, p, hostUsers, errs);
    const name = stringAt(c, 'name');
    if (names.has(name)) errs.push(duplicate(child(p, 'name'), name));
    else names.add(name);
    lifecycleAndProbes(c, p, grace, errs);
    if (has(c, 'restartPolicy'))
      errs.push(forbidden(child(p, 'restartPolicy'), 'may not be set for non-init containers'));
  }
  const ip = child(path, 'initContainers');
  for (const [i, c] of objects(listAt(spec, 'initContainers'))) {
    const p = index(ip, i);
    common(c, volumes, p, hostUsers, errs);
    const restart = valueAt(c, 'restartPolicy');
    const name = stringAt(c, 'name');
    if (names.has(name)) errs.push(duplicate(child(p, 'name'), name));
    else if (name !== '') names.add(name);
    if (restart === 'Always') lifecycleAndProbes(c, p, grace, errs);
    else
      for (const k of SIDECAR_ONLY)
        if (has(c, k))
          errs.push(
            forbidden(child(p, k), 'may not be set for init containers without restartPolicy=Always'),
          );
  }
}
