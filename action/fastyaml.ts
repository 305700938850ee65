// The fast YAML reader as the Action's tests import it: it lives in core/yaml-fast.ts,
// the fast path of every reader.

export { type FastDocument, type FieldLines, fastParse, KNOWN_TAGS } from '../core/yaml-fast.ts';
