import { REGISTER_PATTERN_KINDS, REGISTRATION_PATTERNS, validateRegistration } from 'shared-contracts';
import { createI18n } from '../testing/test-i18n';
import {
  REGISTER_FIELDS,
  buildRegisterFields,
  registerFormSchema,
  formatPatternMessage,
  messageText,
  placeholderText,
  validateAll,
  validateField,
  type FieldRule,
  type RegisterSettings,
  type Translate,
} from './register-schema';

const patterns = REGISTER_PATTERN_KINDS;
const en = createI18n('EN');
const ty = createI18n('TY');
const tEn: Translate = (key, options) => String(en.t(key, options ?? {}));
const tTy: Translate = (key, options) => String(ty.t(key, options ?? {}));

/** One sample accepted and one rejected per kind, and the expected EN and TY message for bounds 2–8. */
const KIND_CASES: Record<string, { ok: string; bad: string; en: string; ty: string }> = {
  charactersOnly: { ok: 'Anna', bad: 'Ann4', en: '2-8 characters, letters only', ty: '2-8 ký tự, chỉ gồm chữ cái' },
  letterFirst: {
    ok: 'a1b2',
    bad: '1ab',
    en: '2-8 characters, starting with a letter, letters and digits only',
    ty: '2-8 ký tự, bắt đầu bằng chữ cái, chỉ gồm chữ cái và số',
  },
  chineseDigits: {
    ok: '张三12',
    bad: 'abc',
    en: '2-8 characters, Chinese characters and digits only',
    ty: '2-8 ký tự, chỉ gồm chữ Hán và số',
  },
  lettersAndDigits: {
    ok: 'abc123',
    bad: 'abcdef',
    en: '2-8 characters, must combine letters and digits',
    ty: '2-8 ký tự, phải kết hợp chữ cái và số',
  },
  email: {
    ok: 'a@b.co',
    bad: 'a@b',
    en: 'Please enter a valid email address (2-8 characters)',
    ty: 'Vui lòng nhập địa chỉ email hợp lệ (2-8 ký tự)',
  },
  alphanumeric: {
    ok: 'ab12',
    bad: 'ab_12',
    en: '2-8 characters, letters and digits only, no special characters',
    ty: '2-8 ký tự, chỉ gồm chữ cái và số, không có ký tự đặc biệt',
  },
  digitsOnly: { ok: '0123', bad: '12a', en: '2-8 characters, digits only', ty: '2-8 ký tự, chỉ gồm số' },
  alphanumericUppercase: {
    ok: 'abC1',
    bad: 'abc1',
    en: '2-8 letters and digits with at least one uppercase letter',
    ty: '2-8 ký tự chữ và số, có ít nhất một chữ in hoa',
  },
  englishSpaces: {
    ok: 'Ann Lee',
    bad: 'Ann-Lee',
    en: '2-8 characters, English letters and spaces only',
    ty: '2-8 ký tự, chỉ gồm chữ cái tiếng Anh và khoảng trắng',
  },
  noSpaces: { ok: 'a_b-1', bad: 'a b', en: '2-8 characters, no spaces', ty: '2-8 ký tự, không có khoảng trắng' },
  chinesePunctuation: {
    ok: '你好，世界',
    bad: '你好1',
    en: '2-8 characters, Chinese characters and punctuation only',
    ty: '2-8 ký tự, chỉ gồm chữ Hán và dấu câu',
  },
  dateYmd: { ok: '1990-01-31', bad: '01-31-1990', en: 'Date in the format yyyy-MM-dd', ty: 'Ngày theo định dạng yyyy-MM-dd' },
  dateMdy: { ok: '01-31-1990', bad: '1990-01-31', en: 'Date in the format MM-dd-yyyy', ty: 'Ngày theo định dạng MM-dd-yyyy' },
  koreanOnly: { ok: '김철수', bad: '김a', en: '2-8 characters, Korean only', ty: '2-8 ký tự, chỉ tiếng Hàn' },
  thaiOnly: { ok: 'สมชาย', bad: 'สมa', en: '2-8 characters, Thai only', ty: '2-8 ký tự, chỉ tiếng Thái' },
  thaiEnglishSpaces: {
    ok: 'สม Lee',
    bad: 'สม1',
    en: '2-8 characters, Thai or English letters and spaces only',
    ty: '2-8 ký tự, chỉ gồm chữ Thái hoặc chữ tiếng Anh và khoảng trắng',
  },
  uppercaseSpaces: {
    ok: 'AN LE',
    bad: 'An Le',
    en: '2-8 characters, uppercase letters and spaces with at least one letter',
    ty: '2-8 ký tự, chữ in hoa và khoảng trắng, có ít nhất một chữ cái',
  },
  lettersDigitsSymbols: {
    ok: 'a1!@#',
    bad: 'a1 b',
    en: '2-8 characters: letters, digits and symbols',
    ty: '2-8 ký tự: chữ cái, số và ký hiệu',
  },
  strong: {
    ok: 'Ab1!',
    bad: 'Ab12',
    en: '2-8 characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
    ty: '2-8 ký tự, có ít nhất một chữ in hoa, một chữ thường, một số và một ký hiệu',
  },
  fullNameTwoParts: {
    ok: 'An Le',
    bad: 'AnLe',
    en: 'Full name: two parts separated by a space (2-8 characters)',
    ty: 'Họ và tên gồm hai phần cách nhau bởi một khoảng trắng (2-8 ký tự)',
  },
  fullWidthJapanese: {
    ok: 'ひらがなカタ',
    bad: 'abc',
    en: '2-8 characters, full-width Japanese only',
    ty: '2-8 ký tự, chỉ tiếng Nhật toàn chiều rộng',
  },
  uppercaseOnly: { ok: 'ABC', bad: 'ABc', en: '2-8 characters, uppercase letters only', ty: '2-8 ký tự, chỉ chữ in hoa' },
};

