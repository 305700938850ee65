// The YAML readers, as kubectl reads YAML: the lexer's bounds (yaml-read.ts), the
// fast reader of the common subset (yaml-fast.ts), the one reader every surface
// uses (yaml-documents.ts) and kubectl's conversion of YAML to JSON (kubectl-yaml.ts).
// Apart from the package's entry (core/index.ts), whose types need no YAML library.

export {
  COMPLEX_KEY_MESSAGE,
  checkJson,
  KUBECTL_YAML_OPTIONS,
  toDataMessage,
  type YamlRepeat,
} from './kubectl-yaml.ts';
export { type PositionedRead, readYamlDocuments, readYamlPositions, YamlProblem } from './yaml-documents.ts';
export { type FastDocument, type FieldLines, fastParse } from './yaml-fast.ts';
export { scanYaml, YamlReadError } from './yaml-read.ts';
