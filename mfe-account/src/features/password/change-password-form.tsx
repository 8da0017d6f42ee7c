import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { messageText, validateField, type Translate } from '../register/model/register-schema';
import styles from '../login/components/login-form.module.css';
import { PasswordField } from './password-field';
import { failureText } from '../../lib/failure-text';
import { usePasswordRule } from './use-password-rule';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

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
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirmNewPassword: useRef<HTMLInputElement>(null) };
  const isSending = useRef(false);
  const change = useMutation({
    mutationKey: ['account', 'password', 'change'],
    mutationFn: (body: Record<Field, string>) => host.api.call(endpoints.changePassword, { body }),
  });
  const asksOld = !heldPassword;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current || isRuleLoading) return;
    const oldPassword = asksOld ? values.oldPassword.trim() : (heldPassword ?? '');
    const newPassword = values.newPassword.trim();
    const confirmNewPassword = values.confirmNewPassword.trim();
    const next: Partial<Record<Field, string>> = {};
    if (asksOld && !oldPassword) next.oldPassword = t('password.errors.oldRequired');
    const ruleError = validateField(rule, { password: newPassword });
    if (ruleError) next.newPassword = ruleError.key === 'validation.required' ? t('password.errors.newRequired') : messageText(translate, ruleError);
    if (!confirmNewPassword) next.confirmNewPassword = t('password.errors.confirmRequired');
    else if (confirmNewPassword !== newPassword) next.confirmNewPassword = t('validation.confirmMismatch');
    setErrors(next);
    const first = (['oldPassword', 'newPassword', 'confirmNewPassword'] as const).find((field) => next[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    isSending.current = true;
    change.mutate(
      { oldPassword, newPassword, confirmNewPassword },
      {
        onSuccess: () => onChanged(),
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <div className={styles.root}>
      {forced && (
        <p className={styles.hint} data-testid="change-password-reason">
          {t('password.forcedHint')}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={change.isPending}>
        {asksOld && (
          <PasswordField label={t('password.old')} name="oldPassword" autoComplete="current-password" value={values.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} inputRef={refs.oldPassword} />
        )}
        <PasswordField label={t('password.new')} name="newPassword" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} inputRef={refs.newPassword} />
        <PasswordField label={t('password.confirm')} name="confirmNewPassword" autoComplete="new-password" value={values.confirmNewPassword} onChange={set('confirmNewPassword')} error={errors.confirmNewPassword} inputRef={refs.confirmNewPassword} />
        <div role="alert" className={styles.alert} data-testid="change-password-error">
          {change.error ? <p className={styles.alertText}>{failureText(translate, change.error)}</p> : null}
        </div>
        <button type="submit" className={styles.submit} disabled={change.isPending || isRuleLoading}>
          {t(change.isPending ? 'password.submitting' : 'password.submit')}
        </button>
      </form>
    </div>
  );
}
