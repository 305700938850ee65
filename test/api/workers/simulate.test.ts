// POST /v1/simulate, inside workerd (SELF: the Worker of wrangler.toml).

import { describe, expect, it } from 'vitest';
import { SimulateResponse } from '../../../api/schemas.ts';
import { parseScenario, simulate } from '../../../core/simulate.ts';
import example from '../../../examples/scenario-configmap-conflict.json' with { type: 'json' };

import { call } from './routes-helpers.ts';

describe('POST /v1/simulate', () => {
  it("replays a scenario: the command line's result", async () => {
    const r = await call('/v1/simulate', example);
    expect(r.status).toBe(200);
    const body = SimulateResponse.parse(r.json());
    expect(body).toEqual(JSON.parse(JSON.stringify(simulate(parseScenario(example)))));
    expect(body.steps.map((s) => s.ok)).toEqual([false, true]);
  });

  it('a bad scenario names the field', async () => {
    const r = await call('/v1/simulate', { live: null, steps: [{ op: 'patch', manager: 'x', object: {} }] });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(
      'request body: steps[0].op: Invalid option: expected one of "apply"|"create"|"update"|"client-side-apply"',
    );
  });
});
