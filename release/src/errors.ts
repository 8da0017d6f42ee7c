/** Exit codes of the CLI: distinct for a usage mistake, a refusal and a failure. */
export const EXIT = {
  ok: 0,
  /** Something went wrong that is not the operator's request: I/O, a failed build, a lock timeout. */
  failure: 1,
  /** The command line is wrong: unknown command, missing argument, bad option value. */
  usage: 2,
  /** The request is understood and refused: unknown version, incompatible build, content differs. */
  refused: 3,
} as const;

export type ErrorKind = 'usage' | 'refused' | 'failure';

/** An error the CLI reports with its message and the exit code of its kind. */
export class ReleaseError extends Error {
  readonly kind: ErrorKind;

  constructor(kind: ErrorKind, message: string) {
    super(message);
    this.name = 'ReleaseError';
    this.kind = kind;
  }

  get exitCode(): number {
    return EXIT[this.kind];
  }
}

export const usage = (message: string) => new ReleaseError('usage', message);
export const refused = (message: string) => new ReleaseError('refused', message);
export const failure = (message: string) => new ReleaseError('failure', message);
