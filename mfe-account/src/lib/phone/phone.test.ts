import { flagOf, isValidMobile, loadPhoneRules } from './phone';

describe('phone rules before they load (issue 19: libphonenumber-js loads with the first check)', () => {
  it('holds a number to E.164’s bounds until then, and loads the rules once', async () => {
    // A module of its own: the rules other tests loaded stay in theirs (any test order).
    await jest.isolateModulesAsync(async () => {
      const phone = await import('./phone');
      expect(phone.hasPhoneRules()).toBe(false);
      // 8 to 15 digits with the dialing code; a US number the rules would refuse passes the bounds.
      expect(phone.isValidMobile('912345678', '1', 'US')).toBe(true);
      expect(phone.isValidMobile('91234', '84')).toBe(false);
      expect(phone.isValidMobile('9123456789012345', '84')).toBe(false);
      const first = phone.loadPhoneRules();
      expect(phone.loadPhoneRules()).toBe(first);
      await first;
      expect(phone.hasPhoneRules()).toBe(true);
    });
  });
});

describe('phone rules (libphonenumber-js)', () => {
  beforeAll(() => loadPhoneRules());

  it('accepts a Vietnamese mobile with or without the trunk 0 and rejects a short one', () => {
    expect(isValidMobile('912345678', '84', 'VN')).toBe(true);
    expect(isValidMobile('0912345678', '+84')).toBe(true);
    expect(isValidMobile('91234', '84')).toBe(false);
    expect(isValidMobile('91234abcd', '84')).toBe(false);
  });

  it('uses the rules of the chosen country', () => {
    expect(isValidMobile('812345678', '66', 'TH')).toBe(true);
    expect(isValidMobile('8123456789', '62', 'ID')).toBe(true);
    expect(isValidMobile('912345678', '1', 'US')).toBe(false);
  });

  it('makes flags from ISO codes', () => {
    expect(flagOf('VN')).toBe('🇻🇳');
    expect(flagOf('xx1')).toBe('');
  });
});
