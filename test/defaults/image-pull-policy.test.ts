// imagePullPolicy by image reference (SetDefaults_Container over ParseImageName).

import { describe, expect, it } from 'vitest';
import { imageTag, pullPolicyFor } from '../../core/defaults/image.ts';
import { applyDefaults } from '../../core/defaults/index.ts';
import type { JsonObject } from '../../core/value.ts';

describe('imagePullPolicy by image reference (SetDefaults_Container over ParseImageName)', () => {
  const cases: [string, string, string][] = [
    ['nginx', 'latest', 'Always'],
    ['nginx:latest', 'latest', 'Always'],
    ['nginx:1.25', '1.25', 'IfNotPresent'],
    [`nginx@sha256:${'a'.repeat(64)}`, '', 'IfNotPresent'],
    [`nginx:latest@sha256:${'a'.repeat(64)}`, 'latest', 'Always'],
    ['host:5000/nginx', 'latest', 'Always'],
    ['host:5000/nginx:1.2', '1.2', 'IfNotPresent'],
    ['localhost/team/app:latest', 'latest', 'Always'],
    ['registry.example.com/a/b', 'latest', 'Always'],
    // references that do not parse: no tag, so IfNotPresent
    ['', '', 'IfNotPresent'],
    ['Nginx', '', 'IfNotPresent'],
    ['nginx@sha256:abc', '', 'IfNotPresent'],
    ['a'.repeat(64), '', 'IfNotPresent'],
    ['nginx:', '', 'IfNotPresent'],
  ];
  it.each(cases)('%s -> tag %s, %s', (image, tag, policy) => {
    expect(imageTag(image)).toBe(tag);
    expect(pullPolicyFor(image)).toBe(policy);
    const pod = { apiVersion: 'v1', kind: 'Pod', spec: { containers: [{ name: 'c', image }] } };
    const got = applyDefaults(pod, null);
    expect(((got.spec as JsonObject).containers as JsonObject[])[0].imagePullPolicy).toBe(policy);
  });

  it('keeps a set policy, and defaults ephemeral/init containers and image volumes alike', () => {
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      spec: {
        containers: [{ name: 'c', image: 'nginx', imagePullPolicy: 'Never' }],
        initContainers: [{ name: 'i', image: 'busybox:1' }],
        ephemeralContainers: [{ name: 'e', image: 'debug' }],
        volumes: [{ name: 'v', image: { reference: 'artifact:latest' } }],
      },
    };
    const spec = applyDefaults(pod, null).spec as JsonObject;
    expect((spec.containers as JsonObject[])[0].imagePullPolicy).toBe('Never');
    expect((spec.initContainers as JsonObject[])[0].imagePullPolicy).toBe('IfNotPresent');
    expect((spec.ephemeralContainers as JsonObject[])[0].imagePullPolicy).toBe('Always');
    expect(((spec.volumes as JsonObject[])[0].image as JsonObject).pullPolicy).toBe('Always');
  });
});
