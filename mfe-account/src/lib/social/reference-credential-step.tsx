import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { AccountDialog } from '../../components/account-dialog';
import type { CredentialStepProps } from './credential-step-types';
import { PROVIDER_NAMES } from './provider-icon';
import styles from './social-login.module.css';
import { failureText } from '../failure-text';
import { TextField, useInFlight, useZodForm } from 'platform-ui';

/** The subject field in the step's own look (the kit's TextField, platform-ui `classes`). */
const SUBJECT_CLASSES = { field: styles.field, label: styles.fieldLabel, input: styles.input, error: styles.error };

const stepSchema = z.object({ subject: z.string().check(z.trim(), z.minLength(1, 'social.subjectRequired')) });

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
  const { register, handleSubmit, formState } = useZodForm(stepSchema, { subject: '' });
  const subjectField = register('subject');
  const mint = useMutation({
    mutationKey: ['account', 'social', 'reference-credential', provider],
    mutationFn: (value: string) => host.api.call(endpoints.socialReferenceCredential, { body: { provider, subject: value } }),
  });
  const name = PROVIDER_NAMES[provider];
  const isEmail = provider !== 'telegram';

  // A second submit while the first is out (a double click before the button is disabled) sends nothing.
  const inFlight = useInFlight();
  const onSubmit = handleSubmit(({ subject }) => {
    if (!inFlight.start()) return;
    mint.mutate(subject, { onSuccess: ({ credential }) => onCredential(credential), onSettled: inFlight.end });
  });
  const isMissing = Boolean(formState.errors.subject);

  const failure = mint.error ? failureText((key, options) => String(t(key, options ?? {})), mint.error) : '';
  const inputId = `${id}-subject`;
  const noteId = `${id}-note`;

  return (
    <AccountDialog title={t('social.stepTitle', { provider: name })} onClose={onCancel} initialFocusRef={inputRef} testId="social-step">
      <form className={styles.stepForm} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={mint.isPending}>
        <p id={noteId} className={styles.note}>
          {t('social.stepNote', { provider: name })}
        </p>
        <TextField
          label={t(isEmail ? 'social.subjectEmail' : 'social.subjectUsername', { provider: name })}
          field={{
            ...subjectField,
            ref: (element: HTMLInputElement | null) => {
              subjectField.ref(element);
              inputRef.current = element;
            },
          }}
          id={inputId}
          describedBy={noteId}
          error={isMissing ? t('social.subjectRequired', { provider: name }) : undefined}
          type={isEmail ? 'email' : 'text'}
          autoComplete={isEmail ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          required
          classes={SUBJECT_CLASSES}
        />
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
