import { z } from 'zod';

/** isAgent / customer type codes of agents (spec §6, facts §4.3: brand `agentType:[1,2,41,42]`). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;

/** The trial (free-play) account code for `type` and `isAgent` (spec §3, §6). */
export const TRIAL_TYPE = 4;

/** A member's VIP club label (spec §3). */
export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string().optional(),
  color2: z.string().optional(),
  rankLevel: z.number().int().nonnegative().default(0),
});

/** A coloured tag shown beside the member's name. */
export const memberLabelSchema = z.object({
  text: z.string(),
  color: z.string().optional(),
  bgColor: z.string().optional(),
});

/** A promotion available to the member; REFERRAL gates invite-friends (spec §3, §6). */
export const availablePromotionSchema = z.object({
  type: z.string(),
  enabled: z.boolean(),
});

/** `GET /wps/member/info` value (spec §3 "Member info", facts §4.3). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string().min(1),
  nickname: z.string().default(''),
  type: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.boolean().default(false),
  customerId: z.number().int(),
  mobile: z.string().optional(),
  email: z.string().optional(),
  regDate: z.number().optional(),
  clubLabel: clubLabelSchema,
  memberLabel: z.array(memberLabelSchema).default([]),
  currencySymbol: z.string().default('$'),
  unreadMessageCount: z.number().int().nonnegative().default(0),
  availablePromotions: z.array(availablePromotionSchema).default([]),
});

/** A member as the platform describes them. */
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** `POST /wps/session/login` value (facts §4.1). */
export const loginResultSchema = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  id: z.number().int().optional(),
  userName: z.string().optional(),
  customerType: z.number().int().optional(),
});

/** A successful login. */
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `GET /wps/v2/wallets/balance` value (facts §4.4). */
export const walletBalanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.string().optional(),
  currencySymbol: z.string().optional(),
  isSingle: z.boolean().optional(),
  balance: z
    .array(z.object({ accountTypeId: z.number().int(), accountName: z.string().optional(), availBalance: z.number() }))
    .default([]),
});

/** A wallet balance answer. */
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
