import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { WHITELABEL_FLAGS, isApiError } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { closeWhenUnavailable, lazyPart } from 'platform-ui';
import type { ChallengeDialogProps } from './challenge-dialog';
import { GEETEST_ERRORS, type ChallengeProduct, type GeetestValidateV4 } from './challenge-api';

/** Without the dialog's code the check cannot run: it is cancelled (the form says so; the next check loads again). */
const ChallengeUnavailable = closeWhenUnavailable<ChallengeDialogProps>(({ onCancel }) => onCancel());

/** The challenge's dialog loads when a check first runs: most forms submit without one (issue 19). */
const ChallengeDialog = lazyPart(
  'the challenge dialog',
  () => import(/* webpackChunkName: "challenge-dialog" */ './challenge-dialog').then((module) => module.ChallengeDialog),
  ChallengeUnavailable,
);

/** How a human check ended: passed (with the fields to send, or null when it is off) or cancelled. */
export type HumanCheckResult = { passed: true; validate: GeetestValidateV4 | null } | { passed: false };

/** What {@link useHumanCheck} gives a form. */
export interface HumanCheck {
  /** Runs the check: resolves at once (passed, null) when GEETEST3 is off, else after the dialog. */
  run: (product: ChallengeProduct) => Promise<HumanCheckResult>;
  /** The dialog while a check is open (render it anywhere in the form's tree). */
  element: ReactNode;
  /** A check is open. */
  isOpen: boolean;
  /**
   * Tells the check how the protected call failed: after `geetest.required` (the switch was turned
   * on after the site loaded its settings) the next run asks for the challenge whatever the flag says.
   */
  noteFailure: (error: unknown) => void;
}

interface Pending {
  product: ChallengeProduct;
  resolve: (result: HumanCheckResult) => void;
}

/**
 * The human-verification step of a form (spec §4: login "then (non-SMS) a challenge check",
 * registration "then human verification", SMS send "plus human-verification fields"). Nothing is
 * shown when the white-label switch GEETEST3 is off. The form keeps everything typed meanwhile:
 * the dialog is drawn over it and the form only continues once the result is known.
 */
export function useHumanCheck(): HumanCheck {
  const host = useHost();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const isForced = useRef(false);

  const settle = useCallback((result: HumanCheckResult) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(result);
  }, []);

  // Unmounted mid-check (the modal closed): the waiting form gives up.
  useEffect(() => () => pendingRef.current?.resolve({ passed: false }), []);

  const run = useCallback(
    (product: ChallengeProduct) => {
      if (!isForced.current && !host.system.isEnabled(WHITELABEL_FLAGS.humanVerification))
        return Promise.resolve<HumanCheckResult>({ passed: true, validate: null });
      // One check at a time: a second request while one is open cancels nothing and waits for none.
      if (pendingRef.current) return Promise.resolve<HumanCheckResult>({ passed: false });
      return new Promise<HumanCheckResult>((resolve) => {
        const next = { product, resolve };
        pendingRef.current = next;
        setPending(next);
      });
    },
    [host],
  );

  const element = pending ? (
    <Suspense fallback={null}>
      <ChallengeDialog
        key={pending.product}
        product={pending.product}
        onPassed={(validate) => settle({ passed: true, validate })}
        onCancel={() => settle({ passed: false })}
      />
    </Suspense>
  ) : null;

  const noteFailure = useCallback((error: unknown) => {
    if (isApiError(error) && error.errorCode === GEETEST_ERRORS.required) isForced.current = true;
  }, []);

  return { run, element, isOpen: pending !== null, noteFailure };
}

/** The payload fields a passed check adds to the protected call (none when the check is off). */
export function challengeFields(validate: GeetestValidateV4 | null): { geetestValidateV4?: GeetestValidateV4 } {
  return validate ? { geetestValidateV4: validate } : {};
}
