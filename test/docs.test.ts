// The documentation's examples are exercised, and its links resolve. Reads
// README.md and docs/*.md, takes every fenced block apart and checks each kind:
//
// - `sh` blocks: every command is known here. `npx apply-preview ...` runs
//   (through the package's bin, in the repository or in a throwaway git repository
//   holding snapshot/, k8s/ and rendered/, with a stand-in cluster for --live
//   cluster) and its exit status and first line are checked; curl commands are
//   those test/api/e2e.test.ts runs against the real Worker (test/api/examples.ts);
//   the remaining commands (npm scripts, a package install, a generator) each
//   have a check of their own below.
// - `ts` blocks type-check together with the engine and run; a `// prints: X`
//   comment means the output contains X.
// - `yaml` blocks are workflows (their apply-preview steps use only inputs that
//   action.yml declares, and give the required ones) or the output of the command
//   just before them, shown verbatim.
// - `jsonc` sketches name only fields of the type they sketch.
// - every relative link (and #anchor) resolves.

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PLAYGROUND_LINK_LIMIT } from '../core/preview/link.ts';
import type { SchemaResolver } from '../core/schema/resolve.ts';
import type { JsonObject } from '../core/value.ts';
import { BUNDLE_BUDGET_GZIP } from '../playground/build.ts';
import { FakeGitHub } from './action/helpers/github.ts';
import { FakeKube, makePki } from './action/helpers/kube.ts';
import { FIXTURES, makeRepo, runAction, type TestRepo } from './action/helpers/runner.ts';
import { CURL_EXAMPLES } from './api/examples.ts';

const REPO = resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

interface Block {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  text: string;
}

function blocksOf(file: string): Block[] {
  const lines = readFileSync(join(REPO, file), 'utf8').split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    if (i === lines.length) throw new Error(`${file}:${start + 1}: unclosed code block`);
    out.push({ file, line: start + 1, lang: open[1], text: body.join('\n') });
  }
  return out;
}

const BLOCKS = DOCS.flatMap(blocksOf);
const where = (b: Block) => `${b.file}:${b.line}`;

/** A shell line without its trailing comment (a `#` after a blank, outside quotes). */
function stripComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i).trim();
  }
  return line.trim();
}

interface Command {
  block: Block;
  /** Index of the block in BLOCKS. */
  index: number;
  text: string;
}

const COMMANDS: Command[] = BLOCKS.flatMap((block, index) =>
  block.lang === 'sh'
    ? block.text
        .split('\n')
        .map(stripComment)
        .filter((text) => text !== '')
        .map((text) => ({ block, index, text }))
    : [],
);

// ---------------------------------------------------------------------------
// The command line

const PKG = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  scripts: Record<string, string>;
};
const BIN = join(REPO, PKG.bin['apply-preview']);

interface CliExample {
  /** `repo`: the repository root; `sandbox`: a git repository with snapshot/, k8s/, rendered/ and a cluster. */
  cwd: 'repo' | 'sandbox';
  status: number;
  /** The first line of stdout (a string: exactly; a RegExp: matching). */
  first: string | RegExp;
  /** The block right after the command's block shows its whole stdout. */
  shows?: true;
}

const CONFLICT_STATUS = 'apply-preview: Apply failed with 1 conflict: conflict with "kubectl": .data.key';

