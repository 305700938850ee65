// Security contexts as kubernetes/kubernetes v1.35 pkg/apis/core/validation/validation.go
// checks them: the pod's (validatePodSpecSecurityContext, validateSysctls,
// ValidateHostSysctl, validateSeccompProfileField, ValidateAppArmorProfileField) and a
// container's (ValidateSecurityContext: user and group ids, procMount, seccomp,
// allowPrivilegeEscalation with privileged or CAP_SYS_ADMIN, AppArmor). Go keeps
// hostNetwork, hostPID, hostIPC and shareProcessNamespace in the internal pod security
// context, so it names `spec.securityContext.shareProcessNamespace` for a v1
// `spec.shareProcessNamespace`. Not modelled: windowsOptions, the
// `privileged: disallowed by cluster policy` refusal (kube-apiserver's
// --allow-privileged, which kubeadm, kind and the managed offerings turn on).

import { isObject, type JsonObject, type JsonValue } from '../value.ts';
import { type FieldError, type GoRendered, invalid, notSupported, required, tooLong } from './errors.ts';
import { goStruct } from './gostruct.ts';
import { child, index } from './path.ts';
import { has, intAt, listAt, objectAt, objects, stringAt, valueAt } from './read.ts';
import { byteLength, inclusiveRangeError } from './strings.ts';

const MAX_ID = 2147483647;
const ID_RANGE = inclusiveRangeError(0, MAX_ID);
const SECCOMP_TYPES = ['Localhost', 'RuntimeDefault', 'Unconfined'];
const PROC_MOUNTS = ['Default', 'Unmasked'];
const FS_GROUP_POLICIES = ['Always', 'OnRootMismatch'];
const SUPPLEMENTAL_GROUPS_POLICIES = ['Merge', 'Strict'];
const SELINUX_CHANGE_POLICIES = ['MountOption', 'Recursive'];
const SYSCTL_MAX = 253;
const SYSCTL_SEGMENT = '[a-z0-9]([-_a-z0-9]*[a-z0-9])?';
const SYSCTL_FMT = `^(${SYSCTL_SEGMENT}[\\./])*${SYSCTL_SEGMENT}$`;
const SYSCTL = new RegExp(SYSCTL_FMT);
const SYSCTL_MSG = `must have at most ${SYSCTL_MAX} characters and match regex ${SYSCTL_FMT}`;

function idRange(o: JsonObject, k: string, path: string, errs: FieldError[]): void {
  const v = intAt(o, k);
  if (v !== null && (v < 0 || v > MAX_ID)) errs.push(invalid(child(path, k), v, ID_RANGE));
}

/** validateLocalDescendingPath: relative, no `..` element (split on '/' as on Linux). */
function localDescendingPath(p: string, path: string, errs: FieldError[]): void {
  if (p.startsWith('/')) errs.push(invalid(path, p, 'must be a relative path'));
  if (p.split('/').includes('..')) errs.push(invalid(path, p, "must not contain '..'"));
}

function seccomp(sp: JsonObject | undefined, path: string, errs: FieldError[]): void {
  if (sp === undefined) return;
  const type = stringAt(sp, 'type');
  if (type === '') errs.push(required(child(path, 'type'), 'type is required when seccompProfile is set'));
  else if (!SECCOMP_TYPES.includes(type)) errs.push(notSupported(child(path, 'type'), type, SECCOMP_TYPES));
  const local = valueAt(sp, 'localhostProfile');
  const hasLocal = typeof local === 'string';
  if (type === 'Localhost') {
    if (!hasLocal)
      errs.push(required(child(path, 'localhostProfile'), 'must be set when seccomp type is Localhost'));
    else localDescendingPath(local, child(path, 'localhostProfile'), errs);
  } else if (hasLocal)
    // Go prints its internal *SeccompProfile: Go field names.
    errs.push(
      invalid(
        child(path, 'localhostProfile'),
        goStruct([
          ['Type', type],
          ['LocalhostProfile', local],
        ]),
        'can only be set when seccomp type is Localhost',
      ),
    );
}

