// Surfaces (api/, cli/, gather/, action/, playground/src) reach the engine only
// through core/index.ts or a folder's index.ts (docs/development.md, "Layout"):
// this test lists every import of a core file that is not an index.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const core = join(repo, 'core');
const SURFACES = ['api', 'cli', 'gather', 'action', 'playground/src'];

/** The module specifiers of a source text: static imports and exports, bare and dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"])([^'"]+)\1/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) found.push(match[2] as string);
  return found;
}

/** The core files a surface file imports that are not an index, as repository paths. */
function coreFilesImported(file: string, source: string): string[] {
  const bad: string[] = [];
  for (const spec of specifiers(source)) {
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(`${core}/`) || target.endsWith('/index.ts')) continue;
    bad.push(relative(repo, target));
  }
  return bad;
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'dist' || name === 'node_modules') continue;
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx|mts)$/.test(name)) out.push(path);
  }
  return out;
}

describe('surfaces import core through its indexes', () => {
  it('finds a direct import of a core file, static, bare or dynamic', () => {
    const file = join(repo, 'cli', 'example.ts');
    expect(coreFilesImported(file, "import { renderText } from '../core/preview/render/text.ts';")).toEqual([
      'core/preview/render/text.ts',
    ]);
    expect(coreFilesImported(file, "export type { JsonValue } from '../core/value.ts';")).toEqual([
      'core/value.ts',
    ]);
    expect(coreFilesImported(file, "const m = await import('../core/simulate.ts');")).toEqual([
      'core/simulate.ts',
    ]);
    expect(coreFilesImported(file, "import '../core/limits.ts';")).toEqual(['core/limits.ts']);
    expect(coreFilesImported(file, "import { x } from '../core/preview/index.ts';")).toEqual([]);
    expect(coreFilesImported(file, "import { parse } from 'yaml';")).toEqual([]);
  });

  it('no file under api/, cli/, gather/, action/ or playground/src imports a core file that is not an index', () => {
    const offences: string[] = [];
    for (const surface of SURFACES) {
      for (const file of sources(join(repo, surface))) {
        for (const target of coreFilesImported(file, readFileSync(file, 'utf8'))) {
          offences.push(`${relative(repo, file)} imports ${target}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
