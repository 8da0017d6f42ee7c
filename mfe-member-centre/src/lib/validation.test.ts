import { amountSchema, cardNumberFieldSchema, paymentPasswordFieldSchema, remarkSchema, VALIDATION } from './validation';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('amountSchema', () => {
  const schema = amountSchema({ min: 10, max: 500, available: 200 });

  it.each([
    ['10', 10],
    ['199.99', 199.99],
    [' 50.5 ', 50.5],
  ])('accepts %p', (text, value) => {
    expect(schema.parse(text)).toBe(value);
  });

  it.each([
    ['', VALIDATION.required],
    ['abc', VALIDATION.amountFormat],
    ['1.234', VALIDATION.amountFormat],
    ['-5', VALIDATION.amountFormat],
    ['1,000', VALIDATION.amountFormat],
    ['0', VALIDATION.amountFormat],
    ['9.99', VALIDATION.amountMin],
    ['600', VALIDATION.amountMax],
    ['200.01', VALIDATION.amountBalance],
  ])('refuses %p with %s', (text, message) => {
    expect(firstError(schema.safeParse(text))).toBe(message);
  });

  it('has no limits unless given', () => {
    expect(amountSchema().parse('123456.78')).toBe(123456.78);
  });
});

describe('other field rules', () => {
  it('limits a remark to 140 characters', () => {
    expect(remarkSchema.safeParse('x'.repeat(140)).success).toBe(true);
    expect(firstError(remarkSchema.safeParse('x'.repeat(141)))).toBe(VALIDATION.remarkLength);
  });

  it('wants a payment password of 6 digits', () => {
    expect(paymentPasswordFieldSchema.safeParse('123456').success).toBe(true);
    expect(firstError(paymentPasswordFieldSchema.safeParse('12345a'))).toBe(VALIDATION.paymentPassword);
    expect(firstError(paymentPasswordFieldSchema.safeParse('1234567'))).toBe(VALIDATION.paymentPassword);
  });

  it('takes a card number of 10 to 19 digits, ignoring spaces and dashes', () => {
    expect(cardNumberFieldSchema.parse('1234 5678-9012')).toBe('123456789012');
    expect(firstError(cardNumberFieldSchema.safeParse('123456789'))).toBe(VALIDATION.cardNumber);
    expect(firstError(cardNumberFieldSchema.safeParse('12345678901234567890'))).toBe(VALIDATION.cardNumber);
  });
});