function appArmor(ap: JsonObject | undefined, path: string, errs: FieldError[]): void {
  if (ap === undefined) return;
  const type = stringAt(ap, 'type');
  const local = valueAt(ap, 'localhostProfile');
  const lp = child(path, 'localhostProfile');
  switch (type) {
    case 'Localhost':
      if (typeof local !== 'string') {
        errs.push(required(lp, 'must be set when AppArmor type is Localhost'));
        break;
      }
      if (local.trim() !== local) errs.push(invalid(lp, local, 'must not be padded with whitespace'));
      else if (local === '') errs.push(required(lp, 'must be set when AppArmor type is Localhost'));
      if (byteLength(local) > 4095) errs.push(tooLong(lp, 4095));
      break;
    case 'RuntimeDefault':
    case 'Unconfined':
      if (typeof local === 'string')
        errs.push(invalid(lp, local, 'can only be set when AppArmor type is Localhost'));
      break;
    case '':
      errs.push(required(child(path, 'type'), 'type is required when appArmorProfile is set'));
      break;
    default:
      errs.push(notSupported(child(path, 'type'), type, SECCOMP_TYPES));
  }
}

/** utilsysctl.GetNamespace: the kernel namespace a sysctl belongs to ('' when none). */
function sysctlNamespace(name: string): 'net' | 'ipc' | '' {
  const n = name.includes('/') ? name.replace(/[./]/g, (c) => (c === '/' ? '.' : '/')) : name;
  if (n.startsWith('net.')) return 'net';
  if (
    n === 'kernel.sem' ||
    n.startsWith('kernel.shm') ||
    n.startsWith('kernel.msg') ||
    n.startsWith('fs.mqueue.')
  )
    return 'ipc';
  return '';
}

function sysctls(spec: JsonObject, list: JsonValue[], path: string, errs: FieldError[]): void {
  const names = new Set<string>();
  for (const [i, s] of objects(list)) {
    const np = child(index(path, i), 'name');
    const name = stringAt(s, 'name');
    if (name === '') errs.push(required(np));
    else if (name.length > SYSCTL_MAX || !SYSCTL.test(name)) errs.push(invalid(np, name, SYSCTL_MSG));
    else if (names.has(name)) errs.push({ type: 'FieldValueDuplicate', field: np, value: name, detail: '' });
    const ns = sysctlNamespace(name);
    if (ns === 'net' && valueAt(spec, 'hostNetwork') === true)
      errs.push(invalid(np, name, "may not be specified when 'hostNetwork' is true"));
    else if (ns === 'ipc' && valueAt(spec, 'hostIPC') === true)
      errs.push(invalid(np, name, "may not be specified when 'hostIPC' is true"));
    names.add(name);
  }
}

function enumPtr(o: JsonObject, k: string, valid: readonly string[], path: string, errs: FieldError[]): void {
  const v = valueAt(o, k);
  if (typeof v === 'string' && !valid.includes(v)) errs.push(notSupported(child(path, k), v, valid));
}

/** validatePodSpecSecurityContext: `spec.securityContext` and the host fields Go keeps there. */
export function validatePodSecurityContext(spec: JsonObject, specPath: string, errs: FieldError[]): void {
  const sc = objectAt(spec, 'securityContext');
  const path = child(specPath, 'securityContext');
  // Defaulting gives every pod an empty securityContext; the host fields live in it in Go.
  if (sc !== undefined) {
    idRange(sc, 'fsGroup', path, errs);
    idRange(sc, 'runAsUser', path, errs);
    idRange(sc, 'runAsGroup', path, errs);
    listAt(sc, 'supplementalGroups').forEach((g, i) => {
      if (typeof g === 'number' && (g < 0 || g > MAX_ID))
        errs.push(invalid(index(child(path, 'supplementalGroups'), i), g, ID_RANGE));
    });
  }
  if (valueAt(spec, 'shareProcessNamespace') === true && valueAt(spec, 'hostPID') === true)
    errs.push(
      invalid(
        child(path, 'shareProcessNamespace'),
        true,
        'ShareProcessNamespace and HostPID cannot both be enabled',
      ),
    );
  if (sc === undefined) return;
  const list = listAt(sc, 'sysctls');
  if (list.length > 0) sysctls(spec, list, child(path, 'sysctls'), errs);
  enumPtr(sc, 'fsGroupChangePolicy', FS_GROUP_POLICIES, path, errs);
  seccomp(objectAt(sc, 'seccompProfile'), child(path, 'seccompProfile'), errs);
  appArmor(objectAt(sc, 'appArmorProfile'), child(path, 'appArmorProfile'), errs);
  enumPtr(sc, 'supplementalGroupsPolicy', SUPPLEMENTAL_GROUPS_POLICIES, path, errs);
  enumPtr(sc, 'seLinuxChangePolicy', SELINUX_CHANGE_POLICIES, path, errs);
}

