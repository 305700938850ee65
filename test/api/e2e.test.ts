// End to end: the real Worker (wrangler's unstable_startWorker: wrangler.toml,
// the bundled api/worker.ts in workerd on 127.0.0.1), driven over HTTP with the
// seed scenarios (whole, through /v1/simulate, and step by step, through
// /v1/apply and /v1/update), and with the docs' curl examples (docs/http-api.md) run by curl.

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_startWorker } from 'wrangler';
import { SERVER_NOTE_CODES } from '../../core/server/types.ts';
import type { StepResult } from '../../core/simulate.ts';
import { isObject, type JsonObject } from '../../core/value.ts';
import { UNNAMED_KUBERNETES_VERSION } from '../../core/versions.ts';
import { WRANGLER_QUIET_ENV } from '../../scripts/wrangler-env.ts';
import { checkStep, loadScenarios } from '../scenario-helper.ts';
import { CURL_EXAMPLES, EXAMPLE_BASE } from './examples.ts';

const repo = new URL('../../', import.meta.url);

Object.assign(process.env, WRANGLER_QUIET_ENV);

let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let base = '';

beforeAll(async () => {
  worker = await unstable_startWorker({
    config: new URL('wrangler.toml', repo).pathname,
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, logLevel: 'warn' },
  });
  await worker.ready;
  base = (await worker.url).href.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await worker?.dispose();
});

async function post(
  path: string,
  body: unknown,
): Promise<{ status: number; body: JsonObject; warnings: string[] }> {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  // Warning: 299 - "<text>" headers, as kube-apiserver sends them (one a warning, joined by ", ").
  const header = r.headers.get('warning') ?? '';
  const warnings = [...header.matchAll(/299 - "((?:[^"\\]|\\.)*)"/g)].map((m) =>
    m[1].replace(/\\(.)/g, '$1'),
  );
  return { status: r.status, body: (await r.json()) as JsonObject, warnings };
}

const scenarios = loadScenarios(new URL('../scenarios/', import.meta.url));

describe('seed scenarios through /v1/simulate', () => {
  for (const { name, file } of scenarios) {
    it(name, async () => {
      const r = await post('/v1/simulate', file.scenario);
      expect(r.status).toBe(200);
      if (file.schemaSource !== undefined) expect(r.body.schemaSource).toBe(file.schemaSource);
      const steps = r.body.steps as unknown as StepResult[];
      expect(steps).toHaveLength(file.expect.length);
      steps.forEach((s, i) => {
        checkStep(s, file.expect[i], `${name} step ${i}`, file.patterns);
      });
    });
  }
});

// Helm 3 patches from the previous release's manifest, which a scenario keeps
// from step to step and a single /v1/apply request does not carry: those
// scenarios run whole, through /v1/simulate, above, as do the scenarios of a
// named Kubernetes version. The others run at the version scenarios without one
// are recorded at (1.35's newest patch), named in each request: the API's own
// default is the newest modelled.
const stepwise = scenarios.filter(
  ({ file }) =>
    !(file.scenario.steps as JsonObject[]).some((s) => s.applier === 'helm3') &&
    file.scenario.kubernetesVersion === undefined,
);

describe('seed scenarios step by step through /v1/apply and /v1/update', () => {
  for (const { name, file } of stepwise) {
    it(name, async () => {
      const sc = file.scenario;
      let live = isObject(sc.live) ? sc.live : null;
      const steps = sc.steps as JsonObject[];
      for (const [i, step] of steps.entries()) {
        const req: JsonObject = { live, fieldManager: step.manager as string };
        if (isObject(sc.schema)) req.schema = { openAPIV3Schema: sc.schema };
        else if (Array.isArray(sc.crds) && isObject(sc.crds[0])) req.schema = { crd: sc.crds[0] };
        if (typeof sc.now === 'string') req.now = sc.now;
        req.kubernetesVersion = UNNAMED_KUBERNETES_VERSION.version;
        // A client-side apply or an applier's write is a preview of /v1/apply with mode and applier.
        const applies = step.op === 'apply' || step.op === 'client-side-apply';
        if (applies) {
          req.intent = step.object;
          if (step.force === true) req.force = true;
          if (step.op === 'client-side-apply') req.mode = 'client-side';
          if (typeof step.applier === 'string') req.applier = step.applier;
          if (typeof step.owner === 'string') req.owner = step.owner;
        } else req.object = step.object;
        if (typeof step.subresource === 'string') req.subresource = step.subresource;
        if (typeof sc.defaults === 'boolean') req.defaults = sc.defaults;
        const fieldValidation = step.fieldValidation ?? sc.fieldValidation;
        if (typeof fieldValidation === 'string') req.fieldValidation = fieldValidation;
        const r = await post(`/v1/${applies ? 'apply' : (step.op as string)}`, req);
        let result: StepResult;
        const want = file.expect[i];
        if (r.status === 200) {
          result = { ok: true, object: r.body.object as JsonObject };
          live = result.object;
          // An apply answers its report; a create or update only the object.
          const report = isObject(r.body.result) ? r.body.result : null;
          if (report?.patch !== undefined) result.patch = report.patch as never;
          if (applies && step.manager !== '') expect(report?.fieldManager).toBe(step.manager);
        } else {
          expect(r.body.kind).toBe('Status');
          expect(r.body.code).toBe(r.status);
          result = { ok: false, status: r.body as never, conflicts: [] };
          // The API answers conflicts as kube-apiserver does: one cause per field, naming its manager.
          const details = isObject(r.body.details) ? r.body.details : {};
          const causes = (Array.isArray(details.causes) ? details.causes : []) as JsonObject[];
          for (const c of (want.conflicts ?? []) as { path: string; manager: string }[]) {
            const cause = causes.find((x) => x.field === c.path);
            expect(cause?.message, `${name} step ${i}: conflict at ${c.path}`).toContain(`"${c.manager}"`);
          }
          expect(causes).toHaveLength(want.conflicts?.length ?? causes.length);
        }
        // Server notes: an apply's are in its report, another write's in the answer.
        const notes = (applies && isObject(r.body.result) ? r.body.result.notes : r.body.notes) as
          | { code: string }[]
          | undefined;
        const serverCodes = new Set<string>(SERVER_NOTE_CODES);
        const server = (notes ?? []).filter((n) => serverCodes.has(n.code));
        if (server.length > 0) result.notes = server as never;
        // A refused write answers a Status, without the patch the report would carry.
        const patch = r.status === 200 ? want.patch : undefined;
        // The API server's warnings: in the Warning headers of every answer.
        if (r.warnings.length > 0) result.warnings = r.warnings;
        checkStep(result, { ...want, conflicts: undefined, patch }, `${name} step ${i}`, file.patterns);
      }
    });
  }
});

describe("the docs' curl examples", () => {
  // README.md shows the first; docs/http-api.md shows them all (test/docs/commands.test.ts checks both ways)
  const docs = readFileSync(new URL('docs/http-api.md', repo), 'utf8');
  for (const ex of CURL_EXAMPLES) {
    it(ex.endpoint, async () => {
      expect(docs, 'docs/http-api.md shows the example verbatim').toContain(ex.command);
      // not execFileSync: this process must stay free to serve (wrangler's dev proxy runs in it)
      const { stdout: out } = await promisify(execFile)(
        'sh',
        ['-c', ex.command.replaceAll(EXAMPLE_BASE, base)],
        {
          cwd: repo,
          encoding: 'utf8',
          timeout: 20_000,
        },
      );
      expect(ex.check(out), out.slice(0, 2000)).toBeNull();
    });
  }
});
