// The documentation's other shell commands: its curl commands are those
// test/api/e2e.test.ts runs against the real Worker (test/api/examples.ts), and
// every remaining command (npm scripts, a package install, a generator) has a check.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURL_EXAMPLES } from '../api/examples.ts';
import { COMMANDS, PKG, REPO, sh, where } from './blocks.ts';

// curl: the HTTP API's examples, run against the real Worker by test/api/e2e.test.ts

describe('curl examples', () => {
  const isCurl = (text: string) => text.startsWith('curl ') || text.startsWith('{ cat ');
  const run = new Set(CURL_EXAMPLES.map((e) => e.command));

  it('are the ones test/api/e2e.test.ts runs, and each of those is documented', () => {
    const documented = COMMANDS.filter((c) => isCurl(c.text));
    expect(documented.length).toBeGreaterThan(0);
    for (const c of documented) expect(run.has(c.text), `${where(c.block)}: ${c.text}`).toBe(true);
    const texts = new Set(documented.map((c) => c.text));
    for (const command of run) expect(texts.has(command), command).toBe(true);
  });
});

// Every other shell command: what shows it works

const script = (name: string) => () => expect(PKG.scripts[name], `npm script ${name}`).toBeTruthy();
const ciRun = () => readFileSync(join(REPO, '.ci/run'), 'utf8');

const OTHER: Record<string, () => void | Promise<void>> = {
  // the HTTP API: test/api/e2e.test.ts starts this Worker; npm start is api/start.ts
  'npm ci && npm start': () => {
    expect(PKG.scripts.start).toContain('api/start.ts');
    expect(existsSync(join(REPO, 'api/start.ts'))).toBe(true);
  },
  // CI runs exactly this
  'npm ci && npm test': () => {
    expect(ciRun()).toMatch(/^npm ci\b/m);
    expect(ciRun()).toMatch(/^npm test$/m);
    expect(PKG.scripts.test).toBe('vitest run --project node --project workers');
  },
  // test/api/start.test.ts runs it
  'npm start': () => {
    expect(PKG.scripts.start).toContain('api/start.ts');
    expect(readFileSync(join(REPO, 'test/api/start.test.ts'), 'utf8')).toMatch(/spawn\('npm', \['start'/);
  },
  'npm run lint': () => {
    expect(ciRun()).toMatch(/^npm run lint$/m);
    expect(PKG.scripts.lint).toContain('tsc --noEmit');
  },
  // docs/action.md: test/action/local-run.test.ts runs it without a runner's variables
  "INPUT_MANIFESTS='k8s/' INPUT_LIVE='snapshot/' node action/dist/index.js": () =>
    expect(readFileSync(join(REPO, 'test/action/local-run.test.ts'), 'utf8')).toContain(
      `"INPUT_MANIFESTS='k8s/' INPUT_LIVE='snapshot/' node action/dist/index.js"`,
    ),
  'npm run start:node': () => expect(PKG.scripts['start:node']).toContain('api/node.ts'),
  'npm run deploy': () => {
    expect(PKG.scripts.deploy).toBe('wrangler deploy');
    expect(ciRun()).toContain('wrangler deploy --dry-run'); // CI builds what deploy uploads
  },
  'npm run bench': script('bench'),
  'npm run bench -- --rounds 3': () => {
    script('bench')();
    expect(readFileSync(join(REPO, 'test/bench/run.ts'), 'utf8')).toContain('--rounds');
  },
  'npm run bench:instructions': script('bench:instructions'),
  'npm run bench:load': script('bench:load'),
  'npm run bench:action': script('bench:action'),
  // CI checks the committed bundle against a fresh build
  'npm run build:action': () => {
    script('build:action')();
    expect(ciRun()).toContain('npm run build:action -- --check');
  },
  // docs/playground.md: the page's bundle, checked fresh in CI like the Action's
  'npm run build:playground': () => {
    script('build:playground')();
    expect(ciRun()).toMatch(/^npm run build:playground -- --check\b/m);
  },
  'npm run build:playground -- --check': () => {
    expect(ciRun()).toMatch(/^npm run build:playground -- --check\b/m);
    expect(readFileSync(join(REPO, 'playground/build.ts'), 'utf8')).toContain(
      "process.argv.includes('--check')",
    );
  },
  'npx vitest run test/playground test/action/playground-link.test.ts': () => {
    expect(existsSync(join(REPO, 'test/playground/page.test.ts'))).toBe(true);
    expect(existsSync(join(REPO, 'test/action/playground-link.test.ts'))).toBe(true);
  },
  'git add action/dist/index.js': () => {
    const ignored = spawnResult('git', ['check-ignore', '-q', 'action/dist/index.js']);
    expect(ignored, 'action/dist/index.js is not ignored').toBe(1);
  },
  // what the browser test asks for when Chromium is missing, and what CI installs
  'apt-get update && apt-get install -y chromium fonts-noto-color-emoji': () => {
    const test = readFileSync(join(REPO, 'test/render/comment-screenshot.test.ts'), 'utf8');
    expect(test).toContain(
      'install it with \\`apt-get update && apt-get install -y chromium fonts-noto-color-emoji\\`',
    );
    expect(test).toContain("'/usr/bin/chromium'");
    expect(ciRun()).toMatch(/apt-get install -y[^\n]*\bchromium\b/);
    expect(ciRun()).toMatch(/apt-get install -y[^\n]*\bfonts-noto-color-emoji\b/);
  },
  // the generator, on the 1.35 documents standing in for another release's directory
  'npx tsx scripts/gen-builtin-schemas.ts path/to/kubernetes/api/openapi-spec/v3 --version 1.36':
    async () => {
      const dir = join(tmpdir(), `docs-gen-${process.pid}`);
      mkdirSync(dir, { recursive: true });
      try {
        const out = join(dir, 'k8s-1.36.ts');
        const input = resolve(REPO, '../shared/kubernetes/openapi-v3-1.35');
        const r = await sh(
          `"${process.execPath}" --import tsx scripts/gen-builtin-schemas.ts "${input}" --version 1.36 --out "${out}"`,
          REPO,
        );
        expect(r.status, r.stderr).toBe(0);
        expect(readFileSync(out, 'utf8')).toContain('the Kubernetes 1.36 OpenAPI v3 documents');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
};

function spawnResult(cmd: string, args: string[]): number | null {
  try {
    execFileSync(cmd, args, { cwd: REPO, stdio: 'ignore' });
    return 0;
  } catch (e) {
    return (e as { status: number | null }).status;
  }
}

describe('other shell commands', () => {
  const others = COMMANDS.filter(
    (c) =>
      !c.text.startsWith('npx apply-preview ') && !c.text.startsWith('curl ') && !c.text.startsWith('{ cat '),
  );

  it('each has its check here, and each check is documented', () => {
    for (const c of others) expect(Object.keys(OTHER), where(c.block)).toContain(c.text);
    const texts = new Set(others.map((c) => c.text));
    for (const text of Object.keys(OTHER)) expect(texts.has(text), text).toBe(true);
  });

  for (const [text, check] of Object.entries(OTHER)) it(text, check);
});
