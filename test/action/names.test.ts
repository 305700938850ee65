// gather/names.ts: the name rules of Kubernetes an object's identity must meet
// before it goes into a cluster request's path. Cases from the rules upstream:
// apimachinery/pkg/util/validation/validation.go (IsDNS1123Subdomain,
// IsDNS1123Label, IsDNS1035Label) and apimachinery/pkg/api/validation/path/name.go
// (IsValidPathSegmentName), kubernetes v1.35.

import { describe, expect, it } from 'vitest';
import { apiVersionProblem, objectPathProblem } from '../../gather/names.ts';

const ok = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'shop' };

describe('identities in request paths', () => {
  it('takes what Kubernetes serves', () => {
    for (const gv of ['v1', 'apps/v1', 'networking.k8s.io/v1', 'example.com/v1beta1', 'a-b.c/v2alpha1'])
      expect(apiVersionProblem(gv), gv).toBeNull();
    expect(objectPathProblem(ok)).toBeNull();
    expect(objectPathProblem({ ...ok, name: 'system:node:ip-10-0-0-1' })).toBeNull(); // a path segment, not a DNS name
    expect(objectPathProblem({ ...ok, kind: 'ClusterRoleBinding', namespace: undefined })).toBeNull();
  });

  it('refuses what could steer a path', () => {
    for (const gv of [
      'x/../../api/v1',
      'Apps/v1',
      '-apps/v1',
      'apps./v1',
      'apps/V1',
      'apps/v1/',
      '/v1',
      'a/b/c',
      '',
    ])
      expect(apiVersionProblem(gv), gv).not.toBeNull();
    expect(apiVersionProblem(`${'a'.repeat(254)}/v1`)).not.toBeNull();
    for (const name of ['.', '..', 'a/b', '50%'])
      expect(objectPathProblem({ ...ok, name }), name).not.toBeNull();
    for (const namespace of ['Shop', 'shop/x', 'a.b', '-a', 'a'.repeat(64)])
      expect(objectPathProblem({ ...ok, namespace }), namespace).not.toBeNull();
    for (const kind of ['Config/Map', '1Kind', 'Kind_x', 'a'.repeat(64)])
      expect(objectPathProblem({ ...ok, kind }), kind).not.toBeNull();
  });
});
