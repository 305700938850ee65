// `apply-preview simulate`: a scenario replayed through the command line.

import { describe, expect, it } from 'vitest';
import { cli, expectOneLine, file, SCENARIO } from './cli-helpers.ts';

describe('simulate', () => {
  it('prints one JSON result', async () => {
    const r = await cli(['simulate', SCENARIO]);
    expect(r.code).toBe(0);
    expect(
      r.stdout.startsWith(
        '{\n  "schemaSource": "builtin:1.35",\n  "kubernetesVersion": "1.35.7",\n  "steps": [',
      ),
    ).toBe(true);
    const out = JSON.parse(r.stdout);
    expect(out.steps).toHaveLength(2);
    expect(out.steps[0].ok).toBe(false);
    expect(out.steps[0].status.message).toBe(
      'Apply failed with 1 conflict: conflict with "kubectl": .data.b',
    );
    expect(out.steps[0].conflicts).toEqual([{ manager: 'kubectl', operation: 'Apply', path: '.data.b' }]);
    expect(out.steps[1].ok).toBe(true);
    expect(out.steps[1].object.data).toEqual({ a: '1', b: '3' });
  });

  it('reads the scenario from stdin', async () => {
    const r = await cli(['simulate', '-'], JSON.stringify({ live: null, steps: [] }));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ schemaSource: 'deduced', kubernetesVersion: '1.35.7', steps: [] });
  });

  it('exits 2 naming the field of a bad scenario', async () => {
    const bad = file(
      'bad-scenario.json',
      JSON.stringify({ live: null, steps: [{ op: 'patch', manager: 'm', object: {} }] }),
    );
    const r = await cli(['simulate', bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expectOneLine(r.stderr);
    expect(r.stderr).toBe(
      `apply-preview: ${bad}: steps[0].op: must be "apply", "create", "update" or "client-side-apply"\n`,
    );
  });

  it('exits 2 naming the line of malformed JSON', async () => {
    const bad = file('broken.json', '{\n  "live": null,\n  "steps": [\n    {"op": "apply",,}\n  ]\n}\n');
    const r = await cli(['simulate', bad]);
    expect(r.code).toBe(2);
    expectOneLine(r.stderr);
    expect(r.stderr).toContain(`${bad}:4:`);
  });

  it('--bench 5 prints one JSON line with a positive nsPerSequence', async () => {
    const r = await cli(['simulate', '--bench', '5', SCENARIO]);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['nsPerSequence', 'iterations', 'steps']);
    expect(out.nsPerSequence).toBeGreaterThan(0);
    expect(out.iterations).toBe(5);
    expect(out.steps).toBe(2);
  });

  it('rejects a bad --bench count', async () => {
    const r = await cli(['simulate', '--bench', '0', SCENARIO]);
    expect(r.code).toBe(2);
  });
});
