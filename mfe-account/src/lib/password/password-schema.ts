import type { z } from 'zod/mini';
import { validateField, type FieldRule } from '../register-schema';

/** A new password and its confirmation, as the change and the phone recovery hold them. */
export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Checks a new password (spec §4, §5): the registration password rule (the contract's check of the
 * registration settings), then a confirmation that is given and equal. Adds the issues (keys of the
 * `account` namespace) to a form schema's refinement, so every field's error shows at once.
 */
export function refineNewPassword(rule: FieldRule, values: NewPasswordValues, context: z.core.$RefinementCtx) {
  const newPassword = values.newPassword.trim();
  const confirmNewPassword = values.confirmNewPassword.trim();
  const ruleError = validateField(rule, { password: newPassword });
  if (ruleError)
    context.addIssue({
      code: 'custom',
      path: ['newPassword'],
      message: ruleError.key === 'validation.required' ? 'password.errors.newRequired' : ruleError.key,
    });
  if (!confirmNewPassword) context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'password.errors.confirmRequired' });
  else if (confirmNewPassword !== newPassword)
    context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'validation.confirmMismatch' });
}
