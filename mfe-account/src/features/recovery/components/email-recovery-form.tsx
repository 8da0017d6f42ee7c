import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost } from 'shared-contracts/react';
import { AlertDialog, useZodForm, TextField } from 'platform-ui';
import { authInputProps } from '../../../components/form/field-classes';
import styles from '../../../components/form/auth-form.module.css';
import { FormCallFooter, useFormCall } from '../../../components/form/form-submit';
import { useFieldRules } from '../../../lib/password/use-field-rules';
import { fieldMessage, validateField, type FieldRule, type Translate } from '../../../lib/register-schema';
import { z } from 'zod/mini';
import { sendRecoveryEmail } from '../api/recovery-api';

type Field = 'username' | 'email';
const FIELDS: readonly Field[] = ['username', 'email'];

/** Username and email, each checked by its registration rule (the contract's check), trimmed. */
function emailRecoverySchema(rules: Record<string, FieldRule>) {
  return z.object({ username: z.string(), email: z.string() }).check(
    z.superRefine((values, context) => {
      const trimmed = { username: values.username.trim(), email: values.email.trim() };
      for (const field of FIELDS) {
        const rule = rules[field];
        const error = rule ? validateField(rule, trimmed) : null;
        if (error) context.addIssue({ code: 'custom', path: [field], message: error.key });
      }
    }),
  );
}

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
  const { register, handleSubmit, formState } = useZodForm(emailRecoverySchema(rules), { username: '', email: '' });
  const send = useMutation({
    mutationKey: ['account', 'recovery', 'email'],
    mutationFn: (body: Record<Field, string>) => sendRecoveryEmail(host, { body }),
  });

  const errorText = (field: Field) => {
    const message = formState.errors[field]?.message;
    const rule = rules[field];
    return message ? (rule ? fieldMessage(translate, rule, message) : translate(message)) : undefined;
  };

  // Until the settings answer a submit would skip the rules: it waits for them (the button is disabled).
  const handleFormSubmit = useFormCall({
    handleSubmit,
    mutate: send.mutate,
    toBody: (values) => ({ username: values.username.trim(), email: values.email.trim() }),
    isWaiting: isLoading,
  });

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleFormSubmit} aria-busy={send.isPending}>
        <p className={styles.hint}>{t('recovery.emailHint')}</p>
        <TextField
          {...authInputProps}
          label={t('fields.username')}
          field={register('username')}
          autoComplete="username"
          error={errorText('username')}
        />
        <TextField
          {...authInputProps}
          label={t('fields.email')}
          field={register('email')}
          type="email"
          autoComplete="email"
          error={errorText('email')}
        />
        <FormCallFooter
          error={send.error}
          translate={translate}
          isPending={send.isPending}
          isDisabled={isLoading}
          label={t('recovery.sendLink')}
          pendingLabel={t('recovery.sending')}
          testId="recovery-email-error"
          hasSlowNotice
        />
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
