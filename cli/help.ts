// The help texts of the commands apply, create, update and simulate and of the
// program itself (test/cli-help.test.ts compares them with what the code accepts).

import { BUILTIN_VERSIONS, NEWEST_BUILTIN_VERSION } from '../core/schema/builtin/index.ts';

export const PROG = 'apply-preview';

export const MAIN_HELP = `Usage: ${PROG} <command> [options]

Preview Kubernetes Server-Side Apply without a cluster: the object the API server
would answer with dryRun=All (merged, defaulted, with its managedFields), and the
conflicts it would report.

Commands:
  apply      apply an intent onto a live object as a field manager (server-side apply)
  create     create an object (POST) as a field manager
  update     write an object as a non-apply update (PUT) by a field manager
  simulate   replay a scenario of writes (apply, create, update, client-side apply) and print every step's result
  blame      print an object as YAML with the field manager(s) owning each line
  preview    what applying manifests does to live objects (a snapshot, the base branch or a cluster)

Options:
  -h, --help     show this help ("${PROG} <command> --help" for a command's options)
  --version      print the version

Exit status: 0 success; 1 the API server would reject the request (conflict,
invalid object; the Status is printed on stdout); 2 usage or input error.
`;

export const SHARED_OPTIONS_HELP = `  --live FILE          the live object(s), with metadata.managedFields (JSON or YAML, - for stdin);
                       absent: the object does not exist yet
  --schema FILE        schema of the object: an OpenAPI v3 schema of the root (a CRD's
                       openAPIV3Schema), a CustomResourceDefinition, or an OpenAPI v2/v3
                       document (the type is picked by apiVersion and kind);
                       absent: the built-in type of a built-in kind (of --kubernetes-version),
                       else deduced (every map granular, every list atomic)
  --kubernetes-version V  the cluster's Kubernetes version, a minor (1.36: its latest
                       patch) or a patch (1.36.2): whose built-in schemas type the object.
                       Default ${NEWEST_BUILTIN_VERSION}, the newest modelled (${BUILTIN_VERSIONS.join(', ')})
  --now RFC3339        time stamped on managedFields and a new object (default: now)
  --subresource NAME   write to the status or scale subresource (a /scale body is an
                       autoscaling/v1 Scale; the parent is the --live object)
  --no-defaults        skip the API server's defaulting (the raw merge)
  --field-validation V what the server does with fields the schema does not declare and
                       keys given twice: Strict (default, as kubectl sends it: refused
                       with 400), Warn (dropped, a warning on stderr) or Ignore (dropped);
                       an apply refuses undeclared fields whatever V
  -h, --help           show this help

YAML is read as kubectl reads it (YAML 1.1): unquoted yes/no/on/off/y/n are
booleans and 0755 is an octal number; quote them to keep strings.`;

export const APPLY_HELP = `Usage: ${PROG} apply --manager NAME [--force] [--client-side | --applier NAME [--owner NS/NAME]] [--live FILE] [--schema FILE] [--now RFC3339] INTENT

Server-side apply of INTENT (a YAML/JSON file, - for stdin) by the field manager
NAME onto the live object, as kube-apiserver runs it with dryRun=All: status and
other reset fields left out, the merge, defaulting, and the values the server sets
(uid, creationTimestamp, generation). Prints the object as the server would answer
(with managedFields) as YAML and exits 0, or prints the API server's Status (409
Conflict, 400 BadRequest, ...) and exits 1. Notes (a status the server ignores)
go to stderr. Several documents (or a kind: List) are applied one by one, each onto
the --live document with the same group, kind, namespace and name.

Options:
  --manager NAME       field manager (required without --client-side or --applier), e.g. kubectl
  --force              take ownership of conflicting fields (--force-conflicts)
  --client-side        what \`kubectl apply\` without --server-side does: the three-way patch
                       from the last-applied annotation (printed on stderr), recorded as an
                       Update by kubectl-client-side-apply
  --applier NAME       the whole write of a tool: kubectl, kubectl-server-side, flux, argocd,
                       argocd-server-side, helm3, helm4 (--manager and --force override its own)
  --owner NS/NAME      with flux, helm3, helm4, argocd*: the Kustomization, Helm release or Argo CD
                       Application whose metadata the tool writes (Argo CD: NAME or argocd/NAME
                       is an Application in the controller's namespace, tracked as NAME);
                       default: the one the live object names, else default/default (a note
                       on stderr); the Argo CD tracking id written is printed on stderr
${SHARED_OPTIONS_HELP}
`;

export const CREATE_HELP = `Usage: ${PROG} create --manager NAME [--live FILE] [--schema FILE] [--now RFC3339] OBJECT

A create (POST) of OBJECT (a YAML/JSON file, - for stdin) by the field manager
NAME, as kube-apiserver runs it with dryRun=All: the body is defaulted before the
field manager (so NAME owns the defaults), a name is generated from generateName,
and an object that exists (--live) is refused with 409 AlreadyExists. Prints the
object (with managedFields) as YAML and exits 0, or prints the Status and exits 1.

Options:
  --manager NAME       field manager (required)
${SHARED_OPTIONS_HELP}
`;

export const UPDATE_HELP = `Usage: ${PROG} update --manager NAME [--live FILE] [--schema FILE] [--now RFC3339] OBJECT

A non-apply write (PUT, or a JSON/merge/strategic patch's result) of OBJECT (a
YAML/JSON file, - for stdin) by the field manager NAME, as kube-apiserver runs it
with dryRun=All: the manager takes the fields it changes; a missing object is 404
NotFound unless the kind creates on update. Prints the resulting object (with
managedFields) as YAML and exits 0, or prints the Status and exits 1.

Options:
  --manager NAME       field manager (required), e.g. kube-controller-manager
${SHARED_OPTIONS_HELP}
`;

export const SIMULATE_HELP = `Usage: ${PROG} simulate [--bench N] [--kubernetes-version V] SCENARIO

Replays SCENARIO (a JSON/YAML file, - for stdin) and prints one JSON result:
{"steps": [{"ok": true, "object": {...}} | {"ok": false, "status": {...}, "conflicts": [...]}]}.
Exits 0 whenever the scenario was read, even if some steps failed.

Scenario:
  {"schema"?: <OpenAPI v3 schema of the root>, "live": <object or null>,
   "now"?: "<RFC 3339>", "kubernetesVersion"?: "1.36",
   "steps": [{"op": "apply"|"create"|"update"|"client-side-apply", "manager": "...",
              "object": {...}, "force"?: false, "subresource"?: "status"|"scale",
              "applier"?: "...", "owner"?: "...", "fieldValidation"?: "..."}]}

Options:
  --bench N    replay the scenario N times (after min(N, 100) warm-up replays) and
               print one JSON line {"nsPerSequence", "iterations", "steps"}
  --kubernetes-version V  whose built-in schemas type the scenario's kind (${BUILTIN_VERSIONS.join(', ')},
               or a patch such as 1.36.2); default: the scenario's kubernetesVersion,
               else 1.35 (scenario files keep their recorded results); a scenario
               naming another version is refused
  -h, --help   show this help
`;
