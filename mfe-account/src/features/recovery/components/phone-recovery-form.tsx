import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import styles from '../../../components/form/auth-form.module.css';
import { challengeFields } from '../../../lib/challenge/use-human-check';
import { FormCallFooter, useFormCall } from '../../../components/form/form-submit';
import { usePasswordRule } from '../../../lib/password/use-password-rule';
import { CountryPicker } from '../../../lib/phone/country-picker';
import { isValidMobile, loadPhoneRules } from '../../../lib/phone/phone';
import { SmsButton } from '../../../lib/phone/sms-button';
import { countriesQueryOptions } from '../../../lib/register-api';
import { fieldMessage, type FieldRule, type Translate } from '../../../lib/register-schema';
import { refineNewPassword } from '../../../lib/password/password-schema';
import { resetPasswordByPhone, sendSmsPasswordCode } from '../api/recovery-api';
import { useZodForm, TextField } from 'platform-ui';
import { authInputProps } from '../../../components/form/field-classes';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

/** The mobile number's check (required, then the picked country's rule); a key of `account`, or none. */
function mobileErrorKey(mobile: string, dialing: { code: string; country?: string | undefined }): string | undefined {
  if (!mobile) return 'login.errors.mobileRequired';
  return isValidMobile(mobile, dialing.code, dialing.country) ? undefined : 'validation.phone';
}

function phoneRecoverySchema(rule: FieldRule, dialing: { code: string; country?: string | undefined }) {
  return z.object({ mobileNum: z.string(), verificationCode: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }).check(
    z.superRefine((values, context) => {
      const mobileError = mobileErrorKey(values.mobileNum.trim(), dialing);
      if (mobileError) context.addIssue({ code: 'custom', path: ['mobileNum'], message: mobileError });
      if (!values.verificationCode.trim())
        context.addIssue({ code: 'custom', path: ['verificationCode'], message: 'login.errors.codeRequired' });
      refineNewPassword(rule, values, context);
    }),
  );
}

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
  const language = useHostLanguage();
  const countries = useQuery(countriesQueryOptions(host, language));
  const visitorCountry = host.system.getSnapshot()?.permission.location.country;
  const { rule, isLoading } = usePasswordRule();
  const [dialing, setDialing] = useState<{ code: string; country?: string }>({ code: '' });
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useZodForm(
    phoneRecoverySchema(rule, dialing),
    {
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    { beforeValidate: loadPhoneRules },
  );
  const reset = useMutation({
    mutationKey: ['account', 'recovery', 'phone'],
    mutationFn: async (body: { mobileNum: string; verificationCode: string; newPassword: string }) => {
      const result = await resetPasswordByPhone(host, {
        body: { ...body, ...(dialing.code ? { countryDialingCode: dialing.code } : {}) },
      });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });

  const errorText = (field: Field) => {
    const message = formState.errors[field]?.message;
    return message ? fieldMessage(translate, rule, message) : undefined;
  };

  // The SMS button checks the number alone, at once.
  const validateMobile = () => {
    const error = mobileErrorKey(getValues('mobileNum').trim(), dialing);
    if (!error) {
      clearErrors('mobileNum');
      return true;
    }
    setError('mobileNum', { type: 'validate', message: error }, { shouldFocus: true });
    return false;
  };

  // Until the password rule is known a submit would check nothing: it waits (the button is disabled).
  const handleFormSubmit = useFormCall({
    handleSubmit,
    mutate: reset.mutate,
    toBody: (values) => ({
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword.trim(),
    }),
    isWaiting: isLoading,
    onSuccess: (result) => onLoggedIn({ firstTimeLogin: result.firstTimeLogin }),
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleFormSubmit} aria-busy={reset.isPending}>
      <p className={styles.hint}>{t('recovery.phoneHint')}</p>
      <TextField
        {...authInputProps}
        label={t('login.mobile')}
        field={register('mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errorText('mobileNum')}
        before={
          countries.data && countries.data.length > 0 ? (
            <CountryPicker
              countries={countries.data}
              visitorCountry={visitorCountry}
              label={t('login.mobile')}
              onChange={(code, country) => setDialing({ code, country: country.countryCode })}
            />
          ) : null
        }
      />
      <TextField
        {...authInputProps}
        label={t('login.smsCode')}
        field={register('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errorText('verificationCode')}
        after={
          <SmsButton
            validate={validateMobile}
            send={(challenge) =>
              sendSmsPasswordCode(host, {
                body: { mobileNum: getValues('mobileNum').trim(), countryDialingCode: dialing.code, ...challengeFields(challenge) },
              })
            }
          />
        }
      />
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
        error={reset.error}
        translate={translate}
        isPending={reset.isPending}
        isDisabled={isLoading}
        label={t('recovery.resetSubmit')}
        pendingLabel={t('recovery.resetting')}
        testId="recovery-phone-error"
        hasSlowNotice
      />
    </form>
  );
}
