// Reading files out of a chart archive in memory (remote-tar.ts): the names of
// ustar, PAX (`path` records) and GNU (`L` entries) archives as GNU tar writes
// them, and the cap on the decompressed size.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../../../gather/render/remote-tar.ts';
import { writeRepo } from './repo.ts';

const LONG = `web/${'deep/'.repeat(30)}values.yaml`;
const dir = writeRepo({ 'web/values.yaml': 'replicas: 1\n', [LONG]: 'replicas: 2\n' });
const out = mkdtempSync(join(tmpdir(), 'tar-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

function archive(format: string): Buffer {
  const file = join(out, `${format}.tgz`);
  execFileSync('tar', [`--format=${format}`, '-czf', file, '-C', dir, 'web']);
  return readFileSync(file);
}

describe('readArchive', () => {
  for (const format of ['pax', 'gnu']) {
    it(`reads short and long names of a ${format} archive`, () => {
      const files = readArchive(archive(format));
      if ('error' in files) throw new Error(files.error);
      expect(files.get('web/values.yaml')?.toString()).toBe('replicas: 1\n');
      expect(files.get(LONG)?.toString()).toBe('replicas: 2\n');
      expect([...files.keys()].sort()).toEqual([LONG, 'web/values.yaml'].sort());
    });
  }

  it('stops at the decompressed cap, and says what is not an archive', () => {
    const big = gzipSync(Buffer.alloc(1024 * 1024));
    expect(readArchive(big, 1024)).toMatchObject({
      error: expect.stringMatching(/^the chart archive cannot be read: /),
    });
    expect(readArchive(Buffer.from('not gzip'))).toMatchObject({
      error: expect.stringMatching(/^the chart archive cannot be read: /),
    });
  });
});