function ruleFor(patternId: number, min = 2, max = 10): FieldRule {
  const [rule] = buildRegisterFields(
    { payeeName: { enabled: true, required: true, minLength: min, maxLength: max, acceptedPattern: 'server-side', patternId } },
    { mode: 'username', smsVerification: false },
  ).filter((candidate) => candidate.name === 'payeeName');
  if (!rule) throw new Error('payeeName rule missing');
  return rule;
}

describe('pattern kinds (spec §5)', () => {
  const kinds = patterns.filter((entry) => entry.pattern !== null);
  it('covers all 22 generic kinds with distinct ids, plus id 0 = anything', () => {
    expect(kinds).toHaveLength(22);
    expect(new Set(patterns.map((entry) => entry.id)).size).toBe(23);
    expect(kinds.map((entry) => entry.kind).sort()).toEqual(Object.keys(KIND_CASES).sort());
    expect(patterns.find((entry) => entry.id === 0)?.pattern).toBeNull();
  });

  it.each(kinds.map((entry) => [entry.kind, entry] as const))(
    '%s accepts its sample and rejects the other, with its EN and TY message',
    (name, entry) => {
      const sample = KIND_CASES[name];
      if (!sample) throw new Error(`no case for ${name}`);
      expect(validateField(ruleFor(entry.id, 2, 10), { payeeName: sample.ok })).toBeNull();
      const error = validateField(ruleFor(entry.id, 2, 8), { payeeName: sample.bad });
      expect(error).not.toBeNull();
      expect(messageText(tEn, error!)).toBe(sample.en);
      expect(messageText(tTy, error!)).toBe(sample.ty);
    },
  );
});

