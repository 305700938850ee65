// IP and CIDR text as apimachinery v0.35 pkg/util/validation/ip.go checks it
// (IsValidIP, IsValidCIDR): strict IPv4 (no leading zeros), IPv6 with one '::'.
// The canonical-form check is made for IPv4 only. Below, the legacy fields' forms
// and the StrictIPCIDRValidation gate (off in 1.35).

const V4 =
  /^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$/;
const HEX = /^[0-9a-fA-F]{1,4}$/;

export const IP_MESSAGE = 'must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)';
export const CIDR_MESSAGE = 'must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)';

export function isIPv4(s: string): boolean {
  return V4.test(s);
}

export function isIPv6(s: string): boolean {
  if (!s.includes(':')) return false;
  let text = s;
  let groups = 0;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  for (const h of halves) {
    if (h === '') continue;
    for (const g of h.split(':')) {
      if (!HEX.test(g)) return false;
      groups++;
    }
  }
  return halves.length === 2 ? groups < 8 : groups === 8;
}

export function isIP(s: string): boolean {
  return isIPv4(s) || isIPv6(s);
}

/** The messages IsValidCIDR gives (empty: valid). */
export function cidrMessages(s: string): string[] {
  const slash = s.indexOf('/');
  if (slash < 0) return [CIDR_MESSAGE];
  const ip = s.slice(0, slash);
  const bits = s.slice(slash + 1);
  const v4 = isIPv4(ip);
  if (!(v4 || isIPv6(ip)) || !/^[0-9]{1,3}$/.test(bits) || Number(bits) > (v4 ? 32 : 128))
    return [CIDR_MESSAGE];
  if (bits.length > 1 && bits.startsWith('0')) return ['must not have leading 0s in IP or prefix length'];
  if (v4) {
    const n = ip.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
    const size = 2 ** (32 - Number(bits));
    if (n % size !== 0) return ['must not have bits set beyond the prefix length'];
  }
  return [];
}

// --- branch val: the legacy-field forms (IsValidIPForLegacyField,
// IsValidCIDRForLegacyField) and the StrictIPCIDRValidation gate. The gate is alpha
// and off by default in 1.33-1.35 (kubernetes v1.35 pkg/features/kube_features.go:
// only its 1.33 alpha entry), so a legacy field refuses only text that
// netutils.ParseIPSloppy / ParseCIDRSloppy cannot read: leading zeros, IPv4-mapped
// IPv6 and host bits pass. With the gate on (1.36 on: core/versions.ts), the strict
// messages follow; a value the stored object already has in that field passes
// (the functions' validOldIPs / validOldCIDRs, apimachinery v0.36.3 ip.go).

/** Whether a create is checked strictly: the StrictIPCIDRValidation gate of the write's version. */
export function strictOnCreate(ctx: {
  op: 'create' | 'update';
  gates?: { StrictIPCIDRValidation: boolean };
}): boolean {
  return ctx.op === 'create' && ctx.gates?.StrictIPCIDRValidation === true;
}

/** The scope words for legacy IPs and CIDRs on a write of a version whose gate is on ('' when off). */
export function strictScope(ctx: {
  op: 'create' | 'update';
  gates?: { StrictIPCIDRValidation: boolean };
}): string {
  if (ctx.gates?.StrictIPCIDRValidation !== true) return '';
  return ctx.op === 'create'
    ? '; IPs and CIDRs checked strictly (the StrictIPCIDRValidation gate, on from 1.36: no leading zeros, IPv4-mapped IPv6 or host bits)'
    : '; on an update IPs and CIDRs are only read as with the StrictIPCIDRValidation gate off: the cluster (gate on from 1.36) also refuses a value with leading zeros, an IPv4-mapped IPv6 address or host bits unless the stored object has it in that field';
}

// k8s.io/utils/net's matchZeros: leading zeros of a dotted quad (and of a prefix length) dropped.
const SLOPPY_ZEROS =
  /(^|:)0*(0|[1-9][0-9]*)\.0*(0|[1-9][0-9]*)\.0*(0|[1-9][0-9]*)\.0*(0|[1-9][0-9]*)((\/)0*(0|[1-9][0-9]*))?$/;

