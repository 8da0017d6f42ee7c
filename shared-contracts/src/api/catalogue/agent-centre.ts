import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { TRANSACTION_KINDS } from './member';
import { dateRangeQuerySchema, profitLossSchema } from './member-centre';

// The agent centre's calls and the contract / salary / dividend calls of spec §7 "Wallet and home".
// Unless marked `facts`, paths and shapes are our definition.

const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().check(z.int(), z.nonnegative()),
    totalPages: z.number().check(z.int(), z.nonnegative()),
  });

/** Contract kinds: a dividend contract and the three salary contracts (spec §2 agent centre, §3). */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** Contract states (spec §4 "Contract"). */
export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'terminated'] as const;
/** Settlement periods (spec §3: daily, weekly, semimonthly, monthly; plus hourly and real-time for salaries). */
export const CONTRACT_PERIODS = ['hourly', 'daily', 'weekly', 'semimonthly', 'monthly', 'realtime'] as const;
/** What a contract's bet amount is counted per (spec §3 "bet amount per day or hour"). */
export const BET_AMOUNT_UNITS = ['day', 'hour'] as const;
export type BetAmountUnit = (typeof BET_AMOUNT_UNITS)[number];
/** The bet-amount unit a contract of a kind has when the offer names none (hourly and real-time salaries count per hour). */
export function defaultBetAmountUnit(kind: ContractKind): BetAmountUnit {
  return kind === 'HOURLY_SALARY' || kind === 'REALTIME_SALARY' ? 'hour' : 'day';
}

/**
 * A threshold amount of a contract's terms (period profit and loss, bet amount): from 0 to 100
 * million, at most 2 decimals (brand currency).
 */
export const contractAmountSchema = z.number().check(
  z.gte(0),
  z.lte(100_000_000),
  z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals'),
);

export const contractSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(CONTRACT_KINDS),
  /** The upline that offered it; null for a contract with the merchant (top-level agents). */
  fromAccount: z.nullable(z.string()),
  toAccount: z.string(),
  /** Percent (dividend: of the team's loss; salaries: of the team's valid bet). */
  rate: z.number(),
  periodType: z.enum(CONTRACT_PERIODS),
  minActiveMembers: z.number().check(z.int()),
  minValidBet: z.number(),
  /**
   * Period profit and loss (spec §3): the team's net loss in a period (the platform's win, as an
   * amount from 0) the contract needs before it pays. Defaults to 0 for answers that predate it.
   */
  minProfitLoss: z._default(z.number(), 0),
  /** Bet amount the team must reach per {@link betAmountUnit} (spec §3 "bet amount per day or hour"). */
  minBetAmount: z._default(z.number(), 0),
  betAmountUnit: z._default(z.enum(BET_AMOUNT_UNITS), 'day'),
  status: z.enum(CONTRACT_STATUSES),
  createdAt: z.number(),
  respondedAt: z.optional(z.number()),
  terminatedAt: z.optional(z.number()),
  terminatedReason: z.optional(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

/**
 * `GET /wps/member/info/funds/consolidated` (facts §4.3: flags `dailysalreqtype`, `divtypereq`,
 * `contracthoursalreq`, `realtimesalreqtype`; their values and `contracts` ours): 1 when the member
 * holds an accepted contract of that kind (the agent centre shows the matching menu entries).
 */
export const consolidatedContracts = /*#__PURE__*/ defineEndpoint({
  id: 'member.consolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  token: true,
  source: 'facts',
  description: 'Which contract features apply to the member, and its accepted contracts',
  value: z.object({
    dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
    divtypereq: z.union([z.literal(0), z.literal(1)]),
    contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
    realtimesalreqtype: z.union([z.literal(0), z.literal(1)]),
    contracts: z.array(contractSchema),
  }),
});

export const DIVIDEND_STATUSES = ['pending', 'requested', 'paid', 'rejected'] as const;

export const dividendRecordSchema = z.object({
  id: z.number().check(z.int()),
  periodType: z.enum(CONTRACT_PERIODS),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** Player-side result of the team in the period (negative: the team lost). */
  teamProfitLoss: z.number(),
  validBet: z.number(),
  activeMembers: z.number().check(z.int()),
  rate: z.number(),
  amount: z.number(),
  status: z.enum(DIVIDEND_STATUSES),
  requestedAt: z.optional(z.number()),
  paidAt: z.optional(z.number()),
});

/** `GET /wps/relay/MCS2_getDividendRecords` (ours): agent centre "dividend record". */
export const dividendRecords = /*#__PURE__*/ defineEndpoint({
  id: 'agent.dividendRecords',
  method: 'GET',
  path: '/wps/relay/MCS2_getDividendRecords',
  token: true,
  description: 'Dividend settlements by period, with their request state',
  query: z.optional(z.extend(dateRangeQuerySchema, { status: z.optional(z.enum(DIVIDEND_STATUSES)) })),
  value: z.extend(paged(dividendRecordSchema), { totalPaid: z.number() }),
});

/**
 * `GET /wps/relay/MCS2_requestDividend` (spec §7 "dividend request process": GET; path ours): asks
 * for a pending dividend to be paid; the reference pays it at once (one transaction with the ledger).
 */
export const dividendRequest = /*#__PURE__*/ defineEndpoint({
  id: 'agent.dividendRequest',
  method: 'GET',
  path: '/wps/relay/MCS2_requestDividend',
  token: true,
  idempotent: true,
  description: 'Request payment of a pending dividend (paid to the wallet)',
  query: z.object({ recordId: z.coerce.number().check(z.int()) }),
  value: z.object({ record: dividendRecordSchema, balance: z.number() }),
});

export const salaryRecordSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']),
  periodStart: z.number(),
  periodEnd: z.number(),
  validBet: z.number(),
  activeMembers: z.number().check(z.int()),
  rate: z.number(),
  amount: z.number(),
  status: z.enum(['paid', 'pending']),
  createdAt: z.number(),
});

