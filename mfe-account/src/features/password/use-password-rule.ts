import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHost } from 'shared-contracts/react';
import { registerSettingsQueryOptions } from '../register/api/register-api';
import { REGISTER_PATTERN_KINDS } from '../register/model/pattern-kinds';
import { buildRegisterSchema, type FieldRule } from '../register/model/register-schema';

/** Used if the registration settings cannot be read: the password is required. */
const FALLBACK_RULE: FieldRule = { name: 'password', required: true };

/**
 * The password rule of the registration settings (spec §4 "Change password: new password rule";
 * §5 per-field settings and pattern kinds). A new password must satisfy what registration asks.
 */
export function usePasswordRule(): { rule: FieldRule; isLoading: boolean } {
  const host = useHost();
  const settings = useQuery(registerSettingsQueryOptions(host));
  const rule = useMemo(() => {
    if (!settings.data) return FALLBACK_RULE;
    const rules = buildRegisterSchema(settings.data, { mode: 'username', smsVerification: false, patterns: REGISTER_PATTERN_KINDS });
    return rules.find((candidate) => candidate.name === 'password') ?? FALLBACK_RULE;
  }, [settings.data]);
  // Until the settings answer, a submit would skip the rule; a failed read falls back to "required".
  return { rule, isLoading: settings.isPending };
}
