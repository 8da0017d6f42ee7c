import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { createI18n } from '../../../app/i18n';
import { AlertDialog } from 'platform-ui';
import type { RegisterOutcome } from '../../../lib/register-api';

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
 * cannot live in its tree.
 */
export function showRegistrationSuccess(host: HostApi, outcome: RegisterOutcome): void {
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
