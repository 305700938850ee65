// The bounds every YAML reader applies (core/yaml/yaml-read.ts): documents counted
// while lexing, what aliases expand to, an anchor holding an alias to itself.

import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { MAX_ALIAS_BYTES, MAX_ALIAS_NODES, MAX_DOCUMENTS } from '../../core/limits.ts';
import { aliasBudget, checkAliasExpansion, scanYaml, YamlReadError } from '../../core/yaml/yaml-read.ts';

function boundOf(f: () => void): YamlReadError {
  try {
    f();
  } catch (e) {
    if (e instanceof YamlReadError) return e;
    throw e;
  }
  throw new Error('no bound passed');
}

function expand(text: string): void {
  const budget = aliasBudget();
  for (const doc of parseAllDocuments(text, { version: '1.1' }) as ReturnType<typeof parseAllDocuments> &
    unknown[])
    checkAliasExpansion(doc, budget);
}

describe('scanYaml: documents', () => {
  it('counts documents as eemeli/yaml makes them: content before the first ---, each ---', () => {
    expect(() => scanYaml('a: 1\n---\nb: 2\n---\nc: 3\n', { maxDocuments: 3 })).not.toThrow();
    expect(() => scanYaml('---\na: 1\n---\nb: 2\n---\nc: 3\n', { maxDocuments: 3 })).not.toThrow();
    expect(() => scanYaml('# comment only\n---\na: 1\n', { maxDocuments: 1 })).not.toThrow();
    expect(() => scanYaml('%YAML 1.1\n---\na: 1\n', { maxDocuments: 1 })).not.toThrow();
    expect(() => scanYaml('a: 1\n...\nb: 2\n', { maxDocuments: 1 })).toThrow(YamlReadError);
    const e = boundOf(() => scanYaml('a: 1\n---\nb: 2\n---\nc: 3\n---\nd: 4\n', { maxDocuments: 3 }));
    expect(e.message).toBe('more than 3 YAML documents (the limit)');
    expect(e.status).toBe(413);
    expect(e.offset).toBe('a: 1\n---\nb: 2\n---\nc: 3\n'.length);
  });

  it('stops at the limit: a text of many more documents costs what the first ones cost', () => {
    const text = 'a: 1\n---\n'.repeat(200_000);
    const e = boundOf(() => scanYaml(text));
    expect(e.message).toBe(`more than ${MAX_DOCUMENTS} YAML documents (the limit)`);
    // Refused where document MAX_DOCUMENTS + 1 starts, not after reading the rest.
    expect(e.offset).toBeLessThan(9 * (MAX_DOCUMENTS + 1));
  });
});

describe('checkAliasExpansion', () => {
  it('refuses aliases that expand past the node limit, however few they are', () => {
    const items = Array.from({ length: 2000 }, (_, i) => `  - {name: n${i}, v: x}`).join('\n');
    const aliases = Array.from({ length: 99 }, () => '*big').join(', ');
    const e = boundOf(() => expand(`x: &big\n${items}\ny: [${aliases}]\n`));
    expect(e.message).toBe(
      `YAML aliases expand to more than ${MAX_ALIAS_NODES} nodes (the limit; a "billion laughs" document?)`,
    );
    // A few aliases of the same list are fine.
    expect(() => expand(`x: &big\n${items}\ny: [*big, *big]\n`)).not.toThrow();
  });

  it('refuses aliases that expand past the byte limit (one long string)', () => {
    const long = 'x'.repeat(64 * 1024);
    const aliases = Array.from({ length: 17 }, () => '*s').join(', ');
    const e = boundOf(() => expand(`a: &s "${long}"\nb: [${aliases}]\n`));
    expect(e.message).toContain(`more than ${MAX_ALIAS_BYTES} bytes`);
    expect(() => expand(`a: &s "${long}"\nb: [*s, *s]\n`)).not.toThrow();
  });

  it('counts nested aliases expanded (the billion laughs), and the budget across documents', () => {
    const lol = [
      'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
      'f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
    ].join('\n');
    expect(() => expand(lol)).toThrow(/aliases expand to more than/);
    // Each document alone stays under; together they do not.
    const doc = `a: &a [${Array.from({ length: 1000 }, (_, i) => i).join(', ')}]\nb: [${Array.from({ length: 60 }, () => '*a').join(', ')}]\n`;
    expect(() => expand(doc)).not.toThrow();
    expect(() => expand(`${doc}---\n${doc}`)).toThrow(/aliases expand to more than/);
  });

  it('refuses an anchor that holds an alias to itself', () => {
    const e = boundOf(() => expand('a: &x [1, *x]\n'));
    expect(e.message).toBe('the YAML anchor "x" contains an alias to itself');
  });
});