const CLI: Record<string, CliExample> = {
  'npx apply-preview apply --manager kubectl --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 0, first: 'apiVersion: v1' },
  'npx apply-preview apply --manager other-manager --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 1, first: 'kind: Status' },
  'npx apply-preview apply --client-side --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    {
      cwd: 'repo',
      status: 0,
      first: 'apiVersion: v1',
    },
  'npx apply-preview apply --manager other-manager --force --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 0, first: 'apiVersion: v1' },
  'npx apply-preview update --manager my-controller --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 0, first: 'apiVersion: v1' },
  'npx apply-preview simulate examples/scenario-configmap-conflict.json': {
    cwd: 'repo',
    status: 0,
    first: '{',
  },
  'npx apply-preview simulate --bench 1000 examples/scenario-configmap-conflict.json': {
    cwd: 'repo',
    status: 0,
    first: /^\{"nsPerSequence":\d+,"iterations":1000,"steps":2\}$/,
  },
  'npx apply-preview blame examples/configmap-live.yaml': {
    cwd: 'repo',
    status: 0,
    first: '# ConfigMap default/test-cm: owners from metadata.managedFields (2 entries, not shown)',
    shows: true,
  },
  'npx apply-preview preview --live snapshot/ k8s/': {
    cwd: 'sandbox',
    status: 1,
    first: /^\d+ objects change .*, 1 conflicts with kube-controller-manager/,
  },
  'npx apply-preview preview --live base --base origin/main k8s/': {
    cwd: 'sandbox',
    status: 0,
    first: /^\d+ objects change \(\d+ new\)/,
  },
  'npx apply-preview preview --live cluster --kubeconfig ~/.kube/config --format markdown rendered/': {
    cwd: 'sandbox',
    status: 1,
    first: /^🔴 \*\*\d+ objects change .*, 1 conflicts with <code>kube-controller-manager<\/code>/,
  },
};

// More than the first line, where the docs say more.
const MORE: Record<string, (stdout: string, stderr: string) => void> = {
  'npx apply-preview apply --manager kubectl --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    (out) => {
      const obj = parse(out) as JsonObject;
      expect(obj.data).toEqual({
        key: 'new value',
        'controller-key': 'set by the controller',
        'other-key': 'added by kubectl',
      });
    },
  'npx apply-preview apply --manager other-manager --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    (out, err) => {
      expect(err.trim()).toBe(CONFLICT_STATUS);
      expect((parse(out) as JsonObject).code).toBe(409);
    },
  'npx apply-preview preview --live cluster --kubeconfig ~/.kube/config --format markdown rendered/': () => {
    // read from the stand-in cluster of ~/.kube/config, with its token
    expect(kube.requests.some((r) => r.path === '/apis/apps/v1/namespaces/shop/deployments/web')).toBe(true);
    expect(new Set(kube.requests.map((r) => r.authorization))).toEqual(
      new Set(['Bearer docs-example-token']),
    );
  },
  'npx apply-preview simulate examples/scenario-configmap-conflict.json': (out) => {
    const r = JSON.parse(out) as { steps: { ok: boolean }[] };
    expect(r.steps.map((s) => s.ok)).toEqual([false, true]);
  },
};

let sandbox: TestRepo;
let kube: FakeKube;

beforeAll(async () => {
  sandbox = makeRepo('base', 'head');
  const ws = sandbox.workspace;
  cpSync(join(FIXTURES, 'live'), join(ws, 'snapshot'), { recursive: true });
  cpSync(join(ws, 'k8s'), join(ws, 'rendered'), { recursive: true });
  execFileSync('git', ['update-ref', 'refs/remotes/origin/main', sandbox.baseSha], { cwd: ws });
  const pki = makePki();
  const token = 'docs-example-token';
  kube = new FakeKube(pki, token);
  const snapshot = parse(readFileSync(join(FIXTURES, 'live', 'shop.yaml'), 'utf8')) as {
    items: JsonObject[];
  };
  kube.add(...snapshot.items);
  await kube.start();
  mkdirSync(join(sandbox.root, '.kube'));
  writeFileSync(
    join(sandbox.root, '.kube', 'config'),
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'ci',
      contexts: [{ name: 'ci', context: { cluster: 'test', user: 'ci-bot', namespace: 'shop' } }],
      clusters: [
        {
          name: 'test',
          cluster: { server: kube.url, 'certificate-authority-data': Buffer.from(pki.ca).toString('base64') },
        },
      ],
      users: [{ name: 'ci-bot', user: { token } }],
    }),
  );
});

