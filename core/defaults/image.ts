// The image-reference reading behind the pull-policy defaults (kubernetes
// pkg/util/parsers.ParseImageName over the distribution/reference grammar): the
// tag of a reference, "latest" when it names neither a tag nor a digest, and ''
// when the reference does not parse (the API server then defaults as for any
// tag other than latest).

const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|[-]+)[a-z0-9]+)*';
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const DOMAIN = `${HOST}(?::[0-9]+)?`;
const NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^(${NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const IDENTIFIER = /^[a-f0-9]{64}$/;
const DIGEST_HEX: Record<string, number> = { sha256: 64, sha384: 96, sha512: 128 };
const MAX_NAME = 255;

/** The tag ParseImageName reports for `image` ('' when it fails). */
export function imageTag(image: string): string {
  if (IDENTIFIER.test(image)) return '';
  // The domain is the first component when it looks like a host (has '.' or ':',
  // is localhost, or has upper case); otherwise docker.io is implied.
  const slash = image.indexOf('/');
  let domain = 'docker.io';
  let rest = image;
  if (slash >= 0) {
    const first = image.slice(0, slash);
    if (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first) {
      domain = first;
      rest = image.slice(slash + 1);
    }
  }
  if (domain === 'index.docker.io') domain = 'docker.io';
  if (domain === 'docker.io' && !rest.includes('/')) rest = `library/${rest}`;
  const colon = rest.indexOf(':');
  const remote = colon >= 0 ? rest.slice(0, colon) : rest;
  if (remote.toLowerCase() !== remote) return '';
  const m = REFERENCE.exec(`${domain}/${rest}`);
  if (m === null || m[1].length > MAX_NAME) return '';
  const tag = m[2] ?? '';
  const digest = m[3];
  if (digest !== undefined) {
    const sep = digest.indexOf(':');
    const want = DIGEST_HEX[digest.slice(0, sep)];
    const hex = digest.slice(sep + 1);
    if (want === undefined || hex.length !== want || !/^[a-f0-9]+$/.test(hex)) return '';
    return tag;
  }
  return tag === '' ? 'latest' : tag;
}

/** Always for a `:latest` (or untagged, undigested) image, IfNotPresent otherwise. */
export function pullPolicyFor(image: unknown): string {
  return typeof image === 'string' && imageTag(image) === 'latest' ? 'Always' : 'IfNotPresent';
}
