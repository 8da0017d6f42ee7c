import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { WHITELABEL_FLAGS, defineEndpoint, loginResultSchema, type HostApi, type LoginResult } from 'shared-contracts';
import { getLoginDeviceId } from '../login/utils/device-id';

/*
 * Social login (spec §2 "social-login icons for google, facebook and telegram when enabled").
 * NOT mounted yet: no social-login endpoint exists (see the README, "Social login").
 * Requested from the contract (contract-requests.md "account: social login" and its addendum);
 * until `endpoints.socialLogin` / `endpoints.socialReferenceCredential` land in shared-contracts
 * they are defined here with exactly the requested shapes, and this file is the only place that
 * changes when they do.
 */

/** The providers, in the order their icons are shown, with the white-label switch of each. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', flag: WHITELABEL_FLAGS.googleLogin },
  { id: 'facebook', flag: WHITELABEL_FLAGS.facebookLogin },
  { id: 'telegram', flag: WHITELABEL_FLAGS.telegramLogin },
] as const;

/** A social-login provider. */
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

/** No member is linked to the provider identity (ours). */
export const SOCIAL_UNLINKED = 'social.account.unlinked';

const providerSchema = z.enum(['google', 'facebook', 'telegram']);

export const socialLogin = defineEndpoint({
  id: 'auth.socialLogin',
  method: 'POST',
  path: '/wps/session/login/social',
  encrypted: true,
  description: 'Log in with a provider credential (Google ID token, Facebook access token, Telegram widget payload)',
  body: z.object({ provider: providerSchema, credential: z.string().min(1), loginDeviceId: z.string().max(64).optional() }),
  value: loginResultSchema,
});

export const socialReferenceCredential = defineEndpoint({
  id: 'auth.socialReferenceCredential',
  method: 'POST',
  path: '/wps/session/login/social/reference',
  description: 'Reference API only: the credential a provider would hand the page for an account at that provider',
  body: z.object({ provider: providerSchema, subject: z.string().min(1).max(128) }),
  value: z.object({ credential: z.string() }),
});

/** Logs in with a provider credential, then establishes the session (pending until the member is loaded). */
export function socialLoginMutationOptions(host: HostApi) {
  return mutationOptions<LoginResult, unknown, { provider: SocialProviderId; credential: string }>({
    mutationKey: ['account', 'login', 'social'],
    mutationFn: async ({ provider, credential }) => {
      const result = await host.api.call(socialLogin, { body: { provider, credential, loginDeviceId: getLoginDeviceId() } });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });
}
