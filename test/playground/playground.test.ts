// The playground page in a real browser: headless Chromium (Playwright) against
// the real Worker in workerd (wrangler's unstable_startWorker, wrangler.toml with
// its static assets), on 127.0.0.1. The tests type into the inputs and read what
// the page shows; screenshots of the main states go to test-artifacts/playground/.

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playgroundLink } from '../../core/preview/link.ts';
import { NEWEST_BUILTIN_VERSION } from '../../core/schema/builtin/index.ts';
import { type Playground, settled, startPlayground } from './browser.ts';

const repo = new URL('../../', import.meta.url);
const shots = new URL('test-artifacts/playground/', repo).pathname;

let pg: Playground;
let browser: Browser;
let context: BrowserContext;
let base = '';
/** Console errors and uncaught exceptions of every page of a test. */
let problems: string[] = [];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  pg = await startPlayground();
  ({ base, browser, context } = pg);
  problems = pg.problems;
}, 90_000);

afterAll(async () => {
  await pg?.close();
});

afterEach(() => {
  const seen = [...problems];
  problems.length = 0;
  expect(seen).toEqual([]);
});

const open = (hash = ''): Promise<Page> => pg.open(hash);

const blameLines = (page: Page) => page.locator('#blame .line').allInnerTexts();
const changedLines = (page: Page) => page.locator('#blame .line.changed').allInnerTexts();

