import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { GAME_TYPES } from '../../domain/game';
import { noticeSchema } from '../../domain/content';
import { SPEC_CONSTANTS } from '../../domain/constants';

/** `GET /wps/relay/MCSFE_getPlayerAvatar` (facts §4.13: `{avatar: "0", avatarType: "STATIC"}`). */
export const avatar = /*#__PURE__*/ defineEndpoint({
  id: 'member.avatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  token: true,
  modId: 'PROFPIC3',
  source: 'facts',
  description: "The member's avatar: a static avatar number, plus its image address (ours)",
  value: z.object({ avatar: z.string(), avatarType: z.string(), url: z.optional(z.string()) }),
});

/** `GET /wps/member/info/icon` (facts §4.3; shape ours). */
export const memberIcon = /*#__PURE__*/ defineEndpoint({
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  token: true,
  source: 'ours',
  description: "The member's icon image address",
  value: z.object({ icon: z.string() }),
});

/** Ledger kinds shown in transaction details (our definition). */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdraw',
  'bet',
  'adjust',
  'transfer',
  'points',
  'bonus',
  'rebate',
  'reward',
  'raffle',
  'salary',
  'dividend',
] as const;

/** `GET /wps/relay/MCSFE_getTransactionDetails` (spec §7 "Member transaction details"; path and shape ours). */
export const transactionDetails = /*#__PURE__*/ defineEndpoint({
  id: 'member.transactions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getTransactionDetails',
  token: true,
  source: 'ours',
  description: "The member's wallet movements in a date range (epoch ms), newest first, paged",
  query: z.optional(
    z.object({
      startTime: z.optional(z.coerce.number().check(z.int())),
      endTime: z.optional(z.coerce.number().check(z.int())),
      kind: z.optional(z.enum(TRANSACTION_KINDS)),
      pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
    }),
  ),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().check(z.int()),
        kind: z.enum(TRANSACTION_KINDS),
        amount: z.number(),
        balanceAfter: z.number(),
        createdAt: z.number(),
        memo: z.optional(z.string()),
        nodeId: z.optional(z.number().check(z.int())),
      }),
    ),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    totalCount: z.number().check(z.int(), z.nonnegative()),
  }),
});

/** `POST /wps/relay/GCS_walletTransfer` (facts §4.4, payload not seen: ours). Transfer to the upline or a downline. */
export const walletTransfer = /*#__PURE__*/ defineEndpoint({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  token: true,
  modId: 'FUNDTRANS3',
  source: 'ours',
  idempotent: true,
  description:
    'Move money to the upline (when toUpline allows it) or a (direct or deeper) downline: one transaction, a ledger row on each side; the payment password is checked when the member has set one',
  body: z.object({
    toAccount: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    amount: z.coerce.number().check(z.positive(), z.lte(1_000_000_000)),
    paymentPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  }),
  value: z.object({ transferId: z.number().check(z.int()), amount: z.number(), balance: z.number(), toAccount: z.string() }),
});

/** `GET /wps/relay/MCSFE_getMerchantWallet` (spec §7 "Merchant wallet"; path and shape ours). */
export const merchantWallet = /*#__PURE__*/ defineEndpoint({
  id: 'wallet.merchant',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantWallet',
  source: 'ours',
  description: 'The merchant wallet setup: currency, symbol, single wallet flag and wallet types',
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    isSingle: z.boolean(),
    wallets: z.array(z.object({ accountTypeId: z.number().check(z.int()), accountName: z.string() })),
  }),
});

/**
 * An uploaded image as a schema sees it (feedback, promotion applications): a Blob (a File in the
 * browser) of an allowed type (png or jpg) and at most 5 MB (spec §5, §9).
 */
export const uploadImageSchema = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'an image file')
  .check(
    z.refine((blob) => (SPEC_CONSTANTS.uploadImages.types as readonly string[]).includes(blob.type), 'images must be png or jpg'),
    z.refine((blob) => blob.size <= SPEC_CONSTANTS.uploadImages.maxBytes, 'each image must be at most 5 MB'),
  );

