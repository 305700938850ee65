// Reads k8s.io/api's generated.proto files (one per group-version, the Go types as
// protobuf messages, each field with its Go doc comment and markers) for what the
// structured-merge-diff schema leaves out: a number's width (int32, int64, double),
// []byte (proto `bytes`), and the strategic-merge-patch markers
// (`+patchStrategy=`, `+patchMergeKey=`). Used by builtin-derive.ts on the fields
// it types from SMD alone.

export interface ProtoField {
  /** The proto type: `int32`, `int64`, `string`, `bytes`, a message name, `map<...>`. */
  type: string;
  repeated: boolean;
  /** `+key=value` markers of the field's comment. */
  markers: Map<string, string>;
}

/** Message name → field name (the JSON name) → field, of one generated.proto. */
export type ProtoMessages = Map<string, Map<string, ProtoField>>;

export function parseGeneratedProto(text: string): ProtoMessages {
  const out: ProtoMessages = new Map();
  let fields: Map<string, ProtoField> | null = null;
  let markers = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const open = /^message (\w+) \{$/.exec(line);
    if (open) {
      fields = new Map();
      out.set(open[1], fields);
      markers = new Map();
      continue;
    }
    if (fields === null) continue;
    if (line === '}') {
      fields = null;
      continue;
    }
    const marker = /^\/\/ \+([\w.:-]+)=(.*)$/.exec(line);
    if (marker) {
      markers.set(marker[1], marker[2].trim());
      continue;
    }
    if (line.startsWith('//')) continue;
    const field = /^(optional |repeated )?(map<[^>]+>|[\w.]+) (\w+) = \d+;$/.exec(line);
    if (field) fields.set(field[3], { type: field[2], repeated: field[1] === 'repeated ', markers });
    // A field, a blank line or anything else ends the comment the markers belong to.
    markers = new Map();
  }
  return out;
}

const NUMBERS: Readonly<Record<string, { type: string; format: string }>> = {
  int32: { type: 'integer', format: 'int32' },
  int64: { type: 'integer', format: 'int64' },
  double: { type: 'number', format: 'double' },
};

interface Schema {
  [key: string]: unknown;
}

function isSchema(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Completes `schema` (a property typed from SMD alone) with what the proto field
 * says: integer widths and `byte` strings (on the list's items for a repeated
 * field) and the patch strategy markers. False when the proto type disagrees with
 * the schema's (a number that is no proto number): then nothing is changed.
 */
export function refineFromProto(schema: Schema, field: ProtoField): boolean {
  const target = field.repeated && schema.type === 'array' && isSchema(schema.items) ? schema.items : schema;
  const number = Object.hasOwn(NUMBERS, field.type) ? NUMBERS[field.type] : undefined;
  if (target.type === 'number') {
    if (number === undefined) return false;
    target.type = number.type;
    target.format = number.format;
  } else if (target.type === 'string' && field.type === 'bytes') target.format = 'byte';
  const strategy = field.markers.get('patchStrategy');
  const key = field.markers.get('patchMergeKey');
  if (strategy !== undefined) schema['x-kubernetes-patch-strategy'] = strategy;
  if (key !== undefined) schema['x-kubernetes-patch-merge-key'] = key;
  return true;
}
