// Ingress (networking.k8s.io/v1), create and update: hosts, HTTP paths and their
// pathType, backends, TLS and ingressClassName (kubernetes v1.35
// pkg/apis/networking/validation/validation.go ValidateIngressCreate,
// ValidateIngressUpdate, ValidateIngressSpec, validateIngressBackend).

import type { JsonObject } from '../value.ts';
import { type FieldError, invalid, notSupported, required } from './errors.ts';
import { intOf, listOf, objOf, stringsOf, strOf, strPtr } from './fields.ts';
import { isIPSloppy as parsesAsIP } from './ip.ts';
import { metaCreate, metaUpdate } from './metacall.ts';
import { nameIsDNS1035Label, nameIsDNSLabel, nameIsDNSSubdomain, pathSegmentName } from './objectmeta.ts';
import { child, index } from './path.ts';
import { objects } from './read.ts';
import {
  isDNS1123Subdomain,
  isValidPortName,
  isValidPortNum,
  isWildcardDNS1123Subdomain,
} from './strings.ts';
import type { KindValidator, ValidationContext } from './types.ts';

const PATH_TYPES = ['Exact', 'ImplementationSpecific', 'Prefix'];
const BAD_SEQUENCES = ['//', '/./', '/../', '%2f', '%2F'];
const BAD_SUFFIXES = ['/..', '/.'];
const CLASS_ANNOTATION = 'kubernetes.io/ingress.class';

interface Options {
  allowInvalidSecretName: boolean;
  allowInvalidWildcardHostRule: boolean;
  relaxedServiceName: boolean;
}

function hostErrors(host: string, p: string, errs: FieldError[]): void {
  const msgs = host.includes('*') ? isWildcardDNS1123Subdomain(host) : isDNS1123Subdomain(host);
  for (const m of msgs) errs.push(invalid(p, host, m));
}

function backendErrors(b: JsonObject | null, p: string, opts: Options, errs: FieldError[]): void {
  const resource = objOf(b, 'resource');
  const service = objOf(b, 'service');
  if (resource !== null && service !== null) {
    errs.push(invalid(p, '', 'cannot set both resource and service backends'));
    return;
  }
  if (resource !== null) {
    const rp = child(p, 'resource');
    const group = strPtr(resource, 'apiGroup');
    if (group !== null)
      for (const m of isDNS1123Subdomain(group)) errs.push(invalid(child(rp, 'apiGroup'), group, m));
    for (const k of ['kind', 'name']) {
      const v = strOf(resource, k);
      if (v === '') errs.push(required(child(rp, k)));
      else for (const m of pathSegmentName(v, false)) errs.push(invalid(child(rp, k), v, m));
    }
    return;
  }
  if (service === null) {
    errs.push(invalid(p, '', 'resource or service backend is required'));
    return;
  }
  const name = strOf(service, 'name');
  const np = child(p, 'service', 'name');
  if (name === '') errs.push(required(np));
  else {
    const rule = opts.relaxedServiceName ? nameIsDNSLabel : nameIsDNS1035Label;
    for (const m of rule(name, false)) errs.push(invalid(np, name, m));
  }
  const port = objOf(service, 'port');
  const portName = strOf(port, 'name');
  const portNumber = intOf(port, 'number');
  if (portName !== '' && portNumber !== 0)
    errs.push(invalid(p, '', 'cannot set both port name & port number'));
  else if (portName !== '')
    for (const m of isValidPortName(portName))
      errs.push(invalid(child(p, 'service', 'port', 'name'), portName, m));
  else if (portNumber !== 0)
    for (const m of isValidPortNum(portNumber))
      errs.push(invalid(child(p, 'service', 'port', 'number'), portNumber, m));
  else errs.push(required(p, 'port name or number is required'));
}

function pathErrors(path: JsonObject, p: string, opts: Options, errs: FieldError[]): void {
  const type = strPtr(path, 'pathType');
  if (type === null) {
    errs.push(required(child(p, 'pathType'), 'pathType must be specified'));
    return;
  }
  const text = strOf(path, 'path');
  const pp = child(p, 'path');
  if (type === 'Exact' || type === 'Prefix') {
    if (!text.startsWith('/')) errs.push(invalid(pp, text, 'must be an absolute path'));
    for (const s of BAD_SEQUENCES)
      if (text.includes(s)) errs.push(invalid(pp, text, `must not contain '${s}'`));
    for (const s of BAD_SUFFIXES)
      if (text.endsWith(s)) errs.push(invalid(pp, text, `cannot end with '${s}'`));
  } else if (type === 'ImplementationSpecific') {
    if (text.length > 0 && !text.startsWith('/')) errs.push(invalid(pp, text, 'must be an absolute path'));
  } else errs.push(notSupported(child(p, 'pathType'), type, PATH_TYPES));
  backendErrors(objOf(path, 'backend'), child(p, 'backend'), opts, errs);
}

