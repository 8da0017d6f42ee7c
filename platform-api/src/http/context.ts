import type Database from 'better-sqlite3';
import type { RsaKeys } from '../lib/rsa-keys';
import type { FaultTable } from '../control/faults';

/** What every handler can reach. */
export interface AppContext {
  db: Database.Database;
  keys: RsaKeys;
  /** Clock (tests can pin it). */
  now: () => number;
  /** Faults injected through the control surface (empty unless a tester set some). */
  faults: FaultTable;
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
