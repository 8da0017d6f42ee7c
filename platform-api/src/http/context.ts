import type Database from 'better-sqlite3';
import type { RsaKeys } from '../lib/rsa-keys';

/** What every handler can reach. */
export interface AppContext {
  db: Database.Database;
  keys: RsaKeys;
  /** Clock (tests can pin it). */
  now: () => number;
}

/** A merchant row. */
export interface Merchant {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
}

/** The logged-in account of a request. */
export interface Session {
  token: string;
  accountId: number;
  merchantCode: string;
  username: string;
  type: number;
  isAgent: number;
}
