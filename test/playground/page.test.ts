// The playground page in a real browser: served to browsers, showing a conflict,
// updating as the user types, marking invalid manifests and refused values, and
// calling the API only in API mode.

import { describe, expect, it } from 'vitest';
import { playgroundLink } from '../../core/preview/link.ts';
import { settled } from './browser.ts';
import { base, blameLines, changedLines, context, open, shots, usePlaygroundPage } from './page.ts';

usePlaygroundPage();

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
});
