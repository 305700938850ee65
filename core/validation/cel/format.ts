// Kubernetes' CEL format library (k8s.io/apiserver pkg/cel/library/format.go):
// format.named(name) (an optional), format.<name>() and <format>.validate(s),
// which is none when `s` is valid and else holds the error messages. A format is
// a one-entry map naming it (no opaque types in @bufbuild/cel).

import { type CelFunc, CelScalar, type CelValue, celFunc, celMethod, isCelMap, mapType } from '@bufbuild/cel';
import { formatCheck } from '../crd/formats.ts';
import {
  isDNS1035Label,
  isDNS1123Label,
  isDNS1123Subdomain,
  isLabelValue,
  isQualifiedName,
} from '../strings.ts';
import { optionalOf } from './optional.ts';
import { parseRequestURI } from './url.ts';

const { STRING, DYN } = CelScalar;
const FORMAT = mapType(STRING, STRING);
const OPTIONAL = mapType(STRING, DYN);
const KEY = '\u0000format';

/** apimachinery's maskTrailingDash: a prefix may end in '-' (generateName). */
function masked(s: string): string {
  return s.length > 1 && s.endsWith('-') ? `${s.slice(0, -2)}a` : s;
}

function strfmt(name: string, message: string): (s: string) => string[] {
  return (s) => (formatCheck(name)?.(s) === false ? [message] : []);
}

const FORMATS: ReadonlyMap<string, (s: string) => string[]> = new Map([
  ['dns1123Label', isDNS1123Label],
  ['dns1123Subdomain', isDNS1123Subdomain],
  ['dns1035Label', isDNS1035Label],
  ['qualifiedName', isQualifiedName],
  ['dns1123LabelPrefix', (s: string) => isDNS1123Label(masked(s))],
  ['dns1123SubdomainPrefix', (s: string) => isDNS1123Subdomain(masked(s))],
  ['dns1035LabelPrefix', (s: string) => isDNS1035Label(masked(s))],
  ['labelValue', isLabelValue],
  [
    'uri',
    (s: string) => {
      try {
        parseRequestURI(s);
        return [];
      } catch (e) {
        return [e instanceof Error ? e.message : String(e)];
      }
    },
  ],
  ['uuid', strfmt('uuid', 'does not match the UUID format')],
  ['byte', strfmt('byte', 'invalid base64')],
  ['date', strfmt('date', 'invalid date')],
  ['datetime', strfmt('datetime', 'invalid datetime')],
]);

function formatValue(name: string): CelValue {
  return new Map([[KEY, name]]) as unknown as CelValue;
}

export const FORMAT_LIBRARY: readonly CelFunc[] = [
  celFunc(
    'format.named',
    [STRING],
    OPTIONAL,
    (name: string) =>
      (FORMATS.has(name) ? optionalOf(formatValue(name) as never) : optionalOf(undefined)) as never,
  ),
  ...[...FORMATS.keys()].map((name) =>
    celFunc(`format.${name}`, [], FORMAT, () => formatValue(name) as never),
  ),
  celMethod('validate', FORMAT, [STRING], OPTIONAL, function (this: CelValue, s: string) {
    const name = isCelMap(this) ? this.get(KEY) : undefined;
    const check = typeof name === 'string' ? FORMATS.get(name) : undefined;
    if (check === undefined) throw new Error('no such overload');
    const errs = check(s);
    return (errs.length === 0 ? optionalOf(undefined) : optionalOf(errs)) as never;
  }),
];
