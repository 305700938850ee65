// `playground-url`: the bundled Action (node action/dist/index.js, as a runner
// runs it, against the GitHub stand-in) links each object of its comment and job
// summary to the playground with that object's state; a Secret and an object
// whose link would be too long get none, and the comment says why. A link taken
// from the comment, opened in the real page (the Worker in workerd, headless
// Chromium), shows that object's live object, manifest and conflict.

import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { objectText } from '../../action/playground.ts';
import { parseYamlOne } from '../../api/yaml.ts';
import { LAST_APPLIED } from '../../core/managed/lastapplied.ts';
import { PLAYGROUND_LINK_LIMIT, type PlaygroundState, stateFromFragment } from '../../core/preview/link.ts';
import type { BatchReport } from '../../core/preview/types.ts';
import { type Playground, startPlayground } from '../playground/browser.ts';
import { FakeGitHub } from './helpers/github.ts';
import { FIXTURES, makeRepo, runAction, type TestRepo } from './helpers/runner.ts';

const TOKEN = 'ghs_playground-links';
const PR = 12;
const b64 = (s: string) => Buffer.from(s).toString('base64');

// Secret values: none may be in the comment, the summary, the log or a link.
const PASSWORD = 'correct-horse-battery-staple';
const OLD_PASSWORD = 'hunter2-old-password';
const TOKEN_VALUE = 'string-data-token-4711';

/** Text that deflate cannot shrink much: a link to it is longer than the limit. */
function noise(chars: number): string {
  let x = 12345;
  let out = '';
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  while (out.length < chars) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += abc[x % abc.length];
  }
  return out;
}

const secret = {
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'db', namespace: 'shop' },
  type: 'Opaque',
  data: { password: b64(PASSWORD) },
  stringData: { token: TOKEN_VALUE },
};
const liveSecret = {
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: {
    name: 'db',
    namespace: 'shop',
    annotations: {
      [LAST_APPLIED]: JSON.stringify({
        ...secret,
        data: { password: b64(OLD_PASSWORD) },
        stringData: undefined,
      }),
    },
  },
  type: 'Opaque',
  data: { password: b64(OLD_PASSWORD) },
};
const big = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'blob', namespace: 'shop' },
  data: { payload: noise(9000) },
};

let gh: FakeGitHub;
let repo: TestRepo;
let pg: Playground;

beforeAll(async () => {
  pg = await startPlayground();
  gh = await new FakeGitHub('acme', 'shop', TOKEN).start();
  repo = makeRepo('base', 'head', {
    head: {
      'k8s/secret.yaml': stringify(secret),
      'k8s/blob.yaml': stringify(big),
    },
  });
  cpSync(join(FIXTURES, 'live'), join(repo.workspace, 'snapshot'), { recursive: true });
  // The live Secret (with the last-applied copy of its old values) next to the snapshot's objects.
  writeFileSync(join(repo.workspace, 'snapshot', 'secret.yaml'), stringify(liveSecret));
  gh.files.set(PR, repo.prFiles);
}, 120_000);

afterAll(async () => {
  await gh?.stop();
  repo?.cleanup();
  await pg?.close();
});

/** The links of a Markdown text, by the name of the object whose details hold them. */
function linksIn(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of markdown.split('<details>').slice(1)) {
    const name = /<summary>[^<]*?(\S+) <code>([^<]+)<\/code>/.exec(block);
    const link = /\[Open in the playground\]\((https?:\/\/[^)\s]+)\)/.exec(block);
    if (name && link) out.set(`${name[1]} ${name[2]}`, link[1]);
  }
  return out;
}

function stateOf(link: string): PlaygroundState {
  const s = stateFromFragment(link.slice(link.indexOf('#')));
  if (!s) throw new Error(`no state in ${link}`);
  return s;
}

