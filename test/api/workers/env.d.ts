// The test module of @cloudflare/vitest-pool-workers, typed without the Workers
// type package: SELF is the Worker of wrangler.toml (api/worker.ts), served by workerd.
declare module 'cloudflare:test' {
  export const SELF: { fetch(input: string | Request, init?: RequestInit): Promise<Response> };
  export const env: Record<string, unknown>;
}
