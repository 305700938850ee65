// metav1.Time and metav1.MicroTime as the API server decodes and encodes them
// (k8s.io/apimachinery pkg/apis/meta/v1/time.go, micro_time.go): the text is read
// by Go's time.Parse with the RFC 3339 layout (MicroTime: with exactly six
// fractional digits) and written back in UTC, Time to the second (a fraction is
// cut), MicroTime to the microsecond. The zero time is written as null. Parse
// errors carry Go's wording (src/time/format.go: ParseError, quote, getnum,
// skip, parseNanoseconds); the layouts are fixed, so their chunks are listed here.

import { utf8Bytes } from '../base64.ts';

const RFC3339 = '2006-01-02T15:04:05Z07:00';
const RFC3339_MICRO = '2006-01-02T15:04:05.000000Z07:00';

type Chunk =
  | { lit: string }
  | { std: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'frac6' | 'zone'; text: string };

const TIME_CHUNKS: Chunk[] = [
  { std: 'year', text: '2006' },
  { lit: '-' },
  { std: 'month', text: '01' },
  { lit: '-' },
  { std: 'day', text: '02' },
  { lit: 'T' },
  { std: 'hour', text: '15' },
  { lit: ':' },
  { std: 'minute', text: '04' },
  { lit: ':' },
  { std: 'second', text: '05' },
];
const ZONE: Chunk = { std: 'zone', text: 'Z07:00' };
const LAYOUTS = {
  time: { layout: RFC3339, chunks: [...TIME_CHUNKS, ZONE] },
  micro: {
    layout: RFC3339_MICRO,
    chunks: [...TIME_CHUNKS, { std: 'frac6', text: '.000000' } as Chunk, ZONE],
  },
};

/** Go's time.quote: ASCII as is (with `"` and `\` escaped), other bytes as \xNN. */
function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x80 || c < 0x20) {
      for (const b of utf8Bytes(ch)) out += `\\x${b.toString(16).padStart(2, '0')}`;
    } else out += ch === '"' || ch === '\\' ? `\\${ch}` : ch;
  }
  return `${out}"`;
}

function isDigitAt(s: string, i: number): boolean {
  return i < s.length && s[i] >= '0' && s[i] <= '9';
}

/** Go's getnum: one or two digits (two when fixed). */
function getnum(s: string, fixed: boolean): [number, string] | null {
  if (!isDigitAt(s, 0)) return null;
  if (!isDigitAt(s, 1)) return fixed ? null : [Number(s[0]), s.slice(1)];
  return [Number(s.slice(0, 2)), s.slice(2)];
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export type DecodedTime = { ok: true; value: string | null } | { ok: false; error: string };

/** A JSON string decoded as metav1.Time (`micro`: MicroTime), as the server stores it. */
export function decodeGoTime(value: string, micro: boolean): DecodedTime {
  const { layout, chunks } = micro ? LAYOUTS.micro : LAYOUTS.time;
  const cannot = (elem: string, layoutElem: string): DecodedTime => ({
    ok: false,
    error: `parsing time ${goQuote(value)} as ${goQuote(layout)}: cannot parse ${goQuote(elem)} as ${goQuote(layoutElem)}`,
  });
  const outOfRange = (what: string): DecodedTime => ({
    ok: false,
    error: `parsing time ${goQuote(value)}: ${what} out of range`,
  });
  let v = value;
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let nanos = 0;
  let offset = 0;
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i];
    if ('lit' in c) {
      if (v[0] !== c.lit) return cannot(v, c.lit);
      v = v.slice(1);
      continue;
    }
    const hold = v;
    switch (c.std) {
      case 'year': {
        if (v.length < 4 || !isDigitAt(v, 0) || !/^[0-9]{4}$/.test(v.slice(0, 4)))
          return cannot(hold, c.text);
        year = Number(v.slice(0, 4));
        v = v.slice(4);
        break;
      }
      case 'month':
      case 'day':
      case 'minute':
      case 'second':
      case 'hour': {
        const n = getnum(v, c.std !== 'hour');
        if (n === null) return cannot(hold, c.text);
        v = n[1];
        const x = n[0];
        if (c.std === 'month') {
          if (x <= 0 || x > 12) return outOfRange('month');
          month = x;
        } else if (c.std === 'day') day = x;
        else if (c.std === 'hour') {
          if (x >= 24) return outOfRange('hour');
          hour = x;
        } else if (c.std === 'minute') {
          if (x >= 60) return outOfRange('minute');
          minute = x;
        } else {
          if (x >= 60) return outOfRange('second');
          second = x;
          // A fraction the layout does not have is read all the same (any number of digits).
          if (!micro && v.length >= 2 && (v[0] === '.' || v[0] === ',') && isDigitAt(v, 1)) {
            let n2 = 2;
            while (isDigitAt(v, n2)) n2++;
            nanos = Number(v.slice(1, Math.min(n2, 10)).padEnd(9, '0'));
            v = v.slice(n2);
          }
        }
        break;
      }
      case 'frac6': {
        if (v.length < 7 || (v[0] !== '.' && v[0] !== ',') || !/^[0-9]{6}$/.test(v.slice(1, 7)))
          return cannot(hold, c.text);
        nanos = Number(v.slice(1, 7)) * 1000;
        v = v.slice(7);
        break;
      }
      case 'zone': {
        if (v[0] === 'Z') {
          v = v.slice(1);
          break;
        }
        if (v.length < 6 || v[3] !== ':') return cannot(hold, c.text);
        const hh = getnum(v.slice(1, 3), true);
        const mm = getnum(v.slice(4, 6), true);
        if (hh === null || mm === null) return cannot(hold, c.text);
        if (mm[0] > 60) return outOfRange('time zone offset minute');
        if (hh[0] > 24) return outOfRange('time zone offset hour');
        if (v[0] !== '+' && v[0] !== '-') return cannot(hold, c.text);
        offset = (v[0] === '-' ? -1 : 1) * (hh[0] * 60 + mm[0]) * 60;
        v = v.slice(6);
        break;
      }
    }
  }
  if (v.length > 0) return { ok: false, error: `parsing time ${goQuote(value)}: extra text: ${goQuote(v)}` };
  if (day < 1 || day > daysIn(month, year)) return outOfRange('day');
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  d.setTime(d.getTime() - offset * 1000);
  return { ok: true, value: format(d, nanos, micro) };
}

function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

function format(d: Date, nanos: number, micro: boolean): string | null {
  const y = d.getUTCFullYear();
  if (
    y === 1 &&
    d.getUTCMonth() === 0 &&
    d.getUTCDate() === 1 &&
    d.getUTCHours() === 0 &&
    d.getUTCMinutes() === 0 &&
    d.getUTCSeconds() === 0 &&
    nanos === 0
  )
    return null;
  const date = `${pad(y, 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
  const time = `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
  return micro ? `${date}T${time}.${pad(Math.floor(nanos / 1000), 6)}Z` : `${date}T${time}Z`;
}
