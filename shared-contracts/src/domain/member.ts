import { z } from 'zod/mini';

/** isAgent / customer type codes of agents (spec §6, facts §4.3: brand `agentType:[1,2,41,42]`). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;

/** The trial (free-play) account code for `type` and `isAgent` (spec §3, §6). */
export const TRIAL_TYPE = 4;

/** A member's VIP club label (spec §3). */
export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.optional(z.string()),
  color2: z.optional(z.string()),
  rankLevel: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

/** A coloured tag shown beside the member's name. */
export const memberLabelSchema = z.object({
  text: z.string(),
  color: z.optional(z.string()),
  bgColor: z.optional(z.string()),
});

/** A promotion available to the member; REFERRAL gates invite-friends (spec §3, §6). */
export const availablePromotionSchema = z.object({
  type: z.string(),
  enabled: z.boolean(),
});

/** `GET /wps/member/info` value (spec §3 "Member info", facts §4.3). */
export const memberInfoSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string().check(z.minLength(1)),
  nickname: z._default(z.string(), ''),
  type: z.number().check(z.int()),
  isAgent: z.number().check(z.int()),
  toUpline: z._default(z.boolean(), false),
  /**
   * The upline's username, when the member has one (ours: the transfer to upline is addressed to it,
   * so the member does not type it; a platform that leaves it out has the member type it).
   */
  uplineAccount: z.optional(z.string().check(z.minLength(1))),
  /** Whether a payment password is set (withdrawals and transfers need one; ours). */
  hasPaymentPassword: z._default(z.boolean(), false),
  customerId: z.number().check(z.int()),
  mobile: z.optional(z.string()),
  email: z.optional(z.string()),
  regDate: z.optional(z.number()),
  clubLabel: clubLabelSchema,
  memberLabel: z._default(z.array(memberLabelSchema), []),
  currencySymbol: z._default(z.string(), '$'),
  unreadMessageCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  availablePromotions: z._default(z.array(availablePromotionSchema), []),
});

/** A member as the platform describes them. */
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** `POST /wps/session/login` value (facts §4.1). */
export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  id: z.optional(z.number().check(z.int())),
  userName: z.optional(z.string()),
  customerType: z.optional(z.number().check(z.int())),
});

/** A successful login. */
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `accountTypeId` of the main wallet (facts §4.4 shows `accountTypeId: 2` for the one wallet). */
export const MAIN_WALLET_TYPE_ID = 2;

/** `GET /wps/v2/wallets/balance` value (facts §4.4). */
export const walletBalanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.optional(z.string()),
  currencySymbol: z.optional(z.string()),
  /** Single wallet: only the main wallet; otherwise a game wallet per vendor group as well. */
  isSingle: z.optional(z.boolean()),
  /** Per wallet: the main one (`MAIN_WALLET_TYPE_ID`) first, then the game wallets. */
  balance: z._default(
    z.array(z.object({ accountTypeId: z.number().check(z.int()), accountName: z.optional(z.string()), availBalance: z.number() })),
    [],
  ),
});

/** A wallet balance answer. */
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * Ways to confirm a login from an IP the account has not used before (spec §4 "Login from an
 * unregistered IP": SMS, email, bank account name, Google verification). The codes are our definition.
 */
export const LOGIN_VERIFICATION_METHODS = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE'] as const;

/** One way to confirm a login. */
export type LoginVerificationMethod = (typeof LOGIN_VERIFICATION_METHODS)[number];

/** Methods that need a code sent first (the others are answered from what the member knows). */
export const LOGIN_VERIFICATION_SENT_METHODS = ['SMS', 'EMAIL'] as const;

/**
 * The failure `value` of a login that needs extra verification (errorCode `login_verify_required`,
 * facts §3; shape ours): the token to confirm with, the methods allowed for this account (with the
 * masked destination of SMS and email) and when the token expires.
 */
export const loginVerificationRequiredSchema = z.object({
  verifyRequired: z.literal(true),
  verificationToken: z.string().check(z.minLength(1)),
  methods: z.array(z.object({ method: z.enum(LOGIN_VERIFICATION_METHODS), destination: z.optional(z.string()) })).check(z.minLength(1)),
  /** The IP address the login came from (shown to the member). */
  ip: z.string(),
  expiresAt: z.number(),
});

/** What a login answers when it needs extra verification. */
export type LoginVerificationRequired = z.infer<typeof loginVerificationRequiredSchema>;
