// Reads named files out of a chart archive (a gzipped tar, as `helm package`
// writes it) in memory, for an Argo CD Application's valueFiles inside a remote
// chart: nothing is unpacked to disk, so no name in the archive can point
// outside the scratch directory. ustar names (with their prefix), PAX `path`
// records and GNU long names are understood; decompression is capped.

import { gunzipSync } from 'node:zlib';

/** Helm's own cap on a chart's decompressed size (helm.sh/helm pkg/chart/loader, MaxDecompressedChartSize). */
export const MAX_CHART_DECOMPRESSED_BYTES = 100 * 1024 * 1024;

function text(b: Buffer, from: number, to: number): string {
  const s = b.subarray(from, to);
  const nul = s.indexOf(0);
  return (nul >= 0 ? s.subarray(0, nul) : s).toString('utf8');
}

function paxPath(body: Buffer): string | undefined {
  // Records are `<length> <key>=<value>\n`.
  let at = 0;
  let found: string | undefined;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space < 0) break;
    const len = Number(body.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(len) || len <= 0) break;
    const record = body.subarray(space + 1, at + len - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0 && record.slice(0, eq) === 'path') found = record.slice(eq + 1);
    at += len;
  }
  return found;
}

/** Every regular file of a gzipped tar: archive path -> contents; an error message when it cannot be read. */
export function readArchive(
  archive: Buffer,
  maxBytes = MAX_CHART_DECOMPRESSED_BYTES,
): Map<string, Buffer> | { error: string } {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: maxBytes });
  } catch (e) {
    return { error: `the chart archive cannot be read: ${e instanceof Error ? e.message : String(e)}` };
  }
  const out = new Map<string, Buffer>();
  let at = 0;
  let longName: string | undefined;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const size = Number.parseInt(text(header, 124, 136).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return { error: 'the chart archive has a bad header' };
    const type = String.fromCharCode(header[156] || 0x30);
    const body = tar.subarray(at + 512, at + 512 + size);
    const prefix = text(header, 257, 263).startsWith('ustar') ? text(header, 345, 500) : '';
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = undefined;
    if (type === 'x') longName = paxPath(body);
    else if (type === 'L') longName = text(body, 0, body.length);
    else if (type === '0' || type === '\0') out.set(name.replace(/^\.\//, ''), Buffer.from(body));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}
