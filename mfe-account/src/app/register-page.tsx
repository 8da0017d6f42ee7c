import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from 'platform-ui';
import { ROUTES } from 'shared-contracts';
import { HostRemote, useHost } from 'shared-contracts/react';
import type { RegisterOutcome } from '../features/register/api/register';
import { RegisterForm } from '../features/register/components/register-form';
import { createI18n } from './i18n';
import styles from './register-page.module.css';

// What shows after the form did its work loads then: the page's first screen is the form (issue 19).
const loadRegistrationSuccess = () =>
  import(/* webpackChunkName: "registration-success" */ '../features/register/components/registration-success');
const loadPostLogin = () => import(/* webpackChunkName: "show-post-login" */ '../features/post-login/components/show-post-login');

/** The /register page (spec §2): back link, new-player promotions, the registration form with a reset button. */
export function RegisterPage() {
  const { t } = useTranslation();
  const host = useHost();

  const handleRegistered = (outcome: RegisterOutcome) => {
    host.navigate(ROUTES.home);
    // The player is registered and signed in either way: a chunk that cannot load only loses the message.
    void loadRegistrationSuccess()
      .then(({ showRegistrationSuccess }) => showRegistrationSuccess(host, outcome, createI18n))
      .catch((error: unknown) => console.warn('[mfe-account] the registration message could not load', error));
  };

  // A social icon registered (or logged in) the visitor: the login path (spec §4), not the form's success modal.
  const handleSocialLoggedIn = ({ firstTimeLogin }: { firstTimeLogin: boolean }) => {
    host.navigate(ROUTES.home);
    void loadPostLogin()
      .then(({ showPostLogin }) => showPostLogin(host, { firstTimeLogin }, createI18n))
      .catch((error: unknown) => console.warn('[mfe-account] the post-login modal could not load', error));
  };

  return (
    <div className={styles.page} data-testid="register-page">
      <a
        href={ROUTES.home}
        className={styles.back}
        onClick={(event) => {
          event.preventDefault();
          host.navigate(ROUTES.home);
        }}
      >
        ‹ {t('register.pageBack')}
      </a>
      <div className={styles.card}>
        <RegisterForm variant="page" onRegistered={handleRegistered} onSocialLoggedIn={handleSocialLoggedIn} />
      </div>
      {/* The new-player promotions come from mfe-promotions through the host (issue 18.3); none when it is down.
          Under the form: whether the brand has any is known only when they arrive, and above the form
          their arrival (or their absence) moved the whole form on a phone. Below the fold there, so
          loaded when the visitor scrolls near them: the page's first screen fetches and runs no
          second remote (issue 19). */}
      <WhenNearViewport>
        <HostRemote remote="mfe-promotions" expose="PromotionSlider" props={{ category: 'new_player' }} hideOnFailure />
      </WhenNearViewport>
    </div>
  );
}
