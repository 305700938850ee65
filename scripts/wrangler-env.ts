// Environment for running wrangler from our scripts and tests: non-interactive,
// no telemetry or error reports sent, no fetch of Cloudflare's request metadata
// (this machine reaches no Cloudflare service).
export const WRANGLER_QUIET_ENV = {
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
} as const;
