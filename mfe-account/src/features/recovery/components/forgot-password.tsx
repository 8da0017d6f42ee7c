import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHITELABEL_FLAGS } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import styles from '../../../components/form/auth-form.module.css';
import { EmailRecoveryForm } from './email-recovery-form';
import { PhoneRecoveryForm } from './phone-recovery-form';

/** Recovery type of spec §4: by email or by mobile number. */
export type RecoveryMethod = 'email' | 'mobileNum';

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  /** Email recovery finished (message confirmed): the modal closes. */
  onEmailSent: () => void;
  /** Phone recovery reset the password and logged in. */
  onLoggedIn: (outcome: { firstTimeLogin: boolean }) => void;
  /** Back to the login view. */
  onBackToLogin: () => void;
}

/** Forgot password (spec §2, §4): by email always, by phone only when CHNGPASSVERIF3 is on. */
export function ForgotPassword({ onEmailSent, onLoggedIn, onBackToLogin }: ForgotPasswordProps) {
  const { t } = useTranslation();
  const host = useHost();
  const isPhoneEnabled = host.system.isEnabled(WHITELABEL_FLAGS.phonePasswordRecovery);
  const [method, setMethod] = useState<RecoveryMethod>('email');
  const shown: RecoveryMethod = isPhoneEnabled ? method : 'email';

  return (
    <div className={styles.root}>
      {isPhoneEnabled && (
        <div className={styles.modes} role="group" aria-label={t('recovery.methodLabel')}>
          {(['email', 'mobileNum'] as const).map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={styles.mode}
              aria-pressed={shown === candidate}
              onClick={() => setMethod(candidate)}
            >
              {t(candidate === 'email' ? 'recovery.byEmail' : 'recovery.byPhone')}
            </button>
          ))}
        </div>
      )}
      {/* Both stay mounted so switching method never loses what was typed. */}
      <div hidden={shown !== 'email'}>
        <EmailRecoveryForm onDone={onEmailSent} />
      </div>
      {isPhoneEnabled && (
        <div hidden={shown !== 'mobileNum'}>
          <PhoneRecoveryForm onLoggedIn={onLoggedIn} />
        </div>
      )}
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={onBackToLogin}>
          {t('recovery.backToLogin')}
        </button>
      </p>
    </div>
  );
}
