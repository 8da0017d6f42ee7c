import { actionLabelKey, isComingSoon, stateKey, timeLeft } from './state-actions';

describe('actionLabelKey', () => {
  it.each([
    ['apply', 'join', 'apply'],
    ['apply', 'rejected', 'reapply'],
    ['claim', 'issued', 'claim'],
    ['draw', 'join', 'draw'],
  ] as const)('%s in state %s reads %s', (action, state, label) => {
    expect(actionLabelKey({ action, state })).toBe(label);
  });
});

describe('state keys', () => {
  it('reads coming_soon and comingSoon alike', () => {
    expect(stateKey('coming_soon')).toBe('comingSoon');
    expect(isComingSoon('coming_soon')).toBe(true);
    expect(isComingSoon('comingSoon')).toBe(true);
    expect(isComingSoon('closed')).toBe(false);
  });
});

describe('timeLeft', () => {
  it('splits the remaining time and stops at zero', () => {
    expect(timeLeft(1000 + 86_400_000 + 3_723_000, 1000)).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3, total: 90_123_000 });
    expect(timeLeft(0, 5000).total).toBe(0);
  });
});
