import { REGISTRATION_FIELDS, REGISTRATION_PATTERNS, type RegisterSettings, type RegistrationField } from 'shared-contracts';
import type Database from 'better-sqlite3';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';
import { isFlagEnabled } from '../system';

/** A field's stored settings. */
export interface StoredFieldSetting {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
}

/** Seeded settings of every registration field (our choice of realistic defaults). */
export const DEFAULT_REGISTER_SETTINGS: Readonly<Record<RegistrationField, StoredFieldSetting>> = {
  username: { enabled: true, required: true, minLength: 5, maxLength: 16, patternId: 2 },
  password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4 },
  confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4 },
  payeeName: { enabled: true, required: false, minLength: 2, maxLength: 50, patternId: 1 },
  email: { enabled: true, required: false, minLength: 6, maxLength: 50, patternId: 5 },
  qqNum: { enabled: false, required: false, minLength: 5, maxLength: 12, patternId: 7 },
  mobileNum: { enabled: true, required: false, minLength: 8, maxLength: 11, patternId: 7 },
  recommenderId: { enabled: false, required: false, minLength: 1, maxLength: 20, patternId: 4 },
  captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 7 },
  verificationCode: { enabled: false, required: false, minLength: 0, maxLength: 255, patternId: 0 },
  affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 4 },
  paymentPassword: { enabled: false, required: false, minLength: 6, maxLength: 6, patternId: 7 },
  line: { enabled: false, required: false, minLength: 2, maxLength: 30, patternId: 10 },
  whatsapp: { enabled: false, required: false, minLength: 8, maxLength: 15, patternId: 7 },
  zalo: { enabled: false, required: false, minLength: 8, maxLength: 15, patternId: 7 },
  facebook: { enabled: false, required: false, minLength: 2, maxLength: 50, patternId: 10 },
  wechat: { enabled: false, required: false, minLength: 2, maxLength: 30, patternId: 10 },
  idNumber: { enabled: false, required: false, minLength: 9, maxLength: 12, patternId: 4 },
  referralCode: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 4 },
};

/** Writes the default settings (the seed). */
export function seedRegisterSettings(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  REGISTRATION_FIELDS.forEach((field, index) => {
    const s = DEFAULT_REGISTER_SETTINGS[field];
    insert.run(field, s.enabled ? 1 : 0, s.required ? 1 : 0, s.minLength, s.maxLength, s.patternId, index + 1);
  });
}

interface SettingRow {
  field: RegistrationField;
  enabled: number;
  required: number;
  minLength: number;
  maxLength: number;
  patternId: number;
}

/**
 * The effective settings, as the form receives them and registration enforces them. The SMS code
 * field follows REGMOBVERF3 (on → enabled and required), and the captcha needs CAPTCHA3 as well.
 */
export function registerSettingsOf(ctx: AppContext): RegisterSettings {
  const rows = sql(
    ctx.db,
    'SELECT field, enabled, required, min_length AS minLength, max_length AS maxLength, pattern_id AS patternId FROM register_settings ORDER BY sort',
  ).all() as SettingRow[];
  const smsVerification = isFlagEnabled(ctx, 'REGMOBVERF3');
  const captchaOn = isFlagEnabled(ctx, 'CAPTCHA3');
  const settings: RegisterSettings = {};
  for (const row of rows) {
    let enabled = row.enabled === 1;
    let required = row.required === 1;
    if (row.field === 'verificationCode') {
      enabled = smsVerification;
      required = smsVerification;
    }
    if (row.field === 'captcha' && !captchaOn) {
      enabled = false;
      required = false;
    }
    const pattern = REGISTRATION_PATTERNS[row.patternId] ?? REGISTRATION_PATTERNS[0]!;
    settings[row.field] = {
      enabled,
      required: enabled && required,
      minLength: row.minLength,
      maxLength: row.maxLength,
      acceptedPattern: pattern.source,
      patternId: pattern.id,
      key: row.field,
    };
  }
  return settings;
}
