// The CEL engine for x-kubernetes-validations rules, on @bufbuild/cel (a
// conformance-tested CEL evaluator). Kept out of core's static imports: the API,
// the CLI and the Action register it (useCelEngine(celRuleEngine)); the playground
// does not, and says the rules were not evaluated.
//
// Without a type checker, rules are evaluated dynamically: a rule the API server
// would refuse at CRD creation (a type error) shows as an evaluation error here.
// Runtime errors are worded as cel-go words them where the two differ.

import { type CelInput, celEnv, isCelError, parse, plan } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import type { JsonValue } from '../../value.ts';
import type { RuleSpec, SchemaNode } from '../crd/schema.ts';
import { FORMAT_LIBRARY } from './format.ts';
import { KUBERNETES_LIBRARIES } from './library.ts';
import { NET_LIBRARY } from './net.ts';
import { OPTIONAL_LIBRARY, optionalOf } from './optional.ts';
import { QUANTITY_LIBRARY } from './quantity.ts';
import { SEMVER_LIBRARY } from './semver.ts';
import { URL_LIBRARY } from './url.ts';
import { celValue } from './values.ts';
import { type CelEngine, type CompiledRule, messageOf, type RuleOutcome } from './walk.ts';

const env = celEnv({
  funcs: [
    ...strings,
    ...KUBERNETES_LIBRARIES,
    ...QUANTITY_LIBRARY,
    ...URL_LIBRARY,
    ...OPTIONAL_LIBRARY,
    ...FORMAT_LIBRARY,
    ...NET_LIBRARY,
    ...SEMVER_LIBRARY,
  ],
});

type Program = (ctx: Record<string, CelInput>) => unknown;

/** cel-go's wording of the evaluator's runtime errors. */
function goError(message: string): string {
  const field = /^field not found: (.*)$/.exec(message);
  if (field !== null) return `no such key: ${field[1]}`;
  if (message.startsWith('found no matching overload')) return `no such overload`;
  if (message === 'int divide by zero' || message === 'divide by zero') return 'division by zero';
  if (message === 'int modulus by zero' || message === 'modulus by zero') return 'modulus by zero';
  return message;
}

/** Whether the parsed expression names `oldSelf` anywhere. */
function mentionsOldSelf(node: unknown, seen = 0): boolean {
  if (seen > 10_000 || typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some((x) => mentionsOldSelf(x, seen + 1));
  const o = node as Record<string, unknown>;
  if (o.case === 'identExpr' && (o.value as { name?: unknown } | undefined)?.name === 'oldSelf') return true;
  for (const k of Object.keys(o)) {
    if (k === '$typeName' || k === 'sourceInfo') continue;
    if (mentionsOldSelf(o[k], seen + 1)) return true;
  }
  return false;
}

function compile(source: string): Program {
  return plan(env, parse(source)) as unknown as Program;
}

function bindings(
  self: JsonValue,
  oldSelf: JsonValue | undefined,
  n: SchemaNode,
  root: boolean,
  optional: boolean,
): Record<string, CelInput> {
  const b: Record<string, CelInput> = { self: celValue(self, n, root) };
  if (optional) b.oldSelf = optionalOf(oldSelf === undefined ? undefined : celValue(oldSelf, n, root));
  else if (oldSelf !== undefined) b.oldSelf = celValue(oldSelf, n, root);
  return b;
}

export const celRuleEngine: CelEngine = {
  compile(rule: RuleSpec, schema: SchemaNode, root: boolean): CompiledRule | { compileError: string } {
    let program: Program;
    let usesOldSelf: boolean;
    try {
      const parsed = parse(rule.rule);
      usesOldSelf = mentionsOldSelf(parsed.expr);
      program = plan(env, parsed) as unknown as Program;
    } catch (e) {
      return { compileError: e instanceof Error ? e.message : String(e) };
    }
    let messageProgram: Program | null = null;
    if (rule.messageExpression !== undefined && rule.messageExpression !== '') {
      try {
        messageProgram = compile(rule.messageExpression);
      } catch (e) {
        return { compileError: `messageExpression: ${e instanceof Error ? e.message : String(e)}` };
      }
    }
    const optional = usesOldSelf && rule.optionalOldSelf === true;
    const compiled: CompiledRule = {
      usesOldSelf,
      evaluate(self, oldSelf): RuleOutcome {
        let r: unknown;
        try {
          r = program(bindings(self, oldSelf, schema, root, optional));
        } catch (e) {
          return { error: goError(e instanceof Error ? e.message : String(e)) };
        }
        if (isCelError(r)) return { error: goError(r.message) };
        if (typeof r !== 'boolean') return { error: 'no such overload' };
        return { value: r };
      },
    };
    if (messageProgram !== null) {
      const mp = messageProgram;
      compiled.message = (self, oldSelf) => {
        let r: unknown;
        try {
          r = mp(bindings(self, oldSelf, schema, root, false));
        } catch (e) {
          r = e instanceof Error ? e : new Error(String(e));
          return { error: `messageExpression evaluation failed due to: ${(r as Error).message}` };
        }
        if (isCelError(r))
          return { error: `messageExpression evaluation failed due to: ${goError(r.message)}` };
        return messageOf(r);
      };
    }
    return compiled;
  },
};
