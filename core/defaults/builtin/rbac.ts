// The rbac.authorization.k8s.io group (v1): kubernetes pkg/apis/rbac/v1/defaults.go.

import type { JsonObject } from '../../value.ts';
import { Edit, unsetString } from '../edit.ts';

const GROUP = 'rbac.authorization.k8s.io';

function subject(o: JsonObject): JsonObject {
  // SetDefaults_Subject: User and Group subjects are of the RBAC group
  const e = new Edit(o);
  if (unsetString(e.get('apiGroup'))) {
    const kind = e.get('kind');
    if (kind === 'User' || kind === 'Group') e.set('apiGroup', GROUP);
  }
  return e.done();
}

/** RoleBinding and ClusterRoleBinding: SetDefaults_{Cluster,}RoleBinding and their subjects. */
export function binding(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('roleRef', (r) => {
    const re = new Edit(r);
    re.str('apiGroup', GROUP);
    return re.done();
  });
  e.items('subjects', subject);
  return e.done();
}
