// The string formats Kubernetes validates everywhere, with the messages of Kubernetes 1.35
// (k8s.io/apimachinery v0.35: pkg/util/validation/validation.go for names, ports and the
// like, whose length message says "characters"; pkg/api/validate/content for label keys
// and values, whose length message says "bytes"). Each returns the list of messages Go
// returns: empty when the value is valid. Lengths are UTF-8 bytes, as Go's len().

import { utf8Length } from '../base64.ts';

/** Go's len(s): the UTF-8 byte length (ASCII strings, the usual case, skip the encoder). */
export function byteLength(s: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\x00-\x7f]*$/.test(s) ? s.length : utf8Length(s);
}

export function maxLenError(n: number): string {
  return `must be no more than ${n} characters`;
}

function maxLenBytesError(n: number): string {
  return `must be no more than ${n} bytes`;
}

export function emptyError(): string {
  return 'must be non-empty';
}

export function regexError(msg: string, re: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${re}')`;
  return `${msg} (e.g. ${examples.map((e) => `'${e}', `).join(' or ')}regex used for validation is '${re}')`;
}

export function inclusiveRangeError(lo: number, hi: number): string {
  return `must be between ${lo} and ${hi}, inclusive`;
}

const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_LABEL = new RegExp(`^${DNS1123_LABEL_FMT}$`);
const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
const DNS1123_SUBDOMAIN = new RegExp(`^${DNS1123_SUBDOMAIN_FMT}$`);
const DNS1035_LABEL_FMT = '[a-z]([-a-z0-9]*[a-z0-9])?';
const DNS1035_LABEL = new RegExp(`^${DNS1035_LABEL_FMT}$`);

export const DNS1123_LABEL_MAX = 63;
export const DNS1123_SUBDOMAIN_MAX = 253;
export const DNS1035_LABEL_MAX = 63;

export function isDNS1123Label(v: string): string[] {
  const errs: string[] = [];
  if (byteLength(v) > DNS1123_LABEL_MAX) errs.push(maxLenError(DNS1123_LABEL_MAX));
  if (!DNS1123_LABEL.test(v)) {
    if (DNS1123_SUBDOMAIN.test(v)) errs.push('must not contain dots');
    else
      errs.push(
        regexError(
          "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
          DNS1123_LABEL_FMT,
          'my-name',
          '123-abc',
        ),
      );
  }
  return errs;
}

export function isDNS1123Subdomain(v: string): string[] {
  const errs: string[] = [];
  if (byteLength(v) > DNS1123_SUBDOMAIN_MAX) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX));
  if (!DNS1123_SUBDOMAIN.test(v))
    errs.push(
      regexError(
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
        DNS1123_SUBDOMAIN_FMT,
        'example.com',
      ),
    );
  return errs;
}

export function isDNS1035Label(v: string): string[] {
  const errs: string[] = [];
  if (byteLength(v) > DNS1035_LABEL_MAX) errs.push(maxLenError(DNS1035_LABEL_MAX));
  if (!DNS1035_LABEL.test(v))
    errs.push(
      regexError(
        "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
        DNS1035_LABEL_FMT,
        'my-name',
        'abc-123',
      ),
    );
  return errs;
}

const WILDCARD_FMT = `\\*\\.${DNS1123_SUBDOMAIN_FMT}`;
const WILDCARD = new RegExp(`^${WILDCARD_FMT}$`);

export function isWildcardDNS1123Subdomain(v: string): string[] {
  const errs: string[] = [];
  if (byteLength(v) > DNS1123_SUBDOMAIN_MAX) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX));
  if (!WILDCARD.test(v))
    errs.push(
      regexError(
        "a wildcard DNS-1123 subdomain must start with '*.', followed by a valid DNS subdomain, which must consist of lower case alphanumeric characters, '-' or '.' and end with an alphanumeric character",
        WILDCARD_FMT,
        '*.example.com',
      ),
    );
  return errs;
}

const LABEL_KEY_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const LABEL_KEY = new RegExp(`^${LABEL_KEY_FMT}$`);
const LABEL_KEY_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_KEY_MAX = 63;

