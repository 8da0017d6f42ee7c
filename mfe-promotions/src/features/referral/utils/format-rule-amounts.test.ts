import { formatMoney } from 'platform-ui';
import { formatRuleAmounts } from './format-rule-amounts';

const vi = (amount: number) => formatMoney(amount, { currencySymbol: '$', language: 'TY' });
const en = (amount: number) => formatMoney(amount, { currencySymbol: '$', language: 'EN' });

describe('formatRuleAmounts', () => {
  it.each([
    ['a bare amount in a tag', '<p>you receive <strong>10.00</strong>.</p>', [10], vi, '<p>you receive <strong>$10,00</strong>.</p>'],
    ['grouped and ungrouped spellings', '<p>1,000.00 or 1000.00</p>', [1000], vi, '<p>$1.000,00 or $1.000,00</p>'],
    ['in English', '<p>receive 10.00!</p>', [10], en, '<p>receive $10.00!</p>'],
    ['two amounts in one pass (never read again)', '<p>10.00 and 0.00</p>', [10, 0], en, '<p>$10.00 and $0.00</p>'],
  ])('writes %s in the page’s money format', (_, html, amounts, money, expected) => {
    expect(formatRuleAmounts(html, amounts, money)).toBe(expected);
  });

  it.each([
    ['already with a currency symbol', '<p>you receive $10.00 or €10.00</p>'],
    ['part of a longer number', '<p>110.00, 10.005, 210.00.5</p>'],
    ['in a word or an attribute', '<p title="10.00">A10.00</p>'],
    ['a figure that is not a known amount', '<p>earn 0.3% on 20.00</p>'],
  ])('leaves a figure %s as it is', (_, html) => {
    expect(formatRuleAmounts(html, [10], en)).toBe(html);
  });

  it('returns the text unchanged when no amount is known', () => {
    expect(formatRuleAmounts('<p>10.00</p>', [Number.NaN], en)).toBe('<p>10.00</p>');
  });
});
