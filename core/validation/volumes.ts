// A pod's volumes as kubernetes/kubernetes v1.35 pkg/apis/core/validation/validation.go
// ValidateVolumes checks them: unique DNS-1123 label names, exactly one source, and the
// required fields of the common sources (configMap, secret, persistentVolumeClaim,
// hostPath, the mode bits of configMap/secret/downwardAPI/projected). The other
// sources' own rules are not modelled.

import type { JsonObject } from '../value.ts';
import { duplicate, type FieldError, forbidden, invalid, required } from './errors.ts';
import { child, index } from './path.ts';
import { intAt, listAt, objects, ownKeys, stringAt } from './read.ts';
import { isDNS1123Label } from './strings.ts';

/** The sources in the order validateVolumeSource counts them (a later one is the extra one). */
const SOURCES = [
  'emptyDir',
  'hostPath',
  'gitRepo',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'secret',
  'nfs',
  'iscsi',
  'glusterfs',
  'persistentVolumeClaim',
  'rbd',
  'quobyte',
  'flexVolume',
  'cinder',
  'cephfs',
  'flocker',
  'downwardAPI',
  'fc',
  'azureFile',
  'vsphereVolume',
  'photonPersistentDisk',
  'portworxVolume',
  'azureDisk',
  'scaleIO',
  'configMap',
  'storageos',
  'projected',
  'csi',
  'ephemeral',
  'image',
];

const FILE_MODE_MSG = 'must be a number between 0 and 0777 (octal), both inclusive';

function mode(src: JsonObject, k: string, path: string, errs: FieldError[]): void {
  const m = intAt(src, k);
  if (m !== null && (m < 0 || m > 0o777)) errs.push(invalid(child(path, k), m, FILE_MODE_MSG));
}

function items(src: JsonObject, path: string, errs: FieldError[]): void {
  for (const [i, item] of objects(listAt(src, 'items'))) {
    const p = index(child(path, 'items'), i);
    if (stringAt(item, 'key') === '') errs.push(required(child(p, 'key')));
    if (stringAt(item, 'path') === '') errs.push(required(child(p, 'path')));
    mode(item, 'mode', p, errs);
  }
}

function source(name: string, src: JsonObject, path: string, errs: FieldError[]): void {
  switch (name) {
    case 'configMap':
      if (stringAt(src, 'name') === '') errs.push(required(child(path, 'name')));
      mode(src, 'defaultMode', path, errs);
      items(src, path, errs);
      break;
    case 'secret':
      if (stringAt(src, 'secretName') === '') errs.push(required(child(path, 'secretName')));
      mode(src, 'defaultMode', path, errs);
      items(src, path, errs);
      break;
    case 'persistentVolumeClaim':
      if (stringAt(src, 'claimName') === '') errs.push(required(child(path, 'claimName')));
      break;
    case 'hostPath': {
      const p = stringAt(src, 'path');
      if (p === '') errs.push(required(child(path, 'path')));
      else if (p.split(/[\\/]/).includes('..'))
        errs.push(invalid(child(path, 'path'), p, "must not contain '..'"));
      break;
    }
    case 'downwardAPI':
    case 'projected':
      mode(src, 'defaultMode', path, errs);
      break;
  }
}

/** The volumes' errors and the names of the valid ones (mounts may refer to those only). */
export function validateVolumes(spec: JsonObject, path: string, errs: FieldError[]): Set<string> {
  const names = new Set<string>();
  for (const [i, vol] of objects(listAt(spec, 'volumes'))) {
    const p = index(path, i);
    const own: FieldError[] = [];
    let count = 0;
    const keys = ownKeys(vol);
    for (const s of SOURCES) {
      if (!keys.has(s)) continue;
      const src = vol[s];
      if (src === null || typeof src !== 'object' || Array.isArray(src)) continue;
      if (count > 0) own.push(forbidden(child(p, s), 'may not specify more than 1 volume type'));
      else {
        count++;
        source(s, src, child(p, s), own);
      }
    }
    // No source: Go's "must specify a volume type" never reaches a client, as defaulting
    // (SetDefaults_Volume) gives such a volume an emptyDir first.
    const name = stringAt(vol, 'name');
    const np = child(p, 'name');
    if (name === '') own.push(required(np));
    else for (const m of isDNS1123Label(name)) own.push(invalid(np, name, m));
    if (names.has(name)) own.push(duplicate(np, name));
    if (own.length === 0) names.add(name);
    else errs.push(...own);
  }
  return names;
}
