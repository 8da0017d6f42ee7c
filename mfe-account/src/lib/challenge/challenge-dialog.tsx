import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS, endpoints, isApiError, safeUrl } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { AccountDialog } from '../../components/account-dialog';
import { throttle } from '../throttle';
import {
  GEETEST_ERRORS,
  challengeConfigQueryOptions,
  challengeQueryOptions,
  type ChallengeProduct,
  type GeetestValidateV4,
} from './challenge-api';
import styles from './challenge-dialog.module.css';
import { failureText } from '../failure-text';
import { TextField, useZodForm, useInFlight } from 'platform-ui';

/** The answer field in the dialog's own look (the kit's TextField, platform-ui `classes`). */
const ANSWER_CLASSES = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };

/** Props of {@link ChallengeDialog}. */
export interface ChallengeDialogProps {
  product: ChallengeProduct;
  /** The challenge was passed (null: the server says it is off for this product). */
  onPassed: (validate: GeetestValidateV4 | null) => void;
  /** Closed without passing (close button, Escape, backdrop, Cancel). */
  onCancel: () => void;
}

type Notice = 'failed' | 'expired' | null;

const answerSchema = z.object({ answer: z.string().check(z.trim(), z.minLength(1, 'challenge.answerRequired')) });

/** Longest delay setTimeout takes; a later expiry is simply not timed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The human-verification challenge (spec §4 "a challenge check"; GeeTest v4 shaped, served by the
 * platform because the vendor's script cannot load under the site's CSP): a picture of a short
 * code, an answer field, a new-challenge button (at most once per second), Verify and Cancel. A
 * wrong answer explains and shows a new challenge; an expired one explains and offers a new one.
 */
export function ChallengeDialog({ product, onPassed, onCancel }: ChallengeDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const id = useId();
  const answerRef = useRef<HTMLInputElement>(null);
  const [nonce, setNonce] = useState(0);
  const { register, handleSubmit, formState, reset } = useZodForm(answerSchema, { answer: '' });
  const answerField = register('answer');
  const isAnswerMissing = Boolean(formState.errors.answer);
  const [notice, setNotice] = useState<Notice>(null);
  const inFlight = useInFlight();
  const onPassedRef = useRef(onPassed);
  onPassedRef.current = onPassed;

  const config = useQuery(challengeConfigQueryOptions(host, product));
  const captchaId = config.data?.enabled ? config.data.gt : undefined;
  const challenge = useQuery({ ...challengeQueryOptions(host, captchaId ?? '', nonce), enabled: captchaId !== undefined });
  const verify = useMutation({
    mutationKey: ['account', 'challenge', 'verify'],
    mutationFn: (body: { captchaId: string; lotNumber: string; answer: string }) => host.api.call(endpoints.geetestVerify, { body }),
  });

  // The server has the last word: switched off for this product means nothing to solve.
  useEffect(() => {
    if (config.data && !config.data.enabled) onPassedRef.current(null);
  }, [config.data]);

  // A challenge is valid until expiresAt: afterwards it says so and offers a new one.
  const [expiredLot, setExpiredLot] = useState<string | null>(null);
  const lotNumber = challenge.data?.lotNumber;
  const expiresAt = challenge.data?.expiresAt;
  useEffect(() => {
    if (lotNumber === undefined || expiresAt === undefined) return undefined;
    const delay = Math.max(0, expiresAt - Date.now());
    if (delay > MAX_TIMEOUT_MS) return undefined;
    const timer = setTimeout(() => setExpiredLot(lotNumber), delay);
    return () => clearTimeout(timer);
  }, [lotNumber, expiresAt]);
  const isExpired = lotNumber !== undefined && expiredLot === lotNumber;

  const loadNew = (next: Notice) => {
    setNonce((current) => current + 1);
    // An answer belongs to its picture: the new one starts empty.
    reset({ answer: '' });
    setNotice(next);
    verify.reset();
    answerRef.current?.focus();
  };
  const loadNewRef = useRef(loadNew);
  loadNewRef.current = loadNew;
  const refresh = useMemo(() => throttle(() => loadNewRef.current(null), SPEC_CONSTANTS.captchaRefreshThrottleMs), []);

  const onSubmit = handleSubmit(({ answer }) => {
    if (!captchaId || !challenge.data || !inFlight.start()) return;
    verify.mutate(
      { captchaId, lotNumber: challenge.data.lotNumber, answer },
      {
        onSuccess: (validate) => onPassedRef.current(validate),
        onError: (error) => {
          // A failed challenge is spent: explain and show a new one.
          if (isApiError(error) && error.errorCode === GEETEST_ERRORS.failed) loadNew('failed');
        },
        onSettled: () => {
          inFlight.end();
        },
      },
    );
  });
  // An expired picture is not worth checking: say so (a new one is offered).
  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isExpired) {
      event.preventDefault();
      setNotice('expired');
      return;
    }
    void onSubmit(event);
  };

  const verifyFailure =
    verify.error && !(isApiError(verify.error) && verify.error.errorCode === GEETEST_ERRORS.failed)
      ? failureText((key, options) => String(t(key, options ?? {})), verify.error)
      : '';
  // The picture is an inline raster image or an http(s) address; anything else (`javascript:`,
  // `data:text/html`) is never put in the img and reads as a picture that did not load.
  const image = challenge.data ? safeUrl(challenge.data.image, { allowImageData: true }) : undefined;
  const loadFailure = Boolean(config.error ?? challenge.error) || (challenge.data !== undefined && !image);
  const noticeText = isExpired || notice === 'expired' ? t('challenge.expired') : notice === 'failed' ? t('challenge.failed') : '';

  const answerId = `${id}-answer`;
  const hintId = `${id}-hint`;

  return (
    <AccountDialog title={t('challenge.title')} onClose={onCancel} initialFocusRef={answerRef} testId="challenge-dialog">
      <form className={styles.form} noValidate onSubmit={handleFormSubmit} aria-busy={verify.isPending}>
        <p id={hintId} className={styles.hint}>
          {t('challenge.intro')}
        </p>
        <div className={styles.picture} aria-live="polite">
          {image ? (
            <img className={styles.image} src={image} alt={t('challenge.imageAlt')} data-testid="challenge-image" />
          ) : loadFailure ? (
            <span className={styles.error}>{t('challenge.loadFailed')}</span>
          ) : (
            <span className={styles.muted}>{t('challenge.loading')}</span>
          )}
        </div>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => (loadFailure && config.isError ? void config.refetch() : refresh())}
          data-testid="challenge-refresh"
        >
          {t('challenge.refresh')}
        </button>
        <TextField
          label={t('challenge.answer')}
          field={{
            ...answerField,
            ref: (element: HTMLInputElement | null) => {
              answerField.ref(element);
              answerRef.current = element;
            },
          }}
          id={answerId}
          describedBy={hintId}
          error={isAnswerMissing ? t('challenge.answerRequired') : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          classes={ANSWER_CLASSES}
        />
        <div role="alert" className={styles.alert} data-testid="challenge-error">
          {noticeText && <p className={styles.alertText}>{noticeText}</p>}
          {verifyFailure && <p className={styles.alertText}>{verifyFailure}</p>}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('challenge.cancel')}
          </button>
          <button type="submit" className={styles.submit} disabled={verify.isPending || !challenge.data}>
            {t(verify.isPending ? 'challenge.verifying' : 'challenge.verify')}
          </button>
        </div>
      </form>
    </AccountDialog>
  );
}
