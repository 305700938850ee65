// Bad values Go prints from internal structs (field.Invalid given a struct whose
// type has no json tags: encoding/json writes its Go field names in struct order,
// nil pointers as null). External types inside them keep their json names.

import { goJson } from '../fieldpath/gofmt.ts';
import { isObject, type JsonObject, type JsonValue, ownValue } from '../value.ts';
import { GoRendered } from './errors.ts';

/** `{"Field":value,...}` in the given order; undefined values print as null (a nil pointer). */
export function goStruct(
  fields: readonly (readonly [string, JsonValue | GoRendered | undefined])[],
): GoRendered {
  let out = '{';
  fields.forEach(([name, v], i) => {
    const text = v === undefined ? 'null' : v instanceof GoRendered ? v.text : goJson(v);
    out += `${i === 0 ? '' : ','}"${name}":${text}`;
  });
  return new GoRendered(`${out}}`);
}

/** A metav1.LabelSelector as json.Marshal writes it (json tags, omitempty), or null. */
export function goLabelSelector(sel: JsonValue | undefined): GoRendered {
  if (!isObject(sel)) return new GoRendered('null');
  const parts: string[] = [];
  const labels = ownValue(sel, 'matchLabels');
  if (isObject(labels) && Object.keys(labels).length > 0) parts.push(`"matchLabels":${goJson(labels)}`);
  const exprs = ownValue(sel, 'matchExpressions');
  if (Array.isArray(exprs) && exprs.length > 0) {
    const items = exprs.map((e) => {
      const o: JsonObject = isObject(e) ? e : {};
      const fields = [
        `"key":${goJson(ownValue(o, 'key') ?? '')}`,
        `"operator":${goJson(ownValue(o, 'operator') ?? '')}`,
      ];
      const values = ownValue(o, 'values');
      if (Array.isArray(values) && values.length > 0) fields.push(`"values":${goJson(values)}`);
      return `{${fields.join(',')}}`;
    });
    parts.push(`"matchExpressions":[${items.join(',')}]`);
  }
  return new GoRendered(`{${parts.join(',')}}`);
}
