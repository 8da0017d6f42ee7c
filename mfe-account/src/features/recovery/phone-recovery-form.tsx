import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import styles from '../login/components/login-form.module.css';
import { challengeFields } from '../challenge/use-human-check';
import { failureText } from '../../lib/failure-text';
import { PasswordField, TextField } from '../password/password-field';
import { usePasswordRule } from '../password/use-password-rule';
import { CountryPicker } from '../phone/country-picker';
import { isValidMobile } from '../phone/phone';
import { SmsButton } from '../phone/sms-button';
import { countriesQueryOptions } from '../register/api/register-api';
import { messageText, validateField, type Translate } from '../register/model/register-schema';
import { SlowNotice } from './slow-notice';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/** Props of {@link PhoneRecoveryForm}. */
export interface PhoneRecoveryFormProps {
  /** The password was reset and the session established with the new one. */
  onLoggedIn: (outcome: { firstTimeLogin: boolean }) => void;
}

/**
 * Password recovery by phone (spec §4, §5; CHNGPASSVERIF3): mobile number (required, phone rule
 * of the chosen country) with the SMS button (`smsPasswordCode`, countdown from the server's
 * expiry), the SMS code (required), a new password (registration password rule) and its
 * confirmation. `passwordByPhone` verifies the code, sets the password and answers a login: the
 * session is established (automatic login) and the visitor goes home.
 */
export function PhoneRecoveryForm({ onLoggedIn }: PhoneRecoveryFormProps) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => String(t(key, options ?? {}));
  const host = useHost();
  const countries = useQuery(countriesQueryOptions(host));
  const visitorCountry = host.system.getSnapshot()?.permission.location.country;
  const { rule, isLoading } = usePasswordRule();
  const [dialing, setDialing] = useState<{ code: string; country?: string }>({ code: '' });
  const [values, setValues] = useState<Record<Field, string>>({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = {
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  const isSending = useRef(false);
  const reset = useMutation({
    mutationKey: ['account', 'recovery', 'phone'],
    mutationFn: async (body: { mobileNum: string; verificationCode: string; newPassword: string }) => {
      const result = await host.api.call(endpoints.passwordByPhone, { body: { ...body, ...(dialing.code ? { countryDialingCode: dialing.code } : {}) } });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const mobileError = (mobile: string) => (!mobile ? t('login.errors.mobileRequired') : isValidMobile(mobile, dialing.code, dialing.country) ? undefined : t('validation.phone'));

  const validateMobile = () => {
    const error = mobileError(values.mobileNum.trim());
    setErrors((current) => ({ ...current, mobileNum: error }));
    if (error) refs.mobileNum.current?.focus();
    return !error;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current || isLoading) return;
    const trimmed = {
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmNewPassword.trim(),
    };
    const next: Partial<Record<Field, string>> = {};
    next.mobileNum = mobileError(trimmed.mobileNum);
    if (!trimmed.verificationCode) next.verificationCode = t('login.errors.codeRequired');
    const ruleError = validateField(rule, { password: trimmed.newPassword });
    if (ruleError) next.newPassword = ruleError.key === 'validation.required' ? t('password.errors.newRequired') : messageText(translate, ruleError);
    if (!trimmed.confirmNewPassword) next.confirmNewPassword = t('password.errors.confirmRequired');
    else if (trimmed.confirmNewPassword !== trimmed.newPassword) next.confirmNewPassword = t('validation.confirmMismatch');
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    isSending.current = true;
    reset.mutate(
      { mobileNum: trimmed.mobileNum, verificationCode: trimmed.verificationCode, newPassword: trimmed.newPassword },
      {
        onSuccess: (result) => onLoggedIn({ firstTimeLogin: result.firstTimeLogin }),
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={reset.isPending}>
      <p className={styles.hint}>{t('recovery.phoneHint')}</p>
      <TextField
        label={t('login.mobile')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.mobileNum}
        onChange={set('mobileNum')}
        error={errors.mobileNum}
        inputRef={refs.mobileNum}
        before={
          countries.data && countries.data.length > 0 ? (
            <CountryPicker countries={countries.data} visitorCountry={visitorCountry} label={t('login.countryCode')} onChange={(code, country) => setDialing({ code, country: country.countryCode })} />
          ) : null
        }
      />
      <TextField
        label={t('login.smsCode')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.verificationCode}
        onChange={set('verificationCode')}
        error={errors.verificationCode}
        inputRef={refs.verificationCode}
        after={
          <SmsButton
            validate={validateMobile}
            send={(challenge) =>
              host.api.call(endpoints.smsPasswordCode, {
                body: { mobileNum: values.mobileNum.trim(), countryDialingCode: dialing.code, ...challengeFields(challenge) },
              })
            }
          />
        }
      />
      <PasswordField label={t('password.new')} name="newPassword" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} inputRef={refs.newPassword} />
      <PasswordField label={t('password.confirm')} name="confirmNewPassword" autoComplete="new-password" value={values.confirmNewPassword} onChange={set('confirmNewPassword')} error={errors.confirmNewPassword} inputRef={refs.confirmNewPassword} />
      <div role="alert" className={styles.alert} data-testid="recovery-phone-error">
        {reset.error ? <p className={styles.alertText}>{failureText(translate, reset.error)}</p> : null}
      </div>
      <SlowNotice active={reset.isPending} />
      <button type="submit" className={styles.submit} disabled={reset.isPending || isLoading}>
        {t(reset.isPending ? 'recovery.resetting' : 'recovery.resetSubmit')}
      </button>
    </form>
  );
}
