// The deadline of a command: a command that writes either lands within it or refuses, exit
// non-zero, and never lands later (issue 50: a pin typed during a short outage landed a minute later
// and exited 0). It counts from the moment the operator ran the command (bin/wl-release.mjs notes
// it before tsx starts), so a slow start-up eats into it rather than stretching it.
import { failure, usage, type ReleaseError } from './errors';

/** The environment variable that sets the deadline (milliseconds) when `--deadline` does not. */
export const DEADLINE_ENV = 'WL_RELEASE_DEADLINE_MS';

/** The deadline when nothing sets one. */
export const DEFAULT_DEADLINE_MS = 20_000;

/** Set by bin/wl-release.mjs: when the command was run (ms since the epoch). Read once, then dropped. */
export const STARTED_AT_ENV = 'WL_RELEASE_STARTED_AT';

export interface Deadline {
  /** When it passes (ms since the epoch). */
  at: number;
  /** Its length, for messages. */
  ms: number;
}

/** `--deadline`, else WL_RELEASE_DEADLINE_MS, else 20 s, counted from `startedAt`. */
export function deadlineOf(option: string | undefined, startedAt: number, env: Record<string, string | undefined> = process.env): Deadline {
  const [raw, source] = option !== undefined ? [option, '--deadline'] : [env[DEADLINE_ENV] ?? '', DEADLINE_ENV];
  if (raw === '') return { at: startedAt + DEFAULT_DEADLINE_MS, ms: DEFAULT_DEADLINE_MS };
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw usage(`${source} must be a whole number of milliseconds ≥ 1, got "${raw}"`);
  return { at: startedAt + Number(raw), ms: Number(raw) };
}

/** The same length, counted from now (publish: after its build, which the deadline does not cover). */
export function restarted(deadline: Deadline): Deadline {
  return { at: Date.now() + deadline.ms, ms: deadline.ms };
}

/** Milliseconds left (0 once it passed). */
export function remainingMs(deadline: Deadline): number {
  return Math.max(0, deadline.at - Date.now());
}

export function hasPassed(deadline: Deadline | undefined): boolean {
  return deadline !== undefined && Date.now() >= deadline.at;
}

/** The refusal once the deadline passed: said so, and that nothing was written. */
export function deadlinePassed(deadline: Deadline, where: string, cause?: string): ReleaseError {
  return failure(
    `${where} did not answer within the deadline of ${deadline.ms} ms (--deadline / ${DEADLINE_ENV})${cause ? ` (${cause})` : ''}; nothing was written, and nothing will be: run the command again`,
  );
}

/** Throws the refusal when the deadline passed: called before every write. */
export function assertBefore(deadline: Deadline | undefined, where: string): void {
  if (deadline && hasPassed(deadline)) throw deadlinePassed(deadline, where);
}
