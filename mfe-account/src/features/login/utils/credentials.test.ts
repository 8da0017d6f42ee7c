import { trimCredentials, validateCredentials } from './credentials';
import { requiresPasswordChange } from './password-policy';

describe('login credentials', () => {
  it('trims both fields', () => {
    expect(trimCredentials({ username: '  member01 ', password: '\tsecret88 ' })).toEqual({ username: 'member01', password: 'secret88' });
  });

  it('requires username and password', () => {
    expect(validateCredentials({ username: '', password: '' })).toEqual({
      username: 'login.errors.usernameRequired',
      password: 'login.errors.passwordRequired',
    });
    expect(validateCredentials({ username: 'member01', password: '' })).toEqual({ password: 'login.errors.passwordRequired' });
    expect(validateCredentials({ username: 'member01', password: 'x' })).toEqual({});
  });
});

describe('requiresPasswordChange', () => {
  it.each([
    ['the default weak password', '123456', { passwordExpired: false, firstTimeLogin: false }, true],
    ['an expired password', 'secret88', { passwordExpired: true, firstTimeLogin: false }, true],
    // Issue 14.12: the first login forces the change as an expired password does.
    ['a first login', 'secret88', { passwordExpired: false, firstTimeLogin: true }, true],
    ['an ordinary login', 'secret88', { passwordExpired: false, firstTimeLogin: false }, false],
  ])('forces the change for %s: %s', (_name, password, result, expected) => {
    expect(requiresPasswordChange(password, result)).toBe(expected);
  });
});