const SC_FIELDS = [
  'capabilities',
  'privileged',
  'seLinuxOptions',
  'windowsOptions',
  'runAsUser',
  'runAsGroup',
  'runAsNonRoot',
  'readOnlyRootFilesystem',
  'allowPrivilegeEscalation',
  'procMount',
  'seccompProfile',
  'appArmorProfile',
];

/** The nested structs' fields in Go's order (the rest of the struct fields are pointers). */
const NESTED_FIELDS: Record<string, string[]> = {
  capabilities: ['add', 'drop'],
  seLinuxOptions: ['user', 'role', 'type', 'level'],
  windowsOptions: ['gmsaCredentialSpecName', 'gmsaCredentialSpec', 'runAsUserName', 'hostProcess'],
  seccompProfile: ['type', 'localhostProfile'],
  appArmorProfile: ['type', 'localhostProfile'],
};

/** A json name's Go field name: the first letter up, with Go's initialisms. */
function goName(k: string): string {
  if (k === 'seLinuxOptions') return 'SELinuxOptions';
  if (k.startsWith('gmsa')) return `GMSA${k.slice(4)}`;
  return k[0]?.toUpperCase() + k.slice(1);
}

/** The internal *SecurityContext as Go's json.Marshal writes it (Go field names, nil as null). */
function goSecurityContext(sc: JsonObject): GoRendered {
  return goStruct(
    SC_FIELDS.map((k) => {
      const v = valueAt(sc, k);
      const nested = NESTED_FIELDS[k];
      if (nested === undefined || !isObject(v)) return [goName(k), v ?? undefined] as const;
      // Go's string fields (SELinuxOptions', the profiles' types) print "" when unset; pointers and slices null.
      return [
        goName(k),
        goStruct(
          nested.map((j) => {
            const x = valueAt(v, j);
            const stringField = k === 'seLinuxOptions' || j === 'type';
            return [goName(j), x === undefined ? (stringField ? '' : undefined) : x] as const;
          }),
        ),
      ] as const;
    }),
  );
}

/** ValidateSecurityContext: a container's security context. */
export function validateContainerSecurityContext(
  c: JsonObject,
  path: string,
  hostUsers: boolean,
  errs: FieldError[],
): void {
  const sc = objectAt(c, 'securityContext');
  if (sc === undefined) return;
  const p = child(path, 'securityContext');
  idRange(sc, 'runAsUser', p, errs);
  idRange(sc, 'runAsGroup', p, errs);
  const proc = valueAt(sc, 'procMount');
  if (typeof proc === 'string') {
    if (!PROC_MOUNTS.includes(proc)) errs.push(notSupported(child(p, 'procMount'), proc, PROC_MOUNTS));
    if (hostUsers && proc === 'Unmasked')
      errs.push(invalid(child(p, 'procMount'), proc, '`hostUsers` must be false to use `Unmasked`'));
  }
  seccomp(objectAt(sc, 'seccompProfile'), child(p, 'seccompProfile'), errs);
  if (valueAt(sc, 'allowPrivilegeEscalation') === false) {
    if (valueAt(sc, 'privileged') === true)
      errs.push(
        invalid(
          p,
          goSecurityContext(sc),
          'cannot set `allowPrivilegeEscalation` to false and `privileged` to true',
        ),
      );
    if (has(sc, 'capabilities'))
      for (const cap of listAt(objectAt(sc, 'capabilities'), 'add'))
        if (cap === 'CAP_SYS_ADMIN')
          errs.push(
            invalid(
              p,
              goSecurityContext(sc),
              'cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN',
            ),
          );
  }
  appArmor(objectAt(sc, 'appArmorProfile'), child(p, 'appArmorProfile'), errs);
}
