import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { FIREBASE_SMS_CHANNEL, endpoints, type HostApi } from 'shared-contracts';
import type { GeetestValidateV4 } from '../../../lib/challenge/challenge-api';
import { challengeFields } from '../../../lib/challenge/use-human-check';
import { getLoginDeviceId } from '../../../lib/device-id';
import { registerKeys } from '../../../lib/register-api';
import type { RegisterMode, RegisterValues } from '../../../lib/register-schema';

/** Whether the code the domain's URL carries is valid (spec §4: then the field is hidden). */
export function domainAffiliateQueryOptions(host: HostApi, code: string, domain: string) {
  return queryOptions({
    queryKey: [...registerKeys.all, 'affiliate', code, domain] as const,
    queryFn: async () => {
      try {
        await host.api.call(endpoints.affiliateCheck, { query: { code, domain } });
        return true;
      } catch {
        // An invalid or unverifiable code shows the field (spec §4 "shown if the check fails").
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** What the form sends. */
export interface RegisterRequest {
  mode: RegisterMode;
  values: RegisterValues;
  countryDialingCode?: string | undefined;
  /** The domain's valid affiliate code when the field is hidden. */
  domainAffiliateCode?: string | undefined;
  /** The human-verification result (spec §4 "then human verification"; null when GEETEST3 is off). */
  challenge?: GeetestValidateV4 | null | undefined;
  /**
   * The phone provider's ID token (FIREBASESMS3, spec §3): sent with `firebaseChannel: 'sms'`
   * instead of the typed verification code.
   */
  firebaseIdToken?: string | undefined;
}

/** What a registration ends with. */
export interface RegisterOutcome {
  mode: RegisterMode;
  /** The account name (generated in mobile mode). */
  username: string;
}

function clean(values: RegisterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/**
 * Registers (username or mobile), then asks the host to sign in with the returned token and load
 * the member (spec §4 "fetch the member"), so the mutation stays pending until the session exists.
 */
export function registerMutationOptions(host: HostApi) {
  return mutationOptions<RegisterOutcome, unknown, RegisterRequest>({
    mutationKey: [...registerKeys.all, 'submit'],
    mutationFn: async ({ mode, values, countryDialingCode, domainAffiliateCode, challenge, firebaseIdToken }) => {
      const fields: Record<string, string> = clean(values);
      if (firebaseIdToken) {
        delete fields.verificationCode;
        fields.firebaseChannel = FIREBASE_SMS_CHANNEL;
        fields.firebaseIdToken = firebaseIdToken;
      }
      const body = {
        ...fields,
        password: fields.password ?? '',
        ...(domainAffiliateCode ? { affiliateCode: domainAffiliateCode } : {}),
        ...(fields.mobileNum && countryDialingCode ? { countryDialingCode } : {}),
        merchantCode: host.brand.merchantCode,
        domain: window.location.hostname,
        registerUrl: window.location.href.slice(0, 1024),
        registerMethod: 'WEB',
        loginDeviceId: getLoginDeviceId(),
        login: true,
        ...challengeFields(challenge ?? null),
      };
      const result = await host.api.call(mode === 'mobile' ? endpoints.registerMobile : endpoints.register, { body });
      if (result.token) await host.session.signIn(result.token, { firstTimeLogin: true });
      return { mode, username: result.username };
    },
  });
}

/** Checks an affiliate (invitation) code before submitting (spec §4). Resolves true when valid. */
export async function checkAffiliateCode(host: HostApi, code: string): Promise<boolean> {
  try {
    await host.api.call(endpoints.affiliateCheck, { query: { code, domain: window.location.hostname } });
    return true;
  } catch {
    return false;
  }
}
