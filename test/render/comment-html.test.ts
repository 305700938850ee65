// The representative comment rendered as GitHub renders it: only HTML GitHub keeps,
// tables with their columns, the diffs as highlighted diff blocks with the owners
// beside the changed lines, no Markdown leaking as text, the hidden marker, and no
// Secret value anywhere.

import { describe, expect, it } from 'vitest';
import { commentMarkdown, MARKER, NEW_PASSWORD, OBJECT_COLUMNS, OLD_PASSWORD } from './comment-fixture.ts';
import { codeBlocks, githubHtml, proseText, sanitizerFindings, tableCells, tags } from './github-html.ts';

describe('the pull-request comment as GitHub renders it', () => {
  const markdown = commentMarkdown();
  const html = githubHtml(markdown);

  it('uses only tags and attributes GitHub keeps, with every block closed', () => {
    expect(sanitizerFindings(html)).toEqual([]);
    // The sanitizer check itself catches what GitHub drops.
    expect(sanitizerFindings('<p style="x">a</p><script>b</script><code class="evil">c</code>')).toEqual([
      'attribute style on <p>',
      'tag <script>',
      'attribute class on <code>',
    ]);
    const t = tags(html);
    const opened = (n: string) => t.filter((x) => x.name === n && !x.closing).length;
    const closed = (n: string) => t.filter((x) => x.name === n && x.closing).length;
    for (const n of ['details', 'summary', 'table', 'pre', 'code', 'ul', 'li', 'p']) {
      expect(closed(n), n).toBe(opened(n));
    }
    expect(opened('details')).toBe(3);
    expect(opened('summary')).toBe(3);
  });

  it('starts with the hidden marker comment', () => {
    expect(html.startsWith(`<!-- ${MARKER} -->`)).toBe(true);
    expect(proseText(html)).not.toContain(MARKER);
  });

  it('has the object table and the detail tables with their columns', () => {
    const tables = tableCells(html);
    const objects = tables[0];
    expect(objects[0]).toEqual(OBJECT_COLUMNS);
    expect(objects.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['🔴 conflict', 'Deployment', 'web'],
      ['🟢 create', 'ConfigMap', 'web-config'],
      ['🟡 update', 'Secret', 'db-credentials'],
    ]);
    // A create's identity fields are not counted as changes: labels.app, LOG_LEVEL, nginx.conf.
    expect(objects[2][4]).toBe('3');
    for (const t of tables) for (const row of t) expect(row).toHaveLength(t[0].length);
    const headers = tables.map((t) => t[0].join(' | '));
    expect(headers).toContain('Field | Owners before | Owners after');
    expect(headers).toContain('Manager | Fields before | Fields after | Gained | Lost');
  });

  it('shows each object as a diff block with the owners of the changed lines', () => {
    const diffs = codeBlocks(html, 'diff');
    expect(diffs).toHaveLength(3);
    const [deployment, configMap, secret] = diffs.map((d) => d.split('\n'));
    // The Deployment's strategy bumps the generation on a spec change (a server-set value, no owner).
    expect(deployment[0]).toBe('@@ -4,7 +4,7 @@ .metadata');
    expect(deployment).toContain('-  generation: 2');
    expect(deployment).toContain('+  generation: 3');
    expect(deployment).toContain('@@ -17,7 +17,7 @@ .spec.template.spec.containers[name="app"]');
    expect(deployment).toContain('-          image: nginx:1.25  # kubectl (Apply)');
    expect(deployment).toContain('+          image: nginx:1.27  # kubectl (Apply)');
    expect(deployment).toContain(
      '+  replicas: 3                # horizontal-pod-autoscaler (Update, scale) → kubectl (Apply)',
    );
    expect(configMap[0]).toBe('@@ -0,0 +1,16 @@');
    expect(configMap.slice(1).every((l) => l.startsWith('+'))).toBe(true);
    expect(configMap).toContain('+  nginx.conf: |    # kubectl (Apply)');
    expect(configMap).toContain('+        proxy_pass http://127.0.0.1:3000;');
    expect(secret).toEqual([
      '@@ -7,5 +7,5 @@ .data',
      '   creationTimestamp: "2026-03-01T10:00:00Z"',
      ' type: Opaque',
      ' data:',
      '-  password: (secret value hidden)  # kubectl (Apply)',
      '+  password: (secret value hidden)  # kubectl (Apply); the hidden value changes',
      '   user: (secret value hidden)',
    ]);
  });

  it('leaks no Markdown or HTML syntax into the text a reader sees', () => {
    const prose = proseText(html);
    for (const line of prose.split('\n')) {
      expect(line, line).not.toMatch(/^\s*\|/);
      expect(line, line).not.toMatch(/\*\*|```|^#{1,6} |<\/?[a-z]+[ >]/);
    }
    // Markup the renderer writes is markup, not text.
    expect(prose).not.toContain('<details>');
    expect(prose).not.toContain('&lt;');
    expect(prose).toContain('Diff if the apply is forced');
    expect(prose).toContain('horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1)');
  });

  it('holds no Secret value, raw or base64', () => {
    for (const v of [OLD_PASSWORD, NEW_PASSWORD, btoa(OLD_PASSWORD), btoa(NEW_PASSWORD), btoa('app')]) {
      expect(markdown.includes(v), v.slice(0, 4)).toBe(false);
      expect(html.includes(v), v.slice(0, 4)).toBe(false);
    }
  });
});