describe('messages', () => {
  it('collapses equal min and max into one number', () => {
    expect(formatPatternMessage('(min)-(max) characters, digits only', 6, 6)).toBe('6 characters, digits only');
    expect(formatPatternMessage('(min)-(max)个字符', 4, 4)).toBe('4个字符');
    expect(formatPatternMessage('(min)-(max) characters', 6, 12)).toBe('6-12 characters');
    const digits = patterns.find((entry) => entry.kind === 'digitsOnly')!;
    const error = validateField(ruleFor(digits.id, 6, 6), { payeeName: '123' });
    expect(messageText(tEn, error!)).toBe('6 characters, digits only');
    expect(messageText(tTy, error!)).toBe('6 ký tự, chỉ gồm số');
  });

  it('rejects a value too short or too long for its bounds with the pattern message', () => {
    const rule = ruleFor(4, 6, 12);
    expect(messageText(tEn, validateField(rule, { payeeName: 'abc' })!)).toBe(
      '6-12 characters, letters and digits only, no special characters',
    );
    expect(validateField(rule, { payeeName: 'abcdefghijklm' })).not.toBeNull();
    expect(validateField(rule, { payeeName: 'abcdef' })).toBeNull();
  });

  it('prefixes the placeholder of a required field', () => {
    expect(placeholderText(tEn, { name: 'username', required: true })).toBe('* Username');
    expect(placeholderText(tEn, { name: 'email', required: false })).toBe('Email');
    expect(placeholderText(tTy, { name: 'username', required: true })).toBe('* Tên đăng nhập');
  });

  it('says which field is missing, the label starting the sentence (issue 49: not "Please enter Username.")', () => {
    const [username] = buildRegisterFields({}, { mode: 'username', smsVerification: false });
    expect(messageText(tEn, validateField(username!, {})!)).toBe('Username is required.');
    expect(messageText(tTy, validateField(username!, {})!)).toBe('Tên đăng nhập là bắt buộc.');
  });
});

describe('buildRegisterSchema', () => {
  const settings: RegisterSettings = {
    username: { enabled: true, required: true, minLength: 4, maxLength: 16, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 2 },
    password: { enabled: true, required: true, minLength: 6, maxLength: 12, acceptedPattern: '*', patternId: 4 },
    email: { enabled: true, required: false, minLength: 5, maxLength: 64, acceptedPattern: 'email', patternId: 5 },
    qqNum: { enabled: false, required: true },
    line: { enabled: true, required: true, minLength: 3, maxLength: 20, acceptedPattern: '[a-z]+' },
    zalo: { enabled: true, required: false, acceptedPattern: '*' },
    affiliateCode: { enabled: true, required: false, minLength: 1, maxLength: 20, acceptedPattern: '*' },
    paymentPassword: { enabled: true, required: false, minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$', patternId: 7 },
  };

  it('shows enabled fields only, in order, with the always-required ones required', () => {
    const rules = buildRegisterFields(settings, { mode: 'username', smsVerification: false });
    expect(rules.map((rule) => rule.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'email',
      'line',
      'zalo',
      'affiliateCode',
    ]);
    expect(rules.find((rule) => rule.name === 'paymentPassword')?.required).toBe(true);
    expect(rules.find((rule) => rule.name === 'email')?.required).toBe(false);
    expect(rules.find((rule) => rule.name === 'line')?.required).toBe(true);
  });

  it('mobile mode drops username and requires the mobile number; SMS adds the 0–255 verification code', () => {
    const rules = buildRegisterFields(settings, { mode: 'mobile', smsVerification: true });
    const names = rules.map((rule) => rule.name);
    expect(names).not.toContain('username');
    expect(rules.find((rule) => rule.name === 'mobileNum')?.required).toBe(true);
    expect(rules.find((rule) => rule.name === 'verificationCode')).toMatchObject({ required: true, min: 0, max: 255 });
    const code = rules.find((rule) => rule.name === 'verificationCode')!;
    expect(validateField(code, { verificationCode: 'x'.repeat(256) })).not.toBeNull();
    expect(validateField(code, { verificationCode: '1234' })).toBeNull();
  });

  it('hides the affiliate code when the domain carries a valid one', () => {
    const rules = buildRegisterFields(settings, { mode: 'username', smsVerification: false, hideAffiliateCode: true });
    expect(rules.map((rule) => rule.name)).not.toContain('affiliateCode');
  });

  it("'*' accepts anything; a pattern id outside the contract's table accepts anything too, as the platform does", () => {
    const rules = buildRegisterFields(settings, { mode: 'username', smsVerification: false });
    const zalo = rules.find((rule) => rule.name === 'zalo')!;
    expect(validateField(zalo, { zalo: 'anything at all ✓' })).toBeNull();
    const line = rules.find((rule) => rule.name === 'line')!;
    expect(validateField(line, { line: 'abc1' })).toBeNull();
    expect(messageText(tEn, validateField(line, { line: 'ab' })!)).toBe('3-20 characters');
  });

  it('validates every field on submit, and the confirmation must equal the password', () => {
    const rules = buildRegisterFields(settings, { mode: 'username', smsVerification: false });
    const errors = validateAll(rules, { username: '1bad', password: 'abc123', confirmPassword: 'abc124', email: 'x', line: '' });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'line', 'paymentPassword', 'username']);
    expect(messageText(tEn, errors.confirmPassword!)).toBe('Incorrect confirmation input');
    expect(messageText(tTy, errors.confirmPassword!)).toBe('Xác nhận không chính xác');
    expect(messageText(tEn, errors.username!)).toBe('4-16 characters, starting with a letter, letters and digits only');
    // '*' with a pattern id: any characters, but the kind's message still names the bounds.
    const loose = buildRegisterFields(
      { qqNum: { enabled: true, required: false, minLength: 5, maxLength: 5, acceptedPattern: '*', patternId: 7 } },
      { mode: 'username', smsVerification: false },
    );
    const qq = loose.find((rule) => rule.name === 'qqNum')!;
    expect(validateField(qq, { qqNum: 'ab cd' })).toBeNull();
    expect(messageText(tEn, validateField(qq, { qqNum: 'abc' })!)).toBe('5 characters, digits only');
    expect(
      validateAll(rules, { username: 'ab12', password: 'abc123', confirmPassword: 'abc123', paymentPassword: '123456', line: 'abc' }),
    ).toEqual({});
  });
});

