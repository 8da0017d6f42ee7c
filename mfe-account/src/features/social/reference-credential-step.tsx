import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { AccountDialog } from '../../components/account-dialog';
import type { CredentialStepProps } from './credential-step';
import { PROVIDER_NAMES } from './provider-icon';
import styles from './social-login.module.css';
import { failureText } from '../../lib/failure-text';

/**
 * The reference credential step: stands in for the provider's own sign-in window (whose script
 * cannot load here). The visitor names the account at the provider (an email for Google and
 * Facebook, a username for Telegram) and the reference API answers the credential that provider
 * would hand the page. Real brands replace it with the provider's SDK (see `credential-step.ts`).
 */
export function ReferenceCredentialStep({ provider, onCredential, onCancel }: CredentialStepProps) {
  const { t } = useTranslation();
  const host = useHost();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [subject, setSubject] = useState('');
  const [isMissing, setMissing] = useState(false);
  const mint = useMutation({
    mutationKey: ['account', 'social', 'reference-credential', provider],
    mutationFn: (value: string) => host.api.call(endpoints.socialReferenceCredential, { body: { provider, subject: value } }),
  });
  const name = PROVIDER_NAMES[provider];
  const isEmail = provider !== 'telegram';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mint.isPending) return;
    const trimmed = subject.trim();
    setMissing(!trimmed);
    if (!trimmed) {
      inputRef.current?.focus();
      return;
    }
    mint.mutate(trimmed, { onSuccess: ({ credential }) => onCredential(credential) });
  };

  const failure = mint.error ? failureText((key, options) => String(t(key, options ?? {})), mint.error) : '';
  const inputId = `${id}-subject`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;

  return (
    <AccountDialog title={t('social.stepTitle', { provider: name })} onClose={onCancel} initialFocusRef={inputRef} testId="social-step">
      <form className={styles.stepForm} noValidate onSubmit={handleSubmit} aria-busy={mint.isPending}>
        <p id={noteId} className={styles.note}>
          {t('social.stepNote', { provider: name })}
        </p>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {t(isEmail ? 'social.subjectEmail' : 'social.subjectUsername', { provider: name })}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="providerAccount"
            className={styles.input}
            type={isEmail ? 'email' : 'text'}
            autoComplete={isEmail ? 'email' : 'username'}
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={isMissing ? true : undefined}
            aria-describedby={isMissing ? `${noteId} ${errorId}` : noteId}
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value);
              if (isMissing) setMissing(false);
            }}
          />
          {isMissing && (
            <p id={errorId} className={styles.error}>
              {t('social.subjectRequired', { provider: name })}
            </p>
          )}
        </div>
        <div role="alert" className={styles.alert}>
          {failure && <p className={styles.alertText}>{failure}</p>}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('social.cancel')}
          </button>
          <button type="submit" className={styles.submit} disabled={mint.isPending}>
            {t(mint.isPending ? 'social.continuing' : 'social.continue')}
          </button>
        </div>
      </form>
    </AccountDialog>
  );
}
