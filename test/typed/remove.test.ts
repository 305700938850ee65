// removeItems / extractItems (core/typed/remove.ts) and reconcileWithSchema
// (core/typed/reconcile.ts): the walks that take fields out of an object or a set.

import { describe, expect, it } from 'vitest';
import { decodeFieldsV1 } from '../../core/fieldpath/fieldsv1.ts';
import { typeFromOpenAPIV3Schema } from '../../core/schema/openapi.ts';
import { reconcileWithSchema } from '../../core/typed/reconcile.ts';
import { extractItems, removeItems } from '../../core/typed/remove.ts';
import { paths, pod } from './helpers.ts';

describe('removeItems / extractItems', () => {
  const obj = {
    spec: {
      containers: [
        { name: 'a', image: 'x' },
        { name: 'b', image: 'y' },
      ],
      tags: ['t'],
    },
  };

  it('removes members with their subtree; an emptied list becomes null', () => {
    const set = decodeFieldsV1({
      'f:spec': { 'f:containers': { 'k:{"name":"a"}': {} }, 'f:tags': { 'v:"t"': {} } },
    });
    expect(removeItems(obj, set, pod)).toEqual({
      spec: { containers: [{ name: 'b', image: 'y' }], tags: null },
    });
  });

  it('extracts only what a set names, keeping list keys', () => {
    const set = decodeFieldsV1({
      'f:spec': { 'f:containers': { 'k:{"name":"b"}': { 'f:image': {}, 'f:name': {} } } },
    });
    expect(extractItems(obj, set, pod)).toEqual({ spec: { containers: [{ name: 'b', image: 'y' }] } });
  });
});

describe('reconcileWithSchema', () => {
  it('folds ownership under a now-atomic map into the map itself', () => {
    const set = decodeFieldsV1({ 'f:spec': { 'f:nodeSelector': { 'f:a': {} }, 'f:tags': { 'v:"x"': {} } } });
    expect(paths(reconcileWithSchema(set, pod)!)).toEqual(['.spec.nodeSelector', '.spec.tags[="x"]']);
    expect(reconcileWithSchema(decodeFieldsV1({ 'f:spec': { 'f:tags': { 'v:"x"': {} } } }), pod)).toBeNull();
  });

  it('answers again for the same set (cached) and for another schema', () => {
    const set = decodeFieldsV1({ 'f:spec': { 'f:nodeSelector': { 'f:a': {} } } });
    const folded = reconcileWithSchema(set, pod)!;
    expect(reconcileWithSchema(set, pod)).toBe(folded);
    expect(reconcileWithSchema(folded, pod)).toBeNull(); // already reconciled
    const granular = typeFromOpenAPIV3Schema({
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: { nodeSelector: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    });
    expect(reconcileWithSchema(set, granular)).toBeNull();
    expect(paths(reconcileWithSchema(set, pod)!)).toEqual(['.spec.nodeSelector']);
  });
});
