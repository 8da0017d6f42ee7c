import { z } from 'zod/mini';
import { geetestValidateV4Schema } from './human-verification';

/**
 * Registration field rules (spec §3 "Registration-settings entity", §5 "Validation rules").
 *
 * The real platform sends per-field settings with a `patternId` (facts §4.7 saw `patternId: 4` for
 * the password: 6–12 letters and digits). The numbering of the pattern kinds below and their exact
 * regular expressions are OUR definition: the spec lists the kinds, not their ids or expressions.
 * The reference API enforces exactly this table and the account remote validates with it, so both
 * sides agree.
 */
export interface RegistrationPattern {
  /** Our id of the pattern kind (0 = anything). */
  readonly id: number;
  /** Regular expression source ('*' = anything); tested against the whole trimmed value. */
  readonly source: string;
  /** RegExp flags (`u` where Unicode scripts are used). */
  readonly flags: string;
  /** Stable name of the kind. */
  readonly kind: string;
  /** i18n key of the message (the account remote's namespace), with (min)/(max) placeholders. */
  readonly messageKey: string;
  /** The English message, with (min)/(max) placeholders (used by the reference API). */
  readonly message: string;
}

const p = (id: number, source: string, flags: string, name: string, message: string): RegistrationPattern => ({
  id,
  source,
  flags,
  kind: name,
  messageKey: `validation.pattern.${name}`,
  message,
});

/** Every pattern kind of spec §5, by our id. */
export const REGISTRATION_PATTERNS: Readonly<Record<number, RegistrationPattern>> = Object.freeze(
  Object.fromEntries(
    [
      p(0, '*', '', 'any', 'Enter (min)-(max) characters'),
      p(1, '^[\\p{L}\\p{M} ]+$', 'u', 'charactersOnly', 'Letters only (no digits or symbols), (min)-(max) characters'),
      p(2, '^[A-Za-z][A-Za-z0-9]*$', '', 'letterFirst', 'Start with a letter, then letters and digits, (min)-(max) characters'),
      p(3, '^[\\p{Script=Han}0-9]+$', 'u', 'chineseDigits', 'Chinese characters and digits only, (min)-(max) characters'),
      p(4, '^[A-Za-z0-9]+$', '', 'alphanumeric', 'Letters and digits only, no special characters, (min)-(max) characters'),
      p(5, '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', '', 'email', 'Enter a valid email address'),
      p(6, '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', '', 'lettersAndDigits', 'Combine letters and digits, (min)-(max) characters'),
      p(7, '^[0-9]+$', '', 'digitsOnly', 'Digits only, (min)-(max) digits'),
      p(
        8,
        '^(?=.*[A-Z])[A-Za-z0-9]+$',
        '',
        'alphanumericUppercase',
        'Letters and digits with at least one uppercase letter, (min)-(max) characters',
      ),
      p(9, '^[A-Za-z ]+$', '', 'englishSpaces', 'English letters and spaces only, (min)-(max) characters'),
      p(10, '^\\S+$', '', 'noSpaces', 'No spaces, (min)-(max) characters'),
      p(11, '^[\\p{Script=Han}\\p{P}]+$', 'u', 'chinesePunctuation', 'Chinese characters and punctuation only, (min)-(max) characters'),
      p(12, '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', '', 'dateYmd', 'Date as yyyy-MM-dd'),
      p(13, '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', '', 'dateMdy', 'Date as MM-dd-yyyy'),
      p(14, '^\\p{Script=Hangul}+$', 'u', 'koreanOnly', 'Korean only, (min)-(max) characters'),
      p(15, '^\\p{Script=Thai}+$', 'u', 'thaiOnly', 'Thai only, (min)-(max) characters'),
      p(16, '^[\\p{Script=Thai}A-Za-z ]+$', 'u', 'thaiEnglishSpaces', 'Thai or English letters and spaces, (min)-(max) characters'),
      p(17, '^(?=.*[A-Z])[A-Z ]+$', '', 'uppercaseSpaces', 'Uppercase letters and spaces with at least one letter, (min)-(max) characters'),
      p(18, '^[A-Za-z0-9!-/:-@[-`{-~]+$', '', 'lettersDigitsSymbols', 'Letters, digits and symbols, (min)-(max) characters'),
      p(
        19,
        '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
        '',
        'strong',
        'At least one uppercase, one lowercase, one digit and one symbol, (min)-(max) characters',
      ),
      p(20, '^\\S+ \\S+$', '', 'fullNameTwoParts', 'Full name in two parts separated by a space'),
      p(
        21,
        '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF5E\\u30FC]+$',
        'u',
        'fullWidthJapanese',
        'Full-width Japanese only, (min)-(max) characters',
      ),
      p(22, '^[A-Z]+$', '', 'uppercaseOnly', 'Uppercase letters only, (min)-(max) characters'),
    ].map((pattern) => [pattern.id, Object.freeze(pattern)]),
  ),
);

