import fc from 'fast-check';
import { createIntentKeys } from 'shared-contracts';

/** A step a user (or the network) takes: send an intent, or see it succeed. */
type Step = { kind: 'send'; intent: { amount: number; account: string } } | { kind: 'succeed' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    intent: fc.record({ amount: fc.integer({ min: 1, max: 3 }), account: fc.constantFrom('a', 'b') }),
  }),
  fc.constant({ kind: 'succeed' as const }),
);

describe('createIntentKeys (properties)', () => {
  it('reuses a key exactly while the same intent is sent again without a success in between', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let n = 0;
        const keys = createIntentKeys(() => `key-${(n += 1)}`);
        let last: { intent: string; key: string } | null = null;
        for (const s of steps) {
          if (s.kind === 'succeed') {
            keys.retire();
            last = null;
            continue;
          }
          const key = keys.keyFor(s.intent);
          const intent = JSON.stringify(s.intent);
          if (last && last.intent === intent) expect(key).toBe(last.key);
          else if (last) expect(key).not.toBe(last.key);
          last = { intent, key };
        }
      }),
    );
  });

  it('never gives a retired key again', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let n = 0;
        const keys = createIntentKeys(() => `key-${(n += 1)}`);
        const retired = new Set<string>();
        let lastKey: string | undefined;
        for (const s of steps) {
          if (s.kind === 'succeed') {
            if (lastKey) retired.add(lastKey);
            keys.retire();
            lastKey = undefined;
          } else {
            lastKey = keys.keyFor(s.intent);
            expect(retired.has(lastKey)).toBe(false);
          }
        }
      }),
    );
  });
});
