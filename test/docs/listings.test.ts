// The documentation's jsonc sketches name only fields of the type they sketch, and
// its layouts name paths that exist.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS, REPO, where } from './blocks.ts';

/** Where each jsonc sketch's fields are declared. */
const SKETCH_SOURCES: Record<string, string[]> = {
  'docs/cli.md': ['core/simulate.ts'],
  'docs/report.md': ['core/preview/types.ts'],
};

describe('sketches and listings', () => {
  for (const b of BLOCKS.filter((x) => x.lang === 'jsonc')) {
    it(`${where(b)}: names only declared fields`, () => {
      const sources = SKETCH_SOURCES[b.file];
      expect(
        sources,
        `${b.file}: say in SKETCH_SOURCES which source declares the sketch's fields`,
      ).toBeTruthy();
      const declared = sources.map((f) => readFileSync(join(REPO, f), 'utf8')).join('\n');
      const keys = new Set([...b.text.matchAll(/"([A-Za-z][\w-]*)"\s*:/g)].map((m) => m[1]));
      expect(keys.size).toBeGreaterThan(3);
      for (const k of keys) expect(declared, k).toMatch(new RegExp(`\\b${k}\\??:|'${k}'`));
    });
  }

  for (const b of BLOCKS.filter((x) => x.lang === '')) {
    it(`${where(b)}: a layout whose paths exist`, () => {
      const stack: string[] = [];
      let n = 0;
      for (const line of b.text.split('\n')) {
        const m = /^( *)(\S+)/.exec(line);
        if (!m || !/\/$|\.ts$/.test(m[2])) continue;
        const depth = m[1].length / 2;
        stack.length = depth;
        const path = [...stack, m[2]].join('');
        expect(existsSync(join(REPO, path)), `${where(b)}: ${path}`).toBe(true);
        stack.push(m[2]);
        n++;
      }
      expect(n).toBeGreaterThan(5);
    });
  }

  it('every block has a language this test knows', () => {
    for (const b of BLOCKS) expect(['sh', 'ts', 'yaml', 'jsonc', ''], where(b)).toContain(b.lang);
  });
});
