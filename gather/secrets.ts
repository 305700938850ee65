// Secret values stay on the runner. Before objects go to a remote API
// (`api-url`), every value under a Secret's `data` and `stringData`, and the
// copies of them inside its last-applied-configuration annotation, is replaced by
// a keyed digest: HMAC-SHA-256 under a key made at random for the run, written
// `hmac-sha256:<base64>`. The manifest and the live object go through the same
// key, so equal values stay equal and a changed value still differs, which is all
// the preview needs of them (the engine masks them in its report anyway).

import { createHmac, randomBytes } from 'node:crypto';
import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../core/index.ts';
import { LAST_APPLIED } from '../core/managed/index.ts';
import { isSecret } from '../core/preview/index.ts';
import { SECRET_DIGEST_PREFIX } from '../core/server/index.ts';

/** How a digested value starts (the engine leaves such a value of a []byte field unchecked). */
export const DIGEST_PREFIX = SECRET_DIGEST_PREFIX;

const VALUE_FIELDS = ['data', 'stringData'] as const;

export class SecretDigester {
  private readonly key: Buffer;

  /** `key`: for tests; by default 32 random bytes, never written anywhere. */
  constructor(key?: Uint8Array) {
    this.key = Buffer.from(key ?? randomBytes(32));
  }

  /** The digest of one value. Its JSON text is what is keyed, so `"1"` and `1` differ. */
  digest(v: JsonValue): string {
    return DIGEST_PREFIX + createHmac('sha256', this.key).update(JSON.stringify(v)).digest('base64');
  }

  /**
   * The object with its Secret values digested (a copy of what changes); any
   * object that is not a v1 Secret comes back as it is.
   */
  object(obj: JsonObject): JsonObject {
    if (!isSecret(obj)) return obj;
    return this.secretFields(obj, true);
  }

  private secretFields(obj: JsonObject, withMetadata: boolean): JsonObject {
    const out: JsonObject = {};
    for (const k of Object.keys(obj)) {
      const v = obj[k];
      if ((VALUE_FIELDS as readonly string[]).includes(k)) setOwn(out, k, this.values(v));
      else if (withMetadata && k === 'metadata' && isObject(v)) setOwn(out, k, this.metadata(v));
      else setOwn(out, k, v);
    }
    return out;
  }

  /** A map keeps its keys (they are no secret, and the preview names them); every value is digested. */
  private values(v: JsonValue): JsonValue {
    if (v === null) return null;
    if (!isObject(v)) return this.digest(v);
    const out: JsonObject = {};
    for (const k of Object.keys(v)) {
      const x = v[k];
      setOwn(out, k, x === null ? null : this.digest(x));
    }
    return out;
  }

  private metadata(meta: JsonObject): JsonObject {
    const ann = ownValue(meta, 'annotations');
    if (!isObject(ann)) return meta;
    const text = ownValue(ann, LAST_APPLIED);
    if (typeof text !== 'string') return meta;
    const annotations: JsonObject = { ...ann };
    setOwn(annotations, LAST_APPLIED, this.lastApplied(text));
    const out: JsonObject = { ...meta };
    setOwn(out, 'annotations', annotations);
    return out;
  }

  /** The annotation's JSON with the Secret values inside digested; text that is not a JSON object is digested whole. */
  private lastApplied(text: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.digest(text);
    }
    if (!isObject(parsed as JsonValue)) return this.digest(text);
    const body = JSON.stringify(this.secretFields(parsed as JsonObject, false));
    return text.endsWith('\n') ? `${body}\n` : body;
  }
}
