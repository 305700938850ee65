// Kubernetes' CEL URL library (k8s.io/apiserver pkg/cel/library/urls.go): url()
// and isURL() accept what Go's url.ParseRequestURI accepts (an absolute URI or an
// absolute path), and getScheme, getHost, getHostname, getPort, getEscapedPath,
// getQuery read its parts. Like quantities, a URL is a one-entry map (its text).

import {
  type CelFunc,
  type CelMap,
  CelScalar,
  type CelValue,
  celFunc,
  celMethod,
  isCelMap,
  listType,
  mapType,
} from '@bufbuild/cel';

const { STRING, BOOL } = CelScalar;
const URL_TYPE = mapType(STRING, STRING);
const KEY = '\u0000url';

interface Parts {
  scheme: string;
  host: string;
  path: string;
  query: string;
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/s;

/** url.ParseRequestURI's reading (the fragment, if any, dropped as url.Parse does). */
export function parseRequestURI(s: string): Parts {
  const text = s.split('#')[0] as string;
  if (text === '') throw new Error(`parse "": empty url`);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f)
      throw new Error(`parse ${JSON.stringify(s)}: net/url: invalid control character in URL`);
  }
  let rest = text;
  let scheme = '';
  if (!rest.startsWith('/')) {
    const m = SCHEME.exec(rest);
    if (m === null) throw new Error(`parse "${s}": invalid URI for request`);
    scheme = (m[1] as string).toLowerCase();
    rest = m[2] as string;
  }
  let host = '';
  if (scheme !== '' && rest.startsWith('//')) {
    const end = rest.slice(2).search(/[/?]/);
    const authority = end < 0 ? rest.slice(2) : rest.slice(2, 2 + end);
    rest = end < 0 ? '' : rest.slice(2 + end);
    host = authority.slice(authority.lastIndexOf('@') + 1);
    const port = host.startsWith('[')
      ? host.slice(host.indexOf(']') + 1)
      : host.includes(':')
        ? host.slice(host.indexOf(':'))
        : '';
    if (port !== '' && !/^:\d*$/.test(port))
      throw new Error(`parse "${s}": invalid port "${port}" after host`);
  } else if (scheme !== '' && !rest.startsWith('/')) {
    throw new Error(`parse "${s}": invalid URI for request`);
  }
  const q = rest.indexOf('?');
  return { scheme, host, path: q < 0 ? rest : rest.slice(0, q), query: q < 0 ? '' : rest.slice(q + 1) };
}

function parts(v: CelValue): Parts {
  const s = isCelMap(v) ? v.get(KEY) : undefined;
  if (typeof s !== 'string') throw new Error('no such overload');
  return parseRequestURI(s);
}

function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const c = host.indexOf(':');
  return c < 0 ? host : host.slice(0, c);
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

export const URL_LIBRARY: readonly CelFunc[] = [
  celFunc('url', [STRING], URL_TYPE, (s: string) => {
    parseRequestURI(s);
    return new Map([[KEY, s]]) as unknown as CelMap as never;
  }),
  celFunc('isURL', [STRING], BOOL, (s: string) => {
    try {
      parseRequestURI(s);
      return true;
    } catch {
      return false;
    }
  }),
  celMethod('getScheme', URL_TYPE, [], STRING, function (this: CelValue) {
    return parts(this).scheme;
  }),
  celMethod('getHost', URL_TYPE, [], STRING, function (this: CelValue) {
    return parts(this).host;
  }),
  celMethod('getHostname', URL_TYPE, [], STRING, function (this: CelValue) {
    return hostname(parts(this).host);
  }),
  celMethod('getPort', URL_TYPE, [], STRING, function (this: CelValue) {
    const h = parts(this).host;
    const tail = h.startsWith('[')
      ? h.slice(h.indexOf(']') + 1)
      : h.includes(':')
        ? h.slice(h.indexOf(':'))
        : '';
    return tail.startsWith(':') ? tail.slice(1) : '';
  }),
  celMethod('getEscapedPath', URL_TYPE, [], STRING, function (this: CelValue) {
    return encodeURI(decode(parts(this).path.replace(/\+/g, '%2B')));
  }),
  celMethod('getQuery', URL_TYPE, [], mapType(STRING, listType(STRING)), function (this: CelValue) {
    const out = new Map<string, string[]>();
    const q = parts(this).query;
    if (q === '') return out as never;
    for (const pair of q.split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const k = decode(eq < 0 ? pair : pair.slice(0, eq));
      const v = eq < 0 ? '' : decode(pair.slice(eq + 1));
      const list = out.get(k);
      if (list === undefined) out.set(k, [v]);
      else list.push(v);
    }
    return out as never;
  }),
];
