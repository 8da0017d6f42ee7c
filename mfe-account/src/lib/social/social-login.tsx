import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, isApiError, type LoginResult, type LoginVerificationRequired } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { verificationRequiredBy } from '../verification';
import { CREDENTIAL_STEPS } from './credential-step';
import { PROVIDER_NAMES, ProviderIcon } from './provider-icon';
import { SOCIAL_PROVIDER_SWITCHES, socialLoginMutationOptions, type SocialProviderId, type SocialRegistration } from './social-api';
import styles from './social-login.module.css';
import { failureText } from '../failure-text';

/** Props of {@link SocialLogin}. */
export interface SocialLoginProps {
  /** The session is established. */
  onLoggedIn: (result: LoginResult) => void;
  /** The login answered that this new location must be verified first (spec §4); without it the message is shown. */
  onVerificationRequired?: ((request: LoginVerificationRequired) => void) | undefined;
  /**
   * Registration mode (the registration form's icons): a provider account linked to no member
   * gets a new member, with these codes and domain. Absent: login only.
   */
  registration?: SocialRegistration | undefined;
  /**
   * Login mode: the provider account is linked to no member and the visitor wants to register with
   * it. `credential` is the one the login was refused with (the platform keeps an unlinked
   * credential unused, so the registration can reuse it).
   */
  onRegisterRequested?: ((start: SocialStart) => void) | undefined;
  /**
   * Starts at once with this provider (the visitor chose it in the view before): with its
   * credential when given (sent once `isReady`), else by opening its credential step.
   */
  initial?: SocialStart | undefined;
  /** False while what the call needs is still loading (the domain's affiliate check); true by default. */
  isReady?: boolean | undefined;
}

/** A provider the visitor chose, with the credential it already handed over (if any). */
export interface SocialStart {
  provider: SocialProviderId;
  credential?: string | undefined;
}

/** Why the last attempt failed, in the terms the visitor is told. */
type Failure = { kind: 'cancelled' } | { kind: 'call'; error: unknown };

/**
 * The social-login icons (spec §2): one button per provider whose white-label switch is on
 * (GOOGLELOGIN3, FBLOGIN3, TGLOGIN3), nothing at all when none is. A click runs the provider's
 * credential step, then logs in (or, in registration mode, registers) with the credential.
 */
export function SocialLogin({
  onLoggedIn,
  onVerificationRequired,
  registration,
  onRegisterRequested,
  initial,
  isReady = true,
}: SocialLoginProps) {
  const { t } = useTranslation();
  const host = useHost();
  const id = useId();
  const providers = SOCIAL_PROVIDER_SWITCHES.filter((provider) => host.system.isEnabled(provider.flag));
  const isOffered = (provider: SocialProviderId | undefined) => providers.some((candidate) => candidate.id === provider);
  const initialOffered = initial && isOffered(initial.provider) ? initial : undefined;
  const [active, setActive] = useState<SocialProviderId | null>(() =>
    initialOffered && !initialOffered.credential ? initialOffered.provider : null,
  );
  const [last, setLast] = useState<SocialStart | null>(() => initialOffered ?? null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const login = useMutation(socialLoginMutationOptions(host));
  const lastProvider = last?.provider ?? null;

  // A credential handed over by the view before is sent once, as soon as the call can be made.
  const pendingCredential = useRef(initialOffered?.credential ? initialOffered : null);
  useEffect(() => {
    const handed = pendingCredential.current;
    if (!handed?.credential || !isReady) return;
    pendingCredential.current = null;
    handleCredential(handed.provider, handed.credential);
    // handleCredential reads the latest props when it runs; it must not re-trigger this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);

  if (providers.length === 0) return null;
  const isRegistering = registration !== undefined;

  const start = (provider: SocialProviderId) => {
    if (login.isPending) return;
    setFailure(null);
    setLast({ provider });
    setActive(provider);
  };

  function handleCredential(provider: SocialProviderId, credential: string) {
    setActive(null);
    setLast({ provider, credential });
    login.mutate(
      { provider, credential, registration },
      {
        onSuccess: (result) => onLoggedIn(result),
        onError: (error) => {
          const request = onVerificationRequired ? verificationRequiredBy(error) : null;
          if (request) {
            onVerificationRequired?.(request);
            return;
          }
          setFailure({ kind: 'call', error });
        },
      },
    );
  }

  // Spec §8: the visitor closed the provider's window → 'Login failure. Please try again.'
  const handleCancel = () => {
    setActive(null);
    setFailure({ kind: 'cancelled' });
  };

  const provider = lastProvider ? PROVIDER_NAMES[lastProvider] : '';
  const error = failure?.kind === 'call' ? failure.error : null;
  const code = isApiError(error) ? error.errorCode : undefined;
  const isUnlinked = code === ERROR_CODES.socialUnlinked;
  const failureMessage = !failure
    ? ''
    : failure.kind === 'cancelled'
      ? t('social.popupClosed')
      : isUnlinked
        ? t('social.unlinked', { provider })
        : code === ERROR_CODES.socialCredential
          ? t('social.credentialInvalid', { provider })
          : code === ERROR_CODES.functionNotAvailable
            ? t('social.unavailable', { provider })
            : failureText((key, options) => String(t(key, options ?? {})), error);
  const Step = active ? CREDENTIAL_STEPS[active] : null;
  const actionKey = isRegistering ? 'social.registerWith' : 'social.with';

  return (
    <div className={styles.root} data-testid="social-login">
      <p id={`${id}-label`} className={styles.label}>
        {t(isRegistering ? 'social.registerTitle' : 'social.title')}
      </p>
      <ul className={styles.list} aria-labelledby={`${id}-label`}>
        {providers.map(({ id: candidate }) => (
          <li key={candidate}>
            <button
              type="button"
              className={styles.icon}
              aria-label={t(actionKey, { provider: PROVIDER_NAMES[candidate] })}
              title={t(actionKey, { provider: PROVIDER_NAMES[candidate] })}
              disabled={login.isPending}
              onClick={() => start(candidate)}
            >
              <ProviderIcon provider={candidate} />
            </button>
          </li>
        ))}
      </ul>
      <div role="status" className={styles.status}>
        {login.isPending && lastProvider && t(isRegistering ? 'social.registering' : 'social.loggingIn', { provider })}
      </div>
      <div role="alert" className={styles.alert} data-testid="social-error">
        {failureMessage && <p className={styles.alertText}>{failureMessage}</p>}
      </div>
      {isUnlinked && last && onRegisterRequested && (
        <button type="button" className={styles.secondary} onClick={() => onRegisterRequested(last)}>
          {t('social.registerWith', { provider })}
        </button>
      )}
      {Step && active && (
        <Suspense fallback={null}>
          <Step provider={active} onCredential={(credential) => handleCredential(active, credential)} onCancel={handleCancel} />
        </Suspense>
      )}
    </div>
  );
}
