// The CronJob schedule parser (robfig/cron's cases, test/validation/data/cron.json),
// time zones through Intl, and resource quantities' canonical form (Quantity.String()).

import { describe, expect, it } from 'vitest';
import {
  compareQuantityValues as compareQuantities,
  quantityOrNull as parseQuantity,
  quantityString,
} from '../../core/quantity.ts';
import { cronScheduleError, isKnownTimeZone } from '../../core/validation/cron.ts';
import data from './data/cron.json' with { type: 'json' };

describe(`cron schedules: ${data.origin.repo} ${data.origin.path} ${data.origin.tag}`, () => {
  for (const c of data.cases) {
    it(`${c.test}: ${JSON.stringify(c.schedule)}`, () => {
      const err = cronScheduleError(c.schedule);
      if (c.error === null) expect(err).toBeNull();
      else expect(err).toContain(c.error);
    });
  }
  it('wrong field counts print the fields as Go prints a []string', () => {
    expect(cronScheduleError('*/15 * * *')).toBe('expected exactly 5 fields, found 4: [*/15 * * *]');
  });
});

describe('time zones', () => {
  it('IANA names and links are known, case matters, made-up names are not', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('america/new_york')).toBe(false);
    expect(isKnownTimeZone('Continent/InvalidZone')).toBe(false);
  });
});

describe('quantities (k8s.io/apimachinery pkg/api/resource)', () => {
  const canonical = (s: string) => {
    const q = parseQuantity(s);
    if (q === null) throw new Error(`not a quantity: ${s}`);
    return quantityString(q);
  };
  it('print in canonical form', () => {
    expect(canonical('1000m')).toBe('1');
    expect(canonical('1500m')).toBe('1500m');
    expect(canonical('0.5')).toBe('500m');
    expect(canonical('2000')).toBe('2k');
    expect(canonical('1024Mi')).toBe('1Gi');
    expect(canonical('1.5Gi')).toBe('1536Mi');
    expect(canonical('128974848')).toBe('128974848');
    expect(canonical('129e6')).toBe('129e6');
    expect(canonical('512')).toBe('512');
  });
  it('compare by value across suffixes; refuse what is not a quantity', () => {
    const a = parseQuantity('1Gi');
    const b = parseQuantity('1024Mi');
    const c = parseQuantity('1G');
    if (a === null || b === null || c === null) throw new Error('parse');
    expect(compareQuantities(a, b)).toBe(0);
    expect(compareQuantities(c, a)).toBe(-1);
    expect(parseQuantity('1.2.3')).toBeNull();
    // An empty numerator is 0 (parseQuantityString in quantity.go), so a bare suffix parses.
    expect(canonical('Gi')).toBe('0');
    expect(parseQuantity('')).toBeNull();
  });
});
