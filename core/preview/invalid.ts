// A write the API server refuses as invalid: the report's `invalid` action. A 422
// Invalid (the object's or the request's validation) and a 400 BadRequest the
// write itself answers (a strict decoding error such as an unknown field under
// fieldValidation Strict, a value of the wrong type) are refusals a reviewer must
// see as such; failures before the write (a manifest without kind, a schema that
// cannot be read) stay `error`. Each cause names its field in the report's form
// (`.spec.replica`) so the renderers and the Action can point at its line.

import type { KubeStatus } from '../managed/types.ts';
import type { InvalidCause, Note } from './types.ts';

/** True for the Status of a write the API server refuses as invalid. */
export function isRefusal(s: KubeStatus): boolean {
  return (s.code === 422 && s.reason === 'Invalid') || (s.code === 400 && s.reason === 'BadRequest');
}

// `unknown field "spec.replica"`, `duplicate field "spec.paused"` in a strict decoding error.
const STRICT_FIELD = /(unknown|duplicate) field "((?:[^"\\]|\\.)*)"/g;
// `line 10: key "paused" already set in map` in a YAML decoder's error.
const YAML_REPEAT = /line (\d+): key "((?:[^"\\]|\\.)*)" already set in map/g;
// The typed conversion's lines: `.spec.replica: field not declared in schema`.
const TYPED_ISSUE = /(?:^|\n| )(\.[^\s:][^:\n]*): ([^\n]+)/g;

function dotted(field: string): string {
  return field.startsWith('.') || field.startsWith('[') ? field : `.${field}`;
}

/** The fields a strict decoding error names, after its `strict decoding error:`. */
function strictFields(message: string): InvalidCause[] {
  const at = message.lastIndexOf('strict decoding error: ');
  if (at < 0) return [];
  const out: InvalidCause[] = [];
  for (const m of message.slice(at).matchAll(STRICT_FIELD)) {
    out.push({ path: dotted(m[2]), message: `${m[1]} field` });
  }
  return out;
}

/** One cause per field the Status names: its causes, else the fields its message lists. */
export function causesOf(s: KubeStatus): InvalidCause[] {
  const causes = s.details?.causes ?? [];
  if (causes.length > 0) {
    return causes.flatMap((c): InvalidCause[] => {
      // A PATCH's strict decoding error is one cause on `patch`: one per field it names.
      const named = c.field === 'patch' ? strictFields(c.message ?? '') : [];
      if (named.length > 0) return named;
      const out: InvalidCause = { message: c.message ?? '' };
      if (c.field) out.path = dotted(c.field);
      if (c.reason) out.reason = c.reason;
      return [out];
    });
  }
  const out = strictFields(s.message);
  for (const m of s.message.matchAll(YAML_REPEAT)) {
    out.push({ message: `line ${m[1]}: key "${m[2]}" already set in map` });
  }
  if (out.length === 0 && s.message.startsWith('failed to create typed')) {
    for (const m of s.message.matchAll(TYPED_ISSUE)) out.push({ path: m[1], message: m[2] });
  }
  return out;
}

// The field a warning names (`unknown field "spec.replica"`).
const WARNING_FIELD = /^(?:unknown|duplicate) field "((?:[^"\\]|\\.)*)"$/;

/** The note for one of the API server's field validation warnings (fieldValidation Warn). */
export function fieldWarningNote(warning: string): Note {
  const n: Note = {
    code: 'field-warning',
    message: `the API server warns: ${warning}; the field is dropped and the write goes on (fieldValidation Warn)`,
  };
  const m = WARNING_FIELD.exec(warning);
  if (m !== null) n.path = dotted(m[1]);
  return n;
}