describe('playground-url', { timeout: 180_000 }, () => {
  let comment = '';
  let summary = '';
  let stdout = '';
  let report: BatchReport;

  beforeAll(async () => {
    const r = await runAction({
      workspace: repo.workspace,
      githubUrl: gh.url,
      pullRequest: { number: PR, baseSha: repo.baseSha, headSha: repo.headSha },
      inputs: {
        manifests: 'k8s/**/*.yaml',
        live: 'snapshot',
        crds: 'crds/*.yaml',
        'github-token': TOKEN,
        'fail-on': 'never',
        'playground-url': `${pg.base}/`,
      },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const comments = gh.commentsOn(PR);
    expect(comments).toHaveLength(1);
    comment = comments[0].body;
    summary = r.summary;
    stdout = r.stdout;
    report = JSON.parse(readFileSync(r.outputs.report, 'utf8')) as BatchReport;
  }, 120_000);

  it('links each object with details to the playground with its state, in the comment and the job summary', () => {
    const links = linksIn(comment);
    expect([...links.keys()].sort()).toEqual([
      'ConfigMap shop/flags',
      'ConfigMap shop/settings',
      'Deployment shop/web',
      'Gadget shop/blue-box',
      'Service shop/web',
    ]);
    expect(linksIn(summary)).toEqual(links);
    for (const link of links.values()) {
      expect(link.startsWith(`${pg.base}/#s=`)).toBe(true);
      expect(link.length).toBeLessThanOrEqual(PLAYGROUND_LINK_LIMIT);
    }
    // The state: the manifest of the file, the snapshot's live object, the run's manager and force.
    const web = stateOf(links.get('Deployment shop/web')!);
    const manifest = parse(readFileSync(join(repo.workspace, 'k8s/web.yaml'), 'utf8').split(/^---$/m)[0]);
    expect(parse(web.manifest)).toEqual(manifest);
    const snapshot = parse(readFileSync(join(FIXTURES, 'live', 'shop.yaml'), 'utf8')) as {
      items: { kind: string; metadata: { name: string } }[];
    };
    expect(parse(web.live)).toEqual(snapshot.items.find((o) => o.kind === 'Deployment'));
    expect(web).toMatchObject({ fieldManager: 'kubectl', force: false, crd: '' });
    // A custom resource carries its CRD (from the crds input), so the page merges with its schema.
    const gadget = stateOf(links.get('Gadget shop/blue-box')!);
    expect(parse(gadget.crd)).toMatchObject({
      kind: 'CustomResourceDefinition',
      metadata: { name: 'gadgets.example.com' },
    });
    expect(gadget.live).toBe(''); // not in the snapshot: a create
    expect(stdout).toContain(
      'Playground links: 5 object(s) linked, 1 Secret(s) without one, 1 too long to link.',
    );
  });

  it('gives a Secret no link, and says why; no Secret value anywhere', () => {
    const details = comment.split('<details>').find((d) => d.includes('<code>shop/db</code>'));
    expect(details).toBeDefined();
    expect(details).toContain(
      'No playground link: it would carry a Secret’s values (a link is not encrypted).',
    );
    expect(details).not.toContain('Open in the playground');
    const decoded = [...linksIn(comment).values(), ...linksIn(summary).values()].map((l) =>
      JSON.stringify(stateOf(l)),
    );
    for (const v of [PASSWORD, OLD_PASSWORD, TOKEN_VALUE]) {
      for (const text of [comment, summary, stdout, ...decoded]) {
        expect(text).not.toContain(v);
        expect(text).not.toContain(b64(v));
      }
    }
    expect(report.objects.find((o) => o.ref.kind === 'Secret')?.action).toBe('update');
  });

  it('leaves out a link longer than the limit, saying how long it would be', () => {
    const details = comment.split('<details>').find((d) => d.includes('<code>shop/blob</code>'));
    expect(details).toBeDefined();
    const m =
      /No playground link: it would be ([\d,]+) characters long, more than the 8,000 a link may have\./.exec(
        details!,
      );
    expect(m).not.toBeNull();
    expect(Number(m![1].replace(/,/g, ''))).toBeGreaterThan(PLAYGROUND_LINK_LIMIT);
  });

  it("opens in the page: the link from the comment restores the object's state and shows its conflict", async () => {
    const link = linksIn(comment).get('Deployment shop/web')!;
    const state = stateOf(link);
    const page = await pg.open(link.slice(pg.base.length + 1));
    expect(await page.locator('#manifest').inputValue()).toBe(state.manifest);
    expect(await page.locator('#live').inputValue()).toBe(state.live);
    expect(await page.locator('#fieldManager').inputValue()).toBe('kubectl');
    expect(await page.locator('#force').isChecked()).toBe(false);
    // What the comment says of this object, the page says too.
    const web = report.objects.find((o) => o.ref.kind === 'Deployment')!;
    expect(web.action).toBe('conflict');
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/^Conflict: .*Deployment shop\/web/);
    const conflicts = await page.locator('#conflicts').innerText();
    expect(conflicts).toContain('.spec.replicas is owned by kube-controller-manager');
    await page.screenshot({
      path: new URL('../../test-artifacts/playground/from-action-link.png', import.meta.url).pathname,
      fullPage: true,
    });
    await page.close();
    expect(pg.problems).toEqual([]);
  });
});

describe('objectText', () => {
  it('writes YAML the page reads back as the same object (kubectl YAML 1.1), or JSON', () => {
    const tricky = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'x', annotations: { 'a/b': 'on' } },
      data: {
        a: 'on',
        b: 'yes',
        c: 'y',
        d: '0777',
        e: '1e3',
        f: '~',
        g: 'null',
        h: '2026-01-01',
        i: '12:30',
      },
      binaryData: {},
      list: [1, 1.5, -0, true, null, 'multi\nline\n', ' lead', '#x', '- y', '', "it's", '"q"'],
    };
    const text = objectText(tricky);
    expect(JSON.stringify(parseYamlOne(text, 'x'))).toBe(JSON.stringify(tricky));
    expect(text.startsWith('apiVersion: v1\n')).toBe(true); // YAML, not JSON
  });
});
