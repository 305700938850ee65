// core/yaml/yaml-documents.ts asked for positions (readYamlPositions, what the Action's
// manifest reader uses): each document's node and value, one document's problem
// stopping only that document, the lexer's bounds stopping the text.

import { describe, expect, it } from 'vitest';
import { readYamlPositions, YamlProblem } from '../../core/yaml/yaml-documents.ts';

describe('readYamlPositions', () => {
  it('keeps each document with its node, its value and its lines', () => {
    const text = 'a: 1\n---\n\n---\nb:\n  - &x {c: 2}\n  - *x\n';
    const { documents, lineCounter } = readYamlPositions(text);
    expect(documents).toHaveLength(3);
    expect(documents[0].value).toEqual({ a: 1 });
    expect(documents[1].value).toBeNull(); // an empty document: nothing in it
    expect(documents[2].value).toEqual({ b: [{ c: 2 }, { c: 2 }] });
    const node = documents[2].node;
    expect(node?.range && lineCounter.linePos(node.range[0]).line).toBe(5);
  });

  it('reads as kubectl does: YAML 1.1 booleans and octals', () => {
    const { documents } = readYamlPositions('a: yes\nb: 0755\n');
    expect(documents[0].value).toEqual({ a: true, b: 493 });
  });

  it('stops only the document with a problem, and says where', () => {
    const text = 'a: [1\n---\nb: 1\nb: 2\n---\n? [x]\n: 1\n---\nok: true\n';
    const { documents, lineCounter } = readYamlPositions(text);
    expect(documents.map((d) => d.problem?.kind)).toEqual(['syntax', 'duplicate', 'complex-key', undefined]);
    const dup = documents[1].problem!;
    expect(dup.extra.key).toBe('b');
    expect(lineCounter.linePos(dup.offset!).line).toBe(4);
    expect(documents[3].value).toEqual({ ok: true });
  });

  it('throws the lexer bounds for the whole text, with their offset', () => {
    const deep = `${'['.repeat(20000)}${']'.repeat(20000)}\n`;
    let thrown: unknown;
    try {
      readYamlPositions(deep);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(YamlProblem);
    expect((thrown as YamlProblem).kind).toBe('bound');
    expect((thrown as YamlProblem).offset).toBeGreaterThan(0);
  });
});
