// One write as the API server runs it: create, update and apply, the status and
// scale subresources, reset fields, dry-run values and preconditions.

export { SECRET_DIGEST_PREFIX } from './decode.ts';
export {
  DEFAULT_FIELD_VALIDATION,
  type DuplicateField,
  FIELD_VALIDATIONS,
  type FieldValidation,
  fieldValidationProblem,
  isFieldValidation,
} from './fieldvalidation.ts';
export { generateName, NAME_ALPHABET, newUid, seededRandom } from './names.ts';
export { missingTypeMessage, refuseFieldManager, refuseObject, refuseWrite, withLiveType } from './refuse.ts';
export {
  builtinResource,
  crdResource,
  groupOf,
  isClusterScoped,
  qualifiedResource,
  type ResourceInfo,
} from './resources.ts';
export { builtinStrategy, customStrategy, type Strategy } from './strategies.ts';
export {
  SERVER_NOTE_CODES,
  type ServerNote,
  type ServerNoteCode,
  type WriteRequest,
  type WriteResult,
} from './types.ts';
export { serverWrite } from './write.ts';
