// scripts/builtin-proto.ts: k8s.io/api's generated.proto read for number widths,
// byte strings and patch markers.
import { describe, expect, it } from 'vitest';
import { parseGeneratedProto, refineFromProto } from '../../scripts/builtin-proto.ts';

// The shape of k8s.io/api core/v1/generated.proto (fields and markers as there).
const PROTO = `
syntax = "proto2";

// PodSpec is a description of a pod.
message PodSpec {
  // List of containers belonging to the pod.
  // +patchMergeKey=name
  // +patchStrategy=merge
  // +listType=map
  // +listMapKey=name
  repeated Container containers = 2;

  // +optional
  optional int64 activeDeadlineSeconds = 5;

  optional string hostname = 16;
}

message Secret {
  map<string, bytes> data = 2;

  repeated int32 ports = 3;

  optional bytes key = 4;
}
`;

describe('parseGeneratedProto', () => {
  it('reads each message field with its type and the markers of its comment', () => {
    const msgs = parseGeneratedProto(PROTO);
    expect([...msgs.keys()]).toEqual(['PodSpec', 'Secret']);
    const spec = msgs.get('PodSpec')!;
    expect(spec.get('containers')).toMatchObject({ type: 'Container', repeated: true });
    expect(Object.fromEntries(spec.get('containers')!.markers)).toEqual({
      patchMergeKey: 'name',
      patchStrategy: 'merge',
      listType: 'map',
      listMapKey: 'name',
    });
    // A blank line ends a comment: hostname has no markers of activeDeadlineSeconds'.
    expect(spec.get('activeDeadlineSeconds')).toMatchObject({ type: 'int64', repeated: false });
    expect(spec.get('hostname')!.markers.size).toBe(0);
    expect(msgs.get('Secret')!.get('data')!.type).toBe('map<string, bytes>');
  });
});

describe('refineFromProto', () => {
  const msgs = parseGeneratedProto(PROTO);
  it('gives numbers their width, items too, and bytes their format', () => {
    const n: Record<string, unknown> = { type: 'number' };
    expect(refineFromProto(n, msgs.get('PodSpec')!.get('activeDeadlineSeconds')!)).toBe(true);
    expect(n).toEqual({ type: 'integer', format: 'int64' });
    const list: Record<string, unknown> = { type: 'array', items: { type: 'number' } };
    expect(refineFromProto(list, msgs.get('Secret')!.get('ports')!)).toBe(true);
    expect(list).toEqual({ type: 'array', items: { type: 'integer', format: 'int32' } });
    const b: Record<string, unknown> = { type: 'string' };
    refineFromProto(b, msgs.get('Secret')!.get('key')!);
    expect(b).toEqual({ type: 'string', format: 'byte' });
  });

  it('adds the patch markers; a number the proto calls a string is left as it is', () => {
    const c: Record<string, unknown> = { type: 'array', items: { $ref: 'x' } };
    refineFromProto(c, msgs.get('PodSpec')!.get('containers')!);
    expect(c['x-kubernetes-patch-strategy']).toBe('merge');
    expect(c['x-kubernetes-patch-merge-key']).toBe('name');
    const n: Record<string, unknown> = { type: 'number' };
    expect(refineFromProto(n, msgs.get('PodSpec')!.get('hostname')!)).toBe(false);
    expect(n).toEqual({ type: 'number' });
  });
});