/** A pattern kind as a compiled RegExp (the shape the account remote's validator takes). */
export interface RegisterPatternKind {
  id: number;
  kind: string;
  /** Tests the whole value; null for id 0 ('*', anything). */
  pattern: RegExp | null;
  messageKey: string;
}

/** Every pattern kind, compiled, in id order. */
export const REGISTER_PATTERN_KINDS: readonly RegisterPatternKind[] = Object.values(REGISTRATION_PATTERNS)
  .sort((a, b) => a.id - b.id)
  .map((p) => ({ id: p.id, kind: p.kind, pattern: p.source === '*' ? null : new RegExp(p.source, p.flags), messageKey: p.messageKey }));

/** The RegExp of a pattern id (null for '*' or an unknown id). */
export function registrationPatternRegExp(patternId: number): RegExp | null {
  const pattern = REGISTRATION_PATTERNS[patternId];
  if (!pattern || pattern.source === '*') return null;
  return new RegExp(pattern.source, pattern.flags);
}

/** Fields of the registration form that have settings (spec §3 registration payload). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;

/** A registration field name. */
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** One field's settings (spec §3: enabled, required, minLength, maxLength, acceptedPattern, patternId, key). */
export const registerFieldSettingSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().check(z.int(), z.nonnegative()),
  maxLength: z.number().check(z.int(), z.positive()),
  /** The pattern's regular expression source, '*' = anything. */
  acceptedPattern: z.string(),
  patternId: z.number().check(z.int(), z.nonnegative()),
  /** The field name (also the i18n label key suffix). */
  key: z.string(),
});

/** One field's settings. */
export type RegisterFieldSetting = z.infer<typeof registerFieldSettingSchema>;

/** `GET /wps/system/setting/register` value: settings keyed by field name. */
export const registerSettingsSchema = z.record(z.string(), registerFieldSettingSchema);

