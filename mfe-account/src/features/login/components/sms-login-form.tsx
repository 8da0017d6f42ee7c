import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIREBASE_SMS_CHANNEL, type LoginVerificationRequired } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { CountryPicker } from '../../../lib/phone/country-picker';
import { isValidMobile, loadPhoneRules } from '../../../lib/phone/phone';
import { SmsButton } from '../../../lib/phone/sms-button';
import { useFirebaseSms } from '../../../lib/phone/use-firebase-sms';
import { PhoneProviderFailure } from '../../../lib/phone/phone-provider';
import { failureText } from '../../../lib/failure-text';
import { z } from 'zod/mini';
import { challengeFields } from '../../../lib/challenge/use-human-check';
import { countriesQueryOptions } from '../../../lib/register-api';
import { getLoginDeviceId } from '../../../lib/device-id';
import { verificationRequiredBy } from '../../../lib/verification';
import styles from '../../../components/form/auth-form.module.css';
import { sendSmsLoginCode, smsLogin } from '../api/calls';
import { TextField, useFieldErrorText, useZodForm, useInFlight } from 'platform-ui';
import { authInputProps } from '../../../components/form/field-classes';

/** Props of {@link SmsLoginForm}. */
export interface SmsLoginFormProps {
  /** Called once the session is established. */
  onLoggedIn: (outcome: { firstTimeLogin: boolean }) => void;
  /** The platform wants the login confirmed (unregistered IP). */
  onVerificationRequired: (request: LoginVerificationRequired) => void;
}

type Field = 'mobile' | 'code';

/** The mobile number's rule (required, then valid for the picked country), a key of `account`. */
function mobileRule(dialing: { code: string; country?: string | undefined }) {
  return z.string().check(
    z.trim(),
    z.minLength(1, 'login.errors.mobileRequired'),
    z.refine((mobile) => isValidMobile(mobile, dialing.code, dialing.country), 'validation.phone'),
  );
}

function smsLoginSchema(dialing: { code: string; country?: string | undefined }) {
  return z.object({
    mobile: mobileRule(dialing),
    code: z.string().check(z.trim(), z.minLength(1, 'login.errors.codeRequired')),
  });
}

/**
 * SMS-code login (spec §4, MOBILEVERCODELOGIN3): country code + mobile, the SMS button sends a code
 * (`smsLoginCode`), login with type 'sms' (username = mobile, password = code). With FIREBASESMS3 on
 * the phone provider sends and confirms the code instead, and the login is type 'firebase' with the
 * provider's ID token. No forced password change follows either (spec §4).
 */
export function SmsLoginForm({ onLoggedIn, onVerificationRequired }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));
  const host = useHost();
  const language = useHostLanguage();
  const id = useId();
  const countries = useQuery(countriesQueryOptions(host, language));
  const visitorCountry = host.system.getSnapshot()?.permission.location.country;
  const [dialing, setDialing] = useState<{ code: string; country?: string }>({
    code: '',
  });
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useZodForm(
    smsLoginSchema(dialing),
    { mobile: '', code: '' },
    { beforeValidate: loadPhoneRules },
  );
  const errorText = useFieldErrorText();
  const inFlight = useInFlight();
  const firebase = useFirebaseSms();
  const login = useMutation({
    mutationKey: ['account', 'login', 'sms'],
    mutationFn: async ({ mobile, code }: Record<Field, string>) => {
      const body = firebase.isOn
        ? {
            username: mobile,
            password: '',
            type: 'firebase' as const,
            firebaseChannel: FIREBASE_SMS_CHANNEL as typeof FIREBASE_SMS_CHANNEL,
            firebaseIdToken: await firebase.idToken(mobile, dialing.code, code),
            loginDeviceId: getLoginDeviceId(),
          }
        : {
            username: mobile,
            password: code,
            type: 'sms' as const,
            loginDeviceId: getLoginDeviceId(),
          };
      const result = await smsLogin(host, { body });
      await host.session.signIn(result.token, {
        firstTimeLogin: result.firstTimeLogin,
      });
      return result;
    },
  });

  // The SMS button checks the number alone, at once (it must not wait for the whole form).
  const validateMobile = () => {
    const result = mobileRule(dialing).safeParse(getValues('mobile'));
    if (result.success) {
      clearErrors('mobile');
      return true;
    }
    setError('mobile', { type: 'validate', message: result.error.issues[0]?.message ?? 'validation.phone' }, { shouldFocus: true });
    return false;
  };

  const onSubmit = handleSubmit(({ mobile, code }) => {
    if (!inFlight.start()) return;
    login.mutate(
      { mobile, code },
      {
        onSuccess: (result) => onLoggedIn({ firstTimeLogin: result.firstTimeLogin }),
        onError: (error) => {
          const request = verificationRequiredBy(error);
          if (request) onVerificationRequired(request);
          // The code's own failure (firebase path) goes under the code field.
          if (firebase.isOn && firebase.isCodeFailure(error)) {
            // A refused token (or none sent) needs a new code; a mistyped code can be typed again.
            if (!(error instanceof PhoneProviderFailure)) firebase.forget();
            setError('code', { type: 'server', message: firebase.messageOf(error) }, { shouldFocus: true });
          }
        },
        onSettled: () => {
          inFlight.end();
        },
      },
    );
  });

  const field = (name: Field, label: string, extra: React.ReactNode, autoComplete: string) => (
    <TextField
      {...authInputProps}
      autoCapitalize={undefined}
      spellCheck={undefined}
      id={`${id}-${name}`}
      label={label}
      field={register(name)}
      type={name === 'mobile' ? 'tel' : 'text'}
      inputMode="numeric"
      autoComplete={autoComplete}
      error={errorText(formState.errors[name])}
      before={
        name === 'mobile' && countries.data && countries.data.length > 0 ? (
          <CountryPicker
            countries={countries.data}
            visitorCountry={visitorCountry}
            label={label}
            onChange={(code, country) => setDialing({ code, country: country.countryCode })}
          />
        ) : null
      }
      after={extra}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={login.isPending}>
      {field('mobile', t('login.mobile'), null, 'tel-national')}
      {field(
        'code',
        t('login.smsCode'),
        firebase.isOn ? (
          <SmsButton
            validate={validateMobile}
            withHumanCheck={false}
            failureMessage={firebase.messageOf}
            send={() => firebase.send(getValues('mobile').trim(), dialing.code)}
          />
        ) : (
          <SmsButton
            validate={validateMobile}
            send={(challenge) =>
              sendSmsLoginCode(host, {
                body: {
                  mobileNum: getValues('mobile').trim(),
                  countryDialingCode: dialing.code,
                  ...challengeFields(challenge),
                },
              })
            }
          />
        ),
        'one-time-code',
      )}
      <div role="alert" className={styles.alert} data-testid="sms-login-error">
        {login.error && !(firebase.isOn && firebase.isCodeFailure(login.error)) ? (
          <p className={styles.alertText}>{failureText(translate, login.error)}</p>
        ) : null}
      </div>
      <button type="submit" className={styles.submit} disabled={login.isPending}>
        {t(login.isPending ? 'login.submitting' : 'login.submit')}
      </button>
    </form>
  );
}
