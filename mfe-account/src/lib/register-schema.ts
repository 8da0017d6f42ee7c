import { SPEC_CONSTANTS, validateRegistration, type RegisterFieldSetting as ContractFieldSetting } from 'shared-contracts';
import { z } from 'zod/mini';

/** The server's setting of one registration field (spec §5; facts §4.7). */
export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** '*' (or empty) accepts anything; otherwise a regex source the whole value must match. */
  acceptedPattern?: string | undefined;
  /** A pattern kind of the contract's table (`REGISTER_PATTERN_KINDS`); an unknown id means "anything". */
  patternId?: number | undefined;
}

/** Fields the registration form knows, in display order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'referralCode',
  'captcha',
] as const;

/** A registration field name. */
export type RegisterFieldName = (typeof REGISTER_FIELDS)[number];

/** Per-field settings as the server sends them (missing = not enabled, except the always-on ones). */
export type RegisterSettings = Partial<Record<string, RegisterFieldSetting>>;

/** username = registration by username; mobile = registration by mobile number (spec §4). */
export type RegisterMode = 'username' | 'mobile';

/** A message to translate: key of the `account` namespace, the field it is about, its bounds. */
export interface Message {
  key: string;
  field?: RegisterFieldName;
  min?: number | undefined;
  max?: number | undefined;
}

/** How one shown field is checked. */
export interface FieldRule {
  name: RegisterFieldName;
  required: boolean;
  /** The bounds the messages name (the setting's). */
  min?: number | undefined;
  max?: number | undefined;
  /**
   * The setting the contract's `validateRegistration` checks the field with: the server's, completed
   * where it leaves a part open, or made up for a field the form shows whatever the settings say.
   */
  setting: ContractFieldSetting;
}

/** Options of {@link buildRegisterFields}. */
export interface SchemaOptions {
  mode: RegisterMode;
  /** SMS verification switch (REGMOBVERF3 in username mode; always on for mobile registration with SMS). */
  smsVerification: boolean;
  /** Hide the affiliate-code field: the domain already carries a valid code. */
  hideAffiliateCode?: boolean | undefined;
}

// Shown whatever the settings say, in the mode(s) given (spec §5).
const ALWAYS_SHOWN: Partial<Record<RegisterFieldName, (mode: RegisterMode) => boolean>> = {
  username: (mode) => mode === 'username',
  password: () => true,
  confirmPassword: () => true,
  mobileNum: (mode) => mode === 'mobile',
};

// Required whenever shown (spec §5); others follow the settings' `required`.
const ALWAYS_REQUIRED: readonly RegisterFieldName[] = ['username', 'password', 'confirmPassword', 'mobileNum', 'paymentPassword'];

/** Bounds used when the server leaves a side open (or sends no setting for a field shown anyway). */
export const DEFAULT_MIN_LENGTH = 1;
export const DEFAULT_MAX_LENGTH = SPEC_CONSTANTS.verificationCodeMaxLength;

function completeSetting(name: RegisterFieldName, required: boolean, setting: RegisterFieldSetting | undefined): ContractFieldSetting {
  return {
    key: name,
    enabled: true,
    required,
    minLength: setting?.minLength ?? DEFAULT_MIN_LENGTH,
    maxLength: setting?.maxLength ?? DEFAULT_MAX_LENGTH,
    acceptedPattern: setting?.acceptedPattern || '*',
    patternId: setting?.patternId ?? 0,
  };
}

/**
 * The fields the form shows, from the server's per-field settings: which fields show (enabled),
 * which are required, and the setting each one is checked with. Username mode hides mobileNum
 * unless enabled; mobile mode hides username (the account is generated). The checks themselves
 * are the contract's ({@link validateAll}).
 */
export function buildRegisterFields(settings: RegisterSettings, options: SchemaOptions): FieldRule[] {
  const rules: FieldRule[] = [];
  const push = (name: RegisterFieldName, required: boolean, setting: ContractFieldSetting) =>
    rules.push({ name, required, min: setting.minLength, max: setting.maxLength, setting });
  for (const name of REGISTER_FIELDS) {
    const setting = settings[name];
    if (name === 'username' && options.mode === 'mobile') continue;
    if (name === 'affiliateCode' && options.hideAffiliateCode) continue;
    if (name === 'verificationCode') {
      if (!options.smsVerification) continue;
      // The SMS code: whatever the platform sent, 0–255 characters (spec §5).
      push(name, true, {
        key: name,
        enabled: true,
        required: true,
        minLength: SPEC_CONSTANTS.verificationCodeMinLength,
        maxLength: SPEC_CONSTANTS.verificationCodeMaxLength,
        acceptedPattern: '*',
        patternId: 0,
      });
      continue;
    }
    const alwaysShown = ALWAYS_SHOWN[name]?.(options.mode) ?? false;
    if (!alwaysShown && !setting?.enabled) continue;
    const required = ALWAYS_REQUIRED.includes(name) || Boolean(setting?.required);
    push(name, required, completeSetting(name, required, setting));
  }
  return rules;
}

