import { loginSchema } from './credentials';
import { requiresPasswordChange } from './password-policy';

const messages = (result: ReturnType<ReturnType<typeof loginSchema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('login credentials', () => {
  it('trims every field', () => {
    expect(loginSchema({ isCaptchaNeeded: true }).parse({ username: '  member01 ', password: '\tsecret88 ', captcha: ' ab12 ' })).toEqual({
      username: 'member01',
      password: 'secret88',
      captcha: 'ab12',
    });
  });

  it('requires username and password', () => {
    const schema = loginSchema({ isCaptchaNeeded: false });
    expect(messages(schema.safeParse({ username: '', password: ' ', captcha: '' }))).toEqual({
      username: 'login.errors.usernameRequired',
      password: 'login.errors.passwordRequired',
    });
    expect(messages(schema.safeParse({ username: 'member01', password: '', captcha: '' }))).toEqual({
      password: 'login.errors.passwordRequired',
    });
    expect(schema.safeParse({ username: 'member01', password: 'x', captcha: '' }).success).toBe(true);
  });

  it('requires the captcha only once it is needed', () => {
    expect(messages(loginSchema({ isCaptchaNeeded: true }).safeParse({ username: 'member01', password: 'x', captcha: '  ' }))).toEqual({
      captcha: 'login.errors.captchaRequired',
    });
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
