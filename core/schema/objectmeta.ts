// Kubernetes' ObjectMeta, which the API server uses for `metadata` whatever the
// rest of the schema says (Kubernetes 1.35 topology: labels and annotations are
// granular maps, finalizers a set, ownerReferences keyed by uid and atomic).

import { deduced, listNode, makeField, mapNode, scalarNode, structNode, type TypeNode } from './model.ts';

const str = scalarNode('string');
const num = scalarNode('numeric');
const bool = scalarNode('boolean');
const time = scalarNode('untyped', 'io.k8s.apimachinery.pkg.apis.meta.v1.Time');

const fieldsV1 = mapNode('io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1', deduced);

const managedFieldsEntry = structNode('io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry', [
  makeField('apiVersion', str),
  makeField('fieldsType', str),
  makeField('fieldsV1', fieldsV1),
  makeField('manager', str),
  makeField('operation', str),
  makeField('subresource', str),
  makeField('time', time),
]);

const ownerReference = structNode(
  'io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference',
  [
    makeField('apiVersion', str, ''),
    makeField('blockOwnerDeletion', bool),
    makeField('controller', bool),
    makeField('kind', str, ''),
    makeField('name', str, ''),
    makeField('uid', str, ''),
  ],
  { atomic: true },
);

export const objectMeta: TypeNode = structNode('io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta', [
  makeField('annotations', mapNode('map[string]string', str)),
  makeField('creationTimestamp', time),
  makeField('deletionGracePeriodSeconds', num),
  makeField('deletionTimestamp', time),
  { ...makeField('finalizers', listNode('[]string', str, 'set')), patchStrategy: ['merge'] },
  makeField('generateName', str),
  makeField('generation', num),
  makeField('labels', mapNode('map[string]string', str)),
  makeField('managedFields', listNode('[]ManagedFieldsEntry', managedFieldsEntry, 'atomic')),
  makeField('name', str),
  makeField('namespace', str),
  {
    ...makeField('ownerReferences', listNode('[]OwnerReference', ownerReference, 'map', ['uid'])),
    patchStrategy: ['merge'],
    patchMergeKey: 'uid',
  },
  makeField('resourceVersion', str),
  makeField('selfLink', str),
  makeField('uid', str),
]);

const rootCache = new WeakMap<TypeNode, TypeNode>();

/** The root type with `metadata` typed as ObjectMeta (cached per root). */
export function withObjectMeta(root: TypeNode): TypeNode {
  const cached = rootCache.get(root);
  if (cached) return cached;
  let out: TypeNode;
  if (!root.map) out = root;
  else if (root.map.fields.get('metadata')?.type === objectMeta) out = root;
  else {
    const fields = new Map(root.map.fields);
    fields.set('metadata', makeField('metadata', objectMeta));
    out = { ...root, map: { fields, elem: root.map.elem, atomic: root.map.atomic } };
  }
  rootCache.set(root, out);
  return out;
}
