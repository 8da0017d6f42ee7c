import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost } from 'shared-contracts/react';
import { z } from 'zod/mini';
import { fieldMessage, type FieldRule, type Translate } from '../../../lib/register-schema';
import styles from '../../../components/form/auth-form.module.css';
import { refineNewPassword } from '../../../lib/password/password-schema';
import { FormCallFooter, useFormCall } from '../../../components/form/form-submit';
import { usePasswordRule } from '../../../lib/password/use-password-rule';
import { changePassword } from '../api/password-api';
import { useZodForm, TextField } from 'platform-ui';
import { authInputProps } from '../../../components/form/field-classes';

function changePasswordSchema(rule: FieldRule, asksOld: boolean) {
  return z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }).check(
    z.superRefine((values, context) => {
      if (asksOld && !values.oldPassword.trim())
        context.addIssue({ code: 'custom', path: ['oldPassword'], message: 'password.errors.oldRequired' });
      refineNewPassword(rule, values, context);
    }),
  );
}

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** The current password when the client holds it (it was just typed to log in); else it is asked for. */
  heldPassword?: string | undefined;
  /** Why the change is forced (the default weak password or an expired one), shown above the form. */
  forced?: boolean;
  /** Called after the platform accepted the new password. */
  onChanged: () => void;
}

/**
 * Change password (spec §4): the new password follows the registration password rule, the
 * confirmation must be equal, the old password is asked only when none is held client-side.
 */
export function ChangePasswordForm({ heldPassword, forced = false, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => String(t(key, options ?? {}));
  const host = useHost();
  const { rule, isLoading: isRuleLoading } = usePasswordRule();
  const asksOld = !heldPassword;
  const { register, handleSubmit, formState } = useZodForm(changePasswordSchema(rule, asksOld), {
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const change = useMutation({
    mutationKey: ['account', 'password', 'change'],
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => changePassword(host, { body }),
  });
  const errorText = (name: 'oldPassword' | 'newPassword' | 'confirmNewPassword') => {
    const error = formState.errors[name];
    return error?.message ? fieldMessage(translate, rule, error.message) : undefined;
  };

  // Until the password rule is known a submit would check nothing: it waits (the button says so).
  const handleFormSubmit = useFormCall({
    handleSubmit,
    mutate: change.mutate,
    toBody: (values) => ({
      oldPassword: asksOld ? values.oldPassword.trim() : (heldPassword ?? ''),
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmNewPassword.trim(),
    }),
    isWaiting: isRuleLoading,
    onSuccess: () => onChanged(),
  });

  return (
    <div className={styles.root}>
      {forced && (
        <p className={styles.hint} data-testid="change-password-reason">
          {t('password.forcedHint')}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={handleFormSubmit} aria-busy={change.isPending}>
        {asksOld && (
          <TextField
            {...authInputProps}
            type="password"
            label={t('password.old')}
            field={register('oldPassword')}
            autoComplete="current-password"
            error={errorText('oldPassword')}
          />
        )}
        <TextField
          {...authInputProps}
          type="password"
          label={t('password.new')}
          field={register('newPassword')}
          autoComplete="new-password"
          error={errorText('newPassword')}
        />
        <TextField
          {...authInputProps}
          type="password"
          label={t('password.confirm')}
          field={register('confirmNewPassword')}
          autoComplete="new-password"
          error={errorText('confirmNewPassword')}
        />
        <FormCallFooter
          error={change.error}
          translate={translate}
          isPending={change.isPending}
          isDisabled={isRuleLoading}
          label={t('password.submit')}
          pendingLabel={t('password.submitting')}
          testId="change-password-error"
        />
      </form>
    </div>
  );
}
