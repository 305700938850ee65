// The playground page's controls in a real browser: client-side apply, the tools'
// presets and the owner they write, server defaults, force, field validation and
// the Kubernetes version.

import { describe, expect, it } from 'vitest';
import { NEWEST_BUILTIN_VERSION } from '../../core/schema/builtin/index.ts';
import { settled } from './browser.ts';
import { blameLines, changedLines, open, shots, usePlaygroundPage } from './page.ts';

usePlaygroundPage();

// A browser on a machine shared with other test runs: generous time per test.
describe('the page at /', { timeout: 120_000 }, () => {
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
});
