import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { defineEndpoint, type HostApi } from 'shared-contracts';

/*
 * The human-verification challenge (spec §4 "a challenge check", facts §4.2 GeeTest v4). These
 * three calls are requested from the contract (contract-requests.md "integrator: PRIORITY ...
 * GEETEST3"); until `endpoints.geetestConfig/geetestChallenge/geetestVerify` land in
 * shared-contracts they are defined here with exactly the requested shapes, and this file is the
 * only place that changes when they do.
 */

/** The white-label switch of the challenge (facts: modID `GEETEST3`). */
export const GEETEST_FLAG = 'GEETEST3';

/** Error codes of the challenge (facts `#1066`: errorCode containing `geetest`). */
export const GEETEST_ERRORS = { failed: 'geetest.failed', required: 'geetest.required' } as const;

/** Which call the challenge protects. */
export type ChallengeProduct = 'login' | 'register' | 'sms';

/** What a passed challenge gives the protected call (`geetestValidateV4` in its payload). */
export const geetestValidateV4Schema = z.object({
  lot_number: z.string(),
  captcha_output: z.string(),
  pass_token: z.string(),
  gen_time: z.string(),
  captcha_id: z.string(),
});

/** A passed challenge. */
export type GeetestValidateV4 = z.infer<typeof geetestValidateV4Schema>;

export const geetestConfig = defineEndpoint({
  id: 'captcha.geetestConfig',
  method: 'GET',
  path: '/wps/captcha/geetest',
  modId: 'GEETEST3',
  description: 'GeeTest v4 captcha id of a product and whether the challenge is on',
  query: z.object({ product: z.enum(['login', 'register', 'sms']) }),
  value: z.object({ gt: z.string(), enabled: z.boolean() }),
});

export const geetestChallenge = defineEndpoint({
  id: 'captcha.geetestChallenge',
  method: 'GET',
  path: '/wps/captcha/geetest/challenge',
  modId: 'GEETEST3',
  description: 'A new challenge: a Base64 PNG of a short code, valid until expiresAt',
  query: z.object({ captchaId: z.string() }),
  value: z.object({ lotNumber: z.string(), image: z.string(), expiresAt: z.number() }),
});

export const geetestVerify = defineEndpoint({
  id: 'captcha.geetestVerify',
  method: 'POST',
  path: '/wps/captcha/geetest/verify',
  modId: 'GEETEST3',
  description: 'Check an answer; a pass answers the geetestValidateV4 fields (single use)',
  body: z.object({ captchaId: z.string(), lotNumber: z.string(), answer: z.string() }),
  value: geetestValidateV4Schema,
});

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
    queryFn: () => host.api.call(geetestConfig, { query: { product } }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** One challenge; a new nonce fetches a new one (each works once). */
export function challengeQueryOptions(host: HostApi, captchaId: string, nonce: number) {
  return queryOptions({
    queryKey: challengeKeys.challenge(captchaId, nonce),
    queryFn: async () => {
      const challenge = await host.api.call(geetestChallenge, { query: { captchaId } });
      const image = challenge.image.startsWith('data:') ? challenge.image : `data:image/png;base64,${challenge.image}`;
      return { ...challenge, image };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