const salaryValue = z.extend(paged(salaryRecordSchema), { contract: z.nullable(contractSchema), totalPaid: z.number() });

/** `GET /wps/relay/MCS2_getDailySalary` (spec §7 "daily salary": GET; path ours): agent centre "daily wages". */
export const dailySalary = /*#__PURE__*/ defineEndpoint({
  id: 'agent.dailySalary',
  method: 'GET',
  path: '/wps/relay/MCS2_getDailySalary',
  token: true,
  description: 'Daily salary contract and its settlements',
  query: z.optional(dateRangeQuerySchema),
  value: salaryValue,
});

/** `POST /wps/relay/MCS2_getHourlySalary` (spec §7 "hourly salary": POST; path ours). */
export const hourlySalary = /*#__PURE__*/ defineEndpoint({
  id: 'agent.hourlySalary',
  method: 'POST',
  path: '/wps/relay/MCS2_getHourlySalary',
  token: true,
  description: 'Hourly salary contract and its settlements',
  body: z.optional(dateRangeQuerySchema),
  value: salaryValue,
});

/**
 * `POST /wps/relay/MCS2_getRealtimeSalaryContract` (spec §7 "real-time salary contract": POST; path
 * ours). Real-time salary settles every 5 minutes (spec §9); reading it settles what is due.
 */
export const realtimeSalary = /*#__PURE__*/ defineEndpoint({
  id: 'agent.realtimeSalary',
  method: 'POST',
  path: '/wps/relay/MCS2_getRealtimeSalaryContract',
  token: true,
  description: 'Real-time salary contract and its settlements (every 5 minutes)',
  body: z.optional(dateRangeQuerySchema),
  value: salaryValue,
});