/** A qualified name (label and annotation keys, finalizers' names...): content.IsLabelKey. */
export function isQualifiedName(v: string): string[] {
  const errs: string[] = [];
  const parts = v.split('/');
  let name: string;
  if (parts.length === 1) name = parts[0] as string;
  else if (parts.length === 2) {
    const prefix = parts[0] as string;
    name = parts[1] as string;
    if (prefix.length === 0) errs.push(`prefix part ${emptyError()}`);
    else for (const m of isDNS1123SubdomainBytes(prefix)) errs.push(`prefix part ${m}`);
  } else {
    errs.push(
      `a valid label key ${regexError(LABEL_KEY_MSG, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc')} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    );
    return errs;
  }
  if (name.length === 0) errs.push(`name part ${emptyError()}`);
  else if (byteLength(name) > LABEL_KEY_MAX) errs.push(`name part ${maxLenBytesError(LABEL_KEY_MAX)}`);
  if (!LABEL_KEY.test(name))
    errs.push(`name part ${regexError(LABEL_KEY_MSG, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc')}`);
  return errs;
}

/** content.IsDNS1123Subdomain: the same rule, its length message in bytes. */
function isDNS1123SubdomainBytes(v: string): string[] {
  return isDNS1123Subdomain(v).map((m) =>
    m === maxLenError(DNS1123_SUBDOMAIN_MAX) ? maxLenBytesError(DNS1123_SUBDOMAIN_MAX) : m,
  );
}

const LABEL_VALUE_FMT = `(${LABEL_KEY_FMT})?`;
const LABEL_VALUE = new RegExp(`^${LABEL_VALUE_FMT}$`);
export const LABEL_VALUE_MAX = 63;

export function isLabelValue(v: string): string[] {
  const errs: string[] = [];
  if (byteLength(v) > LABEL_VALUE_MAX) errs.push(maxLenBytesError(LABEL_VALUE_MAX));
  if (!LABEL_VALUE.test(v))
    errs.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        LABEL_VALUE_FMT,
        'MyValue',
        'my_value',
        '12345',
      ),
    );
  return errs;
}

const C_IDENTIFIER_FMT = '[A-Za-z_][A-Za-z0-9_]*';
const C_IDENTIFIER = new RegExp(`^${C_IDENTIFIER_FMT}$`);

export function isCIdentifier(v: string): string[] {
  return C_IDENTIFIER.test(v)
    ? []
    : [
        regexError(
          "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
          C_IDENTIFIER_FMT,
          'my_name',
          'MY_NAME',
          'MyName',
        ),
      ];
}

export function isValidPortNum(port: number): string[] {
  return port >= 1 && port <= 65535 ? [] : [inclusiveRangeError(1, 65535)];
}

export function isInRange(v: number, lo: number, hi: number): string[] {
  return v >= lo && v <= hi ? [] : [inclusiveRangeError(lo, hi)];
}

/** An IANA service name: a port's name (at most 15 characters, a letter, no double hyphen). */
export function isValidPortName(port: string): string[] {
  const errs: string[] = [];
  if (byteLength(port) > 15) errs.push(maxLenError(15));
  if (!/^[-a-z0-9]+$/.test(port))
    errs.push('must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)');
  if (!/[a-z]/.test(port)) errs.push('must contain at least one letter (a-z)');
  if (port.includes('--')) errs.push('must not contain consecutive hyphens');
  if (port.length > 0 && (port.startsWith('-') || port.endsWith('-')))
    errs.push('must not begin or end with a hyphen');
  return errs;
}

export function isValidPercent(v: string): string[] {
  return /^[0-9]+%$/.test(v)
    ? []
    : [
        regexError(
          "a valid percent string must be a numeric string followed by an ending '%'",
          '[0-9]+%',
          '1%',
          '93%',
        ),
      ];
}

export function isHTTPHeaderName(v: string): string[] {
  return /^[-A-Za-z0-9]+$/.test(v)
    ? []
    : [
        regexError(
          "a valid HTTP header must consist of alphanumeric characters or '-'",
          '[-A-Za-z0-9]+',
          'X-Header-Name',
        ),
      ];
}

function chDirPrefix(v: string): string[] {
  if (v === '.') return ["must not be '.'"];
  if (v === '..') return ["must not be '..'"];
  if (v.startsWith('..')) return ["must not start with '..'"];
  return [];
}

const CONFIG_MAP_KEY_FMT = '[-._a-zA-Z0-9]+';
const CONFIG_MAP_KEY_RE = new RegExp(`^${CONFIG_MAP_KEY_FMT}$`);

/** A ConfigMap's or Secret's key. */
export function isConfigMapKey(v: string): string[] {
  const errs: string[] = [];
  if (byteLength(v) > DNS1123_SUBDOMAIN_MAX) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX));
  if (!CONFIG_MAP_KEY_RE.test(v))
    errs.push(
      regexError(
        "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
        CONFIG_MAP_KEY_FMT,
        'key.name',
        'KEY_NAME',
        'key-name',
      ),
    );
  errs.push(...chDirPrefix(v));
  return errs;
}

/** An environment variable's name under the relaxed rule (RelaxedEnvironmentVariableValidation: check which rule the modelled release applies). */
export function isRelaxedEnvVarName(v: string): string[] {
  const errs: string[] = [];
  if (v.length === 0) errs.push(`environment variable name ${emptyError()}`);
  for (const ch of v) {
    const c = ch.codePointAt(0) as number;
    if (c > 0x7f || c < 0x20 || c === 0x7f || ch === '=') {
      errs.push(
        "a valid environment variable name must consist only of printable ASCII characters other than '='",
      );
      break;
    }
  }
  return errs;
}
