import { PROMOTION_STATES, promotionActionOf, promotionDetailSchema } from './content';

describe('promotionActionOf', () => {
  it.each([
    ['join', 'normal', 'apply'],
    ['join', 'raffle', 'draw'],
    ['rejected', 'normal', 'apply'],
    ['rejected', 'raffle', 'none'],
    ['issued', 'normal', 'claim'],
    ['applying', 'normal', 'none'],
    ['claimed', 'normal', 'none'],
    ['processing', 'normal', 'none'],
    ['joined', 'raffle', 'none'],
    ['comingSoon', 'normal', 'none'],
    ['closed', 'raffle', 'none'],
  ] as const)('%s (%s) allows %s', (state, kind, action) => {
    expect(promotionActionOf(state, kind)).toBe(action);
  });

  it('covers every state', () => {
    for (const state of PROMOTION_STATES) expect(['apply', 'claim', 'draw', 'none']).toContain(promotionActionOf(state));
  });
});

describe('promotionDetailSchema', () => {
  it('fills the defaults of an older answer', () => {
    const detail = promotionDetailSchema.parse({ id: 1, category: 'new_player', title: 'Welcome', state: 'join' });
    expect(detail).toMatchObject({ kind: 'normal', action: 'none', terms: '', application: null, nextDrawAt: null, bonusAmount: 0 });
  });
});
