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
  /** Launch overrides set through the control surface (cleared by reset). */
  launchControl: LaunchControl;
  /** Key of the tokens this API signs (social credentials, phone-provider ID tokens); new per process. */
  secret: Buffer;
  /** A failure the reference phone provider answers on its next sends (control surface; reset clears). */
  phoneProviderFailure: PhoneProviderFailure;
  /**
   * Where the demo games are served (their own origin, so a game frame's sandbox holds): a port of
   * this API (`GAMES_PORT`) reached under the caller's host name, or a fixed origin. Null: the
   * games are served from the API's own origin (tests, old set-ups).
   */
  demoGames: DemoGamesOrigin | null;
  /** The freshness check of encrypted login bodies (`PLATFORM_API_LOGIN_MAX_AGE_SECONDS`, on by default); null: off, as on the real platform. */
  loginFreshness: LoginFreshness | null;
}

/** The freshness check of encrypted login bodies (`http/login-freshness.ts`): a body's `timestamp` at most this far from now. */
export interface LoginFreshness {
  maxAgeMs: number;
}

/** How launch addresses name the demo games' origin. */
export interface DemoGamesOrigin {
  /** A fixed origin (`GAMES_ORIGIN`), e.g. https://games.example.com. */
  origin?: string | undefined;
  /** Otherwise: this port under the host name the caller used. */
  port?: number | undefined;
}

/** What a tester forced on the phone provider's sends: `remaining` null = until cleared. */
export interface PhoneProviderFailure {
  failure: 'quota' | 'captcha' | null;
  remaining: number | null;
}

/** What a tester set for game launches (control surface `/__control/launch`). */
export interface LaunchControl {
  /** Every launch answers this failure until cleared. */
  failure: 'maintenance' | 'unfinished' | null;
  /** Launch addresses use this origin instead of the caller's. */
  gameUrlOrigin: string | null;
  /** Replaces `launchGameCDNs` of the status answer. */
  launchGameCDNs: string[] | null;
}

/** No launch overrides. */
export function emptyLaunchControl(): LaunchControl {
  return { failure: null, gameUrlOrigin: null, launchGameCDNs: null };
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
