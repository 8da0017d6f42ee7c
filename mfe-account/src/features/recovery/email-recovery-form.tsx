import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { AlertDialog } from 'platform-ui';
import styles from '../login/components/login-form.module.css';
import { failureText } from '../../lib/failure-text';
import { TextField } from '../password/password-field';
import { useFieldRules } from '../password/use-field-rules';
import { messageText, validateField, type Translate } from '../register/model/register-schema';
import { SlowNotice } from './slow-notice';

type Field = 'username' | 'email';
const FIELDS: readonly Field[] = ['username', 'email'];

/** Props of {@link EmailRecoveryForm}. */
export interface EmailRecoveryFormProps {
  /** The visitor confirmed the success message: the modal closes (spec §4). */
  onDone: () => void;
}

/**
 * Password recovery by email (spec §4, §5): username and email, each required and checked by the
 * registration settings' rule; `forgotPasswordEmail` sends the reset link; success shows a message
 * dialog, and confirming it closes the modal.
 */
export function EmailRecoveryForm({ onDone }: EmailRecoveryFormProps) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => String(t(key, options ?? {}));
  const host = useHost();
  const { rules, isLoading } = useFieldRules(FIELDS);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { username: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const isSending = useRef(false);
  const send = useMutation({
    mutationKey: ['account', 'recovery', 'email'],
    mutationFn: (body: Record<Field, string>) => host.api.call(endpoints.forgotPasswordEmail, { body }),
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current || isLoading) return;
    const trimmed = { username: values.username.trim(), email: values.email.trim() };
    const next: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const rule = rules[field];
      const error = rule ? validateField(rule, trimmed) : null;
      if (error) next[field] = messageText(translate, error);
    }
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    isSending.current = true;
    send.mutate(trimmed, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={send.isPending}>
        <p className={styles.hint}>{t('recovery.emailHint')}</p>
        <TextField label={t('fields.username')} name="username" autoComplete="username" value={values.username} onChange={set('username')} error={errors.username} inputRef={refs.username} />
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} inputRef={refs.email} />
        <div role="alert" className={styles.alert} data-testid="recovery-email-error">
          {send.error ? <p className={styles.alertText}>{failureText(translate, send.error)}</p> : null}
        </div>
        <SlowNotice active={send.isPending} />
        <button type="submit" className={styles.submit} disabled={send.isPending || isLoading}>
          {t(send.isPending ? 'recovery.sending' : 'recovery.sendLink')}
        </button>
      </form>
      {send.isSuccess && (
        <AlertDialog
          icon="info"
          title={t('recovery.emailSentTitle')}
          text={t('recovery.emailSent', { email: send.data.email })}
          buttons={[{ label: t('register.ok'), value: 'ok', variant: 'primary' }]}
          onAnswer={onDone}
          testId="recovery-email-sent"
        />
      )}
    </>
  );
}
