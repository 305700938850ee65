// The part of autocannon 9's API the load benchmark uses (the package has no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  }

  export interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: string, fn: (...args: unknown[]) => void): this;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
