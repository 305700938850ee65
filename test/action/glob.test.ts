// The Action's file patterns (gather/glob.ts, on picomatch) keep the syntax
// action.yml documents; these are the cases where picomatch's defaults differ.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandGlobs, globToRegExp, matchPaths } from '../../gather/glob.ts';

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-glob-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const f of [
  'k8s/.hidden.yaml',
  'k8s/app (copy)/a.yaml',
  'k8s/app (copy)/notes.txt',
  'k8s/a.yaml',
  'k8s/b.yaml',
  'k8s/c.yaml',
  'k8s/sub/d.json',
]) {
  mkdirSync(join(dir, f, '..'), { recursive: true });
  writeFileSync(join(dir, f), '');
}

describe('file patterns', () => {
  it('[!ab] excludes its characters, as [^ab] does', () => {
    expect(globToRegExp('k8s/[!ab].yaml').test('k8s/a.yaml')).toBe(false);
    expect(globToRegExp('k8s/[!ab].yaml').test('k8s/c.yaml')).toBe(true);
    expect(expandGlobs(['k8s/[!ab].yaml'], dir)).toEqual(['k8s/c.yaml']);
  });

  it('* and ** match dot files', () => {
    expect(globToRegExp('k8s/*.yaml').test('k8s/.hidden.yaml')).toBe(true);
    expect(globToRegExp('**/*.yaml').test('.github/k8s/a.yaml')).toBe(true);
  });

  it('parentheses and + are ordinary characters; braces nest', () => {
    expect(globToRegExp('(a).yaml').test('(a).yaml')).toBe(true);
    expect(globToRegExp('(a).yaml').test('a.yaml')).toBe(false);
    expect(globToRegExp('+(a).yaml').test('aa.yaml')).toBe(false);
    expect(globToRegExp('a/{b,c/{d,e}}/*.json').test('a/c/e/x.json')).toBe(true);
    expect(globToRegExp('a/{b,c/{d,e}}/*.json').test('a/c/x.json')).toBe(false);
  });

  it('a directory with parentheses in its name means its manifests', () => {
    expect(expandGlobs(['k8s/app (copy)'], dir)).toEqual(['k8s/app (copy)/a.yaml']);
    expect(
      matchPaths(['k8s/app (copy)/'], dir, ['k8s/app (copy)/a.yaml', 'k8s/app (copy)/notes.txt']),
    ).toEqual(['k8s/app (copy)/a.yaml']);
  });

  it('** at the end matches everything below; ! lines exclude whatever includes them', () => {
    expect(expandGlobs(['k8s/**', '!**/*.txt', '!k8s/sub'], dir)).toEqual([
      'k8s/.hidden.yaml',
      'k8s/a.yaml',
      'k8s/app (copy)/a.yaml',
      'k8s/b.yaml',
      'k8s/c.yaml',
    ]);
  });
});
