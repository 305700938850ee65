// core/base64.ts against the host's own encoders (Node's Buffer, TextEncoder, atob),
// on random strings with every kind of code point, lone surrogates included.

import { describe, expect, it } from 'vitest';
import { base64Binary, utf8Base64, utf8Bytes } from '../../core/base64.ts';

function randomText(seed: number, n: number): string {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x;
  };
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = next() % 6;
    if (r === 0) s += String.fromCharCode(next() % 0x80);
    else if (r === 1) s += String.fromCharCode(0x80 + (next() % 0x780));
    else if (r === 2) s += String.fromCharCode(0x800 + (next() % 0xd000));
    else if (r === 3) s += String.fromCodePoint(0x10000 + (next() % 0xfffff));
    else if (r === 4)
      s += String.fromCharCode(0xd800 + (next() % 0x800)); // a lone surrogate
    else s += 'é';
  }
  return s;
}

describe('core/base64', () => {
  it('encodes UTF-8 and base64 as TextEncoder and Buffer do', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const s = randomText(seed, seed % 37);
      expect(utf8Bytes(s)).toEqual([...new TextEncoder().encode(s)]);
      expect(utf8Base64(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
    }
  });

  it('decodes base64 to a binary string as atob does, and says null where atob throws', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const b = Buffer.from(randomText(seed, seed % 23), 'utf8').toString('base64');
      expect(base64Binary(b)).toBe(atob(b));
    }
    for (const bad of ['a', 'ab$c', '====', 'abc==d']) {
      expect(() => atob(bad)).toThrow();
      expect(base64Binary(bad)).toBeNull();
    }
  });
});
