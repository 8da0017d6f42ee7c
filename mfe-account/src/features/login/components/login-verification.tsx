import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import {
  ERROR_CODES,
  LOGIN_VERIFICATION_SENT_METHODS,
  isApiError,
  type LoginResult,
  type LoginVerificationMethod,
  type LoginVerificationRequired,
} from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { failureText } from '../../../lib/failure-text';
import { SmsButton } from '../../../lib/phone/sms-button';
import { SlowNotice } from '../../../components/slow-notice';
import type { Translate } from '../../../lib/register-schema';
import styles from '../../../components/form/auth-form.module.css';
import { sendLoginVerificationCode, verifyLogin } from '../api/calls';
import { useZodForm, useInFlight, TextField } from 'platform-ui';
import { authInputProps } from '../../../components/form/field-classes';

/** Props of {@link LoginVerification}. */
export interface LoginVerificationProps {
  /** What the login answer asked for. */
  request: LoginVerificationRequired;
  /** The session is established. */
  onVerified: (result: LoginResult) => void;
  /** Back to the login form (the token expired, or the visitor gave up); an explanation if any. */
  onRestart: (message?: string) => void;
}

const isSent = (method: LoginVerificationMethod) => (LOGIN_VERIFICATION_SENT_METHODS as readonly string[]).includes(method);

type Codes = Record<LoginVerificationMethod, string>;

/** The answer of the chosen method is required (one value per method, so switching loses nothing). */
function verificationSchema(method: LoginVerificationMethod) {
  return z.object({ SMS: z.string(), EMAIL: z.string(), BANK_ACCOUNT_NAME: z.string(), GOOGLE: z.string() }).check(
    z.superRefine((codes, context) => {
      if (!codes[method].trim()) context.addIssue({ code: 'custom', path: [method], message: `verification.errors.${method}` });
    }),
  );
}

function attemptsLeftOf(value: unknown): number | undefined {
  const left = typeof value === 'object' && value !== null ? (value as { attemptsLeft?: unknown }).attemptsLeft : undefined;
  return typeof left === 'number' ? left : undefined;
}

/**
 * Login from an unregistered IP (spec §4): the platform refused the login until the member proves
 * it is them with one of the methods it allows for the account — a code by SMS or email (sent
 * with `loginVerificationCode`), the bank account name, or the Google Authenticator code. The
 * answer (`loginVerification`) is a login: the session is then established.
 */
export function LoginVerification({ request, onVerified, onRestart }: LoginVerificationProps) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => String(t(key, options ?? {}));
  const host = useHost();
  const id = useId();
  const methods = request.methods;
  const [method, setMethod] = useState<LoginVerificationMethod>(methods[0]?.method ?? 'SMS');
  const { register, handleSubmit, formState, clearErrors } = useZodForm(verificationSchema(method), {
    SMS: '',
    EMAIL: '',
    BANK_ACCOUNT_NAME: '',
    GOOGLE: '',
  } satisfies Codes);
  const [sentTo, setSentTo] = useState<Partial<Record<LoginVerificationMethod, string>>>({});
  const inFlight = useInFlight();
  const verify = useMutation({
    mutationKey: ['account', 'login', 'verification'],
    mutationFn: async (body: { method: LoginVerificationMethod; code: string }) => {
      const result = await verifyLogin(host, { body: { verificationToken: request.verificationToken, ...body } });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });
  const current = methods.find((candidate) => candidate.method === method) ?? methods[0];
  const errorKey = formState.errors[method]?.message;

  const onSubmit = handleSubmit((codes) => {
    if (!inFlight.start()) return;
    const trimmed = codes[method].trim();
    verify.mutate(
      { method, code: trimmed },
      {
        onSuccess: onVerified,
        onError: (failure) => {
          if (isApiError(failure) && failure.errorCode === ERROR_CODES.loginVerificationExpired) onRestart(failureText(translate, failure));
        },
        onSettled: () => {
          inFlight.end();
        },
      },
    );
  });

  const attemptsLeft = verify.error ? attemptsLeftOf(isApiError(verify.error) ? verify.error.value : undefined) : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={verify.isPending}
      data-testid="login-verification"
    >
      <p className={styles.hint} role="status">
        {t('verification.intro', { ip: request.ip })}
      </p>
      {methods.length > 1 && (
        <div className={styles.modes} role="group" aria-label={t('verification.methodLabel')}>
          {methods.map((candidate) => (
            <button
              key={candidate.method}
              type="button"
              className={styles.mode}
              aria-pressed={method === candidate.method}
              onClick={() => {
                setMethod(candidate.method);
                clearErrors();
              }}
            >
              {t(`verification.methods.${candidate.method}`)}
            </button>
          ))}
        </div>
      )}
      <p className={styles.switch} id={`${id}-how`}>
        {isSent(method)
          ? t(sentTo[method] ? 'verification.sentTo' : 'verification.sendTo', { destination: sentTo[method] ?? current?.destination ?? '' })
          : t(`verification.how.${method}`)}
      </p>
      <TextField
        {...authInputProps}
        key={method}
        label={t(`verification.labels.${method}`)}
        field={register(method)}
        inputMode={method === 'BANK_ACCOUNT_NAME' ? undefined : 'numeric'}
        autoComplete={method === 'BANK_ACCOUNT_NAME' ? 'off' : 'one-time-code'}
        error={errorKey ? t(errorKey) : undefined}
        after={
          isSent(method) ? (
            <SmsButton
              key={method}
              validate={() => true}
              send={async () => {
                const sent = await sendLoginVerificationCode(host, {
                  body: { verificationToken: request.verificationToken, method: method as 'SMS' | 'EMAIL' },
                });
                setSentTo((all) => ({ ...all, [method]: sent.destination }));
                return sent;
              }}
            />
          ) : null
        }
      />
      <div role="alert" className={styles.alert} data-testid="login-verification-error">
        {verify.error ? <p className={styles.alertText}>{failureText(translate, verify.error)}</p> : null}
        {attemptsLeft !== undefined ? <p className={styles.alertText}>{t('verification.attemptsLeft', { count: attemptsLeft })}</p> : null}
      </div>
      <SlowNotice active={verify.isPending} />
      <button type="submit" className={styles.submit} disabled={verify.isPending}>
        {t(verify.isPending ? 'verification.submitting' : 'verification.submit')}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={() => onRestart()}>
          {t('verification.back')}
        </button>
      </p>
    </form>
  );
}
