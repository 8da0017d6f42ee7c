import { SPEC_CONSTANTS } from 'shared-contracts';

/**
 * Spec §4 "Login flow" and facts §4.1: after a username login, a password equal to the default
 * weak one or flagged expired must be changed before playing. The forced change flow is a later
 * issue; the login view already reports this so the flow can hook in where the outcome is handled.
 */
export function requiresPasswordChange(password: string, passwordExpired: boolean): boolean {
  return passwordExpired || password === SPEC_CONSTANTS.weakDefaultPassword;
}
