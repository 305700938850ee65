// resource.Quantity as container resources need it (k8s.io/apimachinery v0.35.0
// pkg/api/resource/quantity.go): parse, compare exactly, and print the canonical form
// (String()) the API server's messages show. Values are held as nano-units (rounded
// up, as Quantity keeps at most nine fractional digits) in a bigint.

const QUANTITY = /^([+-]?)(\d*)(?:\.(\d*))?(?:(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)|[eE]([+-]?\d+))?$/;

type Format = 'BinarySI' | 'DecimalSI' | 'DecimalExponent';

export interface Quantity {
  /** The value times 10^9. */
  nanos: bigint;
  format: Format;
}

const DECIMAL_EXP: Record<string, number> = {
  n: -9,
  u: -6,
  m: -3,
  '': 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const BINARY_EXP: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };

function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a > 0n === b > 0n ? q + 1n : q;
}

/** The quantity, or null when the text is not one. */
export function parseQuantity(text: string): Quantity | null {
  const m = QUANTITY.exec(text);
  if (m === null) return null;
  const [, sign, whole = '', frac = '', suffix, exp] = m;
  if (whole.length === 0 && frac.length === 0) return null;
  let num = BigInt(`${whole}${frac}` || '0');
  let den = 10n ** BigInt(frac.length);
  let format: Format = 'DecimalSI';
  if (suffix !== undefined && suffix in BINARY_EXP) {
    num *= 2n ** BigInt(BINARY_EXP[suffix] as number);
    format = 'BinarySI';
  } else {
    let e = 0;
    if (exp !== undefined) {
      e = Number(exp);
      format = 'DecimalExponent';
      if (!Number.isSafeInteger(e) || Math.abs(e) > 1000) return null;
    } else e = DECIMAL_EXP[suffix ?? ''] as number;
    if (e >= 0) num *= 10n ** BigInt(e);
    else den *= 10n ** BigInt(-e);
  }
  let nanos = ceilDiv(num * 1_000_000_000n, den);
  if (sign === '-') nanos = -nanos;
  return { nanos, format };
}

export function compareQuantities(a: Quantity, b: Quantity): number {
  return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
}

const DECIMAL_SUFFIX: Record<number, string> = {
  [-9]: 'n',
  [-6]: 'u',
  [-3]: 'm',
  0: '',
  3: 'k',
  6: 'M',
  9: 'G',
  12: 'T',
  15: 'P',
  18: 'E',
};
const BINARY_SUFFIX = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];

/** Quantity.String(): the canonical text (`1500m`, `2k`, `1Gi`, `1e3`). */
export function quantityString(q: Quantity): string {
  if (q.nanos === 0n) return '0';
  const neg = q.nanos < 0n;
  const abs = neg ? -q.nanos : q.nanos;
  const sign = neg ? '-' : '';
  let format = q.format;
  const whole = abs % 1_000_000_000n === 0n;
  if (format === 'BinarySI' && (abs < 1024n * 1_000_000_000n || !whole)) format = 'DecimalSI';
  if (format === 'BinarySI') {
    let v = abs / 1_000_000_000n;
    let i = 0;
    while (i < BINARY_SUFFIX.length - 1 && v % 1024n === 0n) {
      v /= 1024n;
      i++;
    }
    return `${sign}${v}${BINARY_SUFFIX[i]}`;
  }
  // Mantissa and a power of ten that is a multiple of three, the largest that keeps the mantissa whole.
  let mantissa = abs;
  let exp = -9;
  while (mantissa % 1000n === 0n && (format === 'DecimalExponent' || exp < 18)) {
    mantissa /= 1000n;
    exp += 3;
  }
  if (format === 'DecimalExponent') return `${sign}${mantissa}${exp === 0 ? '' : `e${exp}`}`;
  return `${sign}${mantissa}${DECIMAL_SUFFIX[exp]}`;
}
