import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ROUTES, type AccountModalsProps } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { Modal } from '../components/modal';
import { LoginForm, type LoginOutcome } from '../features/login/components/login-form';
import type { RegisterOutcome } from '../features/register/api/register-api';
import { RegisterForm } from '../features/register/components/register-form';
import { showRegistrationSuccess } from '../features/register/components/registration-success';
import { announcePolitely } from '../lib/announce';
import { createAccountViewStore, initialViewFor } from './account-view-store';

/**
 * Reasons after which a successful login stays on the current page instead of going home
 * (spec §4 says "go home"): a visitor who tried to launch a game wants to be back at that game,
 * not sent away from the lobby they were in.
 */
export const STAY_ON_PAGE_REASONS: readonly string[] = ['launch'];

/** The account modal: its views (login, register) and what happens when they finish. */
export function AccountModalsRoot({ modal, reason, onClose }: AccountModalsProps) {
  const { t } = useTranslation();
  const host = useHost();
  const [store] = useState(() => createAccountViewStore(modal));
  const view = useStore(store, (state) => state.view);
  const show = useStore(store, (state) => state.show);
  const usernameRef = useRef<HTMLInputElement>(null);

  // The shell may ask for another modal kind while this one is open.
  const isFirstModal = useRef(true);
  useEffect(() => {
    if (isFirstModal.current) {
      isFirstModal.current = false;
      return;
    }
    store.getState().show(initialViewFor(modal));
  }, [modal, store]);

  // Hook point of the next step (forced password change, a later issue): when
  // `mustChangePassword` is set, show the change-password view here instead of closing.
  const handleLoggedIn = (_outcome: LoginOutcome) => {
    announcePolitely(t('login.success'));
    onClose();
    if (!reason || !STAY_ON_PAGE_REASONS.includes(reason)) host.navigate(ROUTES.home);
  };

  const handleRegistered = (outcome: RegisterOutcome) => {
    onClose();
    host.navigate(ROUTES.home);
    showRegistrationSuccess(host, outcome);
  };

  return (
    <Modal
      title={t(view === 'login' ? 'modal.loginTitle' : 'modal.registerTitle')}
      onClose={onClose}
      initialFocusRef={view === 'login' ? usernameRef : undefined}
      testId="account-modal"
    >
      {view === 'login' ? (
        <LoginForm reason={reason} usernameRef={usernameRef} onLoggedIn={handleLoggedIn} onRegisterRequested={() => show('register')} />
      ) : (
        <RegisterForm variant="modal" onLoginRequested={() => show('login')} onRegistered={handleRegistered} />
      )}
    </Modal>
  );
}
