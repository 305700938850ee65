// The lines of fields, for annotations. Manifests are read without keeping their
// YAML nodes (10,000 documents' nodes cost memory and collector time for the
// whole run); the few files holding an object to annotate on a field's line are
// parsed again here, once each, and only those objects get the positions of
// their fields: the lines the fast reader notes (core/yaml/yaml-fast.ts) when the text is in
// its subset of YAML, else the YAML nodes.

import { FileReader } from '../gather/files.ts';
import { type ManifestEntry, parseManifestPositions } from '../gather/manifests.ts';

const place = (e: Pick<ManifestEntry, 'document' | 'item'>) => `${e.document}/${e.item ?? ''}`;

/** `entries` with the field positions of those at `wanted` (indices) filled in from their files. */
export async function withNodes(
  entries: readonly ManifestEntry[],
  wanted: Iterable<number>,
  workspace: string,
): Promise<ManifestEntry[]> {
  const out = [...entries];
  const reader = new FileReader(workspace);
  const byFile = new Map<string, number[]>();
  for (const i of wanted) {
    const e = entries[i];
    if (!e || e.node || e.positions || !e.intent) continue;
    const list = byFile.get(e.file);
    if (list) list.push(i);
    else byFile.set(e.file, [i]);
  }
  await Promise.all(
    [...byFile].map(async ([file, indices]) => {
      // Read again by the same rules (files.ts); gone or refused since: the object's own line is used.
      const read = reader.read(file);
      if (!('text' in read)) return;
      const parsed = new Map(parseManifestPositions(read.text, file).map((p) => [place(p), p]));
      for (const i of indices) {
        const p = parsed.get(place(entries[i]));
        if (p?.positions) out[i] = { ...entries[i], positions: p.positions };
        else if (p?.node && p.lineCounter)
          out[i] = { ...entries[i], node: p.node, lineCounter: p.lineCounter };
      }
    }),
  );
  return out;
}
