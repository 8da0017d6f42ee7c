import type { Promotion } from 'shared-contracts';

/** A promotion's activity state (spec §4). */
export type PromotionState = Promotion['state'];

/** What the member can do in a state. */
export type PromotionAction = 'apply' | 'reapply' | 'claim' | 'draw' | null;

/** The i18n key part of a state (`coming_soon` and `comingSoon` are both "comingSoon"). */
export function stateKey(state: string): string {
  return state.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Coming soon: not started yet (a countdown to the start is shown). */
export function isComingSoon(state: string): boolean {
  return stateKey(state) === 'comingSoon';
}

/**
 * The action each state allows: join → apply (a raffle: draw), rejected → apply again, issued →
 * claim the bonus; applying, processing, joined, claimed, coming soon and closed allow nothing.
 */
export function actionFor(state: string, kind: 'normal' | 'raffle'): PromotionAction {
  switch (stateKey(state)) {
    case 'join':
      return kind === 'raffle' ? 'draw' : 'apply';
    case 'rejected':
      return kind === 'raffle' ? null : 'reapply';
    case 'issued':
      return 'claim';
    default:
      return null;
  }
}

/** Time left until `target` as days, hours, minutes and seconds (never negative). */
export function timeLeft(target: number, now: number): { days: number; hours: number; minutes: number; seconds: number; total: number } {
  const total = Math.max(0, target - now);
  const seconds = Math.floor(total / 1000);
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60, total };
}