/** Values of the form, by field name. */
export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

/**
 * Fills (min) and (max) in a translated pattern message; equal bounds collapse "(min)-(max)" into
 * one number (spec §5). Translations use other dashes than the contract's English text, hence not
 * the contract's own formatter.
 */
export function formatPatternMessage(text: string, min: number | undefined, max: number | undefined): string {
  let out = text;
  if (min !== undefined && min === max) out = out.replace(/\(min\)\s*[-~–]\s*\(max\)/g, String(min));
  return out.replace(/\(min\)/g, String(min ?? 0)).replace(/\(max\)/g, String(max ?? ''));
}

/**
 * Every given field checked at once by the contract's `validateRegistration` (spec §5: required,
 * then length and the pattern kind of `REGISTRATION_PATTERNS`, then the confirmation), the same
 * rules the platform applies. Values are trimmed by the contract, as the form sends them.
 */
export function validateAll(
  rules: readonly FieldRule[],
  values: RegisterValues,
  mode: RegisterMode = 'username',
): Partial<Record<RegisterFieldName, Message>> {
  const settings = Object.fromEntries(rules.map((rule) => [rule.name, rule.setting]));
  const issues: Partial<Record<string, { messageKey: string; min?: number | undefined; max?: number | undefined }>> = validateRegistration(
    values,
    settings,
    mode,
  );
  const errors: Partial<Record<RegisterFieldName, Message>> = {};
  for (const rule of rules) {
    const issue = issues[rule.name];
    if (issue) errors[rule.name] = { key: issue.messageKey, field: rule.name, min: issue.min, max: issue.max };
  }
  return errors;
}

/** One field checked as {@link validateAll} does (a confirmation reads `values.password`). */
export function validateField(rule: FieldRule, values: RegisterValues, mode: RegisterMode = 'username'): Message | null {
  return validateAll([rule], values, mode)[rule.name] ?? null;
}

/** Options of {@link registerFormSchema}. */
export interface RegisterFormSchemaOptions {
  mode: RegisterMode;
  /** The mobile number's rule for the picked country (libphonenumber), after the contract's. */
  isValidMobile: (mobile: string) => boolean;
}

/** What the registration form holds, as typed: every field the form knows. */
export type RegisterFormValues = Record<RegisterFieldName, string>;

/**
 * The registration form's zod schema, built from the shown fields: the contract's checks
 * ({@link validateAll}) plus the mobile number's country rule. Each issue's message is the key of
 * the `account` namespace; {@link fieldMessage} puts it into words with the field's bounds.
 */
export function registerFormSchema(rules: readonly FieldRule[], { mode, isValidMobile }: RegisterFormSchemaOptions) {
  const shape = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, z.string()])) as Record<RegisterFieldName, z.ZodMiniString<string>>;
  return z.object(shape).check(
    z.superRefine((values, context) => {
      const errors = validateAll(rules, values, mode);
      const mobile = values.mobileNum.trim();
      if (!errors.mobileNum && mobile && rules.some((rule) => rule.name === 'mobileNum') && !isValidMobile(mobile)) {
        errors.mobileNum = { key: 'validation.phone' };
      }
      for (const rule of rules) {
        const error = errors[rule.name];
        if (error) context.addIssue({ code: 'custom', path: [rule.name], message: error.key });
      }
    }),
  );
}

/** The translator the form uses (i18next's `t`, narrowed to what is needed here). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A validation message in the current language, (min)/(max) filled. */
export function messageText(t: Translate, message: Message): string {
  const field = message.field ? t(`fields.${message.field}`) : '';
  return formatPatternMessage(t(message.key, { field }), message.min, message.max);
}

/** A field's error key (from {@link registerFormSchema}) in words, with the field's name and bounds. */
export function fieldMessage(t: Translate, rule: Pick<FieldRule, 'name' | 'min' | 'max'>, key: string): string {
  return messageText(t, { key, field: rule.name, min: rule.min, max: rule.max });
}

/** Placeholder of a field: its label, prefixed with '*' when required (spec §5). */
export function placeholderText(t: Translate, rule: Pick<FieldRule, 'name' | 'required'>): string {
  const label = t(`fields.${rule.name}`);
  return rule.required ? t('validation.requiredPrefix', { label }) : label;
}
