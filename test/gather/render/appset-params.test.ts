// ApplicationSet parameters without the tools: upstream argo-cd generator test
// cases (test/fixtures/appset/*.json name their origin) run through the git
// files reader, matrix and merge, plus git's pathspec matching, Go's `%v` of
// numbers, selectors, and the controller's errors as `not rendered`.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseApplier } from '../../../core/appliers/write.ts';
import type { JsonObject } from '../../../core/value.ts';
import { sourceApply } from '../../../gather/render/applier.ts';
import { directorySets, fileParams, pathspecMatcher } from '../../../gather/render/appset-git.ts';
import { fillGo } from '../../../gather/render/appset-gotemplate.ts';
import {
  goString,
  MAX_PARAM_SETS,
  NotEvaluated,
  TemplateFails,
  TOO_MANY_SETS,
  TOO_MUCH_WORK,
} from '../../../gather/render/appset-params.ts';
import { fillFlat } from '../../../gather/render/appset-template.ts';
import type { DiscoverContext } from '../../../gather/render/context.ts';
import { applicationSetSources, generatorSets } from '../../../gather/render/discover-appset.ts';
import { WriteChooser } from '../../../gather/source-applier.ts';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/appset');
const fixture = <T>(name: string): { origin: string; cases: T[] } =>
  JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8'));

/** A discovery context over in-memory files (any repoURL is this repository). */
function ctxOf(files: Record<string, string>): DiscoverContext {
  return {
    objects: { entries: [], byKind: new Map(), more: () => {} },
    repoUrls: [],
    fileSet: new Set(Object.keys(files)),
    kustomizationDirs: new Set(),
    chartDirs: new Set(),
    readText: (f) => (Object.hasOwn(files, f) ? files[f] : null),
  };
}

/** Parameter sets as sorted JSON strings (upstream compares merge results as sets). */
const asSet = (sets: JsonObject[]) => sets.map((s) => JSON.stringify(s, Object.keys(s).sort())).sort();

describe('git directories generator (argo-cd git_test.go)', () => {
  interface DirCase {
    name: string;
    directories: JsonObject[];
    pathParamPrefix?: string;
    repoApps: string[];
    values?: Record<string, string>;
    expected: JsonObject[];
  }
  for (const c of fixture<DirCase>('git-directories.json').cases) {
    it(c.name, () => {
      const git: JsonObject = { repoURL: 'RepoURL', directories: c.directories };
      if (c.pathParamPrefix) git.pathParamPrefix = c.pathParamPrefix;
      if (c.values) git.values = c.values;
      expect(directorySets(c.repoApps, git, false).map((s) => s.params)).toEqual(c.expected);
    });
  }
});

