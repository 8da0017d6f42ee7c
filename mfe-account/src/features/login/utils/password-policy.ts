import { SPEC_CONSTANTS, type LoginResult } from 'shared-contracts';

/**
 * Spec §3/§4 and facts §4.1: after a username login, the password must be changed before playing
 * when it is the default weak one, when the platform flags it expired, or on the first login
 * (`firstTimeLogin`, issue 14.12). SMS, social and firebase logins have no typed password and never
 * force the change (their callers do not ask).
 */
export function requiresPasswordChange(password: string, result: Pick<LoginResult, 'passwordExpired' | 'firstTimeLogin'>): boolean {
  return result.passwordExpired || result.firstTimeLogin || password === SPEC_CONSTANTS.weakDefaultPassword;
}
