import { z } from 'zod';

/**
 * The human-verification result a GeeTest v4 widget hands the page and the client merges into the
 * payload as `geetestValidateV4` (facts §4.2 [PY-REG]; spec §4 "a challenge check"). The reference
 * API issues and checks these itself (GeeTest's own script cannot load here): our definition.
 */
export const geetestValidateV4Schema = z.object({
  lot_number: z.string().min(1).max(64),
  captcha_output: z.string().min(1).max(512),
  pass_token: z.string().min(1).max(128),
  gen_time: z.string().min(1).max(16),
  captcha_id: z.string().min(1).max(64),
});

/** A passed human verification. */
export type GeetestValidateV4 = z.infer<typeof geetestValidateV4Schema>;

/** What a verification is for (`product` of `/wps/captcha/geetest`). */
export const GEETEST_PRODUCTS = ['login', 'register', 'sms'] as const;
