// Kubernetes' CEL IP and CIDR libraries (k8s.io/apiserver v0.35 pkg/cel/library/ip.go,
// cidr.go; addresses as Go's net/netip parses them: no leading zeros, no zones, no
// IPv4-mapped IPv6): ip(), isIP(), ip.isCanonical(), family(), isUnspecified(),
// isLoopback(), isLinkLocalMulticast(), isLinkLocalUnicast(), isGlobalUnicast(),
// cidr(), isCIDR(), containsIP(), containsCIDR(), ip(), masked(), prefixLength() and
// string(). @bufbuild/cel has no opaque types: an address or a prefix is a one-entry
// map holding its canonical text, so equal values are equal maps (`==` works), but
// `type(ip(...))` is a map, not net.IP. A parse error keeps upstream's wrapper;
// net/netip's own reason after it is given in a shorter form.

import {
  type CelFunc,
  type CelMap,
  CelScalar,
  type CelValue,
  celFunc,
  celMethod,
  isCelMap,
  mapType,
} from '@bufbuild/cel';

const { STRING, INT, BOOL, DYN } = CelScalar;
const NET = mapType(STRING, STRING);
const IP_KEY = '\u0000ip';
const CIDR_KEY = '\u0000cidr';

/** An address: 4 or 16 bytes. */
type Bytes = number[];

const V4 = /^(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})$/;

function v4Bytes(s: string): Bytes | null {
  const m = V4.exec(s);
  if (m === null) return null;
  const b = m.slice(1, 5).map(Number);
  return b.every((x) => x <= 255) ? b : null;
}

