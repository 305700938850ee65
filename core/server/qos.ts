// A Pod's QoS class as kube-apiserver computes it when the Pod is created
// (kubernetes pkg/apis/core/helper/qos/qos.go ComputePodQOS, called by
// pkg/registry/core/pod/strategy.go PrepareForCreate), Kubernetes 1.35:
// - only cpu and memory count, and only quantities above zero;
// - with pod-level resources (spec.resources set: PodLevelResources is on by
//   default since 1.34) only those are read, else every container and init
//   container (ephemeral containers have no resources);
// - requests and limits are summed per resource; BestEffort when both sums are
//   empty; Guaranteed when every container (or the pod level, when it has
//   limits) limits both cpu and memory and each summed request equals its summed
//   limit, with as many requested resources as limited ones; else Burstable.
// Quantities are compared by exact value (a decimal mantissa times a power of ten
// and of 1024), so `1Gi` equals `1073741824` and `0.5` equals `500m`.

import { getOwn, isObject, type JsonObject, type JsonValue } from '../value.ts';

/** value = n × 10^e, exactly. */
interface Exact {
  n: bigint;
  e: number;
}

const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const BINARY: Record<string, bigint> = { Ki: 1n, Mi: 2n, Gi: 3n, Ti: 4n, Pi: 5n, Ei: 6n };
const QUANTITY = /^([+-]?)(\d*)(?:\.(\d*))?(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei)|([numkMGTPE]?))$/;
// Beyond what resource.Quantity can hold: such a value never decodes into a Pod.
const MAX_EXPONENT = 1000;

/** The exact value of a quantity as written (string or number); null when it is not one. */
export function quantityValue(v: JsonValue | undefined): Exact | null {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
  if (typeof text !== 'string') return null;
  const m = QUANTITY.exec(text);
  if (m === null) return null;
  const [, sign, whole = '', frac = '', exp, binary, decimal] = m;
  if (whole === '' && frac === '') return null;
  let n = BigInt(whole + frac || '0');
  if (sign === '-') n = -n;
  let e = -frac.length;
  if (exp !== undefined) {
    const x = Number(exp.slice(1));
    if (Math.abs(x) > MAX_EXPONENT) return null;
    e += x;
  } else if (binary !== undefined) n *= 1024n ** BINARY[binary];
  else e += DECIMAL[decimal ?? ''];
  return { n, e };
}

function align(a: Exact, b: Exact): [bigint, bigint, number] {
  const e = Math.min(a.e, b.e);
  return [a.n * 10n ** BigInt(a.e - e), b.n * 10n ** BigInt(b.e - e), e];
}

function add(a: Exact, b: Exact): Exact {
  const [x, y, e] = align(a, b);
  return { n: x + y, e };
}

function same(a: Exact, b: Exact): boolean {
  const [x, y] = align(a, b);
  return x === y;
}

const QOS_RESOURCES = ['cpu', 'memory'];

/** Adds the positive cpu and memory quantities of `list` into `sums`; returns the names it added. */
function addList(sums: Map<string, Exact>, list: JsonValue | undefined): Set<string> {
  const found = new Set<string>();
  if (!isObject(list)) return found;
  for (const name of QOS_RESOURCES) {
    const q = quantityValue(getOwn(list, name));
    if (q === null || q.n <= 0n) continue;
    found.add(name);
    const before = sums.get(name);
    sums.set(name, before === undefined ? q : add(before, q));
  }
  return found;
}

function listOf(v: JsonValue | undefined): JsonValue[] {
  return Array.isArray(v) ? v : [];
}

/** `Guaranteed`, `Burstable` or `BestEffort` for a Pod (its spec as stored). */
export function podQOS(pod: JsonObject): string {
  const spec = getOwn(pod, 'spec');
  const s = isObject(spec) ? spec : {};
  const requests = new Map<string, Exact>();
  const limits = new Map<string, Exact>();
  let guaranteed = true;
  const podLevel = getOwn(s, 'resources');
  if (isObject(podLevel)) {
    addList(requests, getOwn(podLevel, 'requests'));
    const lim = getOwn(podLevel, 'limits');
    if (isObject(lim) && Object.keys(lim).length > 0 && addList(limits, lim).size < QOS_RESOURCES.length)
      guaranteed = false;
  } else {
    for (const c of [...listOf(getOwn(s, 'containers')), ...listOf(getOwn(s, 'initContainers'))]) {
      const res = isObject(c) ? getOwn(c, 'resources') : undefined;
      const r = isObject(res) ? res : {};
      addList(requests, getOwn(r, 'requests'));
      if (addList(limits, getOwn(r, 'limits')).size < QOS_RESOURCES.length) guaranteed = false;
    }
  }
  if (requests.size === 0 && limits.size === 0) return 'BestEffort';
  if (guaranteed) {
    for (const [name, req] of requests) {
      const lim = limits.get(name);
      if (lim === undefined || !same(lim, req)) {
        guaranteed = false;
        break;
      }
    }
  }
  return guaranteed && requests.size === limits.size ? 'Guaranteed' : 'Burstable';
}
