import {
  REGISTER_PATTERN_KINDS,
  REGISTRATION_FIELDS,
  REGISTRATION_PATTERNS,
  formatPatternMessage,
  registrationPatternRegExp,
  validateRegistration,
  type RegisterSettings,
} from './registration';

const setting = (patternId: number, minLength: number, maxLength: number, required = true) => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern: REGISTRATION_PATTERNS[patternId]!.source,
  patternId,
  key: 'x',
});

describe('registration patterns (spec §5)', () => {
  it.each([
    [1, 'Nguyễn Văn An', 'An3'],
    [2, 'abc123', '1abc'],
    [3, '张三123', 'abc'],
    [4, 'abc123', 'abc-123'],
    [5, 'a.b@example.com', 'a@b'],
    [6, 'abc123', 'abcdef'],
    [7, '0123', '12a'],
    [8, 'Abc123', 'abc123'],
    [9, 'John Smith', 'John3'],
    [10, 'a-b_c', 'a b'],
    [11, '你好，世界', 'hello'],
    [12, '2024-02-29', '29-02-2024'],
    [13, '02-29-2024', '2024-02-29'],
    [14, '한국어', 'korea'],
    [15, 'ภาษาไทย', 'thai'],
    [16, 'ไทย Thai', 'Thai1'],
    [17, 'JOHN SMITH', '   '],
    [18, 'a1!b2@', 'a b'],
    [19, 'Ab1!xyz', 'Ab1xyz'],
    [20, 'John Smith', 'John'],
    [21, 'ひらがなカタカナ', 'abc'],
    [22, 'ABC', 'AbC'],
  ])('pattern %i accepts %s and refuses %s', (id, good, bad) => {
    const regExp = registrationPatternRegExp(id)!;
    expect(regExp.test(good)).toBe(true);
    expect(regExp.test(bad)).toBe(false);
  });

  it('has a message key for every pattern and 0 means anything', () => {
    expect(registrationPatternRegExp(0)).toBeNull();
    for (const pattern of Object.values(REGISTRATION_PATTERNS)) expect(pattern.messageKey).toMatch(/^validation\.pattern\./);
  });

  it('exports the compiled kinds in id order', () => {
    expect(REGISTER_PATTERN_KINDS.map((k) => k.id)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(REGISTER_PATTERN_KINDS[4]!.pattern!.test('abc123')).toBe(true);
    expect(REGISTER_PATTERN_KINDS[0]!.pattern).toBeNull();
  });

  it('collapses equal bounds', () => {
    expect(formatPatternMessage('Digits only, (min)-(max) digits', 6, 6)).toBe('Digits only, 6 digits');
    expect(formatPatternMessage('Digits only, (min)-(max) digits', 4, 8)).toBe('Digits only, 4-8 digits');
  });
});

describe('validateRegistration', () => {
  const settings: RegisterSettings = {
    username: setting(2, 5, 16),
    password: setting(4, 6, 12),
    confirmPassword: setting(4, 6, 12),
    email: setting(5, 6, 50, false),
    mobileNum: { ...setting(7, 8, 11, false), enabled: false },
  };

  it('accepts a valid payload and ignores empty optional fields', () => {
    expect(validateRegistration({ username: 'player1', password: 'abc123', confirmPassword: 'abc123', email: '' }, settings)).toEqual({});
  });

  it('reports required, pattern, length and confirmation issues per field', () => {
    const issues = validateRegistration({ username: '', password: 'ab', confirmPassword: 'x', email: 'bad' }, settings);
    expect(issues.username?.messageKey).toBe('validation.required');
    expect(issues.password).toMatchObject({ messageKey: 'validation.pattern.alphanumeric', min: 6, max: 12 });
    expect(issues.confirmPassword?.message).toBe('Incorrect confirmation input');
    expect(issues.email?.messageKey).toBe('validation.pattern.email');
  });

  it('needs the mobile number (even when disabled) and not the username in mobile mode', () => {
    const issues = validateRegistration({ password: 'abc123', confirmPassword: 'abc123' }, settings, 'mobile');
    expect(Object.keys(issues)).toEqual(['mobileNum']);
  });

  it('knows every field of the spec payload', () => {
    expect(REGISTRATION_FIELDS).toHaveLength(19);
  });
});
