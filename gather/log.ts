// Where gathering code reports progress: `@actions/core` in the Action, stderr on
// the command line. Never given a credential or a Secret value.
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
}

export const silentLogger: Logger = { info() {}, warning() {} };
