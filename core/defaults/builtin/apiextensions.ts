// apiextensions.k8s.io/v1 CustomResourceDefinition: kubernetes
// staging/src/k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1/defaults.go
// (names.singular and listKind from the kind, conversion strategy None, the
// webhook service port, status.storedVersions from the storage version).

import { isObject, type JsonObject, ownValue } from '../../value.ts';
import { Edit, isEmptyCollection } from '../edit.ts';

function names(o: JsonObject): JsonObject {
  const e = new Edit(o);
  const kind = e.get('kind');
  const k = typeof kind === 'string' ? kind : '';
  e.str('singular', k.toLowerCase());
  if (k !== '') e.str('listKind', `${k}List`);
  return e.done();
}

function conversion(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('webhook', (w) => {
    const we = new Edit(w);
    we.child('clientConfig', (c) => {
      const ce = new Edit(c);
      ce.child('service', (s) => {
        const se = new Edit(s);
        se.ptr('port', 443);
        return se.done();
      });
      return ce.done();
    });
    return we.done();
  });
  return e.done();
}

function crdSpec(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('names', names);
  const conv = e.get('conversion');
  if (conv === undefined || conv === null) e.set('conversion', { strategy: 'None' });
  else e.child('conversion', conversion);
  return e.done();
}

function storageVersion(spec: JsonObject | undefined): string | null {
  const versions = spec === undefined ? undefined : ownValue(spec, 'versions');
  if (!Array.isArray(versions)) return null;
  for (const v of versions) {
    if (isObject(v) && ownValue(v, 'storage') === true) {
      const name = ownValue(v, 'name');
      return typeof name === 'string' ? name : '';
    }
  }
  return null;
}

export function customResourceDefinition(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', crdSpec);
  const spec = e.get('spec');
  const stored = storageVersion(isObject(spec) ? spec : undefined);
  e.make('status', (s) => {
    const st = new Edit(s);
    if (stored !== null && isEmptyCollection(st.get('storedVersions'))) st.set('storedVersions', [stored]);
    return st.done();
  });
  return e.done();
}
