// The playground page in a real browser, for every user: the keyboard alone, text
// contrast and labels, markup shown as text, a phone screen and a 1400 px one.

import { describe, expect, it } from 'vitest';
import { settled } from './browser.ts';
import { base, browser, open, problems, shots, usePlaygroundPage } from './page.ts';

usePlaygroundPage();

// A browser on a machine shared with other test runs: generous time per test.
describe('the page at /', { timeout: 120_000 }, () => {
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
});
