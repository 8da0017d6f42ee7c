import type { BankCard } from 'shared-contracts';
import { sql } from '../../lib/statements';
import type { AppContext } from '../../http/context';

// The member's bank cards (where withdrawals are paid to), shown masked.

interface CardRow {
  id: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: number;
  createdAt: number;
}

const CARD_COLUMNS =
  'id, bank_name AS bankName, account_name AS accountName, account_no AS accountNo, is_default AS isDefault, created_at AS createdAt';

/** A card number shown to its owner: only the last 4 digits. */
export function maskCardNumber(accountNo: string): string {
  return `**** **** ${accountNo.slice(-4)}`;
}

function toCard(row: CardRow): BankCard {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNoMasked: maskCardNumber(row.accountNo),
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
  };
}

/** The member's cards, default first. */
export function cardsOf(ctx: AppContext, accountId: number): BankCard[] {
  return (
    sql(ctx.db, `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = ? ORDER BY is_default DESC, id`).all(accountId) as CardRow[]
  ).map(toCard);
}

/** One of the member's cards (the default when no id is given). */
export function cardOf(ctx: AppContext, accountId: number, cardId: number | undefined): BankCard | null {
  const row = (
    cardId === undefined
      ? sql(ctx.db, `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = ? ORDER BY is_default DESC, id LIMIT 1`).get(accountId)
      : sql(ctx.db, `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = ? AND id = ?`).get(accountId, cardId)
  ) as CardRow | undefined;
  return row ? toCard(row) : null;
}