// A browser on a machine shared with other test runs: generous time per test.
describe('the page at /', { timeout: 120_000 }, () => {
  it('is served to browsers; other clients keep the JSON index', async () => {
    const html = await fetch(`${base}/`, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(await html.text()).toContain('apply-preview playground');
    for (const accept of [undefined, 'application/json', '*/*']) {
      const r = await fetch(`${base}/`, accept ? { headers: { Accept: accept } } : {});
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await r.json()) as { name: string }).name).toBe('apply-preview');
    }
    const js = await fetch(`${base}/playground.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
  });

  it('shows the ConfigMap conflict: the Status, the conflict with its three ways out, the blame if forced', async () => {
    const page = await open();
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/^Conflict: .*ConfigMap default\/test-cm/);
    expect(await page.locator('#status').innerText()).toContain(
      'Apply failed with 1 conflict: conflict with \\"kubectl\\": .data.b',
    );
    const conflicts = page.locator('#conflicts > li');
    expect(await conflicts.count()).toBe(1);
    const text = await conflicts.first().innerText();
    expect(text).toContain('.data.b is owned by kubectl (Apply)');
    expect(text).toMatch(/Force: .*"other-manager" takes \.data\.b/);
    expect(text).toMatch(/Drop the field: Remove \.data\.b/);
    expect(text).toMatch(/Co-own it: Set \.data\.b to the live value "2"/);
    expect(await page.locator('#blame-caption').innerText()).toMatch(/forced apply/);
    expect(await blameLines(page)).toContain('  a: "1"  # kubectl (Apply)'.replace(/^/, ' '));
    expect(await changedLines(page)).toEqual(['+  b: "3"  # other-manager (Apply)']);
    // The comment as GitHub shows it: a rendered table, no raw Markdown.
    const md = page.locator('#markdown');
    expect(await md.locator('table').count()).toBeGreaterThan(0);
    expect(await md.innerText()).toContain('1 object conflicts with kubectl');
    expect(await md.innerText()).not.toContain('**');
    await page.screenshot({ path: `${shots}conflict.png`, fullPage: true });
    await page.close();
  });

  it('updates the view as the user types, and the address restores it in a new page', async () => {
    const page = await open();
    await page.getByRole('button', { name: "kubectl's next apply" }).click();
    await settled(page);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Updates the object/);
    const manifest = page.locator('#manifest');
    await manifest.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('  third: "3"\n');
    await settled(page);
    expect(await changedLines(page)).toEqual([
      '+  key: new value                         # kubectl (Apply)',
      '+  other-key: added by kubectl            # kubectl (Apply)',
      '+  third: "3"                             # kubectl (Apply)',
    ]);
    expect(await page.locator('#changes tbody tr').count()).toBe(3);
    expect(await page.locator('#ownership').innerText()).toContain('.data.third');
    // Another field manager: now it shares nothing and conflicts with kubectl on data.key.
    await page.locator('#fieldManager').fill('ci-bot');
    await settled(page);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Conflict/);
    expect(await page.locator('#conflicts').innerText()).toContain('.data.key is owned by kubectl (Apply)');
    await page.screenshot({ path: `${shots}typed.png`, fullPage: true });

    const url = page.url();
    expect(url).toMatch(/#s=[A-Za-z0-9_-]+$/);
    const again = await open(url.slice(url.indexOf('#')));
    expect(await again.locator('#manifest').inputValue()).toBe(await manifest.inputValue());
    expect(await again.locator('#live').inputValue()).toBe(await page.locator('#live').inputValue());
    expect(await again.locator('#fieldManager').inputValue()).toBe('ci-bot');
    expect(await blameLines(again)).toEqual(await blameLines(page));
    expect(await again.locator('#verdict').innerText()).toBe(await page.locator('#verdict').innerText());
    await page.close();
    await again.close();
  });

  it("opens a link built by playgroundLink (the Action's builder): a create with force", async () => {
    const link = playgroundLink(`${base}/`, {
      live: '',
      manifest: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: fresh\n  namespace: ns\ndata:\n  k: v\n',
      crd: '',
      fieldManager: 'helm',
      force: true,
    });
    expect(link).not.toBeNull();
    const page = await open((link as string).slice(base.length + 1));
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/^Creates the object: ConfigMap ns\/fresh, field manager helm \(forced\)/);
    expect(await page.locator('#force').isChecked()).toBe(true);
    expect(await changedLines(page)).toContain('+  k: v  # helm (Apply)');
    await page.close();
  });

  it('fetches the CEL chunk for a CRD and shows the 422 of a rule that refuses the object', async () => {
    const crd = [
      'apiVersion: apiextensions.k8s.io/v1',
      'kind: CustomResourceDefinition',
      'metadata: {name: widgets.example.com}',
      'spec:',
      '  group: example.com',
      '  names: {kind: Widget, plural: widgets}',
      '  scope: Namespaced',
      '  versions:',
      '    - name: v1',
      '      served: true',
      '      storage: true',
      '      schema:',
      '        openAPIV3Schema:',
      '          type: object',
      '          properties:',
      '            spec:',
      '              type: object',
      '              x-kubernetes-validations:',
      "                - {rule: 'self.minReplicas <= self.maxReplicas', message: minReplicas must not exceed maxReplicas}",
      '              properties: {minReplicas: {type: integer}, maxReplicas: {type: integer}}',
      '',
    ].join('\n');
    const link = playgroundLink(`${base}/`, {
      live: '',
      manifest:
        'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: default\nspec:\n  minReplicas: 3\n  maxReplicas: 2\n',
      crd,
      fieldManager: 'm',
      force: false,
    });
    expect(link).not.toBeNull();
    const page = await open((link as string).slice(base.length + 1));
    await expect.poll(() => page.locator('#status').innerText()).toContain('"code": 422');
    const status = await page.locator('#status').innerText();
    expect(status).toContain(
      'Widget.example.com \\"w\\" is invalid: spec: Invalid value: minReplicas must not exceed maxReplicas',
    );
    expect(status).toContain('"reason": "FieldValueInvalid"');
    await page.close();
  });

  it('marks the offending line of an invalid manifest, and of a value the schema refuses', async () => {
    const page = await open();
    const manifest = page.locator('#manifest');
    await manifest.fill('');
    await manifest.pressSequentially(
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: test-cm\n  namespace: default\ndata:\n  b: [1\n  c: x\n',
    );
    await settled(page);
    const err = page.locator('#manifest-error');
    await expect.poll(() => err.isVisible()).toBe(true);
    expect(await err.innerText()).toMatch(/^Line \d+: manifest: invalid YAML at line \d+/);
    const line = Number(/^Line (\d+)/.exec(await err.innerText())?.[1]);
    expect(line).toBeGreaterThanOrEqual(7);
    expect(await page.locator('#ed-manifest .gutter .err').innerText()).toContain(String(line));
    expect(await manifest.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#status').innerText()).toContain('"code": 400');
    await page.screenshot({ path: `${shots}yaml-error.png`, fullPage: true });

    // A value of the wrong type: the engine names the path, the page finds its line.
    await page.getByRole('button', { name: 'HPA handover' }).click();
    await settled(page);
    const text = await manifest.inputValue();
    const lines = text.split('\n');
    const at = lines.findIndex((l) => /^\s+image: nginx/.test(l));
    expect(at).toBeGreaterThan(0);
    lines[at] = lines[at].replace(/image: .*/, 'image: [1, 2]');
    await manifest.fill(lines.join('\n'));
    await settled(page);
    expect(await page.locator('#status').innerText()).toMatch(/image/);
    expect(await err.innerText()).toMatch(new RegExp(`^Line ${at + 1}: `));
    expect(await page.locator('#ed-manifest .gutter .err').innerText()).toContain(String(at + 1));
    await page.screenshot({ path: `${shots}schema-error.png`, fullPage: true });

    // Fixed: the mark goes.
    lines[at] = lines[at].replace(/image: .*/, 'image: nginx:1.17');
    await manifest.fill(lines.join('\n'));
    await settled(page);
    expect(await err.isVisible()).toBe(false);
    expect(await manifest.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#ed-manifest .gutter .err').count()).toBe(0);
    await page.close();
  });

  it('works with the keyboard alone: every control in order, examples and force by key', async () => {
    const page = await open();
    const order: string[] = [];
    for (let i = 0; i < 23; i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const a = (
            globalThis as unknown as {
              document: { activeElement: { id: string; tagName: string; textContent: string } | null };
            }
          ).document.activeElement;
          return a ? a.id || `${a.tagName.toLowerCase()}:${(a.textContent ?? '').trim().slice(0, 24)}` : '';
        }),
      );
    }
    expect(order.slice(0, 10)).toEqual([
      'a:Skip to the result',
      'button:ConfigMap conflict',
      "button:kubectl's next apply",
      'button:HPA handover',
      'button:Shared field',
      'button:Forced takeover',
      'button:Custom resource',
      'button:Client-side apply',
      'button:Migration to server-side',
      'applier',
    ]);
    expect(order.slice(10)).toEqual([
      'apply-server', // the apply mode: one stop for the radio group, arrows move within it
      'fieldManager',
      'force',
      'defaults',
      'kubernetesVersion',
      'fieldValidation',
      'mode-local',
      'live',
      'manifest',
      expect.stringMatching(/^summary:CustomResourceDefinition/),
      'copy-link',
      'status', // the Status of the conflict scrolls: reachable to scroll it by key
      expect.stringMatching(/^(table|summary):/), // the comment: a wide table scrolls, or its details
    ]);
    // The "Forced takeover" example by Enter, then force off by Space: the conflict comes back.
    await page.getByRole('button', { name: 'Forced takeover' }).focus();
    await page.keyboard.press('Enter');
    await settled(page);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Updates the object.*\(forced\)/);
    await page.locator('#force').focus();
    await page.keyboard.press('Space');
    await settled(page);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Conflict/);
    // The CRD pane opens from the keyboard.
    await page.getByRole('button', { name: 'Custom resource' }).focus();
    await page.keyboard.press('Enter');
    await settled(page);
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/schema crd:routetables\.net\.example\.com/);
    expect(await page.locator('#crd').isVisible()).toBe(true);
    expect(await page.locator('#conflicts > li').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}custom-resource.png`, fullPage: true });
    await page.close();
  });

  it('keeps text contrast at WCAG AA (4.5:1) in every state it shows, and labels every input', async () => {
    const page = await open();
    // Relative luminance contrast of each visible text element against the first opaque background behind it.
    const worst = `(() => {
      const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const bg = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const c = rgb(getComputedStyle(e).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const out = [];
      for (const el of document.querySelectorAll('body *')) {
        if (!el.offsetParent && el.tagName !== 'BODY') continue;
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
        if (!own) continue;
        const a = lum(rgb(getComputedStyle(el).color).slice(0, 3));
        const b = lum(bg(el));
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < 4.5) out.push(el.tagName + '.' + el.className + ' ' + ratio.toFixed(2) + ' ' + el.textContent.slice(0, 30));
      }
      return out;
    })()`;
    expect(await page.evaluate(worst)).toEqual([]); // the conflict
    await page
      .locator('#manifest')
      .fill('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: test-cm\n x: [\n');
    await settled(page);
    expect(await page.evaluate(worst)).toEqual([]); // an error marked
    await page.getByRole('button', { name: 'Custom resource' }).click();
    await settled(page);
    expect(await page.evaluate(worst)).toEqual([]); // a custom resource, the CRD pane open
    await page.getByRole('button', { name: 'Client-side apply' }).click();
    await settled(page);
    expect(await page.locator('#patch-pane').isVisible()).toBe(true);
    expect(await page.evaluate(worst)).toEqual([]); // client-side: the patch, force disabled with its note
    // The field manager's placeholder (the preset's manager) is text too: 4.5:1 against the input.
    const placeholder = (await page.evaluate(`(() => {
      const i = document.getElementById('fieldManager');
      const c = getComputedStyle(i, '::placeholder').color;
      return [c, getComputedStyle(i).backgroundColor, i.placeholder, i.value];
    })()`)) as string[];
    expect(placeholder.slice(2)).toEqual(['kubectl-client-side-apply', '']);
    const lum = (c: string) => {
      const [r, g, b] = (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [fg, bgc] = [lum(placeholder[0]), lum(placeholder[1])];
    expect((Math.max(fg, bgc) + 0.05) / (Math.min(fg, bgc) + 0.05)).toBeGreaterThanOrEqual(4.5);
    const unlabelled = await page.evaluate(`[...document.querySelectorAll('input, textarea, button, select')]
      .filter((e) => !(e.labels && e.labels.length) && !e.textContent.trim() && !e.getAttribute('aria-label'))
      .map((e) => e.id || e.tagName)`);
    expect(unlabelled).toEqual([]);
    await page.close();
  });

  it('sends no request in local mode; the API mode calls this origin and shows the same result', async () => {
    const page = await open();
    const requests: string[] = [];
    // The page's own code chunks (the CEL evaluator, fetched by the first preview with
    // a CRD) are GETs that carry nothing of the inputs; any other request would.
    const chunks: string[] = [];
    page.on('request', (r) =>
      (r.method() === 'GET' && r.url().startsWith(`${base}/chunks/`) ? chunks : requests).push(
        `${r.method()} ${r.url()}`,
      ),
    );
    for (const name of [
      'Shared field',
      'Forced takeover',
      'Custom resource',
      'HPA handover',
      'ConfigMap conflict',
    ]) {
      await page.getByRole('button', { name }).click();
      await settled(page);
    }
    await page.locator('#live').fill('');
    await settled(page);
    await page.locator('#fieldManager').fill('someone');
    await settled(page);
    expect(await page.locator('#verdict').innerText()).toMatch(/^Creates the object/);
    expect(requests).toEqual([]);
    expect(chunks).toEqual([expect.stringMatching(/\/chunks\/cel-[^/]+\.js$/)]);
    expect(await page.locator('#privacy').innerText()).toMatch(/never leaves this page/);
    // Offline after load: the page still computes.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Forced takeover' }).click();
    await settled(page);
    expect(await page.locator('#verdict').innerText()).toMatch(/^Updates the object.*\(forced\)/);
    expect(await changedLines(page)).toEqual(['+  b: "3"  # other (Apply)']);
    await context.setOffline(false);
    expect(requests).toEqual([]);

    // The API: the same view, computed by POST /v1/preview and /v1/apply on this origin.
    await page.getByRole('button', { name: 'ConfigMap conflict' }).click();
    await settled(page);
    const localVerdict = await page.locator('#verdict').innerText();
    const localBlame = await blameLines(page);
    await page.locator('#mode-api').check();
    await settled(page);
    expect(await page.locator('#privacy').innerText()).toMatch(/sent to this site’s API/);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests)
      expect(r).toMatch(new RegExp(`^POST ${base.replace(/[.]/g, '\\.')}/v1/(preview|apply)`));
    expect(await page.locator('#verdict').innerText()).toBe(localVerdict);
    expect(await blameLines(page)).toEqual(localBlame);
    expect(await page.locator('#status').innerText()).toContain('Apply failed with 1 conflict');
    await page.screenshot({ path: `${shots}api-mode.png`, fullPage: true });
    await page.close();
  });

  it('shows markup in names and values as text: nothing is injected into the page', async () => {
    const page = await open();
    await page.locator('#live').fill('');
    await page
      .locator('#manifest')
      .fill(
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  img: "<img src=x onerror=alert(1)>"\n  s: "<script>alert(2)</script>"\n  k: "[link](javascript:alert(3)) **bold** <b>b</b>"\n',
      );
    await page.locator('#fieldManager').fill('<i>m</i>');
    await settled(page);
    expect(await page.locator('#verdict').innerText()).toMatch(/^Creates the object/);
    for (const sel of ['img', 'script', 'a[href^="javascript"]', 'b']) {
      expect(await page.locator(`#result ${sel}`).count(), sel).toBe(0);
    }
    // The comment's own <i> (its notes) is there; the manager's name did not become one.
    expect(await page.locator('#result i').allInnerTexts()).not.toContain('m');
    // (Keys are config keys, which a real server checks; the markup is in the values.)
    const blame = await page.locator('#blame').innerText();
    expect(blame).toContain('<img src=x onerror=alert(1)>');
    expect(blame).toContain('<script>alert(2)</script>');
    expect(await page.locator('#markdown').textContent()).toContain('Field manager <i>m</i>'); // in the closed details
    await page.close();
  });

  it('fits a phone screen: one column, no sideways scrolling of the page', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(`${base}/`);
    await settled(page);
    const widths = (await page.evaluate(
      '[document.scrollingElement.scrollWidth, window.innerWidth]',
    )) as number[];
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    const inputs = await page.locator('.inputs').boundingBox();
    const output = await page.locator('.output').boundingBox();
    expect(output?.y).toBeGreaterThan((inputs?.y ?? 0) + (inputs?.height ?? 0) - 1);
    await page.screenshot({ path: `${shots}phone.png`, fullPage: true });
    await phone.close();
  });

  it('client-side: shows the patch kubectl sends with its Content-Type, force off and explained', async () => {
    const page = await open();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    await page.getByRole('button', { name: 'Client-side apply' }).click();
    await settled(page);
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(
        /^Updates the object: Deployment default\/web, field manager kubectl-client-side-apply, applier kubectl \(client-side\)\./,
      );
    expect(await page.locator('#apply-client').isChecked()).toBe(true);
    expect(await page.locator('#applier').inputValue()).toBe('');
    expect(await page.locator('#fieldManager').inputValue()).toBe('');
    expect(await page.locator('#fieldManager').getAttribute('placeholder')).toBe('kubectl-client-side-apply');
    expect(await page.locator('#force').isDisabled()).toBe(true);
    expect(await page.locator('#force-note').innerText()).toMatch(/never conflicts/);
    expect(await page.locator('#patch-pane').isVisible()).toBe(true);
    expect(await page.locator('#patch-label').innerText()).toBe('The request kubectl apply sends');
    expect(await page.locator('#patch-caption').innerText()).toMatch(
      /Content-Type: application\/strategic-merge-patch\+json/,
    );
    const patch = JSON.parse(await page.locator('#patch').innerText());
    expect(patch.spec.template.spec.containers).toEqual([{ name: 'log', $patch: 'delete' }]);
    expect(patch.metadata.annotations).toHaveProperty(['kubectl.kubernetes.io/last-applied-configuration']);
    expect(await changedLines(page)).toContainEqual(expect.stringMatching(/^\+ {2}generation: 2/));
    expect(await page.locator('#notes').innerText()).toMatch(/Update by "kubectl-client-side-apply"/);
    await page.screenshot({ path: `${shots}client-side.png`, fullPage: true });
    await page.locator('.options').screenshot({ path: `${shots}client-side-options.png` });
    await page.locator('#patch-pane').screenshot({ path: `${shots}client-side-patch.png` });

    // The migration: the same object with kubectl apply --server-side; no patch any more.
    await page.getByRole('button', { name: 'Migration to server-side' }).click();
    await settled(page);
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/field manager kubectl, applier kubectl-server-side \(server-side\)/);
    expect(await page.locator('#patch-pane').isVisible()).toBe(false);
    expect(await page.locator('#force').isDisabled()).toBe(false);
    expect(await blameLines(page)).toContainEqual(
      expect.stringMatching(/^. {6}app: web +# kubectl \(Apply\)$/),
    );
    await page.screenshot({ path: `${shots}migration.png`, fullPage: true });

    // Client-side chosen by hand on the ConfigMap conflict: no conflict, a patch instead.
    await page.getByRole('button', { name: "kubectl's next apply" }).click();
    await settled(page);
    expect(await page.locator('#patch-pane').isVisible()).toBe(false);
    await page.locator('#apply-client').check();
    await settled(page);
    // The field manager kubectl was the default of a plain apply: it follows the choice.
    expect(await page.locator('#fieldManager').inputValue()).toBe('');
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/field manager kubectl-client-side-apply, applier kubectl \(client-side\)/);
    expect(await page.locator('#patch-caption').innerText()).toMatch(
      /Content-Type: application\/merge-patch\+json|Content-Type: application\/strategic-merge-patch\+json/,
    );
    expect(requests).toEqual([]);
    await page.close();
  });

  it('a preset: its manager in the report, force as the tool sets it; a typed manager overrides it', async () => {
    const page = await open();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    await page.getByRole('button', { name: 'HPA handover' }).click();
    await settled(page);
    const options = await page.locator('#applier option').allInnerTexts();
    expect(options).toEqual([
      'none: one apply request by the field manager',
      'kubectl: kubectl apply (client-side)',
      'kubectl-server-side: kubectl apply --server-side',
      'flux: Flux kustomize-controller',
      'argocd: Argo CD (default sync) (client-side)',
      'argocd-server-side: Argo CD (ServerSideApply=true)',
      'helm3: Helm 3 (client-side)',
      'helm4: Helm 4',
    ]);
    await page.locator('#applier').selectOption('flux');
    await settled(page);
    expect(await page.locator('#fieldManager').inputValue()).toBe('');
    expect(await page.locator('#fieldManager').getAttribute('placeholder')).toBe('kustomize-controller');
    expect(await page.locator('#force').isChecked()).toBe(true);
    expect(await page.locator('#applier-desc').innerText()).toMatch(
      /^Flux kustomize-controller: server-side, field manager kustomize-controller when the input is empty, conflicts forced/,
    );
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/field manager kustomize-controller \(forced\), applier flux \(server-side\)/);
    expect(await blameLines(page)).toContainEqual(
      expect.stringMatching(/^. {6}app: nginx +# kustomize-controller \(Apply\)$/),
    );
    await page.screenshot({ path: `${shots}preset-flux.png`, fullPage: true });
    await page.locator('.options').screenshot({ path: `${shots}preset-flux-options.png` });
    // A client-side preset sets the mode.
    await page.locator('#applier').selectOption('helm3');
    await settled(page);
    expect(await page.locator('#apply-client').isChecked()).toBe(true);
    expect(await page.locator('#force').isChecked()).toBe(false);
    // Helm does not take over an object its release did not make: the example's
    // Deployment lacks the release metadata, so Helm's own error is the answer.
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/the apply is refused/);
    expect(await page.locator('#status').innerText()).toMatch(
      /exists and cannot be imported into the current release: invalid ownership metadata/,
    );
    await page.screenshot({ path: `${shots}preset-helm3-refused.png`, fullPage: true });
    // A new object is Helm's to create.
    await page.locator('#live').fill('');
    await settled(page);
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/field manager helm, applier helm3/);
    expect(await page.locator('#patch-label').innerText()).toBe('The request Helm 3 sends');
    // Server-side again: the client-side preset gives way; a typed manager stays.
    await page.locator('#fieldManager').fill('ci-bot');
    await page.locator('#apply-server').check();
    await settled(page);
    expect(await page.locator('#applier').inputValue()).toBe('');
    expect(await page.locator('#fieldManager').inputValue()).toBe('ci-bot');
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/field manager ci-bot\./);
    expect(requests).toEqual([]);
    await page.close();
  });

  it('the owner a tool writes: asked for with Flux, Helm and Argo CD only; empty, assumed and noted', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'HPA handover' }).click();
    await settled(page);
    expect(await page.locator('#owner-field').isHidden()).toBe(true);
    await page.locator('#applier').selectOption('flux');
    await page.locator('#live').fill('');
    await settled(page);
    expect(await page.locator('#owner-field').isVisible()).toBe(true);
    expect(await page.locator('#owner-label').innerText()).toBe('Flux Kustomization');
    await expect.poll(() => page.locator('#notes').innerText()).toMatch(/names no Flux Kustomization/);
    expect(await blameLines(page)).toContainEqual(
      expect.stringMatching(
        /kustomize\.toolkit\.fluxcd\.io\/name: default +# kustomize-controller \(Apply\)$/,
      ),
    );
    await page.locator('#owner').fill('flux-system/apps');
    await settled(page);
    await expect
      .poll(() => blameLines(page))
      .toContainEqual(
        expect.stringMatching(
          /kustomize\.toolkit\.fluxcd\.io\/name: apps +# kustomize-controller \(Apply\)$/,
        ),
      );
    expect(await page.locator('#notes').innerText()).not.toMatch(/names no Flux Kustomization/);
    // The view's link carries the owner.
    expect(decodeURIComponent(page.url())).toContain('#s=');
    await page.locator('.options').screenshot({ path: `${shots}owner-flux.png` });
    // Argo CD takes a bare Application name; a bad owner is the API server's 400 worded for the option.
    await page.locator('#applier').selectOption('argocd-server-side');
    await page.locator('#owner').fill('shop');
    await settled(page);
    expect(await page.locator('#owner-label').innerText()).toBe('Argo CD Application');
    await expect
      .poll(() => blameLines(page))
      .toContainEqual(
        expect.stringMatching(/argocd\.argoproj\.io\/tracking-id: shop:apps\/Deployment:default\/nginx/),
      );
    await page.locator('#applier').selectOption('helm4');
    await settled(page);
    await expect
      .poll(() => page.locator('#status').innerText())
      .toMatch(/owner: expected \\"namespace\/name\\" \(Kubernetes names\), got \\"shop\\"/);
    await page.close();
  });

  it('server defaults: on by default, the defaulted lines say so; off, none does', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'HPA handover' }).click();
    await settled(page);
    await page.locator('#live').fill('');
    await settled(page);
    expect(await page.locator('#defaults').isChecked()).toBe(true);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Creates the object/);
    const on = await blameLines(page);
    expect(on).toContainEqual(
      expect.stringMatching(/^\+ {6}restartPolicy: Always +# defaulted \(no owner\)$/),
    );
    expect(await page.locator('#changes').innerText()).toMatch(/added \(defaulted\)/);
    // A create's count is the comment's: no rows for the identity, uid or creationTimestamp.
    const rows = await page.locator('#changes tbody tr').count();
    expect(await page.locator('#verdict').innerText()).toContain(` ${rows} field changes`);
    expect(await page.locator('#changes').innerText()).not.toMatch(
      /\.metadata\.(uid|creationTimestamp|name)\b/,
    );
    await page.screenshot({ path: `${shots}defaults-on.png`, fullPage: true });
    await page.locator('#defaults').uncheck();
    await settled(page);
    const off = await blameLines(page);
    expect(off.length).toBeGreaterThan(5);
    expect(off.filter((l) => /defaulted/.test(l))).toEqual([]);
    expect(await page.locator('#changes').innerText()).not.toMatch(/defaulted/);
    await page.screenshot({ path: `${shots}defaults-off.png`, fullPage: true });
    await page.close();
  });

  it('force set by a preset is reset when the preset is left, and a forced preview says so', async () => {
    const page = await open();
    // The ConfigMap conflict: not forced, no note.
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Conflict: /);
    expect(await page.locator('#forced-note').isVisible()).toBe(false);
    // Flux forces: the box is ticked and the page says the preview is forced.
    await page.locator('#applier').selectOption('flux');
    await settled(page);
    expect(await page.locator('#force').isChecked()).toBe(true);
    await expect.poll(() => page.locator('#forced-note').innerText()).toMatch(/^Forced .*Flux/);
    // Back to none: force goes back to unticked, the conflict is reported again.
    await page.locator('#applier').selectOption('');
    await settled(page);
    expect(await page.locator('#force').isChecked()).toBe(false);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Conflict: /);
    expect(await page.locator('#forced-note').isVisible()).toBe(false);
    // Ticked by hand, force stays through a forcing preset and back.
    await page.locator('#force').check();
    await page.locator('#applier').selectOption('argocd-server-side');
    await page.locator('#applier').selectOption('');
    await settled(page);
    expect(await page.locator('#force').isChecked()).toBe(true);
    await expect.poll(() => page.locator('#forced-note').innerText()).toMatch(/^Forced .*Force is ticked/);
    await page.close();
  });

  it('at 1400 px the Field changes table fits: its After column is not cut', async () => {
    const page = await open();
    /** The right edges of the After column, the Field changes pane and the viewport; null: no table. */
    const edges = async () => {
      const th = page.locator('#changes table th');
      if ((await th.count()) === 0) return null;
      const after = await th.last().boundingBox();
      const box = await page.locator('#changes').boundingBox();
      return {
        after: after ? after.x + after.width : Number.NaN,
        box: box ? box.x + box.width : 0,
        view: page.viewportSize()?.width ?? 0,
      };
    };
    const titles = await page.locator('.examples button').allInnerTexts();
    expect(titles.length).toBeGreaterThan(3);
    let tables = 0;
    for (const title of titles) {
      await page.getByRole('button', { name: title }).click();
      await settled(page);
      const e = await edges();
      if (e === null) continue;
      tables++;
      expect(e.after, title).toBeLessThanOrEqual(e.view);
      expect(e.after, title).toBeLessThanOrEqual(e.box + 0.5);
    }
    expect(tables).toBeGreaterThan(0);
    // A value with no place to wrap (a long token, under the 120 characters that fold it).
    await page.locator('#live').fill('');
    await page
      .locator('#manifest')
      .fill(
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: long\n  namespace: default\ndata:\n  digest: "${'x1Y2z3'.repeat(18)}"\n`,
      );
    await settled(page);
    await expect.poll(() => page.locator('#changes').innerText()).toContain('.data.digest');
    const e = await edges();
    expect(e?.view).toBe(1400);
    expect(e?.after).toBeLessThanOrEqual(1400);
    expect(e?.after).toBeLessThanOrEqual((e?.box ?? 0) + 0.5);
    await page.locator('#changes-pane').screenshot({ path: `${shots}changes-1400.png` });
    await page.close();
  });

  it('field validation: a typo is refused with its Status and marked; Warn previews without it; the link keeps it', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'HPA handover' }).click();
    await settled(page);
    const manifest = await page.locator('#manifest').inputValue();
    await page.locator('#live').fill('');
    await page.locator('#manifest').fill(manifest.replace(/^spec:\n/m, 'spec:\n  replica: 3\n'));
    await settled(page);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Refused as invalid/);
    expect(await page.locator('#status-pane').isVisible()).toBe(true);
    expect(await page.locator('#status').innerText()).toContain(
      '.spec.replica: field not declared in schema',
    );
    // kubectl's create under Warn: the field is dropped and the report says so.
    await page.locator('#apply-client').check();
    await page.locator('#fieldValidation').selectOption('Warn');
    await settled(page);
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/^Creates the object/);
    expect(await page.locator('main').innerText()).toContain('unknown field "spec.replica"');
    const url = page.url();
    const again = await open(url.slice(url.indexOf('#')));
    expect(await again.locator('#fieldValidation').inputValue()).toBe('Warn');
    expect(await again.locator('#verdict').innerText()).toBe(await page.locator('#verdict').innerText());
    await page.screenshot({ path: `${shots}field-validation-warn.png`, fullPage: true });
    await page.close();
    await again.close();
  });

  it('the Kubernetes version: its schemas type the manifest, and the link keeps it', async () => {
    const page = await open();
    await page.locator('#live').fill('');
    await page
      .locator('#manifest')
      .fill(
        'apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingAdmissionPolicy\nmetadata:\n  name: p\nspec:\n  failurePolicy: Fail\n',
      );
    await settled(page);
    // The newest modelled by default; the kind is GA from 1.36, deduced in 1.35.
    expect(await page.locator('#kubernetesVersion').inputValue()).toBe(NEWEST_BUILTIN_VERSION);
    await expect.poll(() => page.locator('main').innerText()).toContain(`builtin:${NEWEST_BUILTIN_VERSION}`);
    await page.locator('#kubernetesVersion').selectOption('1.35');
    await settled(page);
    await expect.poll(() => page.locator('main').innerText()).toContain('deduced');
    await page.locator('#kubernetesVersion').selectOption('1.36');
    await settled(page);
    await expect.poll(() => page.locator('main').innerText()).toContain('builtin:1.36');
    const url = page.url();
    const again = await open(url.slice(url.indexOf('#')));
    expect(await again.locator('#kubernetesVersion').inputValue()).toBe('1.36');
    await expect.poll(() => again.locator('main').innerText()).toContain('builtin:1.36');
    await page.close();
    await again.close();
  });

  it('a link restores the mode, the applier and server defaults; the API mode agrees', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Client-side apply' }).click();
    await settled(page);
    await page.locator('#applier').selectOption('argocd');
    await page.locator('#defaults').uncheck();
    await settled(page);
    await expect
      .poll(() => page.locator('#verdict').innerText())
      .toMatch(/field manager argocd-controller, applier argocd \(client-side\)/);
    const url = page.url();
    const again = await open(url.slice(url.indexOf('#')));
    expect(await again.locator('#applier').inputValue()).toBe('argocd');
    expect(await again.locator('#apply-client').isChecked()).toBe(true);
    expect(await again.locator('#defaults').isChecked()).toBe(false);
    expect(await again.locator('#force').isDisabled()).toBe(true);
    expect(await again.locator('#verdict').innerText()).toBe(await page.locator('#verdict').innerText());
    expect(await again.locator('#patch').innerText()).toBe(await page.locator('#patch').innerText());
    expect(await blameLines(again)).toEqual(await blameLines(page));
    // The same view through the API.
    const sent: string[] = [];
    again.on('request', (r) => sent.push(r.url()));
    await again.locator('#mode-api').check();
    await settled(again);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await expect
      .poll(() => again.locator('#verdict').innerText())
      .toBe(await page.locator('#verdict').innerText());
    await expect
      .poll(() => again.locator('#patch').innerText())
      .toBe(await page.locator('#patch').innerText());
    await expect.poll(() => blameLines(again)).toEqual(await blameLines(page));
    // A link made before these settings: server-side, no applier, defaults on.
    const old = await open(
      '#s=PY0xDoAgEAS_cqGmsaW1trXxLE5BQ5CFCPp-sdByN5OZqdNKaSXZj-4sPsHQ3TGChzXUJ2x-HyQzoqtipYphEEGiM5QO-42SZW0PCuOHQjMxmjtci1vrofSbmh8',
    );
    expect(await old.locator('#apply-server').isChecked()).toBe(true);
    expect(await old.locator('#applier').inputValue()).toBe('');
    expect(await old.locator('#defaults').isChecked()).toBe(true);
    await expect
      .poll(() => old.locator('#verdict').innerText())
      .toMatch(/^Creates the object: ConfigMap ns\/old, field manager kubectl \(forced\)\./);
    await page.close();
    await again.close();
    await old.close();
  });

  it('the new controls work from the keyboard: arrows pick the preset and the mode, Space the defaults', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'HPA handover' }).click();
    await settled(page);
    await page.locator('#applier').focus();
    await page.keyboard.press('ArrowDown'); // kubectl (client-side)
    await page.keyboard.press('ArrowDown'); // kubectl-server-side
    await settled(page);
    expect(await page.locator('#applier').inputValue()).toBe('kubectl-server-side');
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/applier kubectl-server-side/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.id')).toBe('apply-server');
    await page.keyboard.press('ArrowDown');
    await settled(page);
    expect(await page.locator('#apply-client').isChecked()).toBe(true);
    expect(await page.locator('#applier').inputValue()).toBe('');
    await expect.poll(() => page.locator('#verdict').innerText()).toMatch(/applier kubectl \(client-side\)/);
    await page.keyboard.press('Tab'); // field manager
    await page.keyboard.press('Tab'); // force is disabled client-side: skipped
    expect(await page.evaluate('document.activeElement.id')).toBe('defaults');
    await page.keyboard.press('Space');
    await settled(page);
    expect(await page.locator('#defaults').isChecked()).toBe(false);
    await page.screenshot({ path: `${shots}keyboard-controls.png` });
    await page.close();
  });

  it('keeps a Secret out of the address and refuses a link for it', async () => {
    const page = await open();
    await page.locator('#live').fill('');
    await page
      .locator('#manifest')
      .fill('apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\ndata:\n  password: aHVudGVyMg==\n');
    await settled(page);
    expect(page.url()).not.toContain('#s=');
    expect(await page.locator('#link-status').innerText()).toMatch(/Secret/);
    expect(await page.locator('#blame').innerText()).not.toContain('aHVudGVyMg==');
    expect(await page.locator('#markdown').innerText()).not.toContain('aHVudGVyMg==');
    await page.close();
  });
});

describe('the committed bundle', () => {
  it("loads a Kubernetes version's built-in schemas, a chunk of its own, in the page", async () => {
    const chunk = readdirSync(new URL('playground/dist/chunks/', repo)).find((f) =>
      f.startsWith('k8s-1.36.diff-'),
    );
    expect(chunk).toBeDefined();
    const r = await fetch(`${base}/chunks/${chunk}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    const page = await open();
    // The page's origin and CSP, as the bundle's own import("./chunks/...") loads it
    // (the expression as text: the test runner would rewrite an import() in a function).
    const diff = (await page.evaluate(
      `import(${JSON.stringify(`${base}/chunks/${chunk}`)}).then((m) => {
        const d = Object.values(m).find((v) => v && v.version !== undefined);
        return { version: d && d.version, mutating: Object.keys((d && d.kinds['admissionregistration.k8s.io/v1']) || {}) };
      })`,
    )) as { version: string; mutating: string[] };
    expect(diff.version).toBe('1.36');
    expect(diff.mutating).toContain('MutatingAdmissionPolicy');
    await page.close();
  });

  it('is what the page loads', async () => {
    const html = readFileSync(new URL('playground/dist/index.html', repo), 'utf8');
    const src = /src="(\/playground\.js\?v=[0-9a-f]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const served = await (await fetch(`${base}${src}`)).text();
    expect(served).toBe(readFileSync(new URL('playground/dist/playground.js', repo), 'utf8'));
  });
});
