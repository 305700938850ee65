// The public entry of the engine. Everything here runs unchanged in Workers, Node
// and the Action bundle: no I/O, no Node-only API.

export { byteSizeText, readBounded } from './bounded-read.ts';
export { type Path, type PathElement, pathString } from './fieldpath/element.ts';
export { decodeFieldsV1, encodeFieldsV1, FieldsV1Error } from './fieldpath/fieldsv1.ts';
export { EMPTY, FieldSet } from './fieldpath/set.ts';
export { JsonTextError, jsonDepthPast, parseJsonExact, stringifyJson } from './json.ts';
export { jsonDuplicates } from './json-duplicates.ts';
export {
  API_REQUEST_MAX_BYTES,
  API_REQUEST_MAX_ITEMS,
  API_TIMEOUT_MS,
  CLUSTER_TIMEOUT_MS,
  GITHUB_PR_FILES_CAP,
  GITHUB_TIMEOUT_MS,
  MAX_ALIASES,
  MAX_API_ANSWER_BYTES,
  MAX_BODY_BYTES,
  MAX_CLUSTER_ANSWER_BYTES,
  MAX_DEPTH,
  MAX_DOCUMENTS,
  MAX_EMBEDDED_DOCUMENTS,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_GITHUB_ANSWER_BYTES,
  MAX_ITEMS,
  MAX_RENDER_OUTPUT_BYTES,
  MAX_TOTAL_BYTES,
  MAX_YAML_BYTES,
  RENDER_CONCURRENCY,
  RENDER_TIMEOUT_MS,
} from './limits.ts';
export { apply, update } from './managed/fieldmanager.ts';
export { decodeManagedFields, encodeManagedFields } from './managed/managedfields.ts';
export type {
  ConflictInfo,
  KubeStatus,
  ManagedFieldsEntry,
  Operation,
  OperationOptions,
  OperationResult,
} from './managed/types.ts';
export { ConflictError } from './merge/conflict.ts';
export { applyObject, type ManagerSets, updateObject, type VersionedSet } from './merge/updater.ts';
export {
  type BatchReport,
  type BatchSummary,
  batchReport,
  type ConflictReport,
  clusterDirectory,
  type FieldChange,
  type GroupKind,
  type GroupReport,
  type ImageChange,
  matchLive,
  type Note,
  type NoteCode,
  type ObjectRef,
  type ObjectReport,
  type OwnershipChange,
  type PreviewAction,
  type PreviewItem,
  type PreviewOptions,
  previewBatch,
  previewObject,
  type RenderingProblem,
  type RenderingReport,
  type ReportGroup,
  type Rollout,
  reportGroups,
  SECRET_MASK,
  sourceGroup,
  summarize,
} from './preview/index.ts';
export {
  type MarkdownOptions,
  MIN_MARKDOWN_LENGTH,
  renderMarkdown,
  renderMarkdownWithin,
} from './preview/render/markdown.ts';
export { renderText, type TextOptions } from './preview/render/text.ts';
export { type Refusal, type RequestRun, runRequest } from './request/pipeline.ts';
export type { ClientRequest, SchemaSource, Writer, WriteSettings } from './request/types.ts';
export { clusterDocumentRefs } from './schema/cluster.ts';
export { deduced, type ResolvedSchema, type TypeNode, untypedAtomic } from './schema/model.ts';
export { objectMeta, withObjectMeta } from './schema/objectmeta.ts';
export { SchemaResolver, type SchemaSources } from './schema/resolve.ts';
export {
  builtinResource,
  crdResource,
  DEFAULT_FIELD_VALIDATION,
  type DuplicateField,
  FIELD_VALIDATIONS,
  type FieldValidation,
  fieldValidationProblem,
  generateName,
  isFieldValidation,
  NAME_ALPHABET,
  newUid,
  qualifiedResource,
  type ResourceInfo,
  type ServerNote,
  type ServerNoteCode,
  seededRandom,
  serverWrite,
  type WriteRequest,
  type WriteResult,
} from './server/index.ts';
export {
  loadScenarioSchema,
  parseScenario,
  type Scenario,
  ScenarioError,
  type SimulateResult,
  scenarioAtVersion,
  simulate,
} from './simulate.ts';
export { compare } from './typed/compare.ts';
export { ValidationError } from './typed/errors.ts';
export { merge } from './typed/merge.ts';
export { extractItems, removeItems } from './typed/remove.ts';
export { toFieldSet } from './typed/tofieldset.ts';
export { validate } from './typed/validate.ts';
export * from './value.ts';
