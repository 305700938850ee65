// The playground page's links in a real browser: a link built by playgroundLink
// opens its preview, a link restores the page's settings, a Secret stays out of it.

import { describe, expect, it } from 'vitest';
import { playgroundLink } from '../../core/preview/link.ts';
import { settled } from './browser.ts';
import { base, blameLines, changedLines, open, usePlaygroundPage } from './page.ts';

usePlaygroundPage();

// A browser on a machine shared with other test runs: generous time per test.
describe('the page at /', { timeout: 120_000 }, () => {
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