function ruleValueErrors(rule: JsonObject, p: string, opts: Options, errs: FieldError[]): void {
  const http = objOf(rule, 'http');
  if (http === null) return;
  const hp = child(p, 'http');
  const paths = listOf(http, 'paths');
  if (paths.length === 0) errs.push(required(child(hp, 'paths')));
  for (const [i, path] of objects(paths)) pathErrors(path, index(child(hp, 'paths'), i), opts, errs);
}

function specErrors(spec: JsonObject | null, opts: Options): FieldError[] {
  const errs: FieldError[] = [];
  const rules = listOf(spec, 'rules');
  const def = objOf(spec, 'defaultBackend');
  if (rules.length === 0 && def === null)
    errs.push(invalid('spec', null, 'either `defaultBackend` or `rules` must be specified'));
  if (def !== null) backendErrors(def, 'spec.defaultBackend', opts, errs);
  for (const [i, rule] of objects(rules)) {
    const p = index('spec.rules', i);
    const host = strOf(rule, 'host');
    if (host.length > 0) {
      if (parsesAsIP(host))
        errs.push(invalid(child(p, 'host'), host, 'must be a DNS name, not an IP address'));
      hostErrors(host, child(p, 'host'), errs);
    }
    if (!host.includes('*') || !opts.allowInvalidWildcardHostRule) ruleValueErrors(rule, p, opts, errs);
  }
  for (const [i, tls] of objects(listOf(spec, 'tls'))) {
    const p = index('spec.tls', i);
    stringsOf(tls, 'hosts').forEach((h, j) => {
      hostErrors(h, index(child(p, 'hosts'), j), errs);
    });
    const secret = strOf(tls, 'secretName');
    if (!opts.allowInvalidSecretName)
      for (const m of secretNameErrors(secret)) errs.push(invalid(child(p, 'secretName'), secret, m));
  }
  const cls = strPtr(spec, 'ingressClassName');
  if (cls !== null)
    for (const m of nameIsDNSSubdomain(cls, false)) errs.push(invalid('spec.ingressClassName', cls, m));
  return errs;
}

function secretNameErrors(name: string): string[] {
  return name.length === 0 ? [] : nameIsDNSSubdomain(name, false);
}

/** What the stored object already holds that a stricter rule would refuse (kept for compatibility). */
function optionsFor(old: JsonObject | null): Options {
  const spec = objOf(old, 'spec');
  const allowInvalidSecretName = [...objects(listOf(spec, 'tls'))].some(
    ([, t]) => secretNameErrors(strOf(t, 'secretName')).length > 0,
  );
  const lax: Options = {
    allowInvalidSecretName: false,
    allowInvalidWildcardHostRule: false,
    relaxedServiceName: false,
  };
  const allowInvalidWildcardHostRule = [...objects(listOf(spec, 'rules'))].some(([, r]) => {
    if (!strOf(r, 'host').includes('*')) return false;
    const errs: FieldError[] = [];
    ruleValueErrors(r, '', lax, errs);
    return errs.length > 0;
  });
  const labelNot1035 = (n: string) =>
    nameIsDNSLabel(n, false).length === 0 && nameIsDNS1035Label(n, false).length > 0;
  const names = [strOf(objOf(objOf(spec, 'defaultBackend'), 'service'), 'name')];
  for (const [, r] of objects(listOf(spec, 'rules')))
    for (const [, path] of objects(listOf(objOf(r, 'http'), 'paths')))
      if (objOf(objOf(path, 'backend'), 'service') !== null)
        names.push(strOf(objOf(objOf(path, 'backend'), 'service'), 'name'));
  const relaxedServiceName = old !== null && names.some(labelNot1035);
  return { allowInvalidSecretName, allowInvalidWildcardHostRule, relaxedServiceName };
}

function classAnnotationErrors(obj: JsonObject): FieldError[] {
  const ann = objOf(objOf(obj, 'metadata'), 'annotations');
  const value = strPtr(ann, CLASS_ANNOTATION);
  const cls = strPtr(objOf(obj, 'spec'), 'ingressClassName');
  if (value === null || cls === null || value === cls) return [];
  return [
    invalid(
      child('annotations', CLASS_ANNOTATION),
      value,
      'must match `ingressClassName` when both are specified',
    ),
  ];
}

export const ingressValidator: KindValidator = {
  scope:
    'ObjectMeta and the rules of Ingress (rule hosts, HTTP paths and pathType, service and resource backends, defaultBackend, TLS hosts and secretName, ingressClassName and the kubernetes.io/ingress.class annotation on create, the allowances kept for a stored object on update); service names are DNS-1035 labels (RelaxedServiceNameValidation is off in 1.35)',
  create: (ctx: ValidationContext) => [
    ...metaCreate(ctx, 'dns-subdomain'),
    ...specErrors(objOf(ctx.obj, 'spec'), optionsFor(null)),
    ...classAnnotationErrors(ctx.obj),
  ],
  update: (ctx: ValidationContext) => [
    ...metaUpdate(ctx),
    ...metaCreate(ctx, 'dns-subdomain'),
    ...specErrors(objOf(ctx.obj, 'spec'), optionsFor(ctx.old ?? null)),
  ],
};
