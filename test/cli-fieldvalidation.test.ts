// --field-validation on the command line: apply, create and update pass it to the
// write (Strict's 400 printed as the Status, Warn's warnings on stderr as kubectl
// prints them), preview reports the refused object as invalid and exits 1, and a
// value that is none of Strict, Warn, Ignore is a usage error naming them.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../cli/io.ts';
import { run } from '../cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-cli-fv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const NOW = '2024-01-02T03:04:05Z';

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {})(),
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

const TYPO = file(
  'web.yaml',
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  replica: 3
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - {name: web, image: "nginx:1.27"}
`,
);

describe('--field-validation', () => {
  it('create: Strict (the default) prints the 400 and exits 1', async () => {
    const r = await cli(['create', '--manager', 'ci', '--now', NOW, TYPO]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('reason: BadRequest');
    expect(r.stderr).toContain(
      'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"',
    );
  });

  it('create and update: Warn drops the field and prints the warning as kubectl does; Ignore is silent', async () => {
    const warn = await cli(['create', '--manager', 'ci', '--now', NOW, '--field-validation', 'Warn', TYPO]);
    expect(warn.code).toBe(0);
    expect(warn.stderr).toContain('Warning: unknown field "spec.replica"\n');
    expect(warn.stdout).not.toContain('replica: 3');
    const live = file('live.yaml', warn.stdout);
    const update = await cli([
      'update',
      '--manager',
      'ci',
      '--now',
      NOW,
      '--live',
      live,
      '--field-validation=Warn',
      TYPO,
    ]);
    expect(update.code).toBe(0);
    expect(update.stderr).toContain('Warning: unknown field "spec.replica"');
    const ignore = await cli([
      'create',
      '--manager',
      'ci',
      '--now',
      NOW,
      '--field-validation',
      'Ignore',
      TYPO,
    ]);
    expect(ignore.code).toBe(0);
    expect(ignore.stderr).not.toContain('Warning');
  });

  it('apply refuses the unknown field whatever the value; --client-side creates under Warn', async () => {
    const r = await cli([
      'apply',
      '--manager',
      'kubectl',
      '--now',
      NOW,
      '--field-validation',
      'Ignore',
      TYPO,
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.spec.replica: field not declared in schema');
    const csa = await cli(['apply', '--client-side', '--now', NOW, '--field-validation', 'Warn', TYPO]);
    expect(csa.code).toBe(0);
    expect(csa.stderr).toContain('Warning: unknown field "spec.replica"');
  });

  it('a value that is none of the three is a usage error', async () => {
    const r = await cli(['create', '--manager', 'ci', '--field-validation', 'strict', TYPO]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--field-validation must be Strict, Warn or Ignore, got "strict"');
  });

  it('preview: the refused object is invalid, leads the report, and the exit status is 1', async () => {
    const snapshot = file('snapshot.yaml', 'apiVersion: v1\nkind: List\nitems: []\n');
    const r = await cli(['preview', '-C', dir, '--live', snapshot, 'web.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe('1 object refused as invalid');
    expect(r.stdout).toContain('REFUSED AS INVALID');
    expect(r.stdout).toContain('    .spec.replica: field not declared in schema');
    const warn = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      snapshot,
      '--client-side',
      '--field-validation',
      'Warn',
      '--format',
      'json',
      'web.yaml',
    ]);
    expect(warn.code).toBe(0);
    const report = JSON.parse(warn.stdout);
    expect(report.objects[0].action).toBe('create');
    expect(report.objects[0].notes.map((n: { code: string }) => n.code)).toContain('field-warning');
    const bad = await cli([
      'preview',
      '-C',
      dir,
      '--live',
      snapshot,
      '--field-validation',
      'warn',
      'web.yaml',
    ]);
    expect(bad.code).toBe(2);
  });
});