function stripZeros(s: string): string {
  return s.replace(SLOPPY_ZEROS, '$1$2.$3.$4.$5$7$8');
}

/** The eight 16-bit groups of an IPv6 address Go's parser accepts, or null. */
function v6Groups(s: string): number[] | null {
  if (!isIPv6(s)) return null;
  let text = s;
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    const o = tail.split('.').map(Number);
    text = `${text.slice(0, text.length - tail.length)}${(((o[0] ?? 0) << 8) | (o[1] ?? 0)).toString(16)}:${(((o[2] ?? 0) << 8) | (o[3] ?? 0)).toString(16)}`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const a = head === '' ? [] : head.split(':').map((g) => Number.parseInt(g, 16));
  const b = rest === undefined || rest === '' ? [] : rest.split(':').map((g) => Number.parseInt(g, 16));
  return rest === undefined ? a : [...a, ...new Array<number>(8 - a.length - b.length).fill(0), ...b];
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d): Go's To4 reads it as IPv4. */
function isMapped(s: string): boolean {
  const g = v6Groups(s);
  if (g === null) return false;
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
}

/** netutils.ParseIPSloppy reads it. */
export function isIPSloppy(s: string): boolean {
  return isIP(s) || isIP(stripZeros(s));
}

/** netutils.IsIPv6String: parses, and is not IPv4 (nor IPv4-mapped). */
export function isIPv6Sloppy(s: string): boolean {
  const t = isIP(s) ? s : stripZeros(s);
  return isIPv6(t) && !isMapped(t);
}

/** IsValidIPForLegacyField's messages (empty: valid). */
export function legacyIPMessages(s: string, strict: boolean): string[] {
  if (!isIPSloppy(s)) return [IP_MESSAGE];
  if (!strict) return [];
  const out: string[] = [];
  if (!isIP(s)) out.push('must not have leading 0s');
  else if (isMapped(s)) out.push('must not be an IPv4-mapped IPv6 address');
  return out;
}

/** A CIDR as netutils.ParseCIDRSloppy reads it: the address text (zeros stripped) and prefix length, or null. */
function sloppyPrefix(s: string): { ip: string; bits: number } | null {
  const t = stripZeros(s);
  const slash = t.indexOf('/');
  if (slash < 0) return null;
  const ip = t.slice(0, slash);
  const bits = t.slice(slash + 1);
  if (!/^[0-9]{1,10}$/.test(bits)) return null;
  const n = Number(bits);
  if (isIPv4(ip)) return n <= 32 ? { ip, bits: n } : null;
  return isIPv6(ip) && n <= 128 ? { ip, bits: n } : null;
}

/** netutils.ParseCIDRSloppy for IPv4 networks: the address as a number and the prefix length; 'v6'; null when unreadable. */
export function sloppyCIDR(s: string): { n: number; bits: number } | 'v6' | null {
  const p = sloppyPrefix(s);
  if (p === null) return null;
  if (!isIPv4(p.ip)) return 'v6';
  return { n: p.ip.split('.').reduce((acc, o) => acc * 256 + Number(o), 0), bits: p.bits };
}

/** IsValidCIDRForLegacyField's messages (empty: valid). */
export function legacyCIDRMessages(s: string, strict: boolean): string[] {
  const p = sloppyPrefix(s);
  if (p === null) return [CIDR_MESSAGE];
  if (!strict) return [];
  const slash = s.indexOf('/');
  const ip = s.slice(0, slash);
  const bits = s.slice(slash + 1);
  if (!isIP(ip) || (bits.length > 1 && bits.startsWith('0')))
    return ['must not have leading 0s in IP or prefix length'];
  if (isMapped(ip)) return ['must not have an IPv4-mapped IPv6 address'];
  const groups = v6Groups(ip);
  if (groups === null) return cidrMessages(s);
  const n = Number(bits);
  const hostBits = groups.some((g, i) => {
    const keep = Math.min(16, Math.max(0, n - i * 16));
    return (g & (0xffff >> keep)) !== 0;
  });
  return hostBits ? ['must not have bits set beyond the prefix length'] : [];
}
