import type { GameLaunchTarget } from '../domain/game';
import type { LanguageCode } from '../i18n/languages';
import type { Theme } from '../brand/brand-config';
import type { AccountModalKind } from '../remotes/remotes';

/** Which centre an open request targets. */
export type CentreKind = 'member' | 'agent';

/**
 * Every cross-remote signal of the platform, in one interface. Event names are
 * `domain:what-happened`; payloads are plain, serialisable data. A change to a payload is additive
 * only: a breaking change is a new event name.
 */
export interface PlatformEvents {
  /** Someone needs the visitor to log in (or register); the account remote opens its modal. */
  'auth:login-requested': { modal?: AccountModalKind; reason?: string };
  /** A session was established (the shell emits it after member info loaded). */
  'auth:logged-in': { account: string };
  /** The session ended: by the user, or because the platform answered 401. */
  'auth:logged-out': { reason: 'user' | 'expired' };
  /** A call answered 401: the shell clears the session and tells the user. */
  'auth:session-expired': { endpointId: string };
  /** A trial account tried something that needs a real account (spec: in_need_true_account). */
  'auth:real-account-required': { feature: string };
  /** The wallet balance should be refetched (after a game, a transfer, a redemption...). */
  'wallet:refresh-requested': { reason?: string };
  /** The wallet balance changed (the shell emits it after a refresh). */
  'wallet:balance-changed': { sumBalance: number; currencySymbol: string };
  /**
   * The member's unread inbox count changed (the member centre emits it after reading or deleting
   * messages; the shell's header badge follows without another call).
   */
  'inbox:unread-changed': { unread: number };
  /** Open the member or agent centre, optionally on a page (spec §2 page ids). */
  'centre:open': { centre: CentreKind; page?: string };
  /** Close a centre overlay. */
  'centre:close': { centre: CentreKind };
  /** Start a game: the lobby remote owns every launch rule (spec §2 "Game launch routing"). */
  'game:launch-requested': { game: GameLaunchTarget };
  /** The interface language changed (state-like: replayed to late listeners). */
  'i18n:language-changed': { language: LanguageCode };
  /** The theme changed (state-like: replayed to late listeners). */
  'theme:changed': { theme: Theme };
  /** A remote failed to load or render; the shell reports and shows a fallback. */
  'remote:failed': { remote: string; error: string };
  /**
   * The shell did not load the version a brand asked for (override, canary or pin) because it failed
   * a load-time guard (incompatible shared-contracts or React major, missing or invalid release
   * record) and loads `loaded` instead (null: no version passed; the remote shows its fallback).
   */
  'remote:fallback': { remote: string; requested: string; loaded: string | null; reason: string };
}

/** Events whose last payload is kept, so a listener that opts in gets it on subscribe. */
export const REPLAYABLE_EVENTS = [
  'i18n:language-changed',
  'theme:changed',
  'wallet:balance-changed',
] as const satisfies readonly (keyof PlatformEvents)[];

/** Name of any platform event. */
export type PlatformEventName = keyof PlatformEvents;
