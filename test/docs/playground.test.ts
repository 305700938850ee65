// The playground's numbers in the documentation, as the code has them.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_LINK_LIMIT } from '../../core/preview/link.ts';
import { BUNDLE_BUDGET_GZIP } from '../../playground/build.ts';
import { REPO } from './blocks.ts';

describe('the playground page', () => {
  const read = (f: string) => readFileSync(join(REPO, f), 'utf8');

  it('states the client bundle budget of playground/build.ts, in the README too', () => {
    const kib = `${BUNDLE_BUDGET_GZIP / 1024} KiB gzip`;
    expect(read('docs/playground.md')).toContain(`**${kib}**`);
    expect(read('docs/playground.md')).toContain('`BUNDLE_BUDGET_GZIP`');
    expect(read('README.md')).toContain(kib);
  });

  it('states the link limit of core/preview/link.ts wherever it is explained', () => {
    const limit = `${PLAYGROUND_LINK_LIMIT.toLocaleString('en-US')} characters`;
    for (const f of ['docs/playground.md', 'docs/action.md', 'action.yml'])
      expect(read(f), f).toContain(limit);
    expect(read('docs/action.md')).toContain('RFC 9110');
    expect(read('docs/action.md')).toContain('65,536 characters');
  });
});
