// An unexpected failure, inside workerd: a 500 Status with a request id and nothing
// else.

import { describe, expect, it } from 'vitest';
import { createApp, type LogEntry } from '../../../api/app.ts';
import { SECRET_VALUE } from '../fixtures.ts';

describe('unexpected failures', () => {
  it('a 500 Status with a request id, no stack and no data; the log has the frames, not the message', async () => {
    const logs: LogEntry[] = [];
    const app = createApp({ log: (e) => logs.push(e) });
    app.post('/v1/broken', () => {
      throw new TypeError(`cannot read ${SECRET_VALUE}`);
    });
    const r = await app.request('/v1/broken', { method: 'POST', body: '{}' });
    expect(r.status).toBe(500);
    const id = r.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `Internal error occurred: request id ${id}`,
      reason: 'InternalError',
      details: { causes: [{ message: `request id ${id}` }] },
      code: 500,
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 'error', requestId: id, path: '/v1/broken', status: 500 });
    expect(logs[0].error?.name).toBe('TypeError');
    expect(logs[0].error?.stack?.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(SECRET_VALUE);
  });
});
