// The npm package as a user gets it (.ci/run runs this): `npm pack`, install the
// tarball into an empty temporary project, then run its command through npx
// (`apply-preview simulate` of the README's conflict example) and import its
// library entry, from JavaScript and type-checked from TypeScript. Plain Node (no
// tsx): what it checks must work without the repository's tooling. Prints each
// step; exit 1 on the first failure.
//
//   node scripts/check-package.mjs [--keep]

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const dir = mkdtempSync(join(tmpdir(), 'apply-preview-package-'));
const example = join(repo, 'examples', 'scenario-configmap-conflict.json');
const npmEnv = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

function step(what, command, args, cwd) {
  console.log(
    `check-package: ${what}\n  $ ${[command, ...args].join(' ')}${cwd === repo ? '' : `   (in ${cwd})`}`,
  );
  try {
    return execFileSync(command, args, {
      cwd,
      env: npmEnv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 26,
    });
  } catch (e) {
    // What it printed on stdout before failing (tsc's errors).
    const out = typeof e?.stdout === 'string' ? e.stdout.trim() : '';
    if (out !== '') console.error(out.split('\n').slice(0, 20).join('\n'));
    throw e;
  }
}

function fail(message) {
  console.error(`check-package: FAILED: ${message}`);
  if (!keep) rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

try {
  step(
    'pack the package (prepack builds dist/core.mjs and dist/types)',
    'npm',
    ['pack', '--silent', '--pack-destination', dir],
    repo,
  );
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) fail(`npm pack wrote no .tgz into ${dir}`);
  const listing = execFileSync('tar', ['-tzf', join(dir, tarball)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  console.log(`  ${tarball}: ${listing.length} files`);
  const unexpected = listing.filter(
    (f) =>
      !/^package\/(package\.json|README\.md|LICENSE[^/]*|docs\/[^/]+\.md|cli\/dist\/apply-preview\.mjs|dist\/core\.mjs|dist\/types\/.+\.d\.ts)$/.test(
        f,
      ),
  );
  if (unexpected.length > 0)
    fail(`files the package should not carry: ${unexpected.slice(0, 10).join(', ')}`);
  for (const needed of [
    'package/cli/dist/apply-preview.mjs',
    'package/dist/core.mjs',
    'package/dist/types/index.d.ts',
    'package/LICENSE',
  ])
    if (!listing.includes(needed)) fail(`the package lacks ${needed}`);
  // The README's links into docs/ resolve inside the package (the pages themselves are shipped).
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  for (const m of readme.matchAll(/\]\((docs\/[^)#]+\.md)(?:#[^)]*)?\)/g))
    if (!listing.includes(`package/${m[1]}`)) fail(`the README links ${m[1]}, which the package lacks`);

  const project = join(dir, 'project');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
  );
  step(
    'install the tarball into an empty project',
    'npm',
    ['install', '--no-audit', '--no-fund', join(dir, tarball)],
    project,
  );

  const out = step('run its command', 'npx', ['--no-install', 'apply-preview', 'simulate', example], project);
  const result = JSON.parse(out);
  const first = result.steps?.[0];
  const expected = 'Apply failed with 1 conflict: conflict with "kubectl": .data.b';
  if (first?.ok !== false || first?.status?.code !== 409 || first?.status?.message !== expected)
    fail(
      `simulate: step 1 should be the 409 "${expected}", got ${JSON.stringify(first?.status ?? first).slice(0, 300)}`,
    );
  if (result.steps?.[1]?.ok !== true) fail('simulate: step 2 (forced) should succeed');
  console.log(`  step 1: ${first.status.code} ${first.status.message}; step 2: ok`);

  const js = `import { apply, previewBatch, renderMarkdown, update } from 'apply-preview';
const md = renderMarkdown(previewBatch([{ live: null, intent: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'd' } } }], { fieldManager: 'me' }));
if (!md.includes('1 object changes (1 new)')) throw new Error('renderMarkdown: ' + md.split('\\n')[0]);
const created = update(null, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' }, data: { a: '1' } }, { manager: 'ctl', now: '2026-01-01T00:00:00Z' });
if (!created.ok) throw new Error(created.status.message);
const r = apply(created.object, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' }, data: { a: '2' } }, { manager: 'kubectl' });
console.log(r.ok ? 'applied' : r.status.message);
`;
  writeFileSync(join(project, 'use.mjs'), js);
  const printed = step('import its library entry', process.execPath, ['use.mjs'], project).trim();
  const conflict = 'Apply failed with 1 conflict: conflict with "ctl" using v1: .data.a';
  if (printed !== conflict)
    fail(`the library printed ${JSON.stringify(printed)}, not ${JSON.stringify(conflict)}`);
  console.log(`  ${printed}`);

  // A TypeScript user: strict, no @types/node (core needs none), the package's declarations.
  writeFileSync(
    join(project, 'use.ts'),
    `import { apply, type OperationResult } from 'apply-preview';
const r: OperationResult = apply(null, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' } }, { manager: 'me' });
export const message: string = r.ok ? String(r.object.kind) : r.status.message;
`,
  );
  const tsconfig = {
    compilerOptions: {
      strict: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      types: [],
      noEmit: true,
    },
    files: ['use.ts'],
  };
  writeFileSync(join(project, 'tsconfig.json'), `${JSON.stringify(tsconfig)}\n`);
  step(
    'type-check a TypeScript user of it (strict, no @types/node)',
    process.execPath,
    [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'],
    project,
  );
  console.log('check-package: the packed package installs, runs and imports');
} catch (e) {
  fail(e instanceof Error ? e.message.split('\n')[0] : String(e));
}
if (keep) console.log(`check-package: kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
