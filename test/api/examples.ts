// The curl examples of docs/http-api.md (the first is also README.md's), with
// what each must print. test/api/e2e.test.ts runs every one against the real
// Worker (wrangler's unstable_startWorker) and checks that docs/http-api.md shows
// it verbatim; test/docs/commands.test.ts checks that every curl command of the
// docs is one of these; npm start prints the first one.

export const EXAMPLE_BASE = 'http://127.0.0.1:8787';

export interface CurlExample {
  endpoint: string;
  /** A POSIX shell command, run from the repository root. */
  command: string;
  /** Checks the output; returns a problem or null. */
  check(output: string): string | null;
}

const json = (out: string) => JSON.parse(out) as Record<string, unknown>;

export const CURL_EXAMPLES: CurlExample[] = [
  {
    endpoint: 'POST /v1/apply',
    command: `{ cat examples/configmap-live.yaml; echo ---; cat examples/configmap-intent.yaml; } | curl -s --data-binary @- -H 'Content-Type: application/apply-patch+yaml' '${EXAMPLE_BASE}/v1/apply?fieldManager=kubectl'`,
    check(out) {
      const r = json(out) as { object?: { data?: unknown }; result?: { action?: string } };
      return r.result?.action === 'update' && JSON.stringify(r.object?.data).includes('added by kubectl')
        ? null
        : 'expected the merged ConfigMap and an "update" report';
    },
  },
  {
    endpoint: 'POST /v1/apply?view=blame',
    command: `{ cat examples/configmap-live.yaml; echo ---; cat examples/configmap-intent.yaml; } | curl -s --data-binary @- -H 'Content-Type: application/yaml' '${EXAMPLE_BASE}/v1/apply?fieldManager=kubectl&view=blame'`,
    check(out) {
      return /controller-key: set by the controller +# kube-controller-manager/.test(out)
        ? null
        : 'expected the blame view';
    },
  },
  {
    endpoint: 'POST /v1/create',
    command: `curl -s ${EXAMPLE_BASE}/v1/create -H 'Content-Type: application/json' -d '{"fieldManager": "my-controller", "live": null, "object": {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "demo"}, "data": {"a": "1"}}}'`,
    check(out) {
      const r = json(out) as {
        changed?: boolean;
        object?: { metadata?: { uid?: string; managedFields?: { manager: string }[] } };
      };
      return r.changed === true &&
        r.object?.metadata?.managedFields?.[0]?.manager === 'my-controller' &&
        typeof r.object?.metadata?.uid === 'string'
        ? null
        : 'expected the object created by my-controller, with a uid';
    },
  },
  {
    endpoint: 'POST /v1/preview',
    command: `{ cat examples/configmap-live.yaml; echo ---; cat examples/configmap-intent.yaml; } | curl -s --data-binary @- -H 'Content-Type: application/yaml' -H 'Accept: text/markdown' '${EXAMPLE_BASE}/v1/preview?fieldManager=kubectl'`,
    check(out) {
      return out.includes('| Action | Kind | Name |') && out.includes('ConfigMap')
        ? null
        : 'expected the Markdown report';
    },
  },
  {
    endpoint: 'POST /v1/simulate',
    command: `curl -s ${EXAMPLE_BASE}/v1/simulate -H 'Content-Type: application/json' --data-binary @examples/scenario-configmap-conflict.json`,
    check(out) {
      const r = json(out) as { steps?: { ok: boolean }[] };
      return JSON.stringify(r.steps?.map((s) => s.ok)) === '[false,true]'
        ? null
        : 'expected a conflict, then success';
    },
  },
  {
    endpoint: 'GET /v1/version',
    command: `curl -s ${EXAMPLE_BASE}/v1/version`,
    check(out) {
      return json(out).kubernetes === '1.37.0' ? null : 'expected the versions';
    },
  },
];
