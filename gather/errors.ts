// A failure of the run itself (no token, API unreachable, bad input, unreadable
// snapshot): its message is one line that names what was wrong, with no secrets.
export class FatalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FatalError';
  }
}

/** The one-line text of any error. */
export function oneLine(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.replace(/\s*\n\s*/g, ' ').trim();
}
