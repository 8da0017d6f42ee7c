import type Database from 'better-sqlite3';
import { CONTRACT_REASONS } from './content/agent';

const HOUR = 3_600_000;
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

/**
 * The agent tree's contracts (merchant → agent01 → agent02 → agent03) with every status, salary
 * records (daily paid ones matching the ledger, hourly and real-time windows of the last hours) and
 * dividend records (paid, pending, rejected).
 */
export function seedAgentContracts(db: Database.Database, now: number): void {
  const id = (username: string) => db.prepare('SELECT id FROM accounts WHERE username = ?').pluck().get(username) as number;
  const [a1, a2, a3] = [id('agent01'), id('agent02'), id('agent03')];
  const insert = db.prepare(
    `INSERT INTO contracts (kind, from_account_id, to_account_id, rate, period_type, min_active_members, min_valid_bet_cents, status, created_at, responded_at, terminated_at, terminated_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const since = now - 60 * DAY;
  const contract = (
    kind: string,
    from: number | null,
    to: number,
    rate: number,
    period: string,
    status: string,
    extra: { terminated?: string; minActive?: number; minBet?: number } = {},
  ) =>
    Number(
      insert.run(
        kind,
        from,
        to,
        rate,
        period,
        extra.minActive ?? 0,
        extra.minBet ?? 0,
        status,
        since,
        status === 'offered' ? null : since + HOUR,
        extra.terminated ? since + 10 * DAY : null,
        extra.terminated ?? null,
      ).lastInsertRowid,
    );
  // The merchant's contracts with the top-level agent.
  const div1 = contract('DIVIDEND', null, a1, 40, 'semimonthly', 'accepted');
  const daily1 = contract('DAILY_SALARY', null, a1, 1.2, 'daily', 'accepted');
  contract('HOURLY_SALARY', null, a1, 0.3, 'hourly', 'accepted');
  contract('REALTIME_SALARY', null, a1, 0.2, 'realtime', 'accepted');
  // agent01 → agent02: accepted, plus history (a terminated older one, a rejected one) and an open offer.
  contract('DIVIDEND', a1, a2, 25, 'semimonthly', 'terminated', { terminated: CONTRACT_REASONS.replacedSeeded.EN });
  const div2 = contract('DIVIDEND', a1, a2, 30, 'semimonthly', 'accepted', { minActive: 2 });
  const daily2 = contract('DAILY_SALARY', a1, a2, 0.8, 'daily', 'accepted', { minBet: 10_000 });
  contract('REALTIME_SALARY', a1, a2, 0.25, 'realtime', 'rejected');
  contract('HOURLY_SALARY', a1, a2, 0.2, 'hourly', 'offered');
  // agent02 → agent03 (third level).
  contract('DIVIDEND', a2, a3, 20, 'semimonthly', 'accepted');
  contract('DAILY_SALARY', a2, a3, 0.5, 'daily', 'offered');
  // Hourly and real-time salaries count their bet amount per hour (spec §3 "bet amount per day or hour").
  db.prepare("UPDATE contracts SET bet_amount_unit = 'hour' WHERE kind IN ('HOURLY_SALARY', 'REALTIME_SALARY')").run();

  const salary = db.prepare(
    "INSERT INTO salary_records (account_id, contract_id, kind, period_start, period_end, valid_bet_cents, active_members, rate, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'paid', ?)",
  );
  for (const [username, contractId, rate] of [
    ['agent01', daily1, 1.2],
    ['agent02', daily2, 0.8],
  ] as const) {
    for (const p of AGENT_PAYMENTS[username]!.filter((x) => x.kind === 'salary')) {
      const at = now - p.ago;
      const end = Math.floor(at / DAY) * DAY;
      salary.run(id(username), contractId, 'DAILY_SALARY', end - DAY, end, Math.round((p.cents * 100) / rate), 3, rate, p.cents, at);
    }
  }
  const dividend = db.prepare(
    `INSERT INTO dividend_records (account_id, contract_id, period_type, period_start, period_end, team_profit_cents, valid_bet_cents, active_members, rate, amount_cents, status, requested_at, paid_at)
     VALUES (?, ?, 'semimonthly', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [username, contractId, rate] of [
    ['agent01', div1, 40],
    ['agent02', div2, 30],
  ] as const) {
    const account = id(username);
    const paid = AGENT_PAYMENTS[username]!.find((x) => x.kind === 'dividend')!;
    const amount = (cents: number) => -Math.round((cents * 100) / rate);
    dividend.run(account, contractId, now - 50 * DAY, now - 35 * DAY, -12_000, 300_000, 2, rate, 0, 'rejected', now - 34 * DAY, null);
    dividend.run(
      account,
      contractId,
      now - 35 * DAY,
      now - 20 * DAY,
      amount(paid.cents),
      800_000,
      4,
      rate,
      paid.cents,
      'paid',
      now - paid.ago,
      now - paid.ago,
    );
    dividend.run(
      account,
      contractId,
      now - 20 * DAY,
      now - 5 * DAY,
      amount(paid.cents / 2),
      650_000,
      3,
      rate,
      Math.round(paid.cents / 2),
      'pending',
      null,
      null,
    );
  }
}
