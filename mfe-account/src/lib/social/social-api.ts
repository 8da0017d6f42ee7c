import { mutationOptions } from '@tanstack/react-query';
import { WHITELABEL_FLAGS, endpoints, type HostApi, type LoginResult, type SocialProvider } from 'shared-contracts';
import { getLoginDeviceId } from '../device-id';

/*
 * Social login (spec §2 "social-login icons for google, facebook and telegram when enabled").
 * The platform calls are the catalogue's `endpoints.socialLogin` (log in, or register with
 * `register: true`) and, on the reference platform only, `endpoints.socialReferenceCredential`
 * (the reference provider's credential, see `reference-credential-step.tsx`).
 */

/** The providers, in the order their icons are shown, with the white-label switch of each. */
export const SOCIAL_PROVIDER_SWITCHES = [
  { id: 'google', flag: WHITELABEL_FLAGS.googleLogin },
  { id: 'facebook', flag: WHITELABEL_FLAGS.facebookLogin },
  { id: 'telegram', flag: WHITELABEL_FLAGS.telegramLogin },
] as const satisfies readonly { id: SocialProvider; flag: string }[];

/** A social-login provider. */
export type SocialProviderId = SocialProvider;

/**
 * What a registration by social icon adds (spec §4 registration: referral and affiliate codes and
 * the domain travel with it, as with the form).
 */
export interface SocialRegistration {
  referralCode?: string | undefined;
  affiliateCode?: string | undefined;
  domain: string;
}

/** What the social login sends besides the provider's credential. */
export interface SocialLoginRequest {
  provider: SocialProviderId;
  credential: string;
  /** Present: register a new member when the provider account is linked to none. */
  registration?: SocialRegistration | undefined;
}

/**
 * Logs in (or registers) with a provider credential, then establishes the session, so the mutation
 * stays pending until the member is loaded.
 */
export function socialLoginMutationOptions(host: HostApi) {
  return mutationOptions<LoginResult, unknown, SocialLoginRequest>({
    mutationKey: ['account', 'login', 'social'],
    mutationFn: async ({ provider, credential, registration }) => {
      const result = await host.api.call(endpoints.socialLogin, {
        body: {
          provider,
          credential,
          loginDeviceId: getLoginDeviceId(),
          ...(registration
            ? {
                register: true,
                domain: registration.domain,
                ...(registration.referralCode ? { referralCode: registration.referralCode } : {}),
                ...(registration.affiliateCode ? { affiliateCode: registration.affiliateCode } : {}),
              }
            : {}),
        },
      });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });
}
