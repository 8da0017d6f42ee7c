import { z } from 'zod/mini';

/** What the login call sends. */
export interface Credentials {
  username: string;
  password: string;
}

/**
 * The login form's rules (spec §5 "Login"): username and password are trimmed, then required; the
 * captcha (spec §4, once a failure asked for it) likewise. Messages are keys of the `account`
 * namespace.
 */
export function loginSchema({ isCaptchaNeeded }: { isCaptchaNeeded: boolean }) {
  return z.object({
    username: z.string().check(z.trim(), z.minLength(1, 'login.errors.usernameRequired')),
    password: z.string().check(z.trim(), z.minLength(1, 'login.errors.passwordRequired')),
    captcha: isCaptchaNeeded ? z.string().check(z.trim(), z.minLength(1, 'login.errors.captchaRequired')) : z.string().check(z.trim()),
  });
}

/** What the login form holds, as typed. */
export type LoginValues = z.input<ReturnType<typeof loginSchema>>;
