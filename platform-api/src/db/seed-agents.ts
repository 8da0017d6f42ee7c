import type Database from 'better-sqlite3';
import { AGENT_PAYMENTS, CONTRACTS, DIVIDEND_RECORDS, SALARY_RECORDS } from './seed-data/agents';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * The agent tree's contracts (merchant → agent01 → agent02 → agent03) with every status, salary
 * records (daily paid ones matching the ledger, hourly and real-time windows of the last hours) and
 * dividend records (paid, pending, rejected).
 */
export function seedAgentContracts(db: Database.Database, now: number): void {
  const id = (username: string) => db.prepare('SELECT id FROM accounts WHERE username = ?').pluck().get(username) as number;
  const insert = db.prepare(
    `INSERT INTO contracts (kind, from_account_id, to_account_id, rate, period_type, min_active_members, min_valid_bet_cents, status, created_at, responded_at, terminated_at, terminated_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const since = now - 60 * DAY;
  const contractIds = new Map<string, number>();
  for (const c of CONTRACTS) {
    const contractId = Number(
      insert.run(
        c.kind,
        c.from === null ? null : id(c.from),
        id(c.to),
        c.rate,
        c.period,
        c.minActive ?? 0,
        c.minBet ?? 0,
        c.status,
        since,
        c.status === 'offered' ? null : since + HOUR,
        c.terminated ? since + 10 * DAY : null,
        c.terminated ?? null,
      ).lastInsertRowid,
    );
    if (c.key) contractIds.set(c.key, contractId);
  }
  // Hourly and real-time salaries count their bet amount per hour (spec §3 "bet amount per day or hour").
  db.prepare("UPDATE contracts SET bet_amount_unit = 'hour' WHERE kind IN ('HOURLY_SALARY', 'REALTIME_SALARY')").run();

  const salary = db.prepare(
    "INSERT INTO salary_records (account_id, contract_id, kind, period_start, period_end, valid_bet_cents, active_members, rate, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'paid', ?)",
  );
  for (const [username, key, rate] of SALARY_RECORDS) {
    const contractId = contractIds.get(key)!;
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
  for (const [username, key, rate] of DIVIDEND_RECORDS) {
    const contractId = contractIds.get(key)!;
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
