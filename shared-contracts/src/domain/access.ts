import { AGENT_TYPES, TRIAL_TYPE, type MemberInfo } from './member';

/** The part of a session the access rules read. */
export interface AccessSubject {
  token: string | null;
  member: Pick<MemberInfo, 'type' | 'isAgent'> | null;
}

/** Trial (free-play) account: `type` 4 or `isAgent` 4 (spec §3, §6). */
export function isTrial(member: Pick<MemberInfo, 'type' | 'isAgent'> | null | undefined): boolean {
  return !!member && (member.type === TRIAL_TYPE || member.isAgent === TRIAL_TYPE);
}

/** Agent account: `isAgent` 1, 2, 41 or 42 (spec §5, §6). */
export function isAgentAccount(member: Pick<MemberInfo, 'isAgent'> | null | undefined): boolean {
  return !!member && (AGENT_TYPES as readonly number[]).includes(member.isAgent);
}

/** The agent ("account") centre: a token and an agent isAgent value (spec §5). */
export function canOpenAgentCentre(subject: AccessSubject): boolean {
  return !!subject.token && isAgentAccount(subject.member) && !isTrial(subject.member);
}

/** The member centre: a token, and not a trial account (spec §5). */
export function canOpenMemberCentre(subject: AccessSubject): boolean {
  return !!subject.token && !!subject.member && !isTrial(subject.member);
}

/** Result of the spec's login check (§5 "Login check"). */
export type LoginCheck = 'ok' | 'login-required' | 'real-account-required';

/**
 * The spec's login check for a feature that needs a real account: without a token the login modal
 * opens; a trial account gets the real-account warning.
 */
export function checkRealAccount(subject: AccessSubject): LoginCheck {
  if (!subject.token) return 'login-required';
  if (isTrial(subject.member)) return 'real-account-required';
  return 'ok';
}

/** Favourites (games and lottery) need a real account (spec §5). */
export function canSaveFavourites(subject: AccessSubject): boolean {
  return checkRealAccount(subject) === 'ok';
}

/** Launching a game needs a logged-in user (spec §2 "Game launch routing"). */
export function canLaunchGames(subject: AccessSubject): boolean {
  return !!subject.token;
}

/** VIP customer service for rankLevel above 4, live chat for everyone else (spec §2). */
export function customerServiceKind(rankLevel: number | null | undefined): 'VIP' | 'LIVECHAT' {
  return (rankLevel ?? 0) > 4 ? 'VIP' : 'LIVECHAT';
}
