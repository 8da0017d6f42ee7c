import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { GAME_TYPES } from '../../domain/game';

// The member centre's calls (spec §2 "Member centre", §4 "Withdrawal", §7). The spec shows neither
// paths nor shapes for most of them: unless marked `facts`, paths and shapes are our definition.

/** Date range (epoch ms; default: the last 30 days) and paging shared by the record calls. */
export const dateRangeQuerySchema = z.object({
  startTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  endTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
});

/** A money amount the member types: positive, at most 2 decimals, at most 10 million. */
export const moneyAmountSchema = z.number().check(
  z.positive(),
  z.lte(10_000_000),
  z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals'),
);

const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().check(z.int(), z.nonnegative()),
    totalPages: z.number().check(z.int(), z.nonnegative()),
  });

/** Deposit channel kinds (ours). */
export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'QR', 'EWALLET', 'USDT'] as const;

export const depositChannelSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  minAmount: z.number(),
  maxAmount: z.number(),
  bankName: z.optional(z.string()),
  accountName: z.optional(z.string()),
  accountNo: z.optional(z.string()),
  /** For QR channels: the payload the client renders as a QR code (spec §9 QR defaults). */
  qrPayload: z.optional(z.string()),
});

/** `GET /wps/relay/MCSFE_getDepositSettings` (facts §4.13: `allowDeposit: "Y"`; the rest ours). */
export const depositSettings = /*#__PURE__*/ defineEndpoint({
  id: 'member.depositSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositSettings',
  token: true,
  modId: 'FUNDTRANS3',
  source: 'facts',
  description: 'Whether deposits are open, and the channels with their limits',
  value: z.object({ allowDeposit: z.enum(['Y', 'N']), channels: z.array(depositChannelSchema) }),
});

