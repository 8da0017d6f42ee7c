import type { FieldRule } from '../register-schema';
import { useFieldRules } from './use-field-rules';

const PASSWORD: readonly ['password'] = ['password'];

/**
 * The password rule of the registration settings (spec §4 "Change password: new password rule";
 * §5 per-field settings and pattern kinds). A new password must satisfy what registration asks.
 */
export function usePasswordRule(): { rule: FieldRule; isLoading: boolean } {
  const { rules, isLoading } = useFieldRules(PASSWORD);
  const rule = rules.password;
  if (!rule) throw new Error('the password rule is always built');
  return { rule, isLoading };
}
