import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROUTES, SPEC_CONSTANTS, WHITELABEL_FLAGS, apiErrorMessageKey, apiFieldErrors, type LoginResult } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { applyServerErrors, LazyAlertDialog, TextField, useInFlight, useZodForm, type TextFieldProps } from 'platform-ui';
import type { GeetestValidateV4 } from '../../../lib/challenge/challenge-api';
import { challengeFields, useHumanCheck } from '../../../lib/challenge/use-human-check';
import { CountryPicker } from '../../../lib/phone/country-picker';
import { isValidMobile, loadPhoneRules } from '../../../lib/phone/phone';
import { SmsButton } from '../../../lib/phone/sms-button';
import { PhoneProviderFailure } from '../../../lib/phone/phone-provider';
import { useFirebaseSms } from '../../../lib/phone/use-firebase-sms';
import { SocialLogin, type SocialStart } from '../../../lib/social/social-login';
import { countriesQueryOptions, registerSettingsQueryOptions } from '../../../lib/register-api';
import { checkAffiliateCode, domainAffiliateQueryOptions, registerMutationOptions, type RegisterOutcome } from '../api/register';
import {
  REGISTER_FIELDS,
  buildRegisterFields,
  fieldMessage,
  placeholderText,
  registerFormSchema,
  type FieldRule,
  type RegisterFieldName,
  type RegisterFormValues,
  type RegisterMode,
  type Translate,
} from '../../../lib/register-schema';
import { readReferralParams } from '../model/referral';
import { CaptchaImage } from '../../../components/captcha-field';
import styles from './register-form.module.css';
import { failureText } from '../../../lib/failure-text';
import { sendSmsRegisterCode } from '../api/calls';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** page: reset button; modal: login button (spec §2). */
  variant: 'page' | 'modal';
  /** Modal variant: switch to the login view. */
  onLoginRequested?: () => void;
  /** The account exists and the session is signed in. */
  onRegistered: (outcome: RegisterOutcome) => void;
  /**
   * Registered (or, for an already linked provider account, logged in) by a social icon (spec §2):
   * the session is signed in; this follows the login path, not the form's success modal.
   */
  onSocialLoggedIn: (result: LoginResult) => void;
  /** Registers with this provider at once (the visitor chose "Register with" it in the login view). */
  initialSocial?: SocialStart | undefined;
}

const INPUT_TYPES: Partial<Record<RegisterFieldName, TextFieldProps['type']>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

/** The registration's look for the parts of the kit's TextField. */
const REGISTER_FIELD_CLASSES = {
  field: styles.field,
  label: styles.label,
  input: styles.input,
  row: styles.inputRow,
  error: styles.fieldError,
};

const AUTOCOMPLETE: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  captcha: 'off',
};

const emptyValues = (referralCode: string | undefined): RegisterFormValues => ({
  ...(Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterFormValues),
  referralCode: referralCode ?? '',
});

/**
 * The registration form (spec §2 "Registration", §4 "Registration", §5): username and mobile tabs
 * (mobile only when MOBILENUMREG3 is on), fields from the server's settings, captcha, affiliate
 * check, submit. The same component serves the /register page and the modal.
 */
