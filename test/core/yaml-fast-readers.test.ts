// The readers of the API and the command line take the fast path (core/yaml/yaml-fast.ts)
// when it reads a text, and get what eemeli/yaml gets: the same values, the same repeats.

import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseYamlDocuments } from '../../api/yaml.ts';
import { parseDocuments } from '../../cli/io.ts';
import { KUBECTL_YAML_OPTIONS } from '../../core/yaml/kubectl-yaml.ts';
import { fastValues } from '../../core/yaml/yaml-fast.ts';

const eemeli = (text: string) =>
  parseAllDocuments(text, KUBECTL_YAML_OPTIONS)
    .map((d) => d.toJS())
    .filter((v) => v != null);

const TEXTS = {
  manifests: `apiVersion: v1
kind: ConfigMap
metadata:
  name: cm
data:
  enabled: yes
  octal: 0777
  when: 2001-12-14
---
# empty document above is skipped
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: d}
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: app
          args: ["--a", "--b"]
          command:
            - run
`,
  'with an anchor (eemeli/yaml reads it)': `a: &x {b: 1}\nc: *x\n`,
};

describe('the fast path of the readers', () => {
  it('reads the plain manifests itself', () => {
    expect(fastValues(TEXTS.manifests)).toEqual(eemeli(TEXTS.manifests));
    expect(fastValues(TEXTS['with an anchor (eemeli/yaml reads it)'])).toBeNull();
  });

  for (const [what, text] of Object.entries(TEXTS)) {
    it(`gives eemeli/yaml's values: ${what}`, () => {
      const repeats: unknown[][] = [];
      expect(parseYamlDocuments(text, 'body', undefined, repeats as never)).toEqual(eemeli(text));
      expect(repeats).toEqual(eemeli(text).map(() => []));
      expect(parseDocuments(text, 'file')).toEqual(eemeli(text));
    });
  }

  it('leaves a repeated key to eemeli/yaml: refused, or listed with the last value kept', () => {
    const text = 'a: 1\na: 2\n';
    expect(fastValues(text)).toBeNull();
    expect(() => parseYamlDocuments(text, 'body')).toThrow('duplicate key "a"');
    const repeats: { path?: string }[][] = [];
    expect(parseYamlDocuments(text, 'body', undefined, repeats as never)).toEqual([{ a: 2 }]);
    expect(repeats[0].length).toBe(1);
  });
});
