import { SPEC_CONSTANTS } from 'shared-contracts';
import type { RegisterPatternKind } from './pattern-kinds';

/** The server's setting of one registration field (spec §5; facts §4.7). */
export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** '*' (or empty) accepts anything; otherwise a regex source the whole value must match. */
  acceptedPattern?: string | undefined;
  /** A pattern kind of the table; wins over acceptedPattern because it carries a translated message. */
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
  min?: number | undefined;
  max?: number | undefined;
  pattern?: RegExp | null | undefined;
  /** Message when the pattern or a length bound fails. */
  patternMessageKey?: string | undefined;
}

/** Options of {@link buildRegisterSchema}. */
export interface SchemaOptions {
  mode: RegisterMode;
  /** SMS verification switch (REGMOBVERF3 in username mode; always on for mobile registration with SMS). */
  smsVerification: boolean;
  /** Hide the affiliate-code field: the domain already carries a valid code. */
  hideAffiliateCode?: boolean | undefined;
  /** The pattern-kind table (shared-contracts' once it lands). */
  patterns: readonly RegisterPatternKind[];
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

/** Bounds used when a rule has a pattern but the server leaves a side open. */
export const DEFAULT_MIN_LENGTH = 1;
export const DEFAULT_MAX_LENGTH = SPEC_CONSTANTS.verificationCodeMaxLength;

function compileAccepted(source: string | undefined): RegExp | undefined {
  if (!source || source === '*') return undefined;
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    // A malformed server pattern must not lock visitors out: the length rule still applies.
    return undefined;
  }
}

/**
 * The form's schema from the server's per-field settings: which fields show (enabled), which are
 * required, and each one's length and pattern rule. Username mode hides mobileNum unless enabled;
 * mobile mode hides username (the account is generated).
 */
export function buildRegisterSchema(settings: RegisterSettings, options: SchemaOptions): FieldRule[] {
  const byId = new Map(options.patterns.map((entry) => [entry.id, entry]));
  const rules: FieldRule[] = [];
  for (const name of REGISTER_FIELDS) {
    const setting = settings[name];
    if (name === 'username' && options.mode === 'mobile') continue;
    if (name === 'affiliateCode' && options.hideAffiliateCode) continue;
    if (name === 'verificationCode') {
      if (!options.smsVerification) continue;
      rules.push({
        name,
        required: true,
        min: SPEC_CONSTANTS.verificationCodeMinLength,
        max: SPEC_CONSTANTS.verificationCodeMaxLength,
        patternMessageKey: 'validation.pattern.any',
      });
      continue;
    }
    const alwaysShown = ALWAYS_SHOWN[name]?.(options.mode) ?? false;
    if (!alwaysShown && !setting?.enabled) continue;
    const required = ALWAYS_REQUIRED.includes(name) || Boolean(setting?.required);
    if (name === 'confirmPassword') {
      rules.push({ name, required });
      continue;
    }
    const kind = setting?.patternId !== undefined ? byId.get(setting.patternId) : undefined;
    // '*' accepts any characters (the length rule still applies); otherwise the kind's regex, or
    // the server's own expression when the id is not in the table.
    const accepted = setting?.acceptedPattern;
    const pattern = !accepted || accepted === '*' ? undefined : (kind?.pattern ?? compileAccepted(accepted));
    const hasLength = setting?.minLength !== undefined || setting?.maxLength !== undefined;
    const patternMessageKey = kind?.messageKey ?? (pattern ? 'validation.pattern.invalid' : hasLength ? 'validation.pattern.any' : undefined);
    rules.push({
      name,
      required,
      // Messages always name both bounds; a side the server leaves open gets the platform's limits.
      min: setting?.minLength ?? (patternMessageKey ? DEFAULT_MIN_LENGTH : undefined),
      max: setting?.maxLength ?? (patternMessageKey ? DEFAULT_MAX_LENGTH : undefined),
      pattern,
      patternMessageKey,
    });
  }
  return rules;
}

/** Values of the form, by field name. */
export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

/**
 * Fills (min) and (max) in a translated pattern message; equal bounds collapse "(min)-(max)" into
 * one number (spec §5).
 */
export function formatPatternMessage(text: string, min: number | undefined, max: number | undefined): string {
  let out = text;
  if (min !== undefined && min === max) out = out.replace(/\(min\)\s*[-~–]\s*\(max\)/g, String(min));
  return out.replace(/\(min\)/g, String(min ?? 0)).replace(/\(max\)/g, String(max ?? ''));
}

/**
 * Checks one field (spec §5): required, then length and pattern, then confirmation. Returns the
 * message to translate, or null when valid. Values are checked as given (the form trims names).
 */
export function validateField(rule: FieldRule, values: RegisterValues): Message | null {
  const value = values[rule.name] ?? '';
  if (value === '') return rule.required ? { key: 'validation.required', field: rule.name } : null;
  if (rule.name === 'confirmPassword') return value === (values.password ?? '') ? null : { key: 'validation.confirmMismatch' };
  const length = [...value].length;
  const tooShort = rule.min !== undefined && length < rule.min;
  const tooLong = rule.max !== undefined && length > rule.max;
  const badPattern = rule.pattern ? !rule.pattern.test(value) : false;
  if ((tooShort || tooLong || badPattern) && rule.patternMessageKey) {
    return { key: rule.patternMessageKey, field: rule.name, min: rule.min, max: rule.max };
  }
  return null;
}

/** Every shown field checked at once (spec §5 "all fields are validated on submit"). */
export function validateAll(rules: readonly FieldRule[], values: RegisterValues): Partial<Record<RegisterFieldName, Message>> {
  const errors: Partial<Record<RegisterFieldName, Message>> = {};
  for (const rule of rules) {
    const error = validateField(rule, values);
    if (error) errors[rule.name] = error;
  }
  return errors;
}

/** The translator the form uses (i18next's `t`, narrowed to what is needed here). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A validation message in the current language, (min)/(max) filled. */
export function messageText(t: Translate, message: Message): string {
  const field = message.field ? t(`fields.${message.field}`) : '';
  return formatPatternMessage(t(message.key, { field }), message.min, message.max);
}

/** Placeholder of a field: its label, prefixed with '*' when required (spec §5). */
export function placeholderText(t: Translate, rule: Pick<FieldRule, 'name' | 'required'>): string {
  const label = t(`fields.${rule.name}`);
  return rule.required ? t('validation.requiredPrefix', { label }) : label;
}
