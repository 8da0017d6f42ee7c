import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { WHITELABEL_FLAGS, isApiError, type LoginResult, type LoginVerificationRequired } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useHumanCheck } from '../../../lib/challenge/use-human-check';
import { FreePlayButton } from './free-play-button';
import { SlowNotice } from '../../../components/slow-notice';
import { SocialLogin } from '../../../lib/social/social-login';
import type { SocialStart } from '../../../lib/social/social-login';
import { CaptchaImage } from '../../../components/captcha-field';
import { usernameLoginMutationOptions } from '../api/login';
import type { GeetestValidateV4 } from '../../../lib/challenge/challenge-api';
import { loginSchema, type Credentials } from '../utils/credentials';
import { failureText } from '../../../lib/failure-text';
import { requiresPasswordChange } from '../utils/password-policy';
import { verificationRequiredBy } from '../../../lib/verification';
import { LoginVerification } from './login-verification';
import styles from '../../../components/form/auth-form.module.css';
import { SmsLoginForm } from './sms-login-form';
import { TextField, useFieldErrorText, useZodForm, useInFlight } from 'platform-ui';
import { authInputProps } from '../../../components/form/field-classes';

/** What a successful login tells the view that owns the modal. */
export interface LoginOutcome {
  /** The platform flagged this as the account's first login. */
  firstTimeLogin: boolean;
  /**
   * The password is the default weak one or expired (spec §4): the forced change-password flow
   * (a later issue) starts here instead of closing the modal.
   */
  mustChangePassword: boolean;
  /** The password typed (only when mustChangePassword: the change form then needs no old password). */
  password?: string | undefined;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Why the login was asked for; a translated hint is shown when given. */
  reason?: string | undefined;
  /** An already translated notice shown above the form (e.g. after a password change). */
  notice?: string | undefined;
  /** Called once the session is established. */
  onLoggedIn: (outcome: LoginOutcome) => void;
  /** The visitor wants to register instead. */
  onRegisterRequested: () => void;
  /** The visitor forgot the password (spec §2 forgot-password modal). */
  onForgotPasswordRequested: () => void;
  /** Receives the username input (the modal focuses it on open). */
  usernameRef?: RefObject<HTMLInputElement | null>;
  /** A social account linked to no member: the visitor wants to register with it (spec §2 icons). */
  onSocialRegisterRequested?: ((start: SocialStart) => void) | undefined;
}

function asksForCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}