describe('git files generator (argo-cd git_test.go)', () => {
  interface FileCase {
    name: string;
    filePath: string;
    fileContent: string;
    values: Record<string, string>;
    useGoTemplate: boolean;
    pathParamPrefix?: string;
    want?: JsonObject[];
    wantErr?: boolean;
  }
  for (const c of fixture<FileCase>('git-file-params.json').cases) {
    it(`generateParamsFromGitFile: ${c.name}`, () => {
      const got = fileParams(c.filePath, c.fileContent, c.values, c.useGoTemplate, c.pathParamPrefix ?? '');
      if (c.wantErr) expect(typeof got).toBe('string');
      else expect(got).toEqual(c.want);
    });
  }

  interface FilesCase {
    name: string;
    files: JsonObject[];
    repoFileContents: Record<string, string>;
    values?: Record<string, string>;
    expected?: JsonObject[];
    expectedError?: boolean;
  }
  for (const c of fixture<FilesCase>('git-files-generator.json').cases) {
    it(`GenerateParams: ${c.name}`, () => {
      const git = {
        repoURL: 'RepoURL',
        revision: 'Revision',
        files: c.files,
        ...(c.values ? { values: c.values } : {}),
      };
      const got = generatorSets({ git }, ctxOf(c.repoFileContents), false);
      if (c.expectedError) {
        expect(got).toMatchObject({ stops: true });
        expect('reason' in got && got.reason).toContain(
          "unable to process file 'cluster-config/production/config.json'",
        );
      } else expect('sets' in got && got.sets.map((s) => s.params)).toEqual(c.expected);
    });
  }

  it('reads each file a pattern matches once, removes excluded ones, and names the files as inputs', () => {
    const ctx = ctxOf({
      'apps/a/config.yaml': 'env: a\n',
      'apps/b/config.yaml': 'env: b\n',
      'apps/b/deep/config.yaml': 'env: deep\n',
      'apps/c/config.yaml': 'env: c\n',
      'other/config.yaml': 'env: other\n',
    });
    const got = generatorSets(
      {
        git: {
          repoURL: 'x',
          files: [
            { path: 'apps/*/config.yaml' },
            { path: 'apps/a/config.yaml' },
            { path: 'apps/c/*', exclude: true },
          ],
        },
      },
      ctx,
      false,
    );
    expect('sets' in got && got.sets.map((s) => [s.params.env, s.inputs])).toEqual([
      ['a', ['apps/a/config.yaml']],
      ['b', ['apps/b/config.yaml']],
      // git pathspecs: `*` crosses `/` (no WM_PATHNAME).
      ['deep', ['apps/b/deep/config.yaml']],
    ]);
  });

  it('does not expand over a file the repository copy left out (too large, a link out of it)', () => {
    const ctx = {
      ...ctxOf({ 'envs/a.yaml': 'env: a\n' }),
      refused: [{ file: 'envs/b.yaml', reason: 'a symbolic link that leaves the repository' }],
    };
    expect(generatorSets({ git: { repoURL: 'x', files: [{ path: 'envs/*.yaml' }] } }, ctx, false)).toEqual({
      reason: 'git files: envs/b.yaml is not read (a symbolic link that leaves the repository)',
      stops: false,
    });
    const excluded: JsonObject = {
      git: { repoURL: 'x', files: [{ path: 'envs/*.yaml' }, { path: 'envs/b.yaml', exclude: true }] },
    };
    expect(generatorSets(excluded, ctx, false)).toMatchObject({ sets: [{ params: { env: 'a' } }] });
  });

  it('flattens numbers, booleans and lists as Go prints them', () => {
    const got = fileParams(
      'a/b.yaml',
      'num: 3\nbig: 1000000\nf: 0.5\nt: true\nnil: null\nl: [x, {k: z}]\ne: {}\n',
      undefined,
      false,
      '',
    );
    expect(got).toMatchObject([
      { num: '3', big: '1e+06', f: '0.5', t: 'true', nil: '<nil>', 'l.0': 'x', 'l.1.k': 'z' },
    ]);
    expect((got as JsonObject[])[0]).not.toHaveProperty('e');
    // YAML 1.1, as sigs.k8s.io/yaml (yaml.v2) reads it: `yes`, `on` and `y` are booleans, keys too.
    expect(fileParams('a/b.yaml', 'a: yes\nb: on\nc: "yes"\ny: 1\n', undefined, false, '')).toMatchObject([
      { a: 'true', b: 'true', c: 'yes', true: '1' },
    ]);
    expect(goString(123456)).toBe('123456');
    expect(goString(1234567)).toBe('1.234567e+06');
    expect(goString(0.00001)).toBe('1e-05');
  });

  it('a list item that is no map, or a scalar file, stops the ApplicationSet', () => {
    expect(typeof fileParams('a/b.yaml', '- a\n- b\n', undefined, false, '')).toBe('string');
    expect(typeof fileParams('a/b.yaml', 'just text', undefined, false, '')).toBe('string');
    expect(fileParams('a/b.yaml', '__proto__: x\n', undefined, false, '')).toMatchObject([
      { ['__proto__']: 'x' },
    ]);
  });
});

describe('git pathspecs (git ls-files, wildmatch without WM_PATHNAME)', () => {
  const cases: [string, string, boolean][] = [
    ['apps', 'apps/a/config.json', true],
    ['apps/', 'apps/a/config.json', true],
    ['apps', 'apps2/config.json', false],
    ['apps/a/config.json', 'apps/a/config.json', true],
    ['./apps/*.json', 'apps/x/y.json', true],
    ['**/config.json', 'a/config.json', true],
    ['**/config.json', 'config.json', false],
    ['apps/**/config.json', 'apps/config.json', false],
    ['apps/?/c.json', 'apps/a/c.json', true],
    ['apps/[ab]/c.json', 'apps/b/c.json', true],
    ['apps/[!ab]/c.json', 'apps/b/c.json', false],
    ['apps/*.yaml', 'apps/x.yml', false],
  ];
  for (const [pattern, file, want] of cases)
    it(`${pattern} ${want ? 'matches' : 'does not match'} ${file}`, () => {
      expect(pathspecMatcher(pattern)(file)).toBe(want);
    });
});

