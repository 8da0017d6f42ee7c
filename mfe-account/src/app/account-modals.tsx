import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ROUTES, type AccountModalsProps } from 'shared-contracts';
import { useHost, HostRemote } from 'shared-contracts/react';
import { AccountDialog } from '../components/account-dialog';
import { LoginForm, type LoginOutcome } from '../features/login/components/login-form';
import { ChangePasswordForm } from '../features/password/components/change-password-form';
import { ForgotPassword } from '../features/recovery/components/forgot-password';
import type { RegisterOutcome } from '../features/register/api/register';
import { RegisterForm } from '../features/register/components/register-form';
import { showRegistrationSuccess } from '../features/register/components/registration-success';
import { showPostLogin } from '../features/post-login/components/show-post-login';
import type { SocialStart } from '../lib/social/social-login';
import { announcePolitely } from './announce';
import { createI18n } from './i18n';
import { createAccountViewStore, initialViewFor, type AccountView } from './account-view-store';

/**
 * Reasons after which a successful login stays on the current page instead of going home
 * (spec §4 says "go home"): a visitor who tried to launch a game wants to be back at that game,
 * not sent away from the lobby they were in.
 */
export const STAY_ON_PAGE_REASONS: readonly string[] = ['launch'];

const VIEW_TITLES: Record<AccountView, string> = {
  login: 'modal.loginTitle',
  register: 'modal.registerTitle',
  'change-password': 'modal.changePasswordTitle',
  'forgot-password': 'modal.forgotPasswordTitle',
};

/** The account modal: its views (login, register) and what happens when they finish. */
export function AccountModalsRoot({ modal, reason, onClose }: AccountModalsProps) {
  const { t } = useTranslation();
  const host = useHost();
  const [store] = useState(() => createAccountViewStore(modal));
  const view = useStore(store, (state) => state.view);
  const show = useStore(store, (state) => state.show);
  const usernameRef = useRef<HTMLInputElement>(null);
  // The password just typed to log in, held in memory only for the forced change (spec §4).
  const [heldPassword, setHeldPassword] = useState<string | undefined>(undefined);
  const [isChangeForced, setChangeForced] = useState(false);
  const [loginNotice, setLoginNotice] = useState<string | undefined>(undefined);
  // "Register with <provider>" from the login view: the register view opens that provider's step.
  const [socialStart, setSocialStart] = useState<SocialStart | undefined>(undefined);

  // The shell may ask for another modal kind while this one is open.
  const isFirstModal = useRef(true);
  useEffect(() => {
    if (isFirstModal.current) {
      isFirstModal.current = false;
      return;
    }
    store.getState().show(initialViewFor(modal));
  }, [modal, store]);

  const handleLoggedIn = (outcome: LoginOutcome) => {
    // Spec §4: the default weak password or an expired one must be changed first (not after SMS login).
    if (outcome.mustChangePassword) {
      setHeldPassword(outcome.password);
      setChangeForced(true);
      show('change-password');
      return;
    }
    announcePolitely(t('login.success'));
    onClose();
    if (!reason || !STAY_ON_PAGE_REASONS.includes(reason)) host.navigate(ROUTES.home);
    // Spec §4: "Otherwise fetch login info and show the post-login modal".
    showPostLogin(host, { firstTimeLogin: outcome.firstTimeLogin }, createI18n);
  };

  // Spec §4 "Change password success: close that modal and reopen login".
  const handlePasswordChanged = () => {
    setHeldPassword(undefined);
    setChangeForced(false);
    setLoginNotice(t('password.changed'));
    announcePolitely(t('password.changed'));
    show('login');
  };

  const handleRegistered = (outcome: RegisterOutcome) => {
    onClose();
    host.navigate(ROUTES.home);
    showRegistrationSuccess(host, outcome, createI18n);
  };

  return (
    <AccountDialog
      title={t(VIEW_TITLES[view])}
      onClose={onClose}
      size="medium"
      initialFocusRef={view === 'login' ? usernameRef : undefined}
      testId="account-modal"
    >
      {view === 'login' && (
        <LoginForm
          key={loginNotice ?? 'login'}
          reason={loginNotice ? undefined : reason}
          notice={loginNotice}
          usernameRef={usernameRef}
          onLoggedIn={handleLoggedIn}
          onRegisterRequested={() => show('register')}
          onForgotPasswordRequested={() => show('forgot-password')}
          onSocialRegisterRequested={(start) => {
            setSocialStart(start);
            show('register');
          }}
        />
      )}
      {view === 'forgot-password' && (
        <ForgotPassword
          onEmailSent={onClose}
          onLoggedIn={({ firstTimeLogin }) => handleLoggedIn({ firstTimeLogin, mustChangePassword: false })}
          onBackToLogin={() => show('login')}
        />
      )}
      {view === 'register' && (
        <RegisterForm
          variant="modal"
          initialSocial={socialStart}
          onLoginRequested={() => show('login')}
          onRegistered={handleRegistered}
          onSocialLoggedIn={({ firstTimeLogin }) => handleLoggedIn({ firstTimeLogin, mustChangePassword: false })}
        />
      )}
      {/* Under the form, as on /register: their late arrival must not move the form being filled in. */}
      {view === 'register' && (
        <HostRemote remote="mfe-promotions" expose="PromotionSlider" props={{ category: 'new_player' }} hideOnFailure />
      )}
      {view === 'change-password' && (
        <ChangePasswordForm
          key={heldPassword ?? 'ask'}
          heldPassword={heldPassword}
          forced={isChangeForced}
          onChanged={handlePasswordChanged}
        />
      )}
    </AccountDialog>
  );
}
