// Values the API server makes up on create: a generated name
// (staging/src/k8s.io/apiserver/pkg/storage/names/generate.go: the prefix cut to
// 58 characters plus utilrand.String(5)) and a UID (a random, version-4 UUID).

/** utilrand's alphabet (staging/src/k8s.io/apimachinery/pkg/util/rand/rand.go): no vowels, no 0, 1, 3. */
export const NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';
const MAX_NAME = 63;
const RANDOM_LENGTH = 5;

function pick(random: () => number, n: number): number {
  const r = random();
  const i = Math.floor((Number.isFinite(r) ? r : 0) * n);
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

export function generateName(prefix: string, random: () => number): string {
  let s = prefix.length > MAX_NAME - RANDOM_LENGTH ? prefix.slice(0, MAX_NAME - RANDOM_LENGTH) : prefix;
  for (let i = 0; i < RANDOM_LENGTH; i++) s += NAME_ALPHABET[pick(random, NAME_ALPHABET.length)];
  return s;
}

export function newUid(random: () => number): string {
  const b: number[] = [];
  for (let i = 0; i < 16; i++) b.push(pick(random, 256));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A small seeded generator (mulberry32) for reproducible scenarios. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
