// The documentation taken apart for its tests: README.md and docs/*.md, their fenced
// blocks and shell commands, the package's bin, and a shell command run without
// blocking this process.

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../..');
export const DOCS = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

interface Block {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  text: string;
}

function blocksOf(file: string): Block[] {
  const lines = readFileSync(join(REPO, file), 'utf8').split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    if (i === lines.length) throw new Error(`${file}:${start + 1}: unclosed code block`);
    out.push({ file, line: start + 1, lang: open[1], text: body.join('\n') });
  }
  return out;
}

export const BLOCKS = DOCS.flatMap(blocksOf);
export const where = (b: Block) => `${b.file}:${b.line}`;

/** A shell line without its trailing comment (a `#` after a blank, outside quotes). */
function stripComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i).trim();
  }
  return line.trim();
}

interface Command {
  block: Block;
  /** Index of the block in BLOCKS. */
  index: number;
  text: string;
}

export const COMMANDS: Command[] = BLOCKS.flatMap((block, index) =>
  block.lang === 'sh'
    ? block.text
        .split('\n')
        .map(stripComment)
        .filter((text) => text !== '')
        .map((text) => ({ block, index, text }))
    : [],
);

export const PKG = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  scripts: Record<string, string>;
};
export const BIN = join(REPO, PKG.bin['apply-preview']);
/** Runs a shell command without blocking this process (the stand-in cluster answers from it). */
export function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn('sh', ['-c', command], { cwd, env, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
