// Go's JSON string encoding (encoding/json appendString with HTML escaping, as
// Kubernetes writes managedFields keys and kubectl the last-applied annotation):
// goJsonString against a character-by-character statement of Go's rules, for
// every character below U+0080, the ones Go escapes above it, and surrogates.

import { describe, expect, it } from 'vitest';
import { goJsonString } from '../../core/fieldpath/gofmt.ts';

const HEX = '0123456789abcdef';

/** Go's rules, one character at a time; `std`: encoding/json since Go 1.22 (\b, \f), else jsoniter. */
function goRules(s: string, std = false): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (std && c === 0x08) out += '\\b';
    else if (std && c === 0x0c) out += '\\f';
    else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26) out += `\\u00${HEX[c >> 4]}${HEX[c & 15]}`;
    else if (c === 0x2028 || c === 0x2029) out += `\\u${c.toString(16)}`;
    else if (
      c >= 0xd800 &&
      c <= 0xdbff &&
      i + 1 < s.length &&
      s.charCodeAt(i + 1) >= 0xdc00 &&
      s.charCodeAt(i + 1) <= 0xdfff
    ) {
      out += s.slice(i, i + 2);
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) out += '\\ufffd';
    else out += s[i];
  }
  return `${out}"`;
}

describe('goJsonString', () => {
  const specials = ['\u2028', '\u2029', '\ud800', '\udc00', '😀', 'é', '\u007f', '\u0080'];
  it('writes every character as Go does, alone and among others', () => {
    const chars = [...Array.from({ length: 0x80 }, (_, c) => String.fromCharCode(c)), ...specials];
    for (const c of chars) {
      for (const s of [c, `a${c}b`, `line\n${c}`, `${c}"q"\\`])
        expect(goJsonString(s), JSON.stringify(s)).toBe(goRules(s));
    }
  });

  it('backspace and form feed: \\u0008 and \\u000c for jsoniter (managedFields keys), \\b and \\f for encoding/json', () => {
    expect(goJsonString('a\bb\fc')).toBe('"a\\u0008b\\u000cc"');
    expect(goJsonString('a\bb\fc', true)).toBe('"a\\bb\\fc"');
    expect(goJsonString('<\b>', true)).toBe('"\\u003c\\b\\u003e"');
  });

  it('a multi-line file with quotes and tabs, and one that also holds HTML', () => {
    const file = 'key = "value"\n\tindented\r\nend\\\n';
    expect(goJsonString(file)).toBe(goRules(file));
    expect(goJsonString(`${file}<b>`)).toBe(goRules(`${file}<b>`));
  });
});
