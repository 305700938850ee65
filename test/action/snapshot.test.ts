// The bundled Action end to end (node action/dist/index.js, as a runner runs it)
// with `live:` a snapshot directory and the embedded engine, against the GitHub
// stand-in: the sticky comment's life, the conflict annotation, outputs, the JSON
// report, fail-on, comment modes, the changed-files filter, bad input.

import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchReport } from '../../core/preview/types.ts';
import { FakeGitHub } from './helpers/github.ts';
import { FIXTURES, lineOf, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_stand-in-token-123';
const PR = 7;
const MARKER = '<!-- apply-preview -->';

let gh: FakeGitHub;
let repo: TestRepo;

beforeEach(async () => {
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo('base', 'head');
  cpSync(join(FIXTURES, 'live'), join(repo.workspace, 'snapshot'), { recursive: true });
  gh.files.set(PR, repo.prFiles);
});

afterEach(async () => {
  await gh.stop();
  repo.cleanup();
});

function run(inputs: Record<string, string> = {}, pr = true) {
  return runAction({
    workspace: repo.workspace,
    githubUrl: gh.url,
    pullRequest: pr ? { number: PR, baseSha: repo.baseSha, headSha: repo.headSha } : undefined,
    inputs: {
      manifests: 'k8s/**/*.yaml',
      live: 'snapshot',
      crds: 'crds/*.yaml',
      'github-token': TOKEN,
      ...inputs,
    },
  });
}

function report(path: string): BatchReport {
  return JSON.parse(readFileSync(path, 'utf8')) as BatchReport;
}

function sticky() {
  return gh.commentsOn(PR).filter((c) => c.body.includes(MARKER));
}

describe('live: a snapshot directory, the embedded engine', () => {
  it('first run creates the sticky comment; the next run edits it in place, past a page of other comments', async () => {
    gh.addComments(PR, 130); // the listing spans two pages of 100
    const first = await run({ 'fail-on': 'never' });
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('with the embedded engine');
    expect(gh.calls('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
    expect(sticky()).toHaveLength(1);
    const created = sticky()[0];
    expect(created.user).toBe('github-actions[bot]');
    expect(created.body.startsWith(MARKER)).toBe(true);
    expect(created.body).toContain('kube-controller-manager');
    expect(created.body).toContain('<code>blue-box</code>');
    // Both pages were read.
    const pages = gh.calls('GET', /\/issues\/7\/comments$/).map((r) => r.query.page ?? '1');
    expect(pages).toContain('2');
    // The request carried the token Octokit was given, to the base URL given (not api.github.com).
    expect(gh.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);

    // A new push changes a manifest: the same comment is edited, no new one.
    const settings = join(repo.workspace, 'k8s/settings.yaml');
    writeFileSync(settings, readFileSync(settings, 'utf8').replace('mode: green', 'mode: red'));
    const second = await run({ 'fail-on': 'never' });
    expect(second.code).toBe(0);
    expect(gh.calls('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
    expect(gh.calls('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
    expect(gh.calls('PATCH', /\/issues\/comments\/\d+$/)[0].path).toBe(
      `/repos/acme/shop/issues/comments/${created.id}`,
    );
    expect(sticky()).toHaveLength(1);
    expect(sticky()[0].id).toBe(created.id);
    expect(sticky()[0].body).toContain('red');
    expect(gh.commentsOn(PR)).toHaveLength(131);

    // Nothing changed since: the comment is left alone.
    const third = await run({ 'fail-on': 'never' });
    expect(third.code).toBe(0);
    expect(gh.calls('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
    expect(gh.calls('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
  });

  it('a conflict fails the step and annotates the line of the conflicting field', async () => {
    const r = await run();
    expect(r.code).toBe(1);
    const conflict = r.annotations.filter((a) => a.level === 'error' && a.file);
    expect(conflict).toHaveLength(1);
    expect(conflict[0].file).toBe('k8s/web.yaml');
    expect(conflict[0].line).toBe(lineOf(repo.workspace, 'k8s/web.yaml', 'replicas: 3'));
    expect(conflict[0].message).toContain('.spec.replicas');
    expect(conflict[0].message).toContain('"kube-controller-manager" with subresource "scale" using apps/v1');
    expect(conflict[0].title).toContain('conflict with kube-controller-manager');
    // The pruned ConfigMap key: a warning on its nearest line still in the manifest.
    const pruned = r.annotations.filter((a) => a.level === 'warning' && a.file);
    expect(pruned).toEqual([
      expect.objectContaining({
        file: 'k8s/settings.yaml',
        line: lineOf(repo.workspace, 'k8s/settings.yaml', /^data:/),
      }),
    ]);
    expect(pruned[0].message).toContain('.data.legacy');
    expect(r.failure).toBe('1 object conflicts (with "kube-controller-manager") (fail-on: conflict)');

    // Outputs and the JSON report.
    expect(r.outputs).toMatchObject({
      conflicts: '1',
      changed: '2',
      created: '2',
      unchanged: '0',
      errors: '0',
    });
    const rep = report(r.outputs.report);
    expect(rep.summary).toMatchObject({
      objects: 5,
      conflict: 1,
      update: 2,
      create: 2,
      conflictsWith: ['kube-controller-manager'],
    });
    const web = rep.objects.find((o) => o.ref.kind === 'Deployment')!;
    expect(web.source).toEqual({ file: 'k8s/web.yaml', document: 1, line: 2 });
    expect(web.schemaSource).toBe('builtin:1.37');
    const gadget = rep.objects.find((o) => o.ref.kind === 'Gadget')!;
    expect(gadget).toMatchObject({ action: 'create', schemaSource: 'crd:gadgets.example.com' });
    const flags = rep.objects.find((o) => o.ref.name === 'flags')!;
    expect(flags.source).toEqual({
      file: 'k8s/flags.yaml',
      document: 1,
      line: lineOf(repo.workspace, 'k8s/flags.yaml', '- apiVersion'),
    });

    // The job summary holds the whole report; the comment says the same.
    expect(r.summary).toContain('Conflicts: 1 field in 1 object');
    expect(r.summary).toContain('<code>.spec.replicas</code>');
    expect(sticky()[0].body).toContain('Conflicts: 1 field in 1 object');
    // Each object's YAML diff with the owners of its changed lines, in the comment and the summary.
    for (const text of [sticky()[0].body, r.summary]) {
      expect(text).toContain('**Diff if the apply is forced**');
      expect(text).toMatch(
        /\n\+ {2}replicas: 3 +# kube-controller-manager \(Update, scale\) → kubectl \(Apply\)\n/,
      );
    }
  });

  it('force: true takes the field instead, and the step passes', async () => {
    const r = await run({ force: 'true' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ conflicts: '0', changed: '3', created: '2' });
    const web = report(r.outputs.report).objects.find((o) => o.ref.kind === 'Deployment')!;
    expect(web.action).toBe('update');
    expect(web.changes).toContainEqual({ path: '.spec.replicas', kind: 'modified', before: 5, after: 3 });
    expect(web.notes.map((n) => n.code)).toContain('forced');
  });

  it('changed-only: false previews every match, not only the files the pull request changes', async () => {
    const changedOnly = await run({ 'fail-on': 'never' });
    expect(report(changedOnly.outputs.report).objects.map((o) => o.ref.name)).not.toContain('untouched');
    const all = await run({ 'fail-on': 'never', 'changed-only': 'false' });
    const rep = report(all.outputs.report);
    expect(rep.objects.find((o) => o.ref.name === 'untouched')?.action).toBe('unchanged');
    expect(all.outputs.unchanged).toBe('1');
    // Without changed-only the pull request's files are not listed.
    expect(gh.calls('GET', /\/pulls\/7\/files$/)).toHaveLength(1);
  });

  it('fail-on: change fails on creates and updates; fail-on: never passes a conflict', async () => {
    writeFileSync(
      join(repo.workspace, 'k8s/web.yaml'),
      readFileSync(join(repo.workspace, 'k8s/web.yaml'), 'utf8').replace('  replicas: 3\n', ''),
    );
    const change = await run({ 'fail-on': 'change', comment: 'off' });
    expect(change.code).toBe(1);
    expect(change.failure).toBe('2 objects are created; 3 objects change (fail-on: change)');
    const never = await run({ 'fail-on': 'never', comment: 'off', force: 'false' });
    expect(never.code).toBe(0);
  });

  it('comment: off writes no comment; comment: new adds one each run', async () => {
    const off = await run({ comment: 'off', 'fail-on': 'never' });
    expect(off.code).toBe(0);
    expect(gh.requests.filter((r) => r.path.includes('/comments'))).toHaveLength(0);
    expect(off.summary).toContain('kube-controller-manager');
    await run({ comment: 'new', 'fail-on': 'never' });
    await run({ comment: 'new', 'fail-on': 'never' });
    expect(sticky()).toHaveLength(2);
    expect(gh.calls('GET', /\/issues\/7\/comments$/)).toHaveLength(0);
  });

  it('concurrent runs of the same pull request end with one comment', async () => {
    gh.holdListings = 3; // three runs all list before any creates: each creates one
    const runs = await Promise.all([
      run({ 'fail-on': 'never' }),
      run({ 'fail-on': 'never' }),
      run({ 'fail-on': 'never' }),
    ]);
    for (const r of runs) expect(r.code, r.stdout).toBe(0);
    expect(gh.calls('POST', /\/issues\/7\/comments$/)).toHaveLength(3);
    expect(sticky()).toHaveLength(1);
    expect(gh.calls('DELETE', /\/issues\/comments\/\d+$/).length).toBeGreaterThanOrEqual(2);
    // A later run finds that one and edits it.
    await run({ 'fail-on': 'never', force: 'true' });
    expect(sticky()).toHaveLength(1);
    expect(gh.calls('POST', /\/issues\/7\/comments$/)).toHaveLength(3);
  });

  it('a bad manifest fails only its own object, reported in the comment and on its line', async () => {
    writeFileSync(
      join(repo.workspace, 'k8s/broken.yaml'),
      [
        'apiVersion: v1',
        'kind: ConfigMap',
        'metadata:',
        '  name: fine',
        '  namespace: shop',
        'data:',
        '  a: "1"',
        '---',
        'apiVersion: v1',
        'kind: ConfigMap',
        'metadata:',
        '  name: broken',
        '    namespace: shop',
        'data: {}',
        '',
      ].join('\n'),
    );
    gh.files.set(PR, [...repo.prFiles, { filename: 'k8s/broken.yaml', status: 'added' }]);
    const r = await run({ 'fail-on': 'never' });
    expect(r.code).toBe(0);
    const bad = r.annotations.find((a) => a.file === 'k8s/broken.yaml')!;
    expect(bad.level).toBe('error');
    expect(bad.line).toBe(12);
    expect(bad.message).toBe(
      'k8s/broken.yaml: document 2: line 12, column 9: Nested mappings are not allowed in compact mappings',
    );
    const rep = report(r.outputs.report);
    expect(rep.objects.find((o) => o.ref.name === 'fine')?.action).toBe('create');
    const err = rep.objects.find((o) => o.action === 'error')!;
    expect(err.source).toEqual({ file: 'k8s/broken.yaml', document: 2, line: 12 });
    expect(err.error?.reason).toBe('BadRequest');
    expect(r.outputs.errors).toBe('1');
    expect(sticky()[0].body).toContain('Could not preview');
    // With the default fail-on an object that cannot be previewed fails the step.
    const strict = await run();
    expect(strict.code).toBe(1);
    expect(strict.failure).toContain('1 object could not be previewed');
  });

  it('outside a pull request: every match, no comment, no GitHub calls', async () => {
    const r = await run({ 'fail-on': 'never' }, false);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Not a pull request event (push)');
    expect(gh.requests).toHaveLength(0);
    expect(report(r.outputs.report).summary.objects).toBe(6);
  });

  it('fails with one clear line without a token, with a bad input, with a missing snapshot', async () => {
    const noToken = await run({ 'github-token': '' });
    expect(noToken.code).toBe(1);
    expect(noToken.failure).toMatch(/^input github-token is empty: /);
    expect(noToken.failure).not.toContain('\n');
    const badFailOn = await run({ 'fail-on': 'sometimes' });
    expect(badFailOn.failure).toBe(
      'input fail-on: "sometimes" is not one of conflict, delete, change, never',
    );
    const wrongToken = await run({ 'github-token': 'ghs_wrong' });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.failure).toMatch(
      /^GitHub API: listing the files of pull request #7: 401 Bad credentials/,
    );
    const missing = await run({ live: 'no/such/dir' });
    expect(missing.failure).toBe('live: no snapshot file matches "no/such/dir"');
    // A token appears only in the runner's ::add-mask:: command, which hides it from the log.
    for (const r of [noToken, badFailOn, wrongToken, missing]) {
      const lines = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => !l.startsWith('::add-mask::'));
      expect(lines.join('\n')).not.toMatch(/ghs_/);
    }
  });

  it('never prints a Secret value, in the comment, the summary, the log or the report', async () => {
    writeFileSync(
      join(repo.workspace, 'k8s/secret.yaml'),
      'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\n  namespace: shop\nstringData:\n  password: hunter2-very-secret\n',
    );
    gh.files.set(PR, [...repo.prFiles, { filename: 'k8s/secret.yaml', status: 'added' }]);
    const r = await run({ 'fail-on': 'never' });
    expect(r.code).toBe(0);
    for (const text of [
      r.stdout,
      r.stderr,
      r.summary,
      sticky()[0].body,
      readFileSync(r.outputs.report, 'utf8'),
    ]) {
      expect(text).not.toContain('hunter2');
    }
    expect(report(r.outputs.report).objects.find((o) => o.ref.kind === 'Secret')?.action).toBe('create');
  });

  it('a report longer than a comment goes whole to the job summary, and the comment says so', async () => {
    // 60 ConfigMaps of 80 changed keys each: far more Markdown than 65,536 characters.
    const big: string[] = [];
    for (let i = 0; i < 60; i++) {
      const data = Array.from(
        { length: 80 },
        (_, k) => `  key-${k}: "value-${i}-${k}-${'x'.repeat(20)}"`,
      ).join('\n');
      big.push(
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big-${i}\n  namespace: shop\ndata:\n${data}\n`,
      );
    }
    writeFileSync(join(repo.workspace, 'k8s/big.yaml'), big.join('---\n'));
    gh.files.set(PR, [...repo.prFiles, { filename: 'k8s/big.yaml', status: 'added' }]);
    const r = await run({ 'fail-on': 'never' });
    expect(r.code, r.stdout).toBe(0);
    const body = sticky()[0].body;
    expect(body.length).toBeLessThanOrEqual(65536);
    expect(body).toContain(
      'it is in the job summary of [this run](https://github.com/acme/shop/actions/runs/4242)',
    );
    expect(body).toContain('kube-controller-manager'); // the conflict stays in the comment
    expect(r.summary.length).toBeGreaterThan(65536);
    expect(r.summary).toContain('big-59');
    expect(r.summary).toContain('value-59-79');
  });
});
