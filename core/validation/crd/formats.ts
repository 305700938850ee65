// The string formats a CRD schema's `format` is checked against (kube-openapi
// pkg/validation/strfmt/default.go, the registry kube-openapi's validate package
// uses; apiextensions-apiserver pkg/apiserver/validation/formats.go keeps only the
// formats Kubernetes supports and drops the rest before validating). A format not
// listed here is not checked by the API server either. Registered with the CEL
// pass (crd/rules.ts), not imported by core, for the playground bundle's size.

import { isDNS1123Label, isDNS1123Subdomain } from '../strings.ts';
import { normalFormat } from './schema.ts';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const HOSTNAME =
  /^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9\-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$/u;
// govalidator.IsBase64
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// strfmt.ParseDateTime's layouts: RFC 3339 with optional fractions, Z or an offset (with or without colon).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/;
// strfmt.ParseDuration: Go durations, or "<n> <unit>" pairs with days and weeks.
const GO_DURATION = /^[-+]?((\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h))+$/;
const HUMAN_DURATION =
  /^(\s*[-+]?\d+\s*(ns|us|µs|ms|s|m|h|d|w|nanoseconds?|microseconds?|milliseconds?|seconds?|minutes?|hours?|days?|weeks?)\s*)+$/;
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+$/;

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && !leap ? 28 : (DAYS[m - 1] as number));
}

/** Go's net.ParseIP of a dotted IPv4 (no leading zeros). */
export function isIPv4(s: string): boolean {
  const parts = s.split('.');
  if (parts.length !== 4) return false;
  return parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** Go's net.ParseIP of an IPv6 text (an embedded dotted IPv4 tail allowed). */
export function isIPv6(s: string): boolean {
  if (!s.includes(':')) return false;
  let body = s;
  let groups = 8;
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    body = s.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
    groups = 6;
  }
  const dbl = body.indexOf('::');
  if (dbl !== body.lastIndexOf('::')) return false;
  const hex = /^[0-9a-fA-F]{1,4}$/;
  if (dbl === -1) {
    const g = body.split(':');
    return g.length === groups && g.every((x) => hex.test(x));
  }
  const left = body.slice(0, dbl);
  const right = body.slice(dbl + 2);
  const l = left === '' ? [] : left.split(':');
  const r = right === '' ? [] : right.split(':');
  return l.length + r.length < groups && [...l, ...r].every((x) => hex.test(x));
}

/** Go's net.ParseMAC: 6, 8 or 20 hex pairs split by `:` or `-`, or 3, 4 or 10 dotted quads. */
function isMAC(s: string): boolean {
  const sep = /^[0-9a-fA-F]{2}([:-])/.exec(s)?.[1];
  const groups = s.split(sep ?? '.');
  const counts = sep === undefined ? [3, 4, 10] : [6, 8, 20];
  const group = sep === undefined ? /^[0-9a-fA-F]{4}$/ : /^[0-9a-fA-F]{2}$/;
  return counts.includes(groups.length) && groups.every((g) => group.test(g));
}

function isCIDR(s: string): boolean {
  const slash = s.indexOf('/');
  if (slash < 0) return false;
  const ip = s.slice(0, slash);
  const bits = s.slice(slash + 1);
  if (!/^(0|[1-9]\d*)$/.test(bits)) return false;
  if (isIPv4(ip)) return Number(bits) <= 32;
  return isIPv6(ip) && Number(bits) <= 128;
}

/** Go's url.ParseRequestURI: an absolute URI or an absolute path, no fragment handling. */
function isRequestURI(s: string): boolean {
  if (s === '' || /\s/.test(s)) return false;
  if (s.startsWith('/')) return true;
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s);
}

const CHECKS: ReadonlyMap<string, (s: string) => boolean> = new Map<string, (s: string) => boolean>([
  ['uuid', (s) => UUID.test(s)],
  ['uuid3', (s) => UUID3.test(s)],
  ['uuid4', (s) => UUID4.test(s)],
  ['uuid5', (s) => UUID5.test(s)],
  ['hostname', (s) => s.length <= 255 && HOSTNAME.test(s)],
  ['ipv4', isIPv4],
  ['ipv6', isIPv6],
  ['cidr', isCIDR],
  ['mac', isMAC],
  ['byte', (s) => BASE64.test(s)],
  ['email', (s) => EMAIL.test(s)],
  ['uri', isRequestURI],
  ['password', () => true],
  [
    'date',
    (s) => {
      const m = DATE.exec(s);
      return m !== null && validDate(Number(m[1]), Number(m[2]), Number(m[3]));
    },
  ],
  [
    'datetime',
    (s) => {
      const m = DATE_TIME.exec(s);
      if (m === null || !validDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
      return Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60;
    },
  ],
  ['duration', (s) => GO_DURATION.test(s) || HUMAN_DURATION.test(s)],
  // strfmt/kubernetes-extensions.go (supported from compatibility version 1.34).
  ['k8sshortname', (s) => isDNS1123Label(s).length === 0],
  ['k8slongname', (s) => isDNS1123Subdomain(s).length === 0],
]);

/** The check of a format, or undefined when the format is free text for the API server. */
export function formatCheck(format: string): ((s: string) => boolean) | undefined {
  return CHECKS.get(normalFormat(format));
}
