// metav1.Time: RFC 3339 in whole seconds, UTC. Parsing accepts what Go's
// time.Parse(time.RFC3339) accepts, including a one-digit hour ("T0:00:00Z").

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Unix seconds, or null when `s` is not an RFC 3339 time. */
export function parseTime(s: string): number | null {
  const m = RFC3339.exec(s);
  if (!m) return null;
  const [, y, mo, d, h, mi, se, zone] = m;
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(se);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  // Date.UTC reads years 0 to 99 as 1900 to 1999: the year is set on its own.
  const date = new Date(0);
  date.setUTCFullYear(Number(y), month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  let t = date.getTime() / 1000;
  if (date.getUTCDate() !== day) return null; // e.g. February 30
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone[0] === '-' ? -1 : 1;
    t -= sign * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
  }
  return t;
}

export function formatTime(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 19)}Z`;
}

/** The current time in whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
