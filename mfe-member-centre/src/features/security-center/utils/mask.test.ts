import { maskEmail, maskMobile } from './mask';

describe('maskMobile', () => {
  it('keeps the first 3 and last 2 digits', () => {
    expect(maskMobile('0912345678')).toBe('091*****78');
  });
  it('hides a very short value entirely', () => {
    expect(maskMobile('1234')).toBe('****');
  });
});

describe('maskEmail', () => {
  it('keeps the first character of the local part and the domain', () => {
    expect(maskEmail('lucky@example.com')).toBe('l****@example.com');
  });
  it('hides at least 3 characters of a short local part', () => {
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
  });
  it('masks a value without @ like a number', () => {
    expect(maskEmail('notanemail')).toBe('not*****il');
  });
});