/** `POST /wps/relay/PROMOFE_claimRaffle` (spec §7 "raffle promotion claim": POST; path and shape ours). */
export const raffleClaim = /*#__PURE__*/ defineEndpoint({
  id: 'promotions.raffleClaim',
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimRaffle',
  token: true,
  idempotent: true,
  description: 'Draw the daily raffle of a promotion: once per day, the prize credited at once',
  body: z.object({ promotionId: z.number().check(z.int()) }),
  value: z.object({ claimId: z.number().check(z.int()), prize: z.number(), balance: z.number(), nextClaimAt: z.number() }),
});

/**
 * A downline's activity (ours): `active` bet in the last 7 days, `inactive` did not, `new` registered
 * in the last 7 days and has not bet yet.
 */
export const DOWNLINE_STATUSES = ['active', 'inactive', 'new'] as const;

export const downlineSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().check(z.int()),
  /** 1 = direct downline. */
  level: z.number().check(z.int()),
  parentAccount: z.string(),
  balance: z.number(),
  registeredAt: z.number(),
  /** Last login (epoch ms), null when never. */
  lastLoginAt: z._default(z.nullable(z.number()), null),
  status: z._default(z.enum(DOWNLINE_STATUSES), 'active'),
  directCount: z.number().check(z.int()),
  /** Whether the agent may take money back from this downline (direct downlines, when the merchant allows it). */
  canRecall: z._default(z.boolean(), false),
  contracts: z.array(
    z.object({
      id: z.optional(z.number().check(z.int())),
      kind: z.enum(CONTRACT_KINDS),
      rate: z.number(),
      status: z.enum(CONTRACT_STATUSES),
    }),
  ),
});

/** `GET /wps/relay/MCS2_getDownlines` (ours): agent centre "team management". */
export const agentDownlines = /*#__PURE__*/ defineEndpoint({
  id: 'agent.downlines',
  method: 'GET',
  path: '/wps/relay/MCS2_getDownlines',
  token: true,
  description: 'The team below the agent (or below one of its downline agents), searchable, paged',
  query: z.optional(
    z.object({
      /** Part of the username (case-insensitive). */
      account: z.optional(z.string().check(z.maxLength(64))),
      parent: z.optional(z.string().check(z.maxLength(64))),
      directOnly: z.optional(z.enum(['true', 'false'])),
      /** Depth below the agent (1 = direct). */
      level: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(20))),
      status: z.optional(z.enum(DOWNLINE_STATUSES)),
      pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
    }),
  ),
  value: paged(downlineSchema),
});

/** `GET /wps/relay/MCS2_getRegisterCenter` (ours): agent centre "register centre". */
export const registerCenter = /*#__PURE__*/ defineEndpoint({
  id: 'agent.registerCenter',
  method: 'GET',
  path: '/wps/relay/MCS2_getRegisterCenter',
  token: true,
  description: "The agent's invitation code and link, and registrations today and this month",
  value: z.object({
    affiliateCode: z.nullable(z.string()),
    /** The client renders the link as a QR code (spec §9 QR defaults). */
    affiliateLink: z.nullable(z.string()),
    registeredToday: z.number().check(z.int()),
    registeredThisMonth: z.number().check(z.int()),
    recent: z.array(z.object({ account: z.string(), isAgent: z.number().check(z.int()), registeredAt: z.number() })),
  }),
});

/** `PUT /wps/relay/MCS2_createDownline` (ours): the register centre opens an account below the agent. */
export const registerDownline = /*#__PURE__*/ defineEndpoint({
  id: 'agent.registerDownline',
  method: 'PUT',
  path: '/wps/relay/MCS2_createDownline',
  token: true,
  description: 'Register a member or agent directly below the agent (registration password and username rules)',
  body: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    isAgent: z._default(z.boolean(), false),
    payeeName: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  value: z.object({ customerId: z.number().check(z.int()), username: z.string(), isAgent: z.number().check(z.int()) }),
});

