// What the shell sees of its remotes' loads, recorded as it happens (a few calls in the federation
// code and the remote slot) for the load report (ADR 0013). Imports nothing: it sits on every page.

/** One thing that happened to a remote, or an error, with its time (ms since navigation start). */
export type LoadMark = { at: number } & (
  | { kind: 'plan'; remote: string; version: string | null; requested: string; refused: boolean }
  | { kind: 'start' | 'ready' | 'rendered' | 'slot-failed'; remote: string }
  | { kind: 'failed'; remote: string; message: string }
  | { kind: 'error'; source: 'uncaught' | 'unhandled-rejection' | 'boundary'; stack: string; name: string }
);

/** A mark as recorded, before its time is added. */
export type LoadMarkInput = LoadMark extends infer M ? (M extends unknown ? Omit<M, 'at'> : never) : never;

type Listener = (mark: LoadMark) => void;

const held: LoadMark[] = [];
let listener: Listener | null = null;

/** Records a mark (held until the reporter listens; at most 200). Never throws. */
export function markLoad(mark: LoadMarkInput): void {
  const full = { ...mark, at: Math.round(performance.now()) } as LoadMark;
  if (listener) listener(full);
  else if (held.length < 200) held.push(full);
}

/** Records an error: uncaught, an unhandled rejection, or a catch of an error boundary. */
export function markError(source: 'uncaught' | 'unhandled-rejection' | 'boundary', error: unknown, fallbackStack = ''): void {
  const value = error as { stack?: unknown; name?: unknown } | null;
  markLoad({
    kind: 'error',
    source,
    stack: String(value?.stack ?? fallbackStack).slice(0, 4000),
    name: typeof value?.name === 'string' ? value.name : 'Error',
  });
}

/** Hands the held marks, and every later one, to `next`. */
export function listenToLoadMarks(next: Listener): void {
  listener = next;
  for (const mark of held.splice(0)) next(mark);
}

/**
 * The page's React root hears every error an error boundary catches (React's `onCaughtError`): it
 * is recorded for the load report, then logged as React would.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string | null }): void {
  markError('boundary', error);
  console.error(error, info.componentStack ?? '');
}