/**
 * `PUT /wps/feedback` (spec §5, §7), multipart/form-data (the wire format is our definition; the
 * facts name only the path and `FEEDBACK3`): `content` (1–140 characters), an optional `category`,
 * and up to 3 `images` (png or jpg, at most 5 MB each; the API refuses more with 413).
 */
export const feedback = /*#__PURE__*/ defineEndpoint({
  id: 'member.feedback',
  method: 'PUT',
  path: '/wps/feedback',
  token: true,
  modId: 'FEEDBACK3',
  source: 'spec',
  bodyEncoding: 'multipart',
  description: 'Send feedback (content 1–140 characters) with up to 3 images',
  body: z.object({
    content: z.string().check(z.trim(), z.minLength(1), z.maxLength(140)),
    category: z.optional(z.string().check(z.maxLength(32))),
    images: z._default(z.array(uploadImageSchema).check(z.maxLength(SPEC_CONSTANTS.uploadImages.maxCount)), []),
  }),
  value: z.object({ feedbackId: z.number().check(z.int()), imageCount: z.number().check(z.int(), z.nonnegative()) }),
});

/** Points configuration (ours). */
export const pointsConfigSchema = z.object({
  enabled: z.boolean(),
  /** Points per 1.00 of money. */
  pointsRatio: z.number().check(z.int(), z.positive()),
  minConvertPoints: z.number().check(z.int(), z.positive()),
});

/** `GET /wps/relay/PTSYS_getPointConfig` (spec §7 "Points: config"; path ours). */
export const pointsConfig = /*#__PURE__*/ defineEndpoint({
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/PTSYS_getPointConfig',
  modId: 'PTSYS3',
  source: 'ours',
  description: 'Points mall settings: conversion ratio and minimum',
  value: pointsConfigSchema,
});

/** `GET /wps/relay/PTSYS_getPointBalance` (spec §7 "Points: balance"; path ours). */
export const pointsBalance = /*#__PURE__*/ defineEndpoint({
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/PTSYS_getPointBalance',
  token: true,
  modId: 'PTSYS3',
  source: 'ours',
  description: "The member's points and what they convert to",
  value: z.object({ points: z.number().check(z.int(), z.nonnegative()), convertibleAmount: z.number().check(z.nonnegative()) }),
});

/** A points-mall item (spec §3 "Points-mall items"). */
export const pointsItemSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  type: z.enum(['CASH', 'GIFT']),
  quantity: z.number().check(z.int(), z.nonnegative()),
  pointsRequired: z.number().check(z.int(), z.positive()),
  /** Money credited on approval (CASH items). */
  amount: z.number().check(z.nonnegative()),
  /** Valid bet needed before redeeming. */
  amountRequired: z.number().check(z.nonnegative()),
  units: z.string(),
  status: z.enum(['ACTIVE', 'SOLD_OUT']),
  remark: z.optional(z.string()),
  image: z.optional(z.string()),
});

/** `GET /wps/relay/MCSFE_getPointRewards` (spec §7 "Points: reward"; path ours). */
export const pointsRewards = /*#__PURE__*/ defineEndpoint({
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointRewards',
  modId: 'PTSYS3',
  source: 'ours',
  description: 'Points-mall items',
  value: z.object({ list: z.array(pointsItemSchema) }),
});

/** Redemption statuses (spec §4 "Redemption and application statuses": in process, rejected, approved). */
export const POINTS_REDEMPTION_STATUSES = ['in_process', 'approved', 'rejected'] as const;

