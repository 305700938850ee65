// The documentation's TypeScript blocks type-check together with the engine and run;
// a `// prints: X` comment means the output contains X.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SchemaResolver } from '../../core/schema/resolve.ts';
import { FIXTURES } from '../action/helpers/runner.ts';
import { BLOCKS, REPO, sh, where } from './blocks.ts';

const SNIPPET_DIR = join(REPO, '.cache', 'docs-snippets');
const SNIPPETS = BLOCKS.filter((b) => b.lang === 'ts').map((block) => ({
  block,
  file: join(SNIPPET_DIR, `${block.file.replace(/[/.]/g, '-')}-${block.line}.ts`),
}));

/** Checks of snippets that define something instead of printing. */
const EXPORTS: Record<string, (mod: Record<string, unknown>) => Promise<void>> = {
  // docs/schemas.md: a resolver over a cluster's /openapi/v3, here the stand-in's document of example.com/v1
  clusterResolver: async (mod) => {
    const doc = JSON.parse(readFileSync(join(FIXTURES, 'cluster', 'openapi-example.com-v1.json'), 'utf8'));
    const served: Record<string, unknown> = {
      '/openapi/v3': {
        paths: {
          apis: { serverRelativeURL: '/openapi/v3/apis?hash=0' },
          'apis/example.com/v1': { serverRelativeURL: '/openapi/v3/apis/example.com/v1?hash=1' },
        },
      },
      '/openapi/v3/apis/example.com/v1?hash=1': doc,
    };
    const asked: string[] = [];
    const getJson = async (path: string) => {
      asked.push(path);
      if (!Object.hasOwn(served, path)) throw new Error(`not served: ${path}`);
      return served[path];
    };
    const make = mod.clusterResolver as (g: typeof getJson) => Promise<SchemaResolver>;
    const resolver = await make(getJson);
    expect(asked).toEqual(['/openapi/v3', '/openapi/v3/apis/example.com/v1?hash=1']);
    expect(resolver.resolve('example.com/v1', 'Gadget').source).toBe('openapi');
    expect(resolver.resolve('apps/v1', 'Deployment').source).toBe('builtin:1.35');
  },
};

describe('TypeScript snippets', () => {
  beforeAll(() => {
    rmSync(SNIPPET_DIR, { recursive: true, force: true });
    mkdirSync(SNIPPET_DIR, { recursive: true });
    const toRepo = relative(SNIPPET_DIR, REPO);
    for (const s of SNIPPETS) {
      // './core/...' in the docs is relative to the repository root
      const text = s.block.text.replace(/(from\s+')\.\/(core\/)/g, `$1${toRepo}/$2`);
      writeFileSync(s.file, `// ${where(s.block)}\n${text}\n`);
    }
    writeFileSync(
      join(SNIPPET_DIR, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', include: ['*.ts'] }),
    );
  });

  it('there are some, and each prints something checked or defines something checked', () => {
    expect(SNIPPETS.length).toBeGreaterThan(0);
    for (const s of SNIPPETS) {
      const exported = [...s.block.text.matchAll(/^export (?:async )?function (\w+)/gm)].map((m) => m[1]);
      const checked = /\/\/ prints: /.test(s.block.text) || exported.some((name) => name in EXPORTS);
      expect(checked, `${where(s.block)}: add a "// prints: ..." comment or a check in EXPORTS`).toBe(true);
      for (const name of exported) expect(Object.keys(EXPORTS), where(s.block)).toContain(name);
    }
  });

  it('type-check (strict, as the engine)', async () => {
    const tsc = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
    const r = await sh(`"${process.execPath}" "${tsc}" --noEmit -p "${SNIPPET_DIR}"`, REPO);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  for (const s of SNIPPETS) {
    it(`${where(s.block)} runs`, async () => {
      const r = await sh(`"${process.execPath}" --import tsx "${s.file}"`, REPO);
      expect(r.status, r.stderr).toBe(0);
      for (const m of s.block.text.matchAll(/\/\/ prints: (.*)$/gm)) expect(r.stdout).toContain(m[1].trim());
      if (!/^export /m.test(s.block.text)) return;
      const mod = (await import(pathToFileURL(s.file).href)) as Record<string, unknown>;
      for (const [name, check] of Object.entries(EXPORTS)) if (name in mod) await check(mod);
    });
  }
});
