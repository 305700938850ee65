// The Worker's bundle as `npm run deploy` would upload it: `wrangler deploy
// --dry-run --outdir <tmp>` (minified, as wrangler.toml says), its size and gzip
// size against the Workers limits (3 MiB gzip on the free plan, 10 MiB paid).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function workerBundleReport(): string[] {
  const out = mkdtempSync(join(tmpdir(), 'apply-preview-bundle-'));
  try {
    const r = spawnSync(
      process.execPath,
      [join(repo, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), 'deploy', '--dry-run', '--outdir', out],
      {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, ...WRANGLER_QUIET_ENV },
      },
    );
    if (r.status !== 0)
      return ['Worker bundle: wrangler deploy --dry-run failed', `${r.stdout}${r.stderr}`.trim()];
    const code = readFileSync(join(out, 'worker.js'));
    const gzip = gzipSync(code, { level: 9 }).length;
    const wrangler = /Total Upload: ([^\n]+)/.exec(r.stdout)?.[1]?.trim();
    return [
      'Worker bundle (wrangler deploy --dry-run, minified):',
      `  worker.js ${kib(code.length)}, gzip ${kib(gzip)} (${((gzip / (3 * 1024 * 1024)) * 100).toFixed(1)}% of the free plan's 3 MiB)`,
      ...(wrangler ? [`  wrangler: Total Upload ${wrangler}`] : []),
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(workerBundleReport().join('\n'));
}
