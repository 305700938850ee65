// Every relative link (and #anchor) of README.md and docs/*.md resolves.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS, REPO } from './blocks.ts';

/** GitHub's anchor of a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

describe('links', () => {
  for (const file of DOCS) {
    it(`${file}: every relative link and anchor resolves`, () => {
      let fenced = false;
      let n = 0;
      readFileSync(join(REPO, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.startsWith('```')) fenced = !fenced;
          if (fenced) return;
          for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
            const target = m[1];
            if (/^[a-z]+:/.test(target)) continue;
            n++;
            const [path, anchor] = target.split('#');
            const abs = path === '' ? join(REPO, file) : resolve(dirname(join(REPO, file)), path);
            const at = `${file}:${i + 1}: ${target}`;
            expect(existsSync(abs), at).toBe(true);
            if (anchor !== undefined) {
              expect(abs.endsWith('.md'), at).toBe(true);
              expect([...anchorsOf(abs)], at).toContain(anchor);
            }
          }
        });
      if (file !== 'README.md') expect(n, 'links to the other pages').toBeGreaterThan(0);
    });
  }

  it('the README links every page of docs/', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    for (const f of DOCS.filter((d) => d !== 'README.md')) expect(readme, f).toContain(`](${f})`);
  });
});