describe('matrix and merge (argo-cd matrix_test.go, merge_test.go)', () => {
  interface CombineCase {
    from: string;
    goTemplate?: boolean;
    generator: JsonObject;
    expected?: JsonObject[];
    error?: string;
  }
  for (const c of fixture<CombineCase>('matrix-merge.json').cases) {
    it(c.from, () => {
      const got = generatorSets(c.generator, ctxOf({}), c.goTemplate === true);
      if (c.error !== undefined) expect(got).toEqual({ reason: c.error, stops: true });
      else expect('sets' in got && asSet(got.sets.map((s) => s.params))).toEqual(asSet(c.expected ?? []));
    });
  }

  it('templates the second child with each set of the first (a git files path from a directory)', () => {
    const ctx = ctxOf({
      'apps/shop/config.json': '{"replicas": 2}',
      'apps/shop/kustomization.yaml': '',
      'apps/billing/config.json': '{"replicas": 5}',
      'apps/billing/kustomization.yaml': '',
    });
    const matrix = (goTemplate: boolean) =>
      generatorSets(
        {
          matrix: {
            generators: [
              { git: { repoURL: 'x', directories: [{ path: 'apps/*' }] } },
              {
                git: {
                  repoURL: 'x',
                  pathParamPrefix: 'cfg',
                  files: [{ path: goTemplate ? '{{.path.path}}/config.json' : '{{path}}/config.json' }],
                },
              },
            ],
          },
        },
        ctx,
        goTemplate,
      );
    const flat = matrix(false);
    expect('sets' in flat && flat.sets.map((s) => [s.params.path, s.params.replicas, s.inputs])).toEqual([
      ['apps/billing', '5', ['apps/billing/config.json']],
      ['apps/shop', '2', ['apps/shop/config.json']],
    ]);
    const go = matrix(true);
    expect(
      'sets' in go && go.sets.map((s) => [(s.params.path as JsonObject).path, s.params.replicas]),
    ).toEqual([
      ['apps/billing', 5],
      ['apps/shop', 2],
    ]);
  });

  it('does not expand a matrix past MAX_PARAM_SETS (a pull request could multiply lists without end)', () => {
    const elements = (k: string) => Array.from({ length: 100 }, (_, i) => ({ [k]: String(i) }));
    const got = generatorSets(
      {
        matrix: {
          generators: [{ list: { elements: elements('a') } }, { list: { elements: elements('b') } }],
        },
      },
      ctxOf({}),
      false,
    );
    expect(got).toEqual({ reason: TOO_MANY_SETS, stops: false });
    expect(MAX_PARAM_SETS).toBeLessThan(100 * 100);
  });

  it('does not spend more than MAX_EXPANSION_WORK on a matrix that makes nothing', () => {
    // 2,000 sets, each templating a nested matrix of 2,000 elements that yields none: 4 million fills.
    const many = Array.from({ length: 2000 }, (_, i) => ({ a: String(i) }));
    const got = generatorSets(
      {
        matrix: {
          generators: [
            { list: { elements: many } },
            {
              matrix: {
                generators: [
                  { list: { elements: many.map((e) => ({ b: e.a })) } },
                  { list: { elements: [] } },
                ],
              },
            },
          ],
        },
      },
      ctxOf({}),
      false,
    );
    expect(got).toEqual({ reason: TOO_MUCH_WORK, stops: false });
  });

  it('stops on a key both children set to different values (utils/map.go CombineStringMaps)', () => {
    const got = generatorSets(
      {
        matrix: { generators: [{ list: { elements: [{ a: '1' }] } }, { list: { elements: [{ a: '2' }] } }] },
      },
      ctxOf({}),
      false,
    );
    expect(got).toEqual({ reason: 'found duplicate key a with different value, a: 1 ,b: 2', stops: true });
  });

  it('stops on merge keys two sets share, and on no merge keys', () => {
    const lists = [{ list: { elements: [{ a: '1' }, { a: '1' }] } }, { list: { elements: [{ a: '1' }] } }];
    expect(generatorSets({ merge: { generators: lists, mergeKeys: ['a'] } }, ctxOf({}), false)).toMatchObject(
      {
        reason: expect.stringContaining('Duplicate key was {"a":"1"}'),
        stops: true,
      },
    );
    expect(generatorSets({ merge: { generators: lists } }, ctxOf({}), false)).toEqual({
      reason: 'no merge keys were specified, Merge requires at least one',
      stops: true,
    });
  });

  it('a child it cannot expand leaves the matrix not expanded, without stopping', () => {
    const got = generatorSets(
      { matrix: { generators: [{ clusters: {} }, { list: { elements: [{ a: '1' }] } }] } },
      ctxOf({}),
      false,
    );
    expect(got).toMatchObject({ reason: expect.stringContaining('clusters generator'), stops: false });
  });
});

