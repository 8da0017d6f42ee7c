import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { AlertDialog } from 'platform-ui';
import type { RegisterOutcome } from '../api/register';

/** Props of {@link RegistrationSuccess}. */
export interface RegistrationSuccessProps {
  outcome: RegisterOutcome;
  onDone: () => void;
}

/**
 * After registering (spec §4): in mobile mode first an alert with the generated account, then the
 * registration-success modal.
 */
export function RegistrationSuccess({ outcome, onDone }: RegistrationSuccessProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'account' | 'success'>(outcome.mode === 'mobile' ? 'account' : 'success');
  if (step === 'account') {
    return (
      <AlertDialog
        key="account"
        icon="success"
        title={t('register.successTitle')}
        text={t('register.successAccount', { account: outcome.username })}
        buttons={[{ label: t('register.ok'), value: 'ok', variant: 'primary' }]}
        onAnswer={() => setStep('success')}
        testId="register-account-alert"
      />
    );
  }
  return (
    <AlertDialog
      key="success"
      icon="success"
      title={t('register.successTitle')}
      text={t('register.successText')}
      buttons={[{ label: t('register.ok'), value: 'ok', variant: 'primary' }]}
      onAnswer={onDone}
      testId="register-success"
    />
  );
}

/**
 * Shows {@link RegistrationSuccess} in its own React root on document.body: the page or modal
 * that registered is gone by then (it closes and the visitor goes to /), so the success modal
 * cannot live in its tree. `createI18n` makes the remote's i18n instance for the new root (the
 * app's, which a feature does not import).
 */
export function showRegistrationSuccess(host: HostApi, outcome: RegisterOutcome, createI18n: (language: string) => I18n): void {
  const container = document.createElement('div');
  container.dataset.accountDetached = 'registration-success';
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  root.render(
    <HostProvider host={host}>
      <RemoteProviders remote="mfe-account" i18n={createI18n(host.i18n.getLanguage())} queryClient={createAppQueryClient()}>
        <RegistrationSuccess outcome={outcome} onDone={close} />
      </RemoteProviders>
    </HostProvider>,
  );
}
