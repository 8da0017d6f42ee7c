import { actionFor, isComingSoon, stateKey, timeLeft } from './state-actions';

describe('actionFor', () => {
  it.each([
    ['join', 'normal', 'apply'],
    ['join', 'raffle', 'draw'],
    ['rejected', 'normal', 'reapply'],
    ['rejected', 'raffle', null],
    ['issued', 'normal', 'claim'],
    ['issued', 'raffle', 'claim'],
    ['applying', 'normal', null],
    ['processing', 'normal', null],
    ['joined', 'normal', null],
    ['claimed', 'normal', null],
    ['coming_soon', 'normal', null],
    ['comingSoon', 'raffle', null],
    ['closed', 'normal', null],
  ] as const)('%s (%s) allows %s', (state, kind, action) => {
    expect(actionFor(state, kind)).toBe(action);
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
