// A stand-in for GitHub's REST API (the test boundary of the Action): the calls
// the Action makes, answered as api.github.com answers them (status codes, JSON
// shapes, `Link` pagination, 401 without the token, 422 for a body over 65,536
// characters), with every request recorded. The token is an installation token
// (as GITHUB_TOKEN is): `GET /user` is 403 "Resource not accessible by
// integration" and GraphQL's `viewer` is the app's bot, `github-actions[bot]`,
// the author of the comments it writes; `personal` makes it a user's token.
//
//   POST   /graphql                                   ({ viewer { login } } only)
//   GET    /user
//   GET    /repos/{owner}/{repo}/pulls/{n}/files             (at most 3,000, as GitHub lists)
//   GET    /repos/{owner}/{repo}/issues/{n}/comments
//   POST   /repos/{owner}/{repo}/issues/{n}/comments
//   PATCH  /repos/{owner}/{repo}/issues/comments/{id}
//   DELETE /repos/{owner}/{repo}/issues/comments/{id}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string;
  body?: unknown;
}

export interface Comment {
  id: number;
  body: string;
  user: string;
  issue: number;
}

export interface PrFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly comments: Comment[] = [];
  /** Pull request files by number. */
  readonly files = new Map<number, PrFile[]>();
  /** Who the token is: the login its comments carry; `personal`: a user's token (GET /user answers). */
  identity: { login: string; personal: boolean } = { login: 'github-actions[bot]', personal: false };
  /** Answer POST /graphql with 404, as an API without GraphQL. */
  noGraphql = false;
  /** Hold comment listings until this many are waiting, then answer them all (forces the concurrent-run race). */
  holdListings = 0;
  private held: (() => void)[] = [];
  private nextId = 1000;
  private server: Server | null = null;
  url = '';

  constructor(
    readonly owner: string,
    readonly repo: string,
    readonly token: string,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(e) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const h of this.held) h();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Adds a comment by `user` (another author writing the marker, say). */
  addComment(issue: number, body: string, user: string): Comment {
    const c: Comment = { id: this.nextId++, body, user, issue };
    this.comments.push(c);
    return c;
  }

  /** Adds comments by other users (to push the sticky one to a later page). */
  addComments(issue: number, n: number, user = 'reviewer'): void {
    for (let i = 0; i < n; i++)
      this.comments.push({ id: this.nextId++, body: `comment ${i + 1}`, user, issue });
  }

  commentsOn(issue: number): Comment[] {
    return this.comments.filter((c) => c.issue === issue);
  }

  calls(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  private commentJson(c: Comment) {
    const api = `${this.url}/repos/${this.owner}/${this.repo}`;
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${api}/issues/comments/${c.id}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${c.issue}#issuecomment-${c.id}`,
      issue_url: `${api}/issues/${c.issue}`,
      body: c.body,
      user: { login: c.user, id: 1, type: c.user.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: '2026-01-07T00:00:00Z',
      updated_at: '2026-01-07T00:00:00Z',
      author_association: 'NONE',
    };
  }

  private page<T>(req: IncomingMessage, res: ServerResponse, path: string, all: T[]): void {
    const u = new URL(req.url ?? '/', this.url);
    const perPage = Math.min(100, Number(u.searchParams.get('per_page') ?? 30) || 30);
    const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const link = (p: number) => `<${this.url}${path}?per_page=${perPage}&page=${p}>`;
    const rels: string[] = [];
    if (page < last) rels.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
    if (page > 1) rels.push(`${link(1)}; rel="first"`, `${link(page - 1)}; rel="prev"`);
    if (rels.length > 0) headers.link = rels.join(', ');
    res.writeHead(200, headers);
    res.end(JSON.stringify(all.slice((page - 1) * perPage, page * perPage)));
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(status === 204 ? undefined : JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const method = req.method ?? 'GET';
    const authorization = String(req.headers.authorization ?? '');
    this.requests.push({
      method,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      authorization,
      body,
    });

    if (authorization !== `token ${this.token}` && authorization !== `Bearer ${this.token}`) {
      this.json(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    const base = `/repos/${this.owner}/${this.repo}`;
    const p = u.pathname;
    if (p === '/graphql' && method === 'POST' && !this.noGraphql) {
      const query = String((body as { query?: unknown } | undefined)?.query ?? '');
      if (!/^\s*(query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)) {
        this.json(res, 200, { errors: [{ message: 'the stand-in answers { viewer { login } } only' }] });
        return;
      }
      this.json(res, 200, { data: { viewer: { login: this.identity.login } } });
      return;
    }
    if (p === '/user' && method === 'GET') {
      if (!this.identity.personal) {
        this.json(res, 403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403',
        });
        return;
      }
      this.json(res, 200, { login: this.identity.login, id: 7, type: 'User' });
      return;
    }
    let m = new RegExp(`^${base}/pulls/(\\d+)/files$`).exec(p);
    if (m && method === 'GET') {
      // GitHub lists at most 3,000 files of a pull request ("List pull requests files").
      const files = (this.files.get(Number(m[1])) ?? []).slice(0, 3000);
      this.page(
        req,
        res,
        p,
        files.map((f, i) => ({
          sha: `${i}`.padStart(40, '0'),
          additions: 1,
          deletions: 1,
          changes: 2,
          ...f,
        })),
      );
      return;
    }
    m = new RegExp(`^${base}/issues/(\\d+)/comments$`).exec(p);
    if (m && method === 'GET') {
      const issue = Number(m[1]);
      if (this.holdListings > 0) {
        await new Promise<void>((resolve) => {
          this.held.push(resolve);
          if (this.held.length >= this.holdListings) {
            this.holdListings = 0;
            for (const h of this.held.splice(0)) h();
          }
        });
      }
      this.page(
        req,
        res,
        p,
        this.commentsOn(issue).map((c) => this.commentJson(c)),
      );
      return;
    }
    if (m && method === 'POST') {
      const b = (body as { body?: unknown } | undefined)?.body;
      if (typeof b !== 'string' || b.length > 65536) {
        this.json(res, 422, {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: 'body is too long (maximum is 65536 characters)',
            },
          ],
        });
        return;
      }
      const c: Comment = { id: this.nextId++, body: b, user: this.identity.login, issue: Number(m[1]) };
      this.comments.push(c);
      this.json(res, 201, this.commentJson(c));
      return;
    }
    m = new RegExp(`^${base}/issues/comments/(\\d+)$`).exec(p);
    if (m) {
      const c = this.comments.find((x) => x.id === Number(m![1]));
      if (!c) {
        this.json(res, 404, { message: 'Not Found' });
        return;
      }
      if (method === 'PATCH') {
        const b = (body as { body?: unknown } | undefined)?.body;
        if (typeof b !== 'string' || b.length > 65536) {
          this.json(res, 422, { message: 'Validation Failed' });
          return;
        }
        c.body = b;
        this.json(res, 200, this.commentJson(c));
        return;
      }
      if (method === 'DELETE') {
        this.comments.splice(this.comments.indexOf(c), 1);
        this.json(res, 204, null);
        return;
      }
    }
    this.json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }
}