/** `POST /wps/relay/passwordCheck/MCSFE_redeemPointReward` (facts §1: encrypted password-check relay; body ours). */
export const pointsRedeem = /*#__PURE__*/ defineEndpoint({
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  token: true,
  encrypted: true,
  modId: 'PTSYS3',
  source: 'facts',
  idempotent: true,
  description: 'Redeem an item with points (login password checked); CASH items credit the wallet at once',
  body: z.object({
    itemId: z.coerce.number().check(z.int()),
    quantity: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 1),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  value: z.object({
    redemptionId: z.number().check(z.int()),
    points: z.number().check(z.int(), z.nonnegative()),
    status: z.enum(POINTS_REDEMPTION_STATUSES),
  }),
});

/** `GET /wps/relay/MCSFE_getPointRedeemList` (spec §7 "Points: redeem list"; path ours). */
export const pointsRedeemList = /*#__PURE__*/ defineEndpoint({
  id: 'points.redeemList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointRedeemList',
  token: true,
  modId: 'PTSYS3',
  source: 'ours',
  description: "The member's redemptions, newest first, paged",
  query: z.optional(
    z.object({
      pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
      status: z.optional(z.enum(POINTS_REDEMPTION_STATUSES)),
    }),
  ),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().check(z.int()),
        itemName: z.string(),
        type: z.enum(['CASH', 'GIFT']),
        quantity: z.number().check(z.int()),
        points: z.number().check(z.int()),
        /** Money credited (CASH items, once approved). */
        amount: z._default(z.number().check(z.nonnegative()), 0),
        status: z.enum(POINTS_REDEMPTION_STATUSES),
        applyTime: z.number(),
        remark: z.optional(z.string()),
      }),
    ),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    totalCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  }),
});

/** `POST /wps/relay/passwordCheck/MCSFE_convertPoint` (facts §1: encrypted password-check relay; body ours). */
export const pointsConvert = /*#__PURE__*/ defineEndpoint({
  id: 'points.convert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
  token: true,
  encrypted: true,
  modId: 'PTSYS3',
  source: 'facts',
  idempotent: true,
  description: 'Convert points to money at the configured ratio (login password checked)',
  body: z.object({ points: z.coerce.number().check(z.int(), z.positive()), password: z.string().check(z.minLength(1), z.maxLength(128)) }),
  value: z.object({ points: z.number().check(z.int(), z.nonnegative()), amount: z.number(), balance: z.number() }),
});

/** `GET /wps/relay/GCSGAME_getGameAnnouncements` (spec §7 "Game announcements"; path and shape ours). */
export const gameAnnouncements = /*#__PURE__*/ defineEndpoint({
  id: 'games.announcements',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getGameAnnouncements',
  source: 'ours',
  description: 'Game and vendor announcements (maintenance windows, new games); HTML content',
  query: z.optional(z.object({ gameType: z.optional(z.enum(GAME_TYPES)), language: z.optional(z.string().check(z.maxLength(8))) })),
  value: z.object({
    list: z.array(z.extend(noticeSchema, { vassalage: z.optional(z.string()), gameType: z.optional(z.enum(GAME_TYPES)) })),
  }),
});

/** `GET /wps/relay/MSN_getMissionSummary` (spec §7 "mission summary"; path and shape ours). */
export const missionSummary = /*#__PURE__*/ defineEndpoint({
  id: 'missions.summary',
  method: 'GET',
  path: '/wps/relay/MSN_getMissionSummary',
  token: true,
  source: 'ours',
  description: "Today's missions with the member's progress (from real bets today)",
  value: z.object({
    missions: z.array(
      z.object({
        id: z.number().check(z.int()),
        title: z.string(),
        target: z.number(),
        progress: z.number(),
        reward: z.number(),
        completed: z.boolean(),
      }),
    ),
    completed: z.number().check(z.int(), z.nonnegative()),
    total: z.number().check(z.int(), z.nonnegative()),
  }),
});

/** `GET /wps/relay/MSN_getLeaderboard` (spec §7 "leaderboard"; path and shape ours). */
export const missionLeaderboard = /*#__PURE__*/ defineEndpoint({
  id: 'missions.leaderboard',
  method: 'GET',
  path: '/wps/relay/MSN_getLeaderboard',
  source: 'ours',
  description: 'Top players by valid bet over the period (accounts masked)',
  query: z.optional(
    z.object({
      period: z._default(z.enum(['today', 'week', 'month']), 'week'),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
    }),
  ),
  value: z.object({
    list: z.array(z.object({ rank: z.number().check(z.int()), account: z.string(), validBet: z.number(), reward: z.number() })),
  }),
});