/** Where a deposit stands (ours): pending until the payment is confirmed (a reviewer approves or rejects). */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const depositRecordSchema = z.object({
  depositId: z.number().check(z.int()),
  channelId: z.number().check(z.int()),
  channelName: z.string(),
  amount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.number(),
  /** When it was approved or rejected. */
  decidedAt: z.optional(z.number()),
  remark: z.optional(z.string()),
  /** Why it was rejected. */
  rejectReason: z.optional(z.string()),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

/**
 * `POST /wps/relay/MCSFE_deposit` (ours): a deposit request, `pending` until the payment is
 * confirmed; approval credits the wallet with a ledger row (the reference API's tester control
 * `POST /__control/deposits/:id` decides). `balance` is the balance now (unchanged while pending).
 */
export const deposit = /*#__PURE__*/ defineEndpoint({
  id: 'member.deposit',
  method: 'POST',
  path: '/wps/relay/MCSFE_deposit',
  token: true,
  idempotent: true,
  modId: 'FUNDTRANS3',
  description: 'Request a deposit through a channel: pending until the payment is confirmed',
  body: z.object({
    channelId: z.number().check(z.int()),
    amount: moneyAmountSchema,
    remark: z.optional(z.string().check(z.maxLength(140))),
  }),
  value: z.extend(depositRecordSchema, { amount: z.number(), balance: z.number() }),
});

/** `GET /wps/relay/MCSFE_getDepositRecords` (ours): the member's deposits with their status, newest first. */
export const depositRecords = /*#__PURE__*/ defineEndpoint({
  id: 'member.depositRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositRecords',
  token: true,
  modId: 'FUNDTRANS3',
  description: 'Deposit requests in a date range with their status (pending, approved, rejected)',
  query: z.optional(z.extend(dateRangeQuerySchema, { status: z.optional(z.enum(DEPOSIT_STATUSES)) })),
  value: paged(depositRecordSchema),
});

/** A bank card as the member sees it: the number masked (`**** **** 1234`). */
export const bankCardSchema = z.object({
  id: z.number().check(z.int()),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last 4 digits are shown. */
  accountNoMasked: z.string(),
  isDefault: z.boolean(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** Most bank cards a member may bind (ours). */
export const MAX_BANK_CARDS = 5;

/** `GET /wps/member/bankCard` (facts §1: the bank card resource; list shape ours). */
export const bankCards = /*#__PURE__*/ defineEndpoint({
  id: 'member.bankCards',
  method: 'GET',
  path: '/wps/member/bankCard',
  token: true,
  source: 'facts',
  description: "The member's bank cards, numbers masked",
  value: z.object({ list: z.array(bankCardSchema), max: z.number().check(z.int()) }),
});

/** A bank card number as typed: 10 to 19 digits (spaces and dashes are dropped). */
export const bankCardNumberSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s) => s.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{10,19}$/, 'a card or account number has 10 to 19 digits')),
);

/** A payment password: 6 digits (register setting patternId 7, length 6). */
export const paymentPasswordSchema = z.string().check(z.regex(/^\d{6}$/, 'the payment password is 6 digits'));

/**
 * `PUT /wps/member/bankCard`, encrypted (facts §1 old clients: `PUT /wps/member/bankCard`; body
 * ours): binds a card, checked with the payment password. The first card is the default.
 */
export const bankCardAdd = /*#__PURE__*/ defineEndpoint({
  id: 'member.bankCardAdd',
  method: 'PUT',
  path: '/wps/member/bankCard',
  token: true,
  encrypted: true,
  source: 'facts',
  description: 'Bind a bank card (payment password checked); at most MAX_BANK_CARDS',
  body: z.object({
    bankName: z.string().check(z.trim(), z.minLength(2), z.maxLength(64)),
    accountName: z.string().check(z.trim(), z.minLength(2), z.maxLength(64)),
    accountNo: bankCardNumberSchema,
    paymentPassword: paymentPasswordSchema,
  }),
  value: bankCardSchema,
});

/**
 * `PUT /wps/member/paymentPassword`, encrypted (facts §1 old clients; body ours): sets the payment
 * password (first time: `loginPassword` proves the member) or changes it (`oldPaymentPassword`).
 */
export const paymentPassword = /*#__PURE__*/ defineEndpoint({
  id: 'member.paymentPassword',
  method: 'PUT',
  path: '/wps/member/paymentPassword',
  token: true,
  encrypted: true,
  source: 'facts',
  description: 'Set (with the login password) or change (with the old one) the payment password',
  body: z
    .object({
      newPaymentPassword: paymentPasswordSchema,
      loginPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
      oldPaymentPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    })
    .check(
      z.refine(
        (b) => b.loginPassword !== undefined || b.oldPaymentPassword !== undefined,
        'give the login password (set) or the old payment password (change)',
      ),
    ),
  value: z.object({ hasPaymentPassword: z.literal(true) }),
});

/** Where a withdrawal stands (spec §4 "Withdrawal"; our codes). */
export const WITHDRAW_STATUSES = [
  'processing',
  'paid',
  'received',
  'partially_received',
  'not_received',
  'auto_received',
  'rejected',
] as const;

export const withdrawalSchema = z.object({
  withdrawId: z.number().check(z.int()),
  amount: z.number(),
  status: z.enum(WITHDRAW_STATUSES),
  createdAt: z.number(),
  paidAt: z.optional(z.number()),
  /** When a paid, unconfirmed withdrawal counts as received. */
  autoReceiveAt: z.optional(z.number()),
  confirmedAt: z.optional(z.number()),
  /** What the member says arrived (partially received). */
  receivedAmount: z.optional(z.number()),
  remark: z.optional(z.string()),
  /**
   * When the amount went back to the wallet (ours): set on a `rejected` withdrawal, which is always
   * refunded in full; the refund is also a `withdraw` row of the transaction details (positive
   * amount, memo "refund of withdrawal #<withdrawId>").
   */
  refundedAt: z.optional(z.number()),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0` (facts §4.13: minimumAmount, maximumAmount; the rest ours). */
export const withdrawSettings = /*#__PURE__*/ defineEndpoint({
  id: 'member.withdrawSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  token: true,
  modId: 'FUNDTRANS3',
  source: 'facts',
  description: 'Withdrawal limits, the daily count, the bank cards, the payment password state and the auto-received delay',
  query: z.optional(z.object({ groupId: z.optional(z.coerce.number().check(z.int())) })),
  value: z.object({
    minimumAmount: z.number(),
    maximumAmount: z.number(),
    /** Minutes after payment when an unconfirmed withdrawal counts as received. */
    autoReceivedMinutes: z.number().check(z.int()),
    balance: z.number(),
    /** The default bank card (null: none bound yet), number masked. */
    bankAccount: z.nullable(z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() })),
    /** Withdrawals requested today (server day) and how many a day are allowed. */
    dailyCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
    dailyLimit: z._default(z.number().check(z.int(), z.positive()), 5),
    /** Most money a day. */
    dailyMaximumAmount: z._default(z.number().check(z.nonnegative()), 0),
    /** A withdrawal needs a payment password: set one first when false. */
    hasPaymentPassword: z._default(z.boolean(), false),
    bankCards: z._default(z.array(bankCardSchema), []),
  }),
});

/** `POST /wps/transaction/withdraw`, encrypted (facts §1 old clients; body and value ours). */
export const withdraw = /*#__PURE__*/ defineEndpoint({
  id: 'member.withdraw',
  method: 'POST',
  path: '/wps/transaction/withdraw',
  token: true,
  encrypted: true,
  modId: 'FUNDTRANS3',
  source: 'facts',
  description: 'Withdraw to a bound bank card (payment password checked; daily count and limits applied); debited at once',
  idempotent: true,
  body: z
    .object({
      amount: moneyAmountSchema,
      /** The payment password (withdrawSettings.hasPaymentPassword must be true: set one first). */
      paymentPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
      /**
       * @deprecated The 1.1 body: the login password, checked instead when no `paymentPassword` is
       * sent. Kept so 1.1 clients keep working; removed in 2.0: send `paymentPassword`.
       */
      password: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
      /** The bound card to pay to (default: the default card). */
      bankCardId: z.optional(z.number().check(z.int())),
    })
    .check(
      z.refine((b) => b.paymentPassword !== undefined || b.password !== undefined, {
        message: 'enter the payment password',
        path: ['paymentPassword'],
      }),
    ),
  value: z.extend(withdrawalSchema, { balance: z.number() }),
});

/** `GET /wps/relay/MCSFE_getWithdrawRecords` (ours): withdrawals in a date range, newest first. */
export const withdrawRecords = /*#__PURE__*/ defineEndpoint({
  id: 'member.withdrawRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawRecords',
  token: true,
  description: "The member's withdrawals with their confirmation state",
  query: z.optional(z.extend(dateRangeQuerySchema, { status: z.optional(z.enum(WITHDRAW_STATUSES)) })),
  value: paged(withdrawalSchema),
});

/** `POST /wps/relay/MCSFE_confirmWithdraw` (ours): the member confirms a paid withdrawal. */
export const withdrawConfirm = /*#__PURE__*/ defineEndpoint({
  id: 'member.withdrawConfirm',
  method: 'POST',
  path: '/wps/relay/MCSFE_confirmWithdraw',
  token: true,
  idempotent: true,
  description: 'Confirm a paid withdrawal as received, partially received (with the amount) or not received',
  body: z.object({
    withdrawId: z.number().check(z.int()),
    result: z.enum(['received', 'partially_received', 'not_received']),
    receivedAmount: z.optional(z.number().check(z.nonnegative())),
    remark: z.optional(z.string().check(z.maxLength(140))),
  }),
  value: withdrawalSchema,
});

export const betRecordSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nodeId: z.number().check(z.int()),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  /** Win minus bet (player side). */
  profit: z.number(),
  betTime: z.number(),
});

export const betSummarySchema = z.object({
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  profit: z.number(),
  count: z.number().check(z.int()),
});

/**
 * `GET /wps/relay/MCSFE_getBettingRecords` (ours): betting records in a date range. `account` lets
 * an agent read one of its downlines (agent centre "team betting"); anyone else reads their own.
 */
export const bettingRecords = /*#__PURE__*/ defineEndpoint({
  id: 'member.bettingRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBettingRecords',
  token: true,
  description: 'Betting records, filterable by category and vendor, with a summary of the whole range',
  query: z.optional(
    z.extend(dateRangeQuerySchema, {
      gameType: z.optional(z.enum(GAME_TYPES)),
      vassalage: z.optional(z.string().check(z.maxLength(16))),
      account: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  value: z.extend(paged(betRecordSchema), { summary: betSummarySchema }),
});

export const profitLossSchema = z.object({
  deposit: z.number(),
  withdraw: z.number(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  bonus: z.number(),
  rebate: z.number(),
  /** Player side: win - bet + bonus + rebate. */
  profit: z.number(),
});

/** `GET /wps/relay/MCSFE_getPersonalProfitLoss` (ours): the member's own profit and loss. */
export const personalProfitLoss = /*#__PURE__*/ defineEndpoint({
  id: 'member.profitLoss',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPersonalProfitLoss',
  token: true,
  description: 'Personal profit and loss in a date range, in total and per game category',
  query: z.optional(
    z.object({
      startTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
      endTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
    }),
  ),
  value: z.extend(profitLossSchema, {
    startTime: z.number(),
    endTime: z.number(),
    byGameType: z.array(z.object({ gameType: z.enum(GAME_TYPES), betAmount: z.number(), winAmount: z.number(), profit: z.number() })),
  }),
});

/** Kinds of credited bonuses (ours). */
export const BONUS_KINDS = ['bonus', 'rebate', 'reward', 'raffle', 'salary', 'dividend'] as const;

/** `GET /wps/relay/MCSFE_getBonusDetails` (ours): bonuses credited in a date range. */
export const bonusDetails = /*#__PURE__*/ defineEndpoint({
  id: 'member.bonusDetails',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBonusDetails',
  token: true,
  description: 'Bonuses, rebates, rewards, raffle prizes, salaries and dividends credited, with the total',
  query: z.optional(z.extend(dateRangeQuerySchema, { kind: z.optional(z.enum(BONUS_KINDS)) })),
  value: z.extend(
    paged(
      z.object({ id: z.number().check(z.int()), kind: z.enum(BONUS_KINDS), title: z.string(), amount: z.number(), createdAt: z.number() }),
    ),
    {
      totalAmount: z.number(),
    },
  ),
});

/** States of a reward in the reward centre (ours). */
export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;

export const rewardSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  type: z.enum(['BONUS', 'MISSION', 'VIP', 'BIRTHDAY']),
  amount: z.number(),
  status: z.enum(REWARD_STATUSES),
  createdAt: z.number(),
  expiresAt: z.number(),
  claimedAt: z.optional(z.number()),
});

/** `GET /wps/relay/REWCEN_getRewardList` (ours; modID REWCEN3): the reward centre. */
export const rewardCenter = /*#__PURE__*/ defineEndpoint({
  id: 'member.rewardCenter',
  method: 'GET',
  path: '/wps/relay/REWCEN_getRewardList',
  token: true,
  modId: 'REWCEN3',
  description: 'Rewards to claim, claimed and expired',
  query: z.optional(z.object({ status: z.optional(z.enum(REWARD_STATUSES)) })),
  value: z.object({ list: z.array(rewardSchema), claimableAmount: z.number() }),
});

/** `POST /wps/relay/REWCEN_claimReward` (ours): credits a claimable reward once. */
export const rewardClaim = /*#__PURE__*/ defineEndpoint({
  id: 'member.rewardClaim',
  method: 'POST',
  path: '/wps/relay/REWCEN_claimReward',
  token: true,
  modId: 'REWCEN3',
  idempotent: true,
  description: 'Claim a reward: credited to the wallet in one transaction',
  body: z.object({ rewardId: z.number().check(z.int()) }),
  value: z.object({ reward: rewardSchema, balance: z.number() }),
});

/** `GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true` (facts §4.12: referralCode, totalInvitations, promotionDomains). */
export const referralDetails = /*#__PURE__*/ defineEndpoint({
  id: 'member.referral',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  token: true,
  source: 'facts',
  description: "The member's referral code and link, invitations and what they earned",
  query: z.optional(z.object({ autoGenerate: z.optional(z.enum(['true', 'false'])) })),
  value: z.object({
    /** The programme's rules (HTML: sanitize before rendering; ours). */
    rules: z._default(z.string(), ''),
    /** What the member earns: percent of invitees' valid bet, and a bonus per invitee's first deposit (ours). */
    commissionRate: z._default(z.number().check(z.nonnegative()), 0),
    firstDepositBonus: z._default(z.number().check(z.nonnegative()), 0),
    /** Whether the member's REFERRAL promotion is on (the programme page shows only when true). */
    enabled: z._default(z.boolean(), true),
    referralCode: z.nullable(z.string()),
    /** The client renders the link as a QR code (spec §9 QR defaults). */
    referralLink: z.nullable(z.string()),
    totalInvitations: z.number().check(z.int()),
    depositedInvitations: z.number().check(z.int()),
    commissionTotal: z.number(),
    promotionDomains: z.array(z.string()),
    invitees: z.array(
      z.object({ account: z.string(), registeredAt: z.number(), deposited: z.boolean(), earned: z._default(z.number(), 0) }),
    ),
  }),
});

export const inboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** HTML (sanitize before rendering). */
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.number(),
});

/** `GET /wps/relay/EMFE_getInboxList` (ours; modID INBOX3): the member's messages, newest first. */
export const inboxList = /*#__PURE__*/ defineEndpoint({
  id: 'member.inbox',
  method: 'GET',
  path: '/wps/relay/EMFE_getInboxList',
  token: true,
  modId: 'INBOX3',
  description: 'Platform messages, paged; unreadCount equals the unread-count call',
  query: z.optional(
    z.object({
      pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
      unreadOnly: z.optional(z.enum(['true', 'false'])),
    }),
  ),
  value: z.extend(paged(inboxMessageSchema), { unreadCount: z.number().check(z.int(), z.nonnegative()) }),
});

/** `POST /wps/relay/EMFE_readInbox` (ours): marks messages (or all) read. */
export const inboxRead = /*#__PURE__*/ defineEndpoint({
  id: 'member.inboxRead',
  method: 'POST',
  path: '/wps/relay/EMFE_readInbox',
  token: true,
  modId: 'INBOX3',
  description: 'Mark messages read (ids, or all: true); answers the new unread count',
  body: z.union([
    z.strictObject({ ids: z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(200)) }),
    z.strictObject({ all: z.literal(true) }),
  ]),
  value: z.object({ unreadCount: z.number().check(z.int(), z.nonnegative()), updated: z.number().check(z.int(), z.nonnegative()) }),
});

/** `POST /wps/relay/EMFE_deleteInbox` (ours): deletes messages. */
export const inboxDelete = /*#__PURE__*/ defineEndpoint({
  id: 'member.inboxDelete',
  method: 'POST',
  path: '/wps/relay/EMFE_deleteInbox',
  token: true,
  modId: 'INBOX3',
  description: 'Delete messages; answers the new unread count',
  body: z.strictObject({ ids: z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(200)) }),
  value: z.object({ unreadCount: z.number().check(z.int(), z.nonnegative()), deleted: z.number().check(z.int(), z.nonnegative()) }),
});

export const rebateLineSchema = z.object({ gameType: z.enum(GAME_TYPES), rate: z.number(), validBet: z.number(), amount: z.number() });

/** `GET /wps/relay/MCSFE_getManualRebate` (ours): what a manual rebate claim would pay now. */
export const manualRebate = /*#__PURE__*/ defineEndpoint({
  id: 'member.manualRebate',
  method: 'GET',
  path: '/wps/relay/MCSFE_getManualRebate',
  token: true,
  description: 'Rebate on valid bets since the last claim, per category, and the claim history',
  value: z.object({
    claimableAmount: z.number(),
    minClaimAmount: z.number(),
    since: z.number(),
    lines: z.array(rebateLineSchema),
    history: z.array(z.object({ id: z.number().check(z.int()), amount: z.number(), validBet: z.number(), claimedAt: z.number() })),
  }),
});

/** `POST /wps/relay/MCSFE_claimManualRebate` (ours): credits the rebate in one transaction. */
export const manualRebateClaim = /*#__PURE__*/ defineEndpoint({
  id: 'member.manualRebateClaim',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimManualRebate',
  token: true,
  idempotent: true,
  description: 'Claim the manual rebate (refused below the minimum)',
  value: z.object({ claimId: z.number().check(z.int()), amount: z.number(), validBet: z.number(), balance: z.number() }),
});
