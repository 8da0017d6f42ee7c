import { flagOf, isValidMobile } from './phone';

describe('phone rules (libphonenumber-js)', () => {
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
