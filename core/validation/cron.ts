// CronJob schedules as github.com/robfig/cron/v3 ParseStandard reads them (the parser
// kubernetes/kubernetes v1.35 pkg/apis/batch/validation uses): five fields (minute,
// hour, day of month, month, day of week) or a descriptor (@hourly, @every 1h...),
// an optional TZ= / CRON_TZ= prefix. The answer is the parser's error text, or null.
// Time zones are checked with Intl (the runtime's IANA data, cached per name).

interface Bounds {
  min: number;
  max: number;
  names?: Record<string, number>;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const DAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

const FIELDS: Bounds[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTHS },
  { min: 0, max: 6, names: DAYS },
];

const DESCRIPTORS = new Set([
  '@yearly',
  '@annually',
  '@monthly',
  '@weekly',
  '@daily',
  '@midnight',
  '@hourly',
]);

class CronError extends Error {}

/** strconv.Atoi, and the parser's negative-number rule. */
function mustParseInt(expr: string): number {
  if (!/^[+-]?\d+$/.test(expr))
    throw new CronError(`failed to parse int from ${expr}: strconv.Atoi: parsing "${expr}": invalid syntax`);
  const n = Number(expr);
  if (!Number.isSafeInteger(n) || Math.abs(n) > 2 ** 63)
    throw new CronError(
      `failed to parse int from ${expr}: strconv.Atoi: parsing "${expr}": value out of range`,
    );
  if (n < 0) throw new CronError(`negative number (${n}) not allowed: ${expr}`);
  return n;
}

function intOrName(expr: string, names: Record<string, number> | undefined): number {
  const named = names?.[expr.toLowerCase()];
  if (named !== undefined && Object.hasOwn(names as object, expr.toLowerCase())) return named;
  return mustParseInt(expr);
}

function range(expr: string, b: Bounds): void {
  const rangeAndStep = expr.split('/');
  const lowAndHigh = (rangeAndStep[0] as string).split('-');
  const single = lowAndHigh.length === 1;
  let start: number;
  let end: number;
  const low = lowAndHigh[0] as string;
  if (low === '*' || low === '?') {
    start = b.min;
    end = b.max;
  } else {
    start = intOrName(low, b.names);
    if (lowAndHigh.length === 1) end = start;
    else if (lowAndHigh.length === 2) end = intOrName(lowAndHigh[1] as string, b.names);
    else throw new CronError(`too many hyphens: ${expr}`);
  }
  let step = 1;
  if (rangeAndStep.length === 2) {
    step = mustParseInt(rangeAndStep[1] as string);
    if (single) end = b.max;
  } else if (rangeAndStep.length > 2) throw new CronError(`too many slashes: ${expr}`);
  if (start < b.min) throw new CronError(`beginning of range (${start}) below minimum (${b.min}): ${expr}`);
  if (end > b.max) throw new CronError(`end of range (${end}) above maximum (${b.max}): ${expr}`);
  if (start > end) throw new CronError(`beginning of range (${start}) beyond end of range (${end}): ${expr}`);
  if (step === 0) throw new CronError(`step of range should be a positive number: ${expr}`);
}

const DURATION_UNITS = new Set(['ns', 'us', 'µs', 'μs', 'ms', 's', 'm', 'h']);

/** time.ParseDuration's errors (null: a valid duration). */
function durationError(s: string): string | null {
  const q = JSON.stringify(s);
  let rest = s.replace(/^[-+]/, '');
  if (rest === '0') return null;
  if (rest === '') return `time: invalid duration ${q}`;
  while (rest !== '') {
    const num = /^(\d*)(\.\d*)?/.exec(rest) as RegExpExecArray;
    if ((num[1] ?? '') === '' && (num[2] ?? '').length <= 1) return `time: invalid duration ${q}`;
    rest = rest.slice(num[0].length);
    const unit = /^[^\d.]*/.exec(rest)?.[0] ?? '';
    if (unit === '') return `time: missing unit in duration ${q}`;
    if (!DURATION_UNITS.has(unit)) return `time: unknown unit ${JSON.stringify(unit)} in duration ${q}`;
    rest = rest.slice(unit.length);
  }
  return null;
}

const zoneCache = new Map<string, boolean>();

/** time.LoadLocation's verdict, from the runtime's IANA data (names are case-sensitive, as tzdata's files are). */
export function isKnownTimeZone(name: string): boolean {
  if (name === '' || name === 'UTC') return true;
  const cached = zoneCache.get(name);
  if (cached !== undefined) return cached;
  let ok: boolean;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    // Intl ignores case; tzdata does not: a name that differs from its canonical form only in case is unknown.
    ok = resolved === name || resolved.toLowerCase() !== name.toLowerCase();
  } catch {
    ok = false;
  }
  zoneCache.set(name, ok);
  return ok;
}

/** cron.ParseStandard(spec)'s error text, or null when the schedule parses. */
export function cronScheduleError(schedule: string): string | null {
  try {
    let spec = schedule;
    if (spec.length === 0) throw new CronError('empty spec string');
    if (spec.startsWith('TZ=') || spec.startsWith('CRON_TZ=')) {
      const i = spec.indexOf(' ');
      const eq = spec.indexOf('=');
      const zone = i < 0 ? spec.slice(eq + 1) : spec.slice(eq + 1, i);
      if (!isKnownTimeZone(zone))
        throw new CronError(`provided bad location ${zone}: unknown time zone ${zone}`);
      spec = i < 0 ? '' : spec.slice(i).trim();
    }
    if (spec.startsWith('@')) {
      if (DESCRIPTORS.has(spec)) return null;
      if (spec.startsWith('@every ')) {
        const err = durationError(spec.slice(7));
        if (err !== null) throw new CronError(`failed to parse duration ${spec}: ${err}`);
        return null;
      }
      throw new CronError(`unrecognized descriptor: ${spec}`);
    }
    const fields = spec.split(/\s+/).filter((f) => f !== '');
    if (fields.length !== 5)
      throw new CronError(`expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]`);
    fields.forEach((f, i) => {
      for (const r of f.split(',')) if (r !== '') range(r, FIELDS[i] as Bounds);
    });
    return null;
  } catch (e) {
    if (e instanceof CronError) return e.message;
    throw e;
  }
}