describe('list generator and selector', () => {
  it('a non-string element value stops the ApplicationSet (list.go), unless goTemplate', () => {
    const list = { list: { elements: [{ a: 1 }] } };
    expect(generatorSets(list, ctxOf({}), false)).toEqual({
      reason: 'error parsing value as string (a)',
      stops: true,
    });
    expect(generatorSets(list, ctxOf({}), true)).toEqual({
      sets: [{ params: { a: 1 }, inputs: [], config: [] }],
    });
  });

  it('reads elementsYaml after the elements', () => {
    const got = generatorSets(
      { list: { elements: [{ a: 'x' }], elementsYaml: '- a: w\n- a: z\n' } },
      ctxOf({}),
      false,
    );
    expect('sets' in got && got.sets.map((s) => s.params.a)).toEqual(['x', 'w', 'z']);
  });

  it('keeps the sets a selector matches over the flattened parameters', () => {
    const elements: JsonObject[] = [{ env: 'prod', t: 'a' }, { env: 'dev', t: 'b' }, { t: 'c' }];
    const keep = (selector: JsonObject) => {
      const got = generatorSets({ list: { elements }, selector }, ctxOf({}), false);
      return 'sets' in got ? got.sets.map((s) => s.params.t) : got;
    };
    expect(keep({ matchLabels: { env: 'prod' } })).toEqual(['a']);
    expect(keep({ matchExpressions: [{ key: 'env', operator: 'NotIn', values: ['prod'] }] })).toEqual([
      'b',
      'c',
    ]);
    expect(keep({ matchExpressions: [{ key: 'env', operator: 'DoesNotExist' }] })).toEqual(['c']);
    expect(keep({ matchExpressions: [{ key: 'env', operator: 'Between' }] })).toMatchObject({ stops: true });
  });
});

describe('templates', () => {
  it('fasttemplate: only strings with a {{...}} on one line, unknown tags kept, an open tag an error', () => {
    expect(fillFlat('{{ a }}-{{b}}-{{ }}', { a: 'x' })).toBe('x-{{b}}-{{ }}');
    expect(fillFlat('a {{b', { b: 'x' })).toBe('a {{b');
    expect(fillFlat('{{a\n}}', { a: 'x' })).toBe('{{a\n}}');
    expect(() => fillFlat('{{a}} {{b', { a: 'x' })).toThrow(TemplateFails);
  });

  it('Go templates: field chains, index, pipelines and the functions it knows; anything else not evaluated', () => {
    const p: JsonObject = {
      path: { path: 'apps/Web_1', basename: 'Web_1', segments: ['apps', 'Web_1'] },
      env: 'prod',
      n: 3,
      labels: { tier: 'fe' },
      empty: '',
    };
    expect(fillGo('{{.path.basename}}-{{ index .path.segments 0 }}-{{.n}}', p)).toBe('Web_1-apps-3');
    expect(fillGo('{{ .path.basename | lower }}/{{ upper .env }}/{{ .path.basename | normalize }}', p)).toBe(
      'web_1/PROD/web-1',
    );
    expect(fillGo('{{ .missing | default "dflt" }} {{ default "d" .empty }} {{ default "d" .env }}', p)).toBe(
      'dflt d prod',
    );
    expect(
      fillGo(
        '{{ index .labels "tier" }} {{ trimPrefix "apps/" .path.path }} {{ replace "_" "-" .path.basename }}',
        p,
      ),
    ).toBe('fe Web_1 Web-1');
    expect(fillGo('a  {{- .env -}}  b', p)).toBe('aprodb');
    for (const t of [
      '{{.missing}}',
      '{{ .env | title }}',
      '{{ if .env }}x{{ end }}',
      '{{ $x := 1 }}',
      '{{ lower .n }}',
      '{{ (lower .env) }}',
    ])
      expect(() => fillGo(t, p), t).toThrow(NotEvaluated);
    // An action that never closes: Go's parser fails, and so does the controller.
    expect(() => fillGo('{{.env}}-{{ .n', p)).toThrow(TemplateFails);
  });

  it('an open tag in the second matrix child stops the ApplicationSet; its own template is left alone', () => {
    const second = (b: string) => ({
      list: { elements: [{ b }], template: { metadata: { name: '{{.unknown | upper}}' } } },
    });
    const matrix = (b: string, goTemplate: boolean) =>
      generatorSets(
        { matrix: { generators: [{ list: { elements: [{ a: '1' }] } }, second(b)] } },
        ctxOf({}),
        goTemplate,
      );
    expect(matrix('{{a}} {{c', false)).toMatchObject({
      stops: true,
      reason: expect.stringContaining('end tag'),
    });
    expect(matrix('{{.a}}', true)).toEqual({
      sets: [{ params: { a: '1', b: '1' }, inputs: [], config: [] }],
    });
  });

  it('a git files generator over Kubernetes manifests leaves them to be read as manifests', () => {
    const ctx = ctxOf({
      'conf/a.yaml': 'env: a\n',
      'conf/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
    });
    const got = generatorSets({ git: { repoURL: 'x', files: [{ path: 'conf/*' }] } }, ctx, false);
    expect('sets' in got && got.sets.map((s) => [s.inputs, s.config])).toEqual([
      [['conf/a.yaml'], ['conf/a.yaml']],
      [['conf/cm.yaml'], []],
    ]);
  });
});

