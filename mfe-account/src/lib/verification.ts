import { ERROR_CODES, isApiError, loginVerificationRequiredSchema, type LoginVerificationRequired } from 'shared-contracts';

/**
 * The extra verification a login answer asks for (spec §4 "Login from an unregistered IP"): the
 * failure's `login_verify_required` code with a value that parses; null for any other failure.
 */
export function verificationRequiredBy(error: unknown): LoginVerificationRequired | null {
  if (!isApiError(error) || error.errorCode !== ERROR_CODES.loginVerifyRequired) return null;
  const parsed = loginVerificationRequiredSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}
