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
  it('is true for the default weak password or an expired one', () => {
    expect(requiresPasswordChange('123456', false)).toBe(true);
    expect(requiresPasswordChange('secret88', true)).toBe(true);
    expect(requiresPasswordChange('secret88', false)).toBe(false);
  });
});
