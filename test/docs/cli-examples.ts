// The documented `npx apply-preview` commands, each with where it runs and the exit
// status and first line it must give (and whether the next block shows its output).

interface CliExample {
  /** `repo`: the repository root; `sandbox`: a git repository with snapshot/, k8s/, rendered/ and a cluster. */
  cwd: 'repo' | 'sandbox';
  status: number;
  /** The first line of stdout (a string: exactly; a RegExp: matching). */
  first: string | RegExp;
  /** The block right after the command's block shows its whole stdout. */
  shows?: true;
}

export const CONFLICT_STATUS =
  'apply-preview: Apply failed with 1 conflict: conflict with "kubectl": .data.key';

export const CLI: Record<string, CliExample> = {
  'npx apply-preview apply --manager kubectl --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 0, first: 'apiVersion: v1' },
  'npx apply-preview apply --manager other-manager --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 1, first: 'kind: Status' },
  'npx apply-preview apply --client-side --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    {
      cwd: 'repo',
      status: 0,
      first: 'apiVersion: v1',
    },
  'npx apply-preview apply --manager other-manager --force --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 0, first: 'apiVersion: v1' },
  'npx apply-preview update --manager my-controller --live examples/configmap-live.yaml examples/configmap-intent.yaml':
    { cwd: 'repo', status: 0, first: 'apiVersion: v1' },
  'npx apply-preview simulate examples/scenario-configmap-conflict.json': {
    cwd: 'repo',
    status: 0,
    first: '{',
  },
  'npx apply-preview simulate --bench 1000 examples/scenario-configmap-conflict.json': {
    cwd: 'repo',
    status: 0,
    first: /^\{"nsPerSequence":\d+,"iterations":1000,"steps":2\}$/,
  },
  'npx apply-preview blame examples/configmap-live.yaml': {
    cwd: 'repo',
    status: 0,
    first: '# ConfigMap default/test-cm: owners from metadata.managedFields (2 entries, not shown)',
    shows: true,
  },
  'npx apply-preview preview --live snapshot/ k8s/': {
    cwd: 'sandbox',
    status: 1,
    first: /^\d+ objects change .*, 1 conflicts with kube-controller-manager/,
  },
  'npx apply-preview preview --live base --base origin/main k8s/': {
    cwd: 'sandbox',
    status: 0,
    first: /^\d+ objects change \(\d+ new\)/,
  },
  'npx apply-preview preview --live cluster --kubeconfig ~/.kube/config --format markdown rendered/': {
    cwd: 'sandbox',
    status: 1,
    first: /^🔴 \*\*\d+ objects change .*, 1 conflicts with <code>kube-controller-manager<\/code>/,
  },
};
