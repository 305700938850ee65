// GitHub's API is a server the Action waits on: a GitHub that never answers, or
// answers without end, must fail the run with a one-line error naming the call,
// within the deadline (GITHUB_TIMEOUT_MS, MAX_GITHUB_ANSWER_BYTES in
// core/limits.ts). The bundled Action as a runner runs it, with a short deadline
// set through APPLY_PREVIEW_GITHUB_TIMEOUT_MS; the calls themselves with short limits.

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenLogin } from '../../action/comment.ts';
import { gitHub, gitHubLimits, pullRequestFiles } from '../../action/github.ts';
import { GITHUB_TIMEOUT_MS, MAX_GITHUB_ANSWER_BYTES } from '../../core/limits.ts';
import { makeRepo, runAction } from './helpers/runner.ts';

const servers: Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

/** A server answering every request with `answer`; its URL and the requests it got. */
async function serve(answer: (res: ServerResponse) => void): Promise<{ url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => answer(res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

const manifest = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: shop\n';

describe('calls to GitHub', () => {
  it('the limits are core/limits.ts', () => {
    expect(gitHubLimits({})).toEqual({ timeoutMs: GITHUB_TIMEOUT_MS, maxBytes: MAX_GITHUB_ANSWER_BYTES });
    expect(GITHUB_TIMEOUT_MS).toBe(30_000);
    expect(gitHubLimits({ APPLY_PREVIEW_GITHUB_TIMEOUT_MS: '500' }).timeoutMs).toBe(500);
  });

  it('a GitHub that never answers ends the run at the deadline with a clear error', async () => {
    const gh = await serve(() => {}); // holds every request open
    const repo = makeRepo(null, null, { head: { 'k8s/a.yaml': manifest } });
    try {
      const started = Date.now();
      const r = await runAction({
        workspace: repo.workspace,
        githubUrl: gh.url,
        pullRequest: { number: 7, baseSha: repo.baseSha, headSha: repo.headSha },
        env: { APPLY_PREVIEW_GITHUB_TIMEOUT_MS: '500' },
        inputs: {
          manifests: 'k8s/',
          live: 'base',
          'base-manifests': 'k8s/',
          'changed-only': 'true',
          'github-token': 'ghs_x',
        },
      });
      expect(r.code).toBe(1);
      expect(r.failure).toBe(
        'GitHub API: listing the files of pull request #7: no complete answer within 0.5 s',
      );
      expect(gh.paths).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      repo.cleanup();
    }
  }, 60_000);

  it('the identity query that never answers fails the run, not falls back to waiting again', async () => {
    const gh = await serve(() => {});
    const client = gitHub('ghs_x', gh.url, { timeoutMs: 1000, maxBytes: 1000 });
    await expect(tokenLogin(client)).rejects.toThrow(
      'GitHub API: asking who the token is (GraphQL viewer): no complete answer within 1 s',
    );
    expect(gh.paths).toEqual(['POST /graphql']);
  });

  it('an answer that starts and then stalls fails at the same deadline', async () => {
    const gh = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
    });
    const client = gitHub('ghs_x', gh.url, { timeoutMs: 300, maxBytes: 1000 });
    await expect(pullRequestFiles(client, 'acme', 'shop', 7)).rejects.toThrow(
      'GitHub API: listing the files of pull request #7: no complete answer within 0.3 s',
    );
  });

  it('an answer larger than the cap is not read further', async () => {
    let sent = 0;
    const gh = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (sent < 64 * chunk.length) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', more);
            return;
          }
        }
        res.end();
      };
      res.write('[');
      more();
    });
    const client = gitHub('ghs_x', gh.url, { timeoutMs: 10_000, maxBytes: 100_000 });
    await expect(pullRequestFiles(client, 'acme', 'shop', 7)).rejects.toThrow(
      'GitHub API: listing the files of pull request #7: the answer is larger than 100000 bytes: not read further',
    );
  });

  it('a declared length over the cap is refused before reading', async () => {
    const gh = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.end(`[${' '.repeat(4998)}]`);
    });
    const client = gitHub('ghs_x', gh.url, { timeoutMs: 10_000, maxBytes: 1000 });
    await expect(pullRequestFiles(client, 'acme', 'shop', 7)).rejects.toThrow(
      'GitHub API: listing the files of pull request #7: the answer is larger than 1000 bytes: not read further',
    );
  });
});
