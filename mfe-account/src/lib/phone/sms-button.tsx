import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS } from 'shared-contracts';
import { LazyAlertDialog } from 'platform-ui';
import { throttle } from '../throttle';
import type { GeetestValidateV4 } from '../challenge/challenge-api';
import { useHumanCheck } from '../challenge/use-human-check';
import { loadPhoneRules } from './phone';
import styles from './sms-button.module.css';
import { failureText } from '../failure-text';

/** Props of {@link SmsButton}. */
export interface SmsButtonProps {
  /** Checks the mobile number first (shows its error itself); false stops the send. */
  validate: () => boolean;
  /**
   * Sends the code with the challenge's result (null when GEETEST3 is off; spread it with
   * `challengeFields`); resolves with the server's expiredMinutes (if any), or the countdown itself
   * (the phone provider's 1 minute, spec §9).
   */
  send: (challenge: GeetestValidateV4 | null) => Promise<{ expiredMinutes?: number | undefined; countdownSeconds?: number | undefined }>;
  /**
   * Whether the send passes the platform's human-verification challenge first (default true). The
   * phone provider of the firebase path runs its own check (reCAPTCHA), so it skips ours.
   */
  withHumanCheck?: boolean | undefined;
  /** A failed send in words (default: the server's message, else the common translation). */
  failureMessage?: ((error: unknown) => string) | undefined;
}

/**
 * The SMS button (spec §4, §9): 'get verification code' when idle; after a send it is disabled and
 * counts down expiredMinutes × 60 s (60 s by default) showing the sent label with the seconds left;
 * enabled again at 0. Sends are throttled to one per second; a failed send shows the server's
 * message in a warning dialog. The send passes the human-verification challenge first (spec §4
 * "SMS send payload ... plus human-verification fields"; nothing to do when GEETEST3 is off).
 */
export function SmsButton({ validate, send, withHumanCheck = true, failureMessage }: SmsButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const humanCheck = useHumanCheck();
  const runCheckRef = useRef(humanCheck.run);
  runCheckRef.current = humanCheck.run;
  const noteFailureRef = useRef(humanCheck.noteFailure);
  noteFailureRef.current = humanCheck.noteFailure;
  const withCheckRef = useRef(withHumanCheck);
  withCheckRef.current = withHumanCheck;
  const failureMessageRef = useRef(failureMessage);
  failureMessageRef.current = failureMessage;

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const trigger = useMemo(
    () =>
      throttle(async () => {
        // The number's rules load with the first check (phone.ts), not with the page.
        await loadPhoneRules();
        if (!validateRef.current()) return;
        setSending(true);
        const check = withCheckRef.current ? runCheckRef.current('sms') : Promise.resolve({ passed: true, validate: null });
        check
          .then(async (result) => (result.passed ? sendRef.current(result.validate) : null))
          .then((sent) => {
            // Challenge cancelled: nothing was sent, the button stays ready.
            if (sent === null) return;
            const { expiredMinutes, countdownSeconds } = sent;
            const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 0;
            setSecondsLeft(
              countdownSeconds && countdownSeconds > 0
                ? countdownSeconds
                : minutes
                  ? minutes * 60
                  : SPEC_CONSTANTS.smsCountdownDefaultSeconds,
            );
          })
          .catch((error: unknown) => {
            noteFailureRef.current(error);
            const describe = failureMessageRef.current;
            setFailure(describe ? describe(error) : failureText((key, options) => String(t(key, options ?? {})), error));
          })
          .finally(() => setSending(false));
      }, SPEC_CONSTANTS.smsSendThrottleMs),
    [t],
  );

  const counting = secondsLeft > 0;
  return (
    <>
      <button type="button" className={styles.button} disabled={counting || isSending} onClick={trigger} aria-live="polite">
        {counting ? t('phone.sent', { seconds: secondsLeft }) : t('phone.getCode')}
      </button>
      {humanCheck.element}
      {failure !== null && (
        <LazyAlertDialog
          icon="warning"
          title={t('register.warningTitle')}
          text={failure}
          buttons={[{ label: t('register.ok'), value: 'ok', variant: 'primary' }]}
          onAnswer={() => setFailure(null)}
          testId="sms-failure"
        />
      )}
    </>
  );
}
