// The field errors and the 422 Status, worded as k8s.io/apimachinery words them
// (pkg/util/validation/field/errors.go ErrorBody, pkg/api/errors NewInvalid, util/errors aggregate).

import { describe, expect, it } from 'vitest';
import {
  errorBody,
  invalid,
  notSupported,
  required,
  tooLong,
  tooMany,
} from '../../core/validation/errors.ts';
import { invalidStatus } from '../../core/validation/status.ts';
import {
  byteLength,
  isDNS1123Subdomain,
  isLabelValue,
  isQualifiedName,
  isValidPortName,
} from '../../core/validation/strings.ts';

describe('field errors', () => {
  it('print the value as Go prints it: %q strings, %v numbers, JSON otherwise', () => {
    expect(errorBody(invalid('spec.replicas', -1, 'must be greater than or equal to 0'))).toBe(
      'Invalid value: -1: must be greater than or equal to 0',
    );
    expect(errorBody(invalid('metadata.name', 'Bad_Name', 'x'))).toBe('Invalid value: "Bad_Name": x');
    expect(errorBody(invalid('spec.selector', { matchLabels: { b: '2', a: '1' } }, 'x'))).toBe(
      'Invalid value: {"matchLabels":{"a":"1","b":"2"}}: x',
    );
    expect(errorBody(required('spec.selector'))).toBe('Required value');
    expect(errorBody(notSupported('spec.type', 'Foo', ['ClusterIP', 'NodePort']))).toBe(
      'Unsupported value: "Foo": supported values: "ClusterIP", "NodePort"',
    );
    expect(errorBody(tooLong('metadata.annotations', 262144))).toBe(
      'Too long: may not be more than 262144 bytes',
    );
    expect(errorBody(tooMany('spec.x', 3, 1))).toBe('Too many: 3: must have at most 1 item');
  });
});

describe('the 422 Invalid Status', () => {
  it('one error: the message is the error; the details hold one cause', () => {
    const s = invalidStatus('apps', 'Deployment', 'web', [required('spec.selector')]);
    expect(s.code).toBe(422);
    expect(s.reason).toBe('Invalid');
    expect(s.message).toBe('Deployment.apps "web" is invalid: spec.selector: Required value');
    expect(s.details).toEqual({
      name: 'web',
      group: 'apps',
      kind: 'Deployment',
      causes: [{ reason: 'FieldValueRequired', message: 'Required value', field: 'spec.selector' }],
    });
  });

  it('several errors are bracketed, repeats printed once, the core group unnamed', () => {
    const e = invalid('spec.ports[0].port', 0, 'must be between 1 and 65535, inclusive');
    const s = invalidStatus('', 'Service', 'db', [e, e, required('spec.ports[1].port')]);
    expect(s.message).toBe(
      'Service "db" is invalid: [spec.ports[0].port: Invalid value: 0: must be between 1 and 65535, inclusive, spec.ports[1].port: Required value]',
    );
    expect(s.details?.causes).toHaveLength(3);
    expect(s.details?.group).toBeUndefined();
  });
});

describe('string formats (apimachinery v0.35)', () => {
  it('names, label values and keys, port names', () => {
    expect(isDNS1123Subdomain('Bad_Name')).toEqual([
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    ]);
    expect(isDNS1123Subdomain('web')).toEqual([]);
    expect(isLabelValue('a b')[0]).toContain("(e.g. 'MyValue',  or 'my_value',  or '12345', regex used");
    expect(isLabelValue('x'.repeat(64))[0]).toBe('must be no more than 63 bytes');
    expect(isQualifiedName('example.com/app')).toEqual([]);
    expect(isQualifiedName('/app')).toEqual(['prefix part must be non-empty']);
    expect(isValidPortName('a-very-long-port-name')).toEqual(['must be no more than 15 characters']);
    expect(isValidPortName('80')).toEqual(['must contain at least one letter (a-z)']);
  });
});

describe('lengths as Go counts them', () => {
  it('are UTF-8 bytes, surrogate pairs and lone surrogates included', () => {
    for (const s of ['', 'abc', 'é', '日本', '😀x', '\ud800', 'a\udc00b', '€'.repeat(100)])
      expect(byteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
  });
});
