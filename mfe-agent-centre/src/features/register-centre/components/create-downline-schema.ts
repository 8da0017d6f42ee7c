import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { CONTRACT_KINDS, formatPatternMessage, validateRegistration, type RegisterSettings } from 'shared-contracts';
import { rateError } from '../../../lib/contract-rate';

/** The form values of "create a downline". */
export interface CreateDownlineValues {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: 'member' | 'agent';
  /** '' = no initial contract. */
  contractKind: '' | (typeof CONTRACT_KINDS)[number];
  rate: string;
}

/** The translator the schema needs. */
export type Translate = TFunction;

/**
 * The "create a downline" schema: username, password and confirmation by the server's registration
 * settings with the registration messages (`validateRegistration`), and an optional initial
 * contract whose rate must be a number above 0 and below the agent's own rate of that kind.
 */
export function createDownlineSchema(
  settings: RegisterSettings,
  ownRates: Partial<Record<string, number>>,
  t: Translate,
  percent: (rate: number) => string,
) {
  return z
    .object({
      username: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      accountType: z.enum(['member', 'agent']),
      contractKind: z.enum(['', ...CONTRACT_KINDS]),
      rate: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issues = validateRegistration(
          {
            username: values.username,
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
          {
            username: settings.username!,
            password: settings.password!,
            confirmPassword: settings.confirmPassword ?? {
              ...settings.password!,
              enabled: true,
            },
          },
          'username',
        );
        for (const field of ['username', 'password', 'confirmPassword'] as const) {
          const issue = issues[field];
          if (!issue) continue;
          const message =
            issue.messageKey === 'validation.required'
              ? t('validation.required', { field: t(`fields.${field}`) })
              : formatPatternMessage(t(issue.messageKey), issue.min ?? 0, issue.max ?? 0);
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
        if (values.accountType === 'agent' && values.contractKind) {
          const rateMessage = rateError(values.rate, ownRates[values.contractKind], t, percent);
          if (rateMessage) ctx.addIssue({ code: 'custom', path: ['rate'], message: rateMessage });
        }
      }),
    );
}
