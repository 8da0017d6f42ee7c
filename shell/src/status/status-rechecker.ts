import { SPEC_CONSTANTS, type SystemSnapshot } from 'shared-contracts';

/** Options of {@link createStatusRechecker}. */
export interface StatusRecheckerOptions {
  /** Loads a fresh system snapshot. */
  load: () => Promise<SystemSnapshot>;
  /** Receives each fresh snapshot. */
  onSnapshot: (snapshot: SystemSnapshot) => void;
  throttleMs?: number;
  now?: () => number;
}

/** Re-checks the system status on navigation. */
export interface StatusRechecker {
  /** Loads the status again unless the last check is younger than the throttle or one is running. */
  maybeRecheck(): void;
}

/**
 * The status gate's re-check (spec §2 "System status pages"): on navigation the shell asks the
 * status again, at most once per {@link SPEC_CONSTANTS.statusRecheckThrottleMs}, so a site going
 * into maintenance is noticed without a reload. A failed re-check keeps the last answer.
 */
export function createStatusRechecker({
  load,
  onSnapshot,
  throttleMs = SPEC_CONSTANTS.statusRecheckThrottleMs,
  now = Date.now,
}: StatusRecheckerOptions): StatusRechecker {
  // The start-up check has just run.
  let lastCheck = now();
  let isRunning = false;
  return {
    maybeRecheck() {
      if (isRunning || now() - lastCheck < throttleMs) return;
      lastCheck = now();
      isRunning = true;
      load()
        .then(onSnapshot, (error: unknown) => console.warn('[shell] status re-check failed', error))
        .finally(() => {
          isRunning = false;
        });
    },
  };
}