/** `GET /wps/relay/MCS2_getProfitLoss` (ours): agent centre "user profit and loss" per team member. */
export const agentProfitLoss = /*#__PURE__*/ defineEndpoint({
  id: 'agent.profitLoss',
  method: 'GET',
  path: '/wps/relay/MCS2_getProfitLoss',
  token: true,
  description: 'Profit and loss of each team member in a date range, with the team total',
  query: z.optional(z.extend(dateRangeQuerySchema, { account: z.optional(z.string().check(z.maxLength(64))) })),
  value: z.extend(paged(z.extend(profitLossSchema, { account: z.string(), level: z.number().check(z.int()) })), {
    total: profitLossSchema,
  }),
});

/** `GET /wps/relay/MCS2_getRevenueReport` (ours): agent centre "my income", per day. */
export const agentRevenueReport = /*#__PURE__*/ defineEndpoint({
  id: 'agent.revenue',
  method: 'GET',
  path: '/wps/relay/MCS2_getRevenueReport',
  token: true,
  description: "The agent's income per day: team valid bet and result, salaries, dividends, transfers in",
  query: z.optional(
    z.object({
      startTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
      endTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
    }),
  ),
  value: z.object({
    list: z.array(
      z.object({
        date: z.string(),
        teamValidBet: z.number(),
        teamProfitLoss: z.number(),
        salary: z.number(),
        dividend: z.number(),
        income: z.number(),
      }),
    ),
    total: z.object({ teamValidBet: z.number(), teamProfitLoss: z.number(), salary: z.number(), dividend: z.number(), income: z.number() }),
  }),
});

/** `GET /wps/relay/MCS2_getDownlineTransactions` (ours): agent centre "downline transaction details". */
export const agentDownlineTransactions = /*#__PURE__*/ defineEndpoint({
  id: 'agent.downlineTransactions',
  method: 'GET',
  path: '/wps/relay/MCS2_getDownlineTransactions',
  token: true,
  description: "The team's wallet movements in a date range, by account and kind, paged",
  query: z.optional(
    z.extend(dateRangeQuerySchema, { account: z.optional(z.string().check(z.maxLength(64))), kind: z.optional(z.enum(TRANSACTION_KINDS)) }),
  ),
  value: paged(
    z.object({
      id: z.number().check(z.int()),
      account: z.string(),
      kind: z.enum(TRANSACTION_KINDS),
      amount: z.number(),
      balanceAfter: z.number(),
      createdAt: z.number(),
    }),
  ),
});

/** `GET /wps/relay/MCS2_getContracts` (ours): contracts the agent offered or received. */
export const contracts = /*#__PURE__*/ defineEndpoint({
  id: 'agent.contracts',
  method: 'GET',
  path: '/wps/relay/MCS2_getContracts',
  token: true,
  description: 'Contracts offered to downlines (offered) or received from the upline (received)',
  query: z.optional(
    z.object({
      direction: z._default(z.enum(['offered', 'received']), 'received'),
      status: z.optional(z.enum(CONTRACT_STATUSES)),
      kind: z.optional(z.enum(CONTRACT_KINDS)),
    }),
  ),
  value: z.object({ list: z.array(contractSchema) }),
});

/**
 * `POST /wps/relay/MCS2_offerContract` (ours). Lower-rate rule (spec §4): an agent offers only to a
 * direct downline agent, only a kind it holds itself (accepted), and only a rate lower than its own.
 */
export const contractOffer = /*#__PURE__*/ defineEndpoint({
  id: 'agent.contractOffer',
  method: 'POST',
  path: '/wps/relay/MCS2_offerContract',
  token: true,
  description: 'Offer a contract to a direct downline agent (rate lower than your own)',
  body: z.object({
    toAccount: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    kind: z.enum(CONTRACT_KINDS),
    rate: z.number().check(z.positive(), z.lte(100)),
    periodType: z.optional(z.enum(CONTRACT_PERIODS)),
    minActiveMembers: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
    minValidBet: z._default(z.number().check(z.gte(0), z.lte(100_000_000)), 0),
    /** Period profit and loss: the team's net loss in a period the contract needs (from 0, 2 decimals). */
    minProfitLoss: z._default(contractAmountSchema, 0),
    /** Bet amount per day or hour (from 0, 2 decimals). */
    minBetAmount: z._default(contractAmountSchema, 0),
    /** Per day or per hour; when absent, {@link defaultBetAmountUnit} of the kind. */
    betAmountUnit: z.optional(z.enum(BET_AMOUNT_UNITS)),
  }),
  value: contractSchema,
});

