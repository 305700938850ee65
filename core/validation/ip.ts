// IP and CIDR text as apimachinery v0.35 pkg/util/validation/ip.go checks it
// (IsValidIP, IsValidCIDR): strict IPv4 (no leading zeros), IPv6 with one '::'.
// The canonical-form check is made for IPv4 only.

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