/** Login by username and password (spec §2 login popup, §4 login flow, §5 login rules). */
export function LoginForm({
  reason,
  notice,
  onLoggedIn,
  onRegisterRequested,
  onForgotPasswordRequested,
  usernameRef,
  onSocialRegisterRequested,
}: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const id = useId();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const login = useMutation(usernameLoginMutationOptions(host));
  // State updates reach the button only after a render: this stops a second submit in between.
  const inFlight = useInFlight();
  const isSmsLoginEnabled = host.system.isEnabled(WHITELABEL_FLAGS.smsLogin);
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  // Spec §4: once a failure's value says `{ captcha: true }`, the image is shown and required.
  const [isCaptchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const { register, handleSubmit, formState, setValue } = useZodForm(loginSchema({ isCaptchaNeeded }), {
    username: '',
    password: '',
    captcha: '',
  });
  const errorText = useFieldErrorText();
  const refreshCaptcha = useCallback(() => setCaptchaNonce((nonce) => nonce + 1), []);
  // Spec §4 "Login from an unregistered IP": the login answered that the member must verify first.
  const [verification, setVerification] = useState<{ request: LoginVerificationRequired; password?: string } | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | undefined>(undefined);
  // Spec §4: after validation, a non-SMS login passes the challenge check first (GEETEST3 on).
  const humanCheck = useHumanCheck();
  const [isCheckCancelled, setCheckCancelled] = useState(false);

  const finishVerified = (result: LoginResult, password: string | undefined) => {
    const mustChangePassword = password !== undefined && requiresPasswordChange(password, result);
    onLoggedIn({ firstTimeLogin: result.firstTimeLogin, mustChangePassword, ...(mustChangePassword ? { password } : {}) });
  };

  // Values come trimmed from the schema; the inputs keep what was typed.
  const onSubmit = handleSubmit(({ username, password, captcha }) => {
    if (!inFlight.start()) return;
    const credentials: Credentials = { username, password };
    setRestartNotice(undefined);
    setCheckCancelled(false);
    void humanCheck.run('login').then((check) => {
      if (!check.passed) {
        inFlight.end();
        setCheckCancelled(true);
        return;
      }
      sendLogin(credentials, isCaptchaNeeded ? captcha : undefined, check.validate);
    });
  });

  const sendLogin = (credentials: Credentials, captchaAnswer: string | undefined, challenge: GeetestValidateV4 | null) => {
    login.mutate(
      { ...credentials, ...(captchaAnswer !== undefined ? { captcha: captchaAnswer } : {}), challenge },
      {
        onSuccess: (result) => {
          const mustChangePassword = requiresPasswordChange(credentials.password, result);
          onLoggedIn({
            firstTimeLogin: result.firstTimeLogin,
            mustChangePassword,
            ...(mustChangePassword ? { password: credentials.password } : {}),
          });
        },
        onError: (error) => {
          humanCheck.noteFailure(error);
          const request = verificationRequiredBy(error);
          if (request) {
            setVerification({ request, password: credentials.password });
            return;
          }
          // A captcha answer works once: every failure while it is needed shows a fresh image.
          if (isCaptchaNeeded || (isApiError(error) && asksForCaptcha(error.value))) {
            setCaptchaNeeded(true);
            setValue('captcha', '');
            refreshCaptcha();
          }
        },
        onSettled: () => {
          inFlight.end();
        },
      },
    );
  };

  const failure = login.error;
  const failureMessage = failure ? failureText((key, options) => String(t(key, options ?? {})), failure) : '';
  const reasonKey = reason && i18n.exists(`login.reasons.${reason}`) ? `login.reasons.${reason}` : 'login.reasons.default';

  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  const captchaId = `${id}-captcha`;
  const usernameError = errorText(formState.errors.username);
  const passwordError = errorText(formState.errors.password);
  const captchaError = errorText(formState.errors.captcha);
  // The modal focuses the username on open through usernameRef; react-hook-form needs the element too.
  const usernameField = register('username');
  const setUsernameRef = (element: HTMLInputElement | null) => {
    usernameField.ref(element);
    if (usernameRef) usernameRef.current = element;
  };

  return (
    <div className={styles.root}>
      {notice && (
        <p className={styles.hint} role="status" data-testid="login-notice">
          {notice}
        </p>
      )}
      {reason && (
        <p className={styles.hint} data-testid="login-reason">
          {t(reasonKey)}
        </p>
      )}
      {isSmsLoginEnabled && (
        <div className={styles.modes} role="group" aria-label={t('login.modeLabel')}>
          {(['password', 'sms'] as const).map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={styles.mode}
              aria-pressed={mode === candidate}
              onClick={() => setMode(candidate)}
            >
              {t(candidate === 'password' ? 'login.modePassword' : 'login.modeSms')}
            </button>
          ))}
        </div>
      )}
      {verification ? (
        <LoginVerification
          request={verification.request}
          onVerified={(result) => finishVerified(result, verification.password)}
          onRestart={(message) => {
            setVerification(null);
            login.reset();
            setRestartNotice(message);
          }}
        />
      ) : mode === 'sms' ? (
        <SmsLoginForm
          onLoggedIn={({ firstTimeLogin }) => onLoggedIn({ firstTimeLogin, mustChangePassword: false })}
          onVerificationRequired={(request) => setVerification({ request })}
        />
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={login.isPending}>
          <TextField
            {...authInputProps}
            id={usernameId}
            label={t('login.username')}
            field={{ ...usernameField, ref: setUsernameRef }}
            autoComplete="username"
            error={usernameError}
          />
          <TextField
            {...authInputProps}
            id={passwordId}
            label={t('login.password')}
            field={register('password')}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            error={passwordError}
            after={
              <button
                type="button"
                className={styles.toggle}
                aria-controls={passwordId}
                onClick={() => setPasswordVisible((visible) => !visible)}
              >
                {t(isPasswordVisible ? 'login.hidePassword' : 'login.showPassword')}
              </button>
            }
          />
          {isCaptchaNeeded && (
            <TextField
              {...authInputProps}
              id={captchaId}
              label={t('login.captcha')}
              field={register('captcha')}
              autoComplete="off"
              error={captchaError}
              after={<CaptchaImage nonce={captchaNonce} onRefresh={refreshCaptcha} />}
            />
          )}

          <div role="alert" className={styles.alert} data-testid="login-error">
            {restartNotice && <p className={styles.alertText}>{restartNotice}</p>}
            {isCheckCancelled && <p className={styles.alertText}>{t('challenge.cancelled')}</p>}
            {failureMessage && !verificationRequiredBy(failure) && <p className={styles.alertText}>{failureMessage}</p>}
          </div>
          <SlowNotice active={login.isPending} />

          <button type="submit" className={styles.submit} disabled={login.isPending}>
            {t(login.isPending ? 'login.submitting' : 'login.submit')}
          </button>
        </form>
      )}

      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={onForgotPasswordRequested}>
          {t('login.forgotPassword')}
        </button>
      </p>
      <p className={styles.switch}>
        {t('login.noAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={onRegisterRequested}>
          {t('login.register')}
        </button>
      </p>
      {!verification && (
        <SocialLogin
          onLoggedIn={({ firstTimeLogin }) => onLoggedIn({ firstTimeLogin, mustChangePassword: false })}
          onVerificationRequired={(request) => setVerification({ request })}
          onRegisterRequested={onSocialRegisterRequested}
        />
      )}
      {humanCheck.element}
      <FreePlayButton onLoggedIn={({ firstTimeLogin }) => onLoggedIn({ firstTimeLogin, mustChangePassword: false })} />
    </div>
  );
}
