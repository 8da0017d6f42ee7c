import { z } from 'zod/mini';

/**
 * The human-verification result a GeeTest v4 widget hands the page and the client merges into the
 * payload as `geetestValidateV4` (facts §4.2 [PY-REG]; spec §4 "a challenge check"). The reference
 * API issues and checks these itself (GeeTest's own script cannot load here): our definition.
 */
export const geetestValidateV4Schema = z.object({
  lot_number: z.string().check(z.minLength(1), z.maxLength(64)),
  captcha_output: z.string().check(z.minLength(1), z.maxLength(512)),
  pass_token: z.string().check(z.minLength(1), z.maxLength(128)),
  gen_time: z.string().check(z.minLength(1), z.maxLength(16)),
  captcha_id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** A passed human verification. */
export type GeetestValidateV4 = z.infer<typeof geetestValidateV4Schema>;

/** What a verification is for (`product` of `/wps/captcha/geetest`). */
export const GEETEST_PRODUCTS = ['login', 'register', 'sms'] as const;
