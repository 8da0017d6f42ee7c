import type { ContractKind } from 'shared-contracts';
import { CONTRACT_REASONS } from '../content/agent';

// The agent tree's contracts and payments (data only; db/seed-agents.ts writes them).

const DAY = 86_400_000;

/** Salary and dividend payments of the seeded agents: also written as ledger rows (see seedAccounts). */
export const AGENT_PAYMENTS: Readonly<Record<string, readonly { kind: 'salary' | 'dividend'; ago: number; cents: number }[]>> = {
  agent01: [
    ...Array.from({ length: 7 }, (_, i) => ({ kind: 'salary' as const, ago: (i + 1) * DAY, cents: 1_250 + i * 173 })),
    { kind: 'dividend', ago: 20 * DAY, cents: 18_640 },
  ],
  agent02: [
    ...Array.from({ length: 5 }, (_, i) => ({ kind: 'salary' as const, ago: (i + 1) * DAY, cents: 610 + i * 91 })),
    { kind: 'dividend', ago: 20 * DAY, cents: 7_420 },
  ],
};

/** A seeded contract: `from` null is the merchant; `key` names the ones the records below pay under. */
export interface SeedContract {
  key?: string;
  kind: ContractKind;
  from: string | null;
  to: string;
  rate: number;
  period: 'semimonthly' | 'daily' | 'hourly' | 'realtime';
  status: 'offered' | 'accepted' | 'rejected' | 'terminated';
  terminated?: string;
  minActive?: number;
  minBet?: number;
}

/** The contracts, merchant → agent01 → agent02 → agent03, with every status (in insertion order). */
export const CONTRACTS: readonly SeedContract[] = [
  // The merchant's contracts with the top-level agent.
  { key: 'dividend01', kind: 'DIVIDEND', from: null, to: 'agent01', rate: 40, period: 'semimonthly', status: 'accepted' },
  { key: 'daily01', kind: 'DAILY_SALARY', from: null, to: 'agent01', rate: 1.2, period: 'daily', status: 'accepted' },
  { kind: 'HOURLY_SALARY', from: null, to: 'agent01', rate: 0.3, period: 'hourly', status: 'accepted' },
  { kind: 'REALTIME_SALARY', from: null, to: 'agent01', rate: 0.2, period: 'realtime', status: 'accepted' },
  // agent01 → agent02: accepted, plus history (a terminated older one, a rejected one) and an open offer.
  {
    kind: 'DIVIDEND',
    from: 'agent01',
    to: 'agent02',
    rate: 25,
    period: 'semimonthly',
    status: 'terminated',
    terminated: CONTRACT_REASONS.replacedSeeded.EN,
  },
  {
    key: 'dividend02',
    kind: 'DIVIDEND',
    from: 'agent01',
    to: 'agent02',
    rate: 30,
    period: 'semimonthly',
    status: 'accepted',
    minActive: 2,
  },
  { key: 'daily02', kind: 'DAILY_SALARY', from: 'agent01', to: 'agent02', rate: 0.8, period: 'daily', status: 'accepted', minBet: 10_000 },
  { kind: 'REALTIME_SALARY', from: 'agent01', to: 'agent02', rate: 0.25, period: 'realtime', status: 'rejected' },
  { kind: 'HOURLY_SALARY', from: 'agent01', to: 'agent02', rate: 0.2, period: 'hourly', status: 'offered' },
  // agent02 → agent03 (third level).
  { kind: 'DIVIDEND', from: 'agent02', to: 'agent03', rate: 20, period: 'semimonthly', status: 'accepted' },
  { kind: 'DAILY_SALARY', from: 'agent02', to: 'agent03', rate: 0.5, period: 'daily', status: 'offered' },
];

/** The paid daily salaries (one record per AGENT_PAYMENTS salary): [agent, contract key, rate]. */
export const SALARY_RECORDS: readonly (readonly [username: string, contract: string, rate: number])[] = [
  ['agent01', 'daily01', 1.2],
  ['agent02', 'daily02', 0.8],
];

/** The dividend records (rejected, paid as AGENT_PAYMENTS says, pending): [agent, contract key, rate]. */
export const DIVIDEND_RECORDS: readonly (readonly [username: string, contract: string, rate: number])[] = [
  ['agent01', 'dividend01', 40],
  ['agent02', 'dividend02', 30],
];
