// HorizontalPodAutoscaler metrics and behavior against cases after upstream's
// TestValidateHorizontalPodAutoscaler (test/validation/data/hpa-metrics.json), run
// through serverWrite so that v2 defaulting (behavior policies, the CPU metric) and
// the 422 Status are part of each check.

import { describe, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';
import data from './data/hpa-metrics.json' with { type: 'json' };
import { type Cause, expectCauses } from './expect-causes.ts';

const schemas = new SchemaResolver();

describe(`HorizontalPodAutoscaler metrics and behavior: ${data.origin.repo} ${data.origin.tag}`, () => {
  for (const c of data.cases as unknown as {
    test: string;
    name: string;
    obj: JsonObject;
    expect: Cause[];
  }[]) {
    it(`${c.test}: ${c.name}`, () => {
      const schema = schemas.resolve(c.obj.apiVersion as string, 'HorizontalPodAutoscaler');
      expectCauses(serverWrite({ verb: 'create', live: null, body: c.obj, manager: 'm', schema }), c.expect);
    });
  }
});
