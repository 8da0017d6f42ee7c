import { contractAmountSchema, contractOffer, contractSchema, defaultBetAmountUnit } from './agent-centre';

const offer = { toAccount: 'agent02', kind: 'DIVIDEND', rate: 10 } as const;

describe('contract terms: period profit and loss, bet amount per day or hour (spec §3)', () => {
  it('an offer carries both amounts and the unit', () => {
    expect(contractOffer.body.parse({ ...offer, minProfitLoss: 1500.5, minBetAmount: 200, betAmountUnit: 'hour' })).toMatchObject({
      minProfitLoss: 1500.5,
      minBetAmount: 200,
      betAmountUnit: 'hour',
    });
  });

  it('an offer without them is the earlier offer: both amounts 0, the unit left to the kind', () => {
    const parsed = contractOffer.body.parse(offer);
    expect(parsed).toMatchObject({ minProfitLoss: 0, minBetAmount: 0 });
    expect(parsed.betAmountUnit).toBeUndefined();
  });

  it.each([
    ['a negative profit and loss', { minProfitLoss: -1 }],
    ['a profit and loss with 3 decimals', { minProfitLoss: 1.005 }],
    ['a negative bet amount', { minBetAmount: -0.01 }],
    ['a bet amount with 3 decimals', { minBetAmount: 10.123 }],
    ['a bet amount above 100 million', { minBetAmount: 100_000_000.01 }],
    ['a bet amount that is text', { minBetAmount: '10' }],
    ['an unknown unit', { betAmountUnit: 'week' }],
  ])('refuses %s', (_name, extra) => {
    expect(contractOffer.body.safeParse({ ...offer, ...extra }).success).toBe(false);
  });

  it('amounts accept 0 and 2 decimals (floating-point safe)', () => {
    for (const amount of [0, 0.1, 0.29, 1234567.89, 100_000_000]) expect(contractAmountSchema.safeParse(amount).success).toBe(true);
  });

  it('a contract answer without the new terms still parses (0, per day)', () => {
    const answer = contractSchema.parse({
      id: 1,
      kind: 'DIVIDEND',
      fromAccount: null,
      toAccount: 'a',
      rate: 40,
      periodType: 'monthly',
      minActiveMembers: 0,
      minValidBet: 0,
      status: 'accepted',
      createdAt: 1,
    });
    expect(answer).toMatchObject({ minProfitLoss: 0, minBetAmount: 0, betAmountUnit: 'day' });
  });

  it('hourly and real-time salaries count the bet amount per hour, the others per day', () => {
    expect(defaultBetAmountUnit('HOURLY_SALARY')).toBe('hour');
    expect(defaultBetAmountUnit('REALTIME_SALARY')).toBe('hour');
    expect(defaultBetAmountUnit('DAILY_SALARY')).toBe('day');
    expect(defaultBetAmountUnit('DIVIDEND')).toBe('day');
  });
});
