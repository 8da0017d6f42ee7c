import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES, endpoints, type GeetestValidateV4, type HostApi } from 'shared-contracts';

/*
 * The human-verification challenge (spec §4 "a challenge check", facts §4.2 GeeTest v4): the
 * reference API serves a GeeTest-v4-shaped challenge of its own (`endpoints.geetestConfig`,
 * `geetestChallenge`, `geetestVerify`), since GeeTest's script cannot load under the site's CSP.
 */

export type { GeetestValidateV4 };

/** Error codes of the challenge (facts `#1066`: errorCode containing `geetest`). */
export const GEETEST_ERRORS = { failed: ERROR_CODES.geetestFailed, required: ERROR_CODES.geetestRequired } as const;

/** Which call the challenge protects. */
export type ChallengeProduct = 'login' | 'register' | 'sms';

/** Query keys of the challenge (they start with the remote's name). */
export const challengeKeys = {
  all: ['account', 'challenge'] as const,
  config: (product: ChallengeProduct) => [...challengeKeys.all, 'config', product] as const,
  challenge: (captchaId: string, nonce: number) => [...challengeKeys.all, 'challenge', captchaId, nonce] as const,
};

/** The captcha id and switch of a product (kept for the mount: the id does not change). */
export function challengeConfigQueryOptions(host: HostApi, product: ChallengeProduct) {
  return queryOptions({
    queryKey: challengeKeys.config(product),
    queryFn: () => host.api.call(endpoints.geetestConfig, { query: { product } }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** One challenge; a new nonce fetches a new one (each works once). */
export function challengeQueryOptions(host: HostApi, captchaId: string, nonce: number) {
  return queryOptions({
    queryKey: challengeKeys.challenge(captchaId, nonce),
    queryFn: async () => {
      const challenge = await host.api.call(endpoints.geetestChallenge, { query: { captchaId, t: Date.now() } });
      const image = challenge.image.startsWith('data:') ? challenge.image : `data:image/png;base64,${challenge.image}`;
      return { ...challenge, image };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
