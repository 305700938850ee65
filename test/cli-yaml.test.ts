// YAML through the command line: the documents it reads and writes, read as kubectl
// reads them.

import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../cli/io.ts';
import { cli, file, oneDoc } from './cli-helpers.ts';

describe('YAML', () => {
  it('reads YAML as kubectl does (1.1 booleans and octals) and prints strings that read back the same', async () => {
    const intent = file(
      'yaml11.yaml',
      'apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: t}\nspec:\n  a: yes\n  b: "yes"\n  c: 0755\n  d: "0755"\n  e: 2024-01-02\n  f: 1:20\n',
    );
    const r = await cli(['apply', '--manager', 'm', intent]);
    expect(r.code).toBe(0);
    expect(oneDoc(r.stdout).spec).toEqual({
      a: true,
      b: 'yes',
      c: 493,
      d: '0755',
      e: '2024-01-02',
      f: '1:20',
    });
    expect(r.stdout).toContain('b: "yes"');
    expect(r.stdout).toContain('d: "0755"');
  });
});

describe('YAML read as kubectl reads it', () => {
  it("keeps the `.` key of kubectl's managedFields output and needs a digit in a float", () => {
    const [doc] = parseDocuments(
      'fieldsV1:\n  f:spec:\n    .: {}\n    f:replicas: {}\nnums: [.5, 1.5e3, 1_000.5, .e5, 0777, 1e3]\nflag: yes\nwhen: 2001-12-14\n',
      'kubectl-output.yaml',
    );
    expect(doc).toEqual({
      fieldsV1: { 'f:spec': { '.': {}, 'f:replicas': {} } },
      nums: [0.5, 1500, 1000.5, '.e5', 511, 1000],
      flag: true,
      when: '2001-12-14',
    });
  });
});