function v6Bytes(s: string): Bytes | null {
  let text = s;
  const last = text.lastIndexOf(':');
  if (last < 0) return null;
  const tail = text.slice(last + 1);
  if (tail.includes('.')) {
    // A trailing dotted quad is the last two groups.
    const v4 = v4Bytes(tail);
    if (v4 === null) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    text = `${text.slice(0, last + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (h: string): number[] | null => {
    if (h === '') return [];
    const out: number[] = [];
    for (const g of h.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
      out.push(Number.parseInt(g, 16));
    }
    return out;
  };
  const a = parse(halves[0] as string);
  const b = halves.length === 2 ? parse(halves[1] as string) : [];
  if (a === null || b === null) return null;
  let groups: number[];
  if (halves.length === 2) {
    if (a.length + b.length >= 8) return null;
    groups = [...a, ...new Array<number>(8 - a.length - b.length).fill(0), ...b];
  } else if (a.length === 8) groups = a;
  else return null;
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

function is4In6(b: Bytes): boolean {
  return b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;
}

/** netip's String(): dotted IPv4, RFC 5952 IPv6 (the first longest run of two or more zero groups as ::). */
function addrString(b: Bytes): string {
  if (b.length === 4) return b.join('.');
  const g: number[] = [];
  for (let i = 0; i < 16; i += 2) g.push(((b[i] ?? 0) << 8) | (b[i + 1] ?? 0));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j === i ? i + 1 : j;
  }
  const hex = (xs: number[]) => xs.map((x) => x.toString(16)).join(':');
  return best < 0 ? hex(g) : `${hex(g.slice(0, best))}::${hex(g.slice(best + bestLen))}`;
}

/** parseIPAddr: netip.ParseAddr, then no zone and no IPv4-mapped IPv6. */
function parseAddr(raw: string): Bytes {
  if (raw.includes('%') && v6Bytes(raw.slice(0, raw.indexOf('%'))) !== null)
    throw new Error(`IP address ${JSON.stringify(raw)} with zone value is not allowed`);
  const b = raw.includes(':') ? v6Bytes(raw) : v4Bytes(raw);
  if (b === null)
    throw new Error(
      `IP Address ${JSON.stringify(raw)} parse error during conversion from string: ParseAddr(${JSON.stringify(raw)}): unable to parse IP`,
    );
  if (is4In6(b)) throw new Error(`IPv4-mapped IPv6 address ${JSON.stringify(raw)} is not allowed`);
  return b;
}

interface Prefix {
  addr: Bytes;
  bits: number;
}

/** parseCIDR: netip.ParsePrefix, then no IPv4-mapped IPv6 (upstream wraps its error twice). */
function parsePrefix(raw: string): Prefix {
  const wrap = 'network address parse error during conversion from string: ';
  const fail = (why: string) => new Error(`${wrap}${wrap}netip.ParsePrefix(${JSON.stringify(raw)}): ${why}`);
  const slash = raw.lastIndexOf('/');
  if (slash < 0) throw fail("no '/'");
  const ip = raw.slice(0, slash);
  const bitsText = raw.slice(slash + 1);
  if (ip.includes('%')) throw fail('IPv6 zones cannot be present in a prefix');
  const addr = ip.includes(':') ? v6Bytes(ip) : v4Bytes(ip);
  if (addr === null) throw fail('unable to parse IP');
  if (!/^(0|[1-9][0-9]{0,2})$/.test(bitsText))
    throw fail(`bad bits after slash: ${JSON.stringify(bitsText)}`);
  const bits = Number(bitsText);
  if (bits > addr.length * 8) throw fail(`prefix length out of range`);
  if (is4In6(addr)) throw new Error(`${wrap}IPv4-mapped IPv6 address ${JSON.stringify(raw)} is not allowed`);
  return { addr, bits };
}

function ipValue(b: Bytes): CelMap {
  return new Map([[IP_KEY, addrString(b)]]) as unknown as CelMap;
}

function cidrValue(p: Prefix): CelMap {
  return new Map([[CIDR_KEY, `${addrString(p.addr)}/${p.bits}`]]) as unknown as CelMap;
}

function ipOf(v: CelValue): Bytes {
  const s = isCelMap(v) ? v.get(IP_KEY) : undefined;
  if (typeof s !== 'string') throw new Error('no such overload');
  return parseAddr(s);
}

function cidrOf(v: CelValue): Prefix {
  const s = isCelMap(v) ? v.get(CIDR_KEY) : undefined;
  if (typeof s !== 'string') throw new Error('no such overload');
  return parsePrefix(s);
}

function maskedAddr(p: Prefix): Bytes {
  return p.addr.map((x, i) => {
    const keep = Math.min(8, Math.max(0, p.bits - i * 8));
    return x & (0xff << (8 - keep)) & 0xff;
  });
}

function contains(p: Prefix, b: Bytes): boolean {
  if (b.length !== p.addr.length) return false;
  const m = maskedAddr(p);
  return maskedAddr({ addr: b, bits: p.bits }).every((x, i) => x === m[i]);
}

function isLoopback(b: Bytes): boolean {
  return b.length === 4 ? b[0] === 127 : b.every((x, i) => x === (i === 15 ? 1 : 0));
}

function isLinkLocalUnicast(b: Bytes): boolean {
  return b.length === 4 ? b[0] === 169 && b[1] === 254 : b[0] === 0xfe && ((b[1] ?? 0) & 0xc0) === 0x80;
}

function isUnspecified(b: Bytes): boolean {
  return b.every((x) => x === 0);
}

function boolOf(s: string, parse: (s: string) => unknown): boolean {
  try {
    parse(s);
    return true;
  } catch {
    return false;
  }
}

export const NET_LIBRARY: readonly CelFunc[] = [
  celFunc('ip', [STRING], NET, (s: string) => ipValue(parseAddr(s)) as never),
  celFunc('isIP', [STRING], BOOL, (s: string) => boolOf(s, parseAddr)),
  celFunc('ip.isCanonical', [STRING], BOOL, (s: string) => addrString(parseAddr(s)) === s),
  celMethod('family', NET, [], INT, function (this: CelValue) {
    return ipOf(this).length === 4 ? 4n : 6n;
  }),
  celMethod('isUnspecified', NET, [], BOOL, function (this: CelValue) {
    return isUnspecified(ipOf(this));
  }),
  celMethod('isLoopback', NET, [], BOOL, function (this: CelValue) {
    return isLoopback(ipOf(this));
  }),
  celMethod('isLinkLocalMulticast', NET, [], BOOL, function (this: CelValue) {
    const b = ipOf(this);
    return b.length === 4
      ? b[0] === 224 && b[1] === 0 && b[2] === 0
      : b[0] === 0xff && ((b[1] ?? 0) & 0x0f) === 0x02;
  }),
  celMethod('isLinkLocalUnicast', NET, [], BOOL, function (this: CelValue) {
    return isLinkLocalUnicast(ipOf(this));
  }),
  celMethod('isGlobalUnicast', NET, [], BOOL, function (this: CelValue) {
    const b = ipOf(this);
    const multicast = b.length === 4 ? ((b[0] ?? 0) & 0xf0) === 0xe0 : b[0] === 0xff;
    const broadcast = b.length === 4 && b.every((x) => x === 255);
    return !isUnspecified(b) && !broadcast && !isLoopback(b) && !multicast && !isLinkLocalUnicast(b);
  }),
  celFunc('cidr', [STRING], NET, (s: string) => cidrValue(parsePrefix(s)) as never),
  celFunc('isCIDR', [STRING], BOOL, (s: string) => boolOf(s, parsePrefix)),
  celMethod('containsIP', NET, [DYN], BOOL, function (this: CelValue, o: CelValue) {
    return contains(cidrOf(this), typeof o === 'string' ? parseAddr(o) : ipOf(o));
  }),
  celMethod('containsCIDR', NET, [DYN], BOOL, function (this: CelValue, o: CelValue) {
    const p = cidrOf(this);
    const q = typeof o === 'string' ? parsePrefix(o) : cidrOf(o);
    return p.bits <= q.bits && contains(p, q.addr);
  }),
  celMethod('ip', NET, [], NET, function (this: CelValue) {
    return ipValue(cidrOf(this).addr) as never;
  }),
  celMethod('masked', NET, [], NET, function (this: CelValue) {
    const p = cidrOf(this);
    return cidrValue({ addr: maskedAddr(p), bits: p.bits }) as never;
  }),
  celMethod('prefixLength', NET, [], INT, function (this: CelValue) {
    return BigInt(cidrOf(this).bits);
  }),
  celFunc('string', [NET], STRING, (v: CelValue) => {
    const m = isCelMap(v) ? v : undefined;
    const s = m?.get(IP_KEY) ?? m?.get(CIDR_KEY);
    if (typeof s !== 'string') throw new Error('no such overload');
    return s;
  }),
];
