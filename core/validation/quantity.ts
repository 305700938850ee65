// resource.Quantity as far as validation compares it (k8s.io/apimachinery
// pkg/api/resource/quantity.go): parsed to an exact fraction of bigints, so that
// "1Gi" and "1073741824" compare equal and "500Mi" < "1Gi".

const BINARY: Record<string, bigint> = {
  Ki: 1024n,
  Mi: 1024n ** 2n,
  Gi: 1024n ** 3n,
  Ti: 1024n ** 4n,
  Pi: 1024n ** 5n,
  Ei: 1024n ** 6n,
};
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const FORM = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(?:(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)|[eE]([+-]?[0-9]+))?$/;

/** A quantity as num/den (den > 0), or null when the text is not a quantity. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

export function parseQuantity(text: string): Fraction | null {
  const m = FORM.exec(text);
  if (m === null) return null;
  const [, sign, whole = '', frac = '', suffix, exp] = m;
  if (whole.length === 0 && frac.length === 0) return null;
  let num = BigInt(`${whole}${frac}` || '0');
  let den = 10n ** BigInt(frac.length);
  if (suffix !== undefined && suffix in BINARY) num *= BINARY[suffix] as bigint;
  else {
    const e = exp !== undefined ? Number(exp) : (DECIMAL[suffix ?? ''] ?? 0);
    if (Math.abs(e) > 400) return null;
    if (e >= 0) num *= 10n ** BigInt(e);
    else den *= 10n ** BigInt(-e);
  }
  if (sign === '-') num = -num;
  return { num, den };
}

/** -1, 0 or 1 as a < b, a = b, a > b. */
export function compareQuantity(a: Fraction, b: Fraction): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export const ZERO: Fraction = { num: 0n, den: 1n };
