import { createIdempotencyKey, createIntentKeys, isIdempotencyKey } from './idempotency';

describe('createIdempotencyKey', () => {
  it('makes well-formed keys that differ', () => {
    const first = createIdempotencyKey();
    expect(isIdempotencyKey(first)).toBe(true);
    expect(createIdempotencyKey()).not.toBe(first);
  });
});

describe('createIntentKeys', () => {
  const counting = () => {
    let n = 0;
    return () => `key-${(n += 1).toString().padStart(4, '0')}`;
  };

  it('gives the same key to a retry of the same intent', () => {
    const keys = createIntentKeys(counting());
    const first = keys.keyFor({ body: { amount: 10, toAccount: 'a' } });
    expect(keys.keyFor({ body: { amount: 10, toAccount: 'a' } })).toBe(first);
  });

  it('gives a new key once the intent changes, and does not go back to the old one', () => {
    const keys = createIntentKeys(counting());
    const first = keys.keyFor({ amount: 10 });
    const second = keys.keyFor({ amount: 20 });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: 10 })).not.toBe(first);
  });

  it('gives a new key after success, even for the same values', () => {
    const keys = createIntentKeys(counting());
    const first = keys.keyFor({ amount: 10 });
    keys.retire();
    expect(keys.keyFor({ amount: 10 })).not.toBe(first);
  });

  it('treats no input as an empty one', () => {
    const keys = createIntentKeys(counting());
    expect(keys.keyFor(undefined)).toBe(keys.keyFor({}));
  });

  it('uses createIdempotencyKey by default', () => {
    expect(isIdempotencyKey(createIntentKeys().keyFor({ a: 1 }))).toBe(true);
  });
});
