// The command line's entry: `run()` dispatches each command to its file
// (apply/create/update: write.ts, simulate.ts, blame.ts, preview.ts) and turns
// what it throws into the exit status, so tests drive it with captured streams;
// the module only touches `process` when it is the program's entry.
//
// Exit status: 0 done; 1 the API server would reject the request (a conflict, an
// invalid object: the Status is printed); 2 a usage or input error (one line on
// stderr); 3 an internal error.

import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isObject } from '../core/index.ts';
import { celValidation } from '../core/validation/cel/index.ts';
import { useCelEngine } from '../core/validation/index.ts';
import { parseArgs, UsageError } from './args.ts';
import { BLAME_SPEC, runBlame } from './blame.ts';
import { MAIN_HELP, PROG } from './help.ts';
import { type CliIO, InputError } from './io.ts';
import { PREVIEW_SPEC, runPreviewCommand } from './preview.ts';
import { loadSchema } from './schema.ts';
import { runSimulate, SIMULATE_SPEC } from './simulate.ts';
import { APPLY_SPEC, runWrite, UPDATE_SPEC } from './write.ts';

// The CEL engine for CRD x-kubernetes-validations rules (core leaves it out for the playground).
useCelEngine(celValidation);

/** The commands and what runs each (MAIN_HELP and docs/cli.md list them: test/cli-help.test.ts). */
export const COMMANDS: Readonly<Record<string, (rest: string[], io: CliIO) => Promise<number>>> = {
  apply: (rest, io) => runWrite('apply', parseArgs(rest, APPLY_SPEC), io),
  create: (rest, io) => runWrite('create', parseArgs(rest, UPDATE_SPEC), io),
  update: (rest, io) => runWrite('update', parseArgs(rest, UPDATE_SPEC), io),
  simulate: (rest, io) => runSimulate(parseArgs(rest, SIMULATE_SPEC), io),
  blame: (rest, io) => runBlame(parseArgs(rest, BLAME_SPEC), io, loadSchema),
  preview: (rest, io) => runPreviewCommand(parseArgs(rest, PREVIEW_SPEC), io),
};

/** Runs the command line `argv` (without the program name); resolves to the exit status. */
export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  let usageOf = '';
  try {
    switch (command) {
      case undefined:
        io.stderr.write(MAIN_HELP);
        return 2;
      case '-h':
      case '--help':
      case 'help':
        if (command === 'help' && rest.length > 0) return run([rest[0], '--help'], io);
        io.stdout.write(MAIN_HELP);
        return 0;
      case '--version':
      case 'version':
        io.stdout.write(`${PROG} ${version()}\n`);
        return 0;
      default:
        if (Object.hasOwn(COMMANDS, command)) {
          usageOf = command;
          return await COMMANDS[command](rest, io);
        }
        throw new UsageError(
          command.startsWith('-')
            ? `unknown option ${JSON.stringify(command)}`
            : `unknown command ${JSON.stringify(command)}`,
        );
    }
  } catch (e) {
    if (e instanceof UsageError) {
      const who = usageOf ? `${PROG} ${usageOf}` : PROG;
      io.stderr.write(`${who}: ${e.message}\nRun "${who} --help" for usage.\n`);
      return 2;
    }
    if (e instanceof InputError) {
      io.stderr.write(`${PROG}: ${e.message}\n`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`${PROG}: internal error: ${message}\n`);
    if (process.env.APPLY_PREVIEW_DEBUG && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
    return 3;
  }
}

function version(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    return isObject(pkg) && typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------
// entry

function isEntry(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** Runs the command line of this process and sets its exit status. */
export async function main(): Promise<void> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  process.exitCode = await run(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
  });
}

if (isEntry()) await main();