afterAll(async () => {
  await kube?.stop();
  sandbox?.cleanup();
});

/** Runs a shell command without blocking this process (the stand-in cluster answers from it). */
function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn('sh', ['-c', command], { cwd, env, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

function runCli(command: string, cwd: string) {
  const shell = command.replace(/^npx apply-preview /, `"${process.execPath}" "${BIN}" `);
  return sh(shell, cwd, { ...process.env, HOME: sandbox.root, NO_COLOR: '1', KUBECONFIG: '' });
}

describe('command line examples', () => {
  const documented = COMMANDS.filter((c) => c.text.startsWith('npx apply-preview '));

  it('each has its entry here, and each entry is documented', () => {
    for (const c of documented) expect(Object.keys(CLI), where(c.block)).toContain(c.text);
    const texts = new Set(documented.map((c) => c.text));
    for (const text of Object.keys(CLI)) expect(texts.has(text), text).toBe(true);
  });

  for (const [text, ex] of Object.entries(CLI)) {
    it(text.slice('npx apply-preview '.length), async () => {
      const r = await runCli(text, ex.cwd === 'repo' ? REPO : sandbox.workspace);
      expect(r.status, r.stderr).toBe(ex.status);
      const first = r.stdout.split('\n')[0];
      if (typeof ex.first === 'string') expect(first).toBe(ex.first);
      else expect(first).toMatch(ex.first);
      MORE[text]?.(r.stdout, r.stderr);
      if (ex.shows) {
        for (const c of documented.filter((d) => d.text === text)) {
          const next = BLOCKS[c.index + 1];
          expect(next?.file, `${where(c.block)}: the output block after it`).toBe(c.block.file);
          expect(next.text).toBe(r.stdout.trimEnd());
        }
      }
    });
  }

  it('npx apply-preview is this package in a clone (no registry)', async () => {
    const r = await sh('npx --offline apply-preview --version', REPO);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(
      `apply-preview ${(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version}`,
    );
  });
});

// ---------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------
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
    expect(existsSync(join(REPO, 'test/playground/playground.test.ts'))).toBe(true);
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

// ---------------------------------------------------------------------------
// TypeScript snippets: type-checked with the engine, then run

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

// ---------------------------------------------------------------------------
// YAML: workflows against action.yml, or a command's output

const ACTION = parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean }>;
};
const PLACEHOLDER = 'uses: OWNER/apply-preview@v1  # placeholder: the published action';

