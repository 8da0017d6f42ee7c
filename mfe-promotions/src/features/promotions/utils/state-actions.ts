/** The i18n key part of a state (`coming_soon` and `comingSoon` are both "comingSoon"). */
export function stateKey(state: string): string {
  return state.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Coming soon: not started yet (a countdown to the start is shown). */
export function isComingSoon(state: string): boolean {
  return stateKey(state) === 'comingSoon';
}

/** The label of a promotion's action: applying after a rejection is "apply again". */
export function actionLabelKey(promotion: { action: 'apply' | 'claim' | 'draw' | 'none'; state: string }): string {
  return promotion.action === 'apply' && promotion.state === 'rejected' ? 'reapply' : promotion.action;
}

/** Time left until `target` as days, hours, minutes and seconds (never negative). */
export function timeLeft(target: number, now: number): { days: number; hours: number; minutes: number; seconds: number; total: number } {
  const total = Math.max(0, target - now);
  const seconds = Math.floor(total / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    total,
  };
}