describe("the form's schema follows the contract's table (no local copy of the rules)", () => {
  const LANGUAGES = ['CN', 'EN', 'ID', 'TH', 'TY', 'VI'] as const;
  const settingsFor = (patternId: number) => ({
    payeeName: {
      enabled: true,
      required: true,
      minLength: 2,
      maxLength: 10,
      acceptedPattern: REGISTRATION_PATTERNS[patternId]!.source,
      patternId,
      key: 'payeeName',
    },
  });
  const schemaFor = (patternId: number) =>
    registerFormSchema(buildRegisterFields(settingsFor(patternId), { mode: 'username', smsVerification: false }), {
      mode: 'username',
      isValidMobile: () => true,
    });
  const formValues = (payeeName: string) => ({
    ...Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])),
    username: 'member01',
    password: 'abc123',
    confirmPassword: 'abc123',
    paymentPassword: '123456',
    payeeName,
  });
  const samples = Object.values(REGISTRATION_PATTERNS).flatMap((entry) => {
    const sample = KIND_CASES[entry.kind];
    return sample
      ? [[entry.kind, entry.id, sample.ok] as const, [entry.kind, entry.id, sample.bad] as const]
      : [[entry.kind, entry.id, 'anything'] as const];
  });

  it.each(samples)('%s (id %i): "%s" gets the verdict and the message key of validateRegistration', (_kind, id, value) => {
    const result = schemaFor(id).safeParse(formValues(value));
    const ours = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'payeeName')?.message;
    const contract = validateRegistration({ payeeName: value }, settingsFor(id)).payeeName?.messageKey;
    expect(ours).toBe(contract);
    if (contract) expect(contract).toBe(REGISTRATION_PATTERNS[id]!.messageKey);
  });

  it("every message key of the contract's table is translated in all six languages", () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      for (const entry of Object.values(REGISTRATION_PATTERNS)) {
        expect(i18n.exists(entry.messageKey)).toBe(true);
        expect(String(i18n.t(entry.messageKey))).not.toBe(entry.messageKey);
      }
    }
  });
});