/** Registration settings. */
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** The registration user payload (spec §3), as sent (before encryption). */
export const registerPayloadSchema = z.object({
  username: z.optional(z.string().check(z.maxLength(255))),
  password: z.string().check(z.maxLength(255)),
  confirmPassword: z.optional(z.string().check(z.maxLength(255))),
  payeeName: z.optional(z.string().check(z.maxLength(255))),
  email: z.optional(z.string().check(z.maxLength(255))),
  qqNum: z.optional(z.string().check(z.maxLength(255))),
  mobileNum: z.optional(z.string().check(z.maxLength(255))),
  recommenderId: z.optional(z.string().check(z.maxLength(255))),
  captcha: z.optional(z.string().check(z.maxLength(255))),
  verificationCode: z.optional(z.string().check(z.maxLength(255))),
  affiliateCode: z.optional(z.string().check(z.maxLength(255))),
  paymentPassword: z.optional(z.string().check(z.maxLength(255))),
  line: z.optional(z.string().check(z.maxLength(255))),
  whatsapp: z.optional(z.string().check(z.maxLength(255))),
  zalo: z.optional(z.string().check(z.maxLength(255))),
  facebook: z.optional(z.string().check(z.maxLength(255))),
  wechat: z.optional(z.string().check(z.maxLength(255))),
  idNumber: z.optional(z.string().check(z.maxLength(255))),
  referralCode: z.optional(z.string().check(z.maxLength(255))),
  domain: z.optional(z.string().check(z.maxLength(255))),
  countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
  merchantCode: z.optional(z.string().check(z.maxLength(64))),
  registerUrl: z.optional(z.string().check(z.maxLength(1024))),
  registerMethod: z.optional(z.string().check(z.maxLength(16))),
  loginDeviceId: z.optional(z.string().check(z.maxLength(64))),
  login: z.optional(z.boolean()),
  firebaseChannel: z.optional(z.string().check(z.maxLength(16))),
  firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
  /** Human verification (required while GEETEST3 is on). */
  geetestValidateV4: z.optional(geetestValidateV4Schema),
});

/** The registration payload. */
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** Why a field failed: the message key, the English text (placeholders filled) and the bounds. */
export interface RegistrationFieldIssue {
  messageKey: string;
  message: string;
  min?: number | undefined;
  max?: number | undefined;
}

/** Fills (min)/(max); equal bounds collapse to one number (spec §5). */
export function formatPatternMessage(message: string, min: number, max: number): string {
  if (min === max) return message.replace('(min)-(max)', String(min)).replace('(min)', String(min)).replace('(max)', String(max));
  return message.replace('(min)', String(min)).replace('(max)', String(max));
}

/** Registration mode: username (register) or mobile (registerMobile), spec §4. */
export type RegistrationMode = 'username' | 'mobile';

/**
 * Validates a registration payload against the settings (spec §5). Returns an issue per failing
 * field (empty object = valid). Fields the settings disable are ignored; username and password are
 * required in username mode, mobileNum in mobile mode; confirmPassword must equal password.
 */
export function validateRegistration(
  payload: Partial<Record<string, unknown>>,
  settings: RegisterSettings,
  mode: RegistrationMode = 'username',
): Partial<Record<RegistrationField, RegistrationFieldIssue>> {
  const issues: Partial<Record<RegistrationField, RegistrationFieldIssue>> = {};
  const text = (field: string): string => {
    const raw = payload[field];
    return typeof raw === 'string' ? raw.trim() : '';
  };
  for (const field of REGISTRATION_FIELDS) {
    const setting = settings[field];
    const alwaysRequired =
      (mode === 'username' && (field === 'username' || field === 'password')) ||
      (mode === 'mobile' && (field === 'mobileNum' || field === 'password'));
    if (!setting || (!setting.enabled && !alwaysRequired)) continue;
    if (mode === 'mobile' && field === 'username') continue;
    const value = text(field);
    const required = setting.required || alwaysRequired;
    if (value === '') {
      if (required) issues[field] = { messageKey: 'validation.required', message: 'This field is required' };
      continue;
    }
    if (field === 'confirmPassword') {
      if (value !== text('password')) issues[field] = { messageKey: 'validation.confirmMismatch', message: 'Incorrect confirmation input' };
      continue;
    }
    const pattern = REGISTRATION_PATTERNS[setting.patternId] ?? REGISTRATION_PATTERNS[0]!;
    const regExp = setting.acceptedPattern === '*' ? null : registrationPatternRegExp(setting.patternId);
    const length = [...value].length;
    if (length < setting.minLength || length > setting.maxLength || (regExp && !regExp.test(value))) {
      issues[field] = {
        messageKey: pattern.messageKey,
        message: formatPatternMessage(pattern.message, setting.minLength, setting.maxLength),
        min: setting.minLength,
        max: setting.maxLength,
      };
    }
  }
  return issues;
}