describe('YAML blocks', () => {
  const yamlBlocks = BLOCKS.map((b, i) => ({ b, i })).filter(({ b }) => b.lang === 'yaml');

  it('are workflows or the output of the command before them', () => {
    expect(yamlBlocks.length).toBeGreaterThan(0);
    for (const { b, i } of yamlBlocks) {
      const doc = parse(b.text) as { jobs?: unknown } | null;
      if (doc && typeof doc === 'object' && 'jobs' in doc) continue;
      const prev = BLOCKS[i - 1];
      const shown = COMMANDS.filter((c) => c.block === prev).some((c) => CLI[c.text]?.shows);
      expect(shown, `${where(b)}: neither a workflow nor a command's output`).toBe(true);
    }
  });

  const workflows = yamlBlocks.filter(({ b }) => /^jobs:/m.test(b.text));
  for (const { b } of workflows) {
    it(`${where(b)}: a workflow whose apply-preview steps use action.yml's inputs`, () => {
      const wf = parse(b.text) as {
        on: unknown;
        permissions?: Record<string, string>;
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      expect(wf.permissions?.['pull-requests']).toBe('write');
      const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
      const ours = steps.filter((s) => s.uses && !s.uses.startsWith('actions/'));
      expect(ours.length).toBeGreaterThan(0);
      for (const step of ours) {
        expect(['OWNER/apply-preview@v1', './']).toContain(step.uses);
        const given = Object.keys(step.with ?? {});
        for (const key of given) expect(Object.keys(ACTION.inputs), key).toContain(key);
        for (const [name, input] of Object.entries(ACTION.inputs))
          if (input.required) expect(given, `required input ${name}`).toContain(name);
      }
      // the placeholder is marked as one, on every use
      const uses = b.text.split('\n').filter((l) => /uses: (?!actions\/|\.\/)/.test(l));
      for (const l of uses) expect(l.trim()).toBe(`- ${PLACEHOLDER}`);
    });
  }

  // The workflow of the repository's own action runs: the bundle, as a runner runs it, with the step's inputs
  for (const { b } of workflows.filter(({ b }) => /uses: \.\/\s/.test(b.text))) {
    it(`${where(b)}: uses: ./ runs this repository's action with those inputs`, async () => {
      const wf = parse(b.text) as { jobs: Record<string, { steps: { uses?: string; with?: object }[] }> };
      const step = Object.values(wf.jobs)
        .flatMap((j) => j.steps)
        .find((st) => st.uses === './');
      const examples = Object.fromEntries(
        readdirSync(join(REPO, 'examples'), { withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => [`examples/${f.name}`, readFileSync(join(REPO, 'examples', f.name), 'utf8')]),
      );
      const repo = makeRepo(null, null, { base: examples, head: { 'README.md': 'a change elsewhere\n' } });
      const token = 'ghs_docs-example';
      const gh = await new FakeGitHub('acme', 'shop', token).start();
      try {
        gh.files.set(7, repo.prFiles);
        const inputs = Object.fromEntries(Object.entries(step?.with ?? {}).map(([k, v]) => [k, String(v)]));
        const r = await runAction({
          workspace: repo.workspace,
          githubUrl: gh.url,
          pullRequest: { number: 7, baseSha: repo.baseSha, headSha: repo.headSha },
          inputs: { ...inputs, 'github-token': token },
        });
        expect(r.code, r.stdout + r.stderr).toBe(0);
        expect(r.outputs.changed).toBe('1'); // kubectl's manifest changes the live ConfigMap
        expect(r.outputs.conflicts).toBe('0');
        expect(gh.commentsOn(7)).toHaveLength(1);
        expect(gh.commentsOn(7)[0].body).toContain('test-cm');
      } finally {
        await gh.stop();
        repo.cleanup();
      }
    });
  }

  it('the Action page names the placeholder and explains uses: ./', () => {
    const text = readFileSync(join(REPO, 'docs/action.md'), 'utf8');
    expect(text).toContain('`OWNER/apply-preview@v1` is a placeholder');
    expect(text).toContain('`uses: ./`');
    expect(existsSync(join(REPO, 'action.yml'))).toBe(true); // what uses: ./ runs
  });
});

// ---------------------------------------------------------------------------
// Sketches and listings

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

// ---------------------------------------------------------------------------
// Links

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

// ---------------------------------------------------------------------------
// The playground's numbers, as the code has them

describe('the playground page', () => {
  const read = (f: string) => readFileSync(join(REPO, f), 'utf8');

  it('states the client bundle budget of playground/build.ts, in the README too', () => {
    const kib = `${BUNDLE_BUDGET_GZIP / 1024} KiB gzip`;
    expect(read('docs/playground.md')).toContain(`**${kib}**`);
    expect(read('docs/playground.md')).toContain('`BUNDLE_BUDGET_GZIP`');
    expect(read('README.md')).toContain(kib);
  });

  it('states the link limit of core/preview/link.ts wherever it is explained', () => {
    const limit = `${PLAYGROUND_LINK_LIMIT.toLocaleString('en-US')} characters`;
    for (const f of ['docs/playground.md', 'docs/action.md', 'action.yml'])
      expect(read(f), f).toContain(limit);
    expect(read('docs/action.md')).toContain('RFC 9110');
    expect(read('docs/action.md')).toContain('65,536 characters');
  });
});