/**
 * `POST /wps/relay/MCS2_respondContract` (ours): the downline accepts or rejects an offer. Accepting
 * terminates its previous contract of that kind, and every contract it gave its own downlines whose
 * rate is no longer lower than its new rate (spec §4).
 */
export const contractRespond = /*#__PURE__*/ defineEndpoint({
  id: 'agent.contractRespond',
  method: 'POST',
  path: '/wps/relay/MCS2_respondContract',
  token: true,
  description: 'Accept or reject an offered contract',
  body: z.object({ contractId: z.number().check(z.int()), action: z.enum(['accept', 'reject']) }),
  value: z.object({ contract: contractSchema, terminated: z.array(contractSchema) }),
});

/** `POST /wps/relay/MCS2_terminateContract` (ours): the upline ends a contract it gave (or withdraws an offer). */
export const contractTerminate = /*#__PURE__*/ defineEndpoint({
  id: 'agent.contractTerminate',
  method: 'POST',
  path: '/wps/relay/MCS2_terminateContract',
  token: true,
  description: 'Terminate a contract you offered (cascades to contracts below that break the lower-rate rule)',
  body: z.object({ contractId: z.number().check(z.int()), reason: z.optional(z.string().check(z.maxLength(140))) }),
  value: z.object({ contract: contractSchema, terminated: z.array(contractSchema) }),
});

/**
 * `POST /wps/relay/MCS2_recallFromDownline` (ours): the agent takes money back from a direct
 * downline, where allowed (`canRecall` of the downline); payment password checked when set.
 */
export const downlineRecall = /*#__PURE__*/ defineEndpoint({
  id: 'agent.downlineRecall',
  method: 'POST',
  path: '/wps/relay/MCS2_recallFromDownline',
  token: true,
  idempotent: true,
  modId: 'FUNDTRANS3',
  description: "Move money from a direct downline's wallet to the agent's (where the merchant allows it)",
  body: z.object({
    fromAccount: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    amount: z.coerce.number().check(z.positive(), z.lte(1_000_000_000)),
    paymentPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  }),
  value: z.object({
    transferId: z.number().check(z.int()),
    amount: z.number(),
    balance: z.number(),
    fromAccount: z.string(),
    downlineBalance: z.number(),
  }),
});

/**
 * `GET /wps/relay/MCS2_previewContractOffer` (ours): what an offer would do before the agent sends
 * it: whether it is allowed (the agent's own rate bounds it) and which contracts below the downline
 * it would terminate on agreement (the `contractsTerminatedByOffer` rule over the team's contracts).
 */
export const contractOfferPreview = /*#__PURE__*/ defineEndpoint({
  id: 'agent.contractOfferPreview',
  method: 'GET',
  path: '/wps/relay/MCS2_previewContractOffer',
  token: true,
  description: 'Preview a contract offer: allowed or not, and the downline contracts it would terminate',
  query: z.object({
    toAccount: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    kind: z.enum(CONTRACT_KINDS),
    rate: z.coerce.number().check(z.positive(), z.lte(100)),
  }),
  value: z.object({
    allowed: z.boolean(),
    /** The agent's own rate of the kind (the offer must be lower); null when it holds none. */
    ownRate: z.nullable(z.number()),
    /** Why it is not allowed, when it is not. */
    reason: z.optional(z.enum(['notDirectDownline', 'notAgent', 'notHeld', 'rateTooHigh'])),
    terminated: z.array(z.object({ contract: contractSchema, reason: z.enum(['rate', 'upline-ended']) })),
    /** Every open contract of the kind below the downline (to compute the rule client-side). */
    teamContracts: z.array(contractSchema),
  }),
});