export function RegisterForm({ variant, onLoginRequested, onRegistered, onSocialLoggedIn, initialSocial }: RegisterFormProps) {
  const { t } = useTranslation();
  const translate: Translate = useCallback((key, options) => String(t(key, options ?? {})), [t]);
  const host = useHost();
  const language = useHostLanguage();
  const id = useId();
  const mobileEnabled = host.system.isEnabled(WHITELABEL_FLAGS.mobileRegistration);
  const smsVerification = host.system.isEnabled(WHITELABEL_FLAGS.smsVerification);
  const [referral] = useState(readReferralParams);
  const [mode, setMode] = useState<RegisterMode>('username');
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [affiliateWarning, setAffiliateWarning] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const inFlight = useInFlight();
  // Spec §4 registration: validate, check the affiliate code, then human verification, then submit.
  const humanCheck = useHumanCheck();
  const [isCheckCancelled, setCheckCancelled] = useState(false);
  // FIREBASESMS3: the SMS code is sent and confirmed by the phone provider (spec §3, §9).
  const firebase = useFirebaseSms();

  const settings = useQuery(registerSettingsQueryOptions(host));
  const domainCode = referral.affiliateCode;
  const domainAffiliate = useQuery({
    ...domainAffiliateQueryOptions(host, domainCode ?? '', window.location.hostname),
    enabled: Boolean(domainCode),
  });
  const hideAffiliateCode = Boolean(domainCode) && domainAffiliate.data === true;
  const registration = useMutation(registerMutationOptions(host));
  const countries = useQuery(countriesQueryOptions(host, language));
  const [dialing, setDialing] = useState<{ code: string; country?: string | undefined }>({ code: '' });
  const visitorCountry = host.system.getSnapshot()?.permission.location.country;

  const rules = useMemo(
    () => (settings.data ? buildRegisterFields(settings.data, { mode, smsVerification, hideAffiliateCode }) : []),
    [settings.data, mode, smsVerification, hideAffiliateCode],
  );
  // One schema from the shown fields (the contract's checks) and the picked country's phone rule.
  const schema = useMemo(
    () => registerFormSchema(rules, { mode, isValidMobile: (mobile) => isValidMobile(mobile, dialing.code, dialing.country) }),
    [rules, mode, dialing],
  );
  const hasMobile = rules.some((rule) => rule.name === 'mobileNum');
  const { register, handleSubmit, formState, getValues, setError, clearErrors, reset, control } = useZodForm(
    schema,
    emptyValues(referral.referralCode),
    { beforeValidate: hasMobile ? loadPhoneRules : undefined },
  );
  const typedReferralCode = useWatch({ control, name: 'referralCode' });

  const refreshCaptcha = useCallback(() => setCaptchaNonce((nonce) => nonce + 1), []);

  // A new captcha on every registration type change (spec §4).
  const isFirstMode = useRef(true);
  useEffect(() => {
    if (isFirstMode.current) {
      isFirstMode.current = false;
      return;
    }
    refreshCaptcha();
  }, [mode, refreshCaptcha]);

  // Spec §8 "Firebase verification failure: registration aborts silently": no dialog, the reason
  // stays under the code field.
  const showCodeFailure = (error: unknown) => {
    if (!(error instanceof PhoneProviderFailure)) firebase.forget();
    const message = firebase.messageOf(error);
    if (message && rules.some((rule) => rule.name === 'verificationCode')) {
      setError('verificationCode', { type: 'server', message }, { shouldFocus: true });
    }
  };

  // Called with the guard held (onSubmit's inFlight.start()); the call's end releases it.
  const send = (challenge: GeetestValidateV4 | null, firebaseIdToken?: string) => {
    // What was typed, as typed (the request trims it); the URL's referral code even when its field is hidden.
    registration.mutate(
      {
        mode,
        values: getValues(),
        countryDialingCode: dialing.code || undefined,
        domainAffiliateCode: hideAffiliateCode ? domainCode : undefined,
        challenge,
        firebaseIdToken,
      },
      {
        onSuccess: (outcome) => onRegistered(outcome),
        onError: (error) => {
          humanCheck.noteFailure(error);
          if (firebaseIdToken && firebase.isCodeFailure(error)) {
            refreshCaptcha();
            showCodeFailure(error);
            return;
          }
          // A used captcha is spent: show a fresh one; field errors go under their fields.
          refreshCaptcha();
          // The platform's field errors under their fields, in the form's order; the first is focused.
          applyServerErrors(
            error,
            setError,
            rules.map((rule) => rule.name),
          );
        },
        onSettled: () => {
          inFlight.end();
        },
      },
    );
  };

  // Spec §5 "all fields are validated on submit"; react-hook-form focuses the first invalid one.
  const onSubmit = handleSubmit(
    async (values) => {
      // One registration at a time: held from here through the checks to the call's end.
      if (!settings.data || !inFlight.start()) return;
      setCheckCancelled(false);
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as RegisterFormValues;
      const code = trimmed.affiliateCode;
      if (!hideAffiliateCode && code && rules.some((rule) => rule.name === 'affiliateCode')) {
        setChecking(true);
        const valid = await checkAffiliateCode(host, code);
        setChecking(false);
        if (!valid) {
          inFlight.end();
          setAffiliateWarning(true);
          return;
        }
      }
      const check = await humanCheck.run('register');
      if (!check.passed) {
        inFlight.end();
        setCheckCancelled(true);
        return;
      }
      // Then the SMS verification (spec §4): on the firebase path the provider confirms the code first.
      const smsCode = trimmed.verificationCode;
      if (firebase.isOn && smsCode && rules.some((rule) => rule.name === 'verificationCode')) {
        setChecking(true);
        try {
          const idToken = await firebase.idToken(trimmed.mobileNum ?? '', dialing.code, smsCode);
          send(check.validate, idToken);
        } catch (error) {
          inFlight.end();
          showCodeFailure(error);
        } finally {
          setChecking(false);
        }
        return;
      }
      send(check.validate);
    },
    () => setCheckCancelled(false),
  );

  // The mobile number is checked before an SMS is sent (spec §5).
  const validateMobileForSms = () => {
    const mobile = getValues('mobileNum').trim();
    const key = !mobile ? 'validation.required' : isValidMobile(mobile, dialing.code, dialing.country) ? null : 'validation.phone';
    if (key === null) {
      clearErrors('mobileNum');
      return true;
    }
    setError('mobileNum', { type: 'validate', message: key }, { shouldFocus: true });
    return false;
  };
  const sendSms = (challenge: GeetestValidateV4 | null) =>
    sendSmsRegisterCode(host, {
      body: {
        countryDialingCode: dialing.code,
        mobileNo: getValues('mobileNum').trim(),
        registerType: mode === 'mobile' ? 'registerMobile' : 'register',
        ...challengeFields(challenge),
      },
    });

  const handleReset = () => {
    reset(emptyValues(referral.referralCode));
    registration.reset();
  };

  const failure = registration.error;
  const failureMessage =
    failure && Object.keys(apiFieldErrors(failure)).length === 0 && !(firebase.isOn && firebase.isCodeFailure(failure))
      ? failureText((key, options) => String(t(key, options ?? {})), failure)
      : '';
  const isBusy = registration.isPending || isChecking;

  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{t('register.title', { amount: SPEC_CONSTANTS.registrationTitleAmount })}</h2>
      {mobileEnabled && (
        <div role="tablist" aria-label={t('register.typeLabel')} className={styles.tabs}>
          {(['username', 'mobile'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={mode === tab}
              aria-controls={`${id}-panel`}
              tabIndex={mode === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => setMode(tab)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = tab === 'username' ? 'mobile' : 'username';
                  setMode(next);
                  document.getElementById(`${id}-tab-${next}`)?.focus();
                }
              }}
            >
              {t(tab === 'username' ? 'register.tabUsername' : 'register.tabMobile')}
            </button>
          ))}
        </div>
      )}

      {settings.isPending && (
        <p role="status" className={styles.formLoading}>
          {t('register.loading')}
        </p>
      )}
      {settings.isError && (
        <div role="alert" className={styles.alert}>
          <p>{t(apiErrorMessageKey(settings.error), { ns: 'common' })}</p>
          <button type="button" className={styles.secondary} onClick={() => void settings.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      )}

      {settings.data && (
        <form
          id={`${id}-panel`}
          role={mobileEnabled ? 'tabpanel' : undefined}
          aria-labelledby={mobileEnabled ? `${id}-tab-${mode}` : undefined}
          className={styles.form}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={isBusy}
        >
          {rules.map((rule) => (
            <RegisterField
              key={rule.name}
              rule={rule}
              inputId={`${id}-${rule.name}`}
              field={register(rule.name)}
              error={formState.errors[rule.name]}
              translate={translate}
              prefix={
                rule.name === 'mobileNum' && countries.data && countries.data.length > 0 ? (
                  <CountryPicker
                    countries={countries.data}
                    visitorCountry={visitorCountry}
                    label={t('fields.mobileNum')}
                    onChange={(code, country) => setDialing({ code, country: country.countryCode })}
                  />
                ) : null
              }
              extra={
                rule.name === 'captcha' ? (
                  <CaptchaImage nonce={captchaNonce} onRefresh={refreshCaptcha} />
                ) : rule.name === 'verificationCode' ? (
                  firebase.isOn ? (
                    <SmsButton
                      validate={validateMobileForSms}
                      withHumanCheck={false}
                      failureMessage={firebase.messageOf}
                      send={() => firebase.send(getValues('mobileNum').trim(), dialing.code)}
                    />
                  ) : (
                    <SmsButton validate={validateMobileForSms} send={sendSms} />
                  )
                ) : null
              }
            />
          ))}

          <p className={styles.agreement}>
            {t('register.agreementPrefix')}{' '}
            <a
              href={ROUTES.help}
              className={styles.link}
              onClick={(event) => {
                event.preventDefault();
                host.navigate(ROUTES.help);
              }}
            >
              {t('register.agreementLink')}
            </a>
          </p>

          <div role="alert" className={styles.alert} data-testid="register-error">
            {failureMessage && <p>{failureMessage}</p>}
            {isCheckCancelled && <p>{t('challenge.cancelled')}</p>}
          </div>

          <div className={styles.actions}>
            {variant === 'page' ? (
              <button type="button" className={styles.secondary} onClick={handleReset} disabled={isBusy}>
                {t('register.reset')}
              </button>
            ) : (
              <button type="button" className={styles.secondary} onClick={onLoginRequested}>
                {t('register.login')}
              </button>
            )}
            <button type="submit" className={styles.submit} disabled={isBusy}>
              {t(isBusy ? 'register.submitting' : 'register.submit')}
            </button>
          </div>
        </form>
      )}

      <SocialLogin
        registration={{
          domain: window.location.hostname,
          referralCode: typedReferralCode.trim() || undefined,
          // Only the domain's code the check accepted: a typed one is checked by the form's own submit.
          affiliateCode: hideAffiliateCode ? domainCode : undefined,
        }}
        initial={initialSocial}
        isReady={!domainCode || !domainAffiliate.isPending}
        onLoggedIn={onSocialLoggedIn}
      />
      {humanCheck.element}
      {affiliateWarning && (
        <LazyAlertDialog
          icon="warning"
          title={t('register.warningTitle')}
          text={t('register.invitationCodeError')}
          buttons={[{ label: t('register.submit'), value: 'ok', variant: 'primary' }]}
          onAnswer={() => setAffiliateWarning(false)}
          testId="affiliate-warning"
        />
      )}
    </div>
  );
}

interface RegisterFieldProps {
  rule: FieldRule;
  inputId: string;
  /** The input's react-hook-form registration. */
  field: UseFormRegisterReturn<RegisterFieldName>;
  error: FieldError | undefined;
  translate: Translate;
  extra?: ReactNode;
  prefix?: ReactNode;
}

/** A registration field as its rule says (label, type, placeholder, required, length), on the kit's TextField. */
function RegisterField({ rule, inputId, field, error, translate, extra, prefix }: RegisterFieldProps) {
  // The schema's keys are put into words here; a server's or the phone provider's message came in words.
  const errorText = !error?.message ? '' : error.type === 'server' ? error.message : fieldMessage(translate, rule, error.message);
  return (
    <TextField
      id={inputId}
      classes={REGISTER_FIELD_CLASSES}
      label={translate(`fields.${rule.name}`)}
      field={field}
      type={INPUT_TYPES[rule.name] ?? 'text'}
      autoComplete={AUTOCOMPLETE[rule.name] ?? 'off'}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={placeholderText(translate, rule)}
      required={rule.required}
      maxLength={rule.max}
      error={errorText || undefined}
      before={prefix}
      after={extra}
    />
  );
}
