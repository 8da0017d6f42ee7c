import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey, isApiError, type LoginResult, type LoginVerificationRequired } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { verificationRequiredBy } from '../login/utils/verification';
import { CREDENTIAL_STEPS } from './credential-step';
import { PROVIDER_NAMES, ProviderIcon } from './provider-icon';
import { SOCIAL_PROVIDERS, SOCIAL_UNLINKED, socialLoginMutationOptions, type SocialProviderId } from './social-api';
import styles from './social-login.module.css';

/** Props of {@link SocialLogin}. */
export interface SocialLoginProps {
  /** The session is established. */
  onLoggedIn: (result: LoginResult) => void;
  /** The login answered that this new location must be verified first (spec §4); without it the message is shown. */
  onVerificationRequired?: ((request: LoginVerificationRequired) => void) | undefined;
}

/**
 * The social-login icons (spec §2): one button per provider whose white-label switch is on
 * (GOOGLELOGIN3, FBLOGIN3, TGLOGIN3), nothing at all when none is. A click runs the provider's
 * credential step, then logs in with the credential (`socialLogin`).
 */
export function SocialLogin({ onLoggedIn, onVerificationRequired }: SocialLoginProps) {
  const { t } = useTranslation();
  const host = useHost();
  const id = useId();
  const [active, setActive] = useState<SocialProviderId | null>(null);
  const [lastProvider, setLastProvider] = useState<SocialProviderId | null>(null);
  const login = useMutation(socialLoginMutationOptions(host));
  const providers = SOCIAL_PROVIDERS.filter((provider) => host.system.isEnabled(provider.flag));
  if (providers.length === 0) return null;

  const start = (provider: SocialProviderId) => {
    if (login.isPending) return;
    login.reset();
    setLastProvider(provider);
    setActive(provider);
  };

  const handleCredential = (provider: SocialProviderId, credential: string) => {
    setActive(null);
    login.mutate(
      { provider, credential },
      {
        onSuccess: (result) => onLoggedIn(result),
        onError: (error) => {
          const request = onVerificationRequired ? verificationRequiredBy(error) : null;
          if (request) onVerificationRequired?.(request);
        },
      },
    );
  };

  const failure = login.error;
  const providerName = lastProvider ? PROVIDER_NAMES[lastProvider] : '';
  const failureMessage = failure
    ? isApiError(failure) && failure.errorCode === SOCIAL_UNLINKED
      ? t('social.unlinked', { provider: providerName })
      : isApiError(failure) && failure.serverMessage
        ? failure.serverMessage
        : t(apiErrorMessageKey(failure), { ns: 'common' })
    : '';
  const Step = active ? CREDENTIAL_STEPS[active] : null;

  return (
    <div className={styles.root} data-testid="social-login">
      <p id={`${id}-label`} className={styles.label}>
        {t('social.title')}
      </p>
      <ul className={styles.list} aria-labelledby={`${id}-label`}>
        {providers.map(({ id: provider }) => (
          <li key={provider}>
            <button
              type="button"
              className={styles.icon}
              aria-label={t('social.with', { provider: PROVIDER_NAMES[provider] })}
              title={t('social.with', { provider: PROVIDER_NAMES[provider] })}
              disabled={login.isPending}
              onClick={() => start(provider)}
            >
              <ProviderIcon provider={provider} />
            </button>
          </li>
        ))}
      </ul>
      <div role="status" className={styles.status}>
        {login.isPending && lastProvider && t('social.loggingIn', { provider: providerName })}
      </div>
      <div role="alert" className={styles.alert} data-testid="social-error">
        {failureMessage && <p className={styles.alertText}>{failureMessage}</p>}
      </div>
      {Step && active && <Step provider={active} onCredential={(credential) => handleCredential(active, credential)} onCancel={() => setActive(null)} />}
    </div>
  );
}