describe('the ApplicationSet', () => {
  const sources = (spec: JsonObject) =>
    applicationSetSources(
      {
        file: 'set.yaml',
        document: 0,
        line: 1,
        intent: {
          apiVersion: 'argoproj.io/v1alpha1',
          kind: 'ApplicationSet',
          metadata: { name: 's', namespace: 'argocd' },
          spec,
        },
      },
      ctxOf({ 'apps/a/x.yaml': '' }),
    );
  const template = {
    metadata: { name: '{{name}}' },
    spec: { source: { repoURL: 'x', path: 'apps/a' }, destination: { namespace: 'a' } },
  };

  it('notes what it asks that is not modelled on each Application', () => {
    const got = sources({
      generators: [{ list: { elements: [{ name: 'one' }] } }],
      syncPolicy: { applicationsSync: 'create-only', preserveResourcesOnDeletion: true },
      strategy: { type: 'RollingSync' },
      ignoreApplicationDifferences: [{ jsonPointers: ['/spec/source/targetRevision'] }],
      template,
    });
    expect(got.map((s) => s.name)).toEqual(['argocd/one']);
    expect(got[0].notes).toEqual([
      'generated by ApplicationSet argocd/s',
      'ApplicationSet syncPolicy.applicationsSync create-only: an Application that exists is not updated; previewed as the template gives it',
      'ApplicationSet strategy RollingSync: the Applications are synced step by step (not previewed)',
      'ApplicationSet ignoreApplicationDifferences: the fields it names keep their value in the cluster (not previewed)',
    ]);
  });

  it("puts those notes on each object's report, whichever applier writes it", () => {
    const [s] = sources({
      generators: [{ list: { elements: [{ name: 'one' }] } }],
      strategy: { type: 'RollingSync' },
      template,
    });
    const e = { file: 'apps/a/x.yaml', document: 1, line: 1, apply: sourceApply(s) };
    const user = chooseApplier({ applier: 'kubectl-server-side' });
    if (typeof user === 'string') throw new Error(user);
    for (const w of [
      new WriteChooser(user, false, false, undefined),
      new WriteChooser(user, true, false, undefined),
    ])
      expect(w.notesOf(e).map((n) => n.message)).toEqual([
        'Argo CD Application argocd/one: generated by ApplicationSet argocd/s',
        'Argo CD Application argocd/one: ApplicationSet strategy RollingSync: the Applications are synced step by step (not previewed)',
      ]);
  });

  it('names a generator of no kind, and a generator error makes it render nothing', () => {
    expect(sources({ generators: [{}], template }).map((s) => s.notRendered)).toEqual([
      'a generator of no kind (empty) generates nothing',
    ]);
    const failing = sources({
      generators: [{ list: { elements: [{ name: 'one' }] } }, { list: { elements: [{ name: 2 }] } }],
      template,
    });
    expect(failing.map((s) => [s.name, s.notRendered])).toEqual([
      [
        'argocd/s (ApplicationSet)',
        'the ApplicationSet controller generates no Application: error parsing value as string (name)',
      ],
    ]);
  });

  it("merges a generator's own template over spec.template", () => {
    const got = sources({
      generators: [
        {
          list: {
            elements: [{ name: 'one' }],
            template: { metadata: {}, spec: { destination: { namespace: 'own' } } },
          },
        },
      ],
      template,
    });
    expect(got.map((s) => [s.name, s.destination?.namespace, s.path])).toEqual([
      ['argocd/one', 'own', 'apps/a'],
    ]);
  });
});
