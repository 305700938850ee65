// The committed playground bundle as a real browser loads it from the Worker: the
// page's script, and a Kubernetes version's schemas in a chunk of their own.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { base, open, repo, usePlaygroundPage } from './page.ts';

usePlaygroundPage();

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
