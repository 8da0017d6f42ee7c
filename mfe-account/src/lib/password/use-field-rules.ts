import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { REGISTER_PATTERN_KINDS } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { registerSettingsQueryOptions } from '../register-api';
import { buildRegisterFields, type FieldRule, type RegisterFieldName, type RegisterSettings } from '../register-schema';

/** The contract's email pattern kind (spec §5 "email format"), used when the settings give email no rule. */
const EMAIL_KIND = REGISTER_PATTERN_KINDS.find((kind) => kind.kind === 'email');

/**
 * The rules of `names` taken from the registration settings (spec §5: recovery and change password
 * check the username, email and password "rule"), every one of them required. A field the settings
 * disable (or settings that could not be read) still gets a rule: email falls back to the email
 * format, others to "required".
 */
export function rulesFromSettings(settings: RegisterSettings | undefined, names: readonly RegisterFieldName[]): Record<string, FieldRule> {
  const forced: RegisterSettings = { ...settings };
  for (const name of names) {
    const setting = forced[name];
    if (name === 'email' && (!setting?.enabled || !setting.acceptedPattern || setting.acceptedPattern === '*') && EMAIL_KIND) {
      forced[name] = {
        minLength: 3,
        maxLength: 255,
        ...setting,
        enabled: true,
        required: true,
        acceptedPattern: EMAIL_KIND.pattern?.source ?? '*',
        patternId: EMAIL_KIND.id,
      };
    } else {
      forced[name] = { ...setting, enabled: true, required: true };
    }
  }
  const built = buildRegisterFields(forced, { mode: 'username', smsVerification: false });
  const out: Record<string, FieldRule> = {};
  for (const name of names) {
    const rule = built.find((candidate) => candidate.name === name);
    if (rule) out[name] = { ...rule, required: true, setting: { ...rule.setting, required: true } };
  }
  return out;
}

/** {@link rulesFromSettings} over the registration settings query; `isLoading` until they answer. */
export function useFieldRules(names: readonly RegisterFieldName[]): { rules: Record<string, FieldRule>; isLoading: boolean } {
  const host = useHost();
  const settings = useQuery(registerSettingsQueryOptions(host));
  const key = names.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `names`
  const rules = useMemo(() => rulesFromSettings(settings.data, names), [settings.data, key]);
  // Until the settings answer a submit would skip the rules; a failed read falls back to "required".
  return { rules, isLoading: settings.isPending };
}
