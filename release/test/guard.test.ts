// The canary guard's decision (release/src/health/guard.ts): properties that hold for any counts,
// and the two runs the issue names, simulated with a seeded generator.
import fc from 'fast-check';
import { binomialUpperTail, decideCanary, DEFAULT_GUARD_POLICY, wilsonUpper, type Counts } from '../src/health/guard';

const counts = (maxLoads = 5000) =>
  fc
    .integer({ min: 0, max: maxLoads })
    .chain((loads) => fc.record({ loads: fc.constant(loads), failures: fc.integer({ min: 0, max: loads }) }));

const policy = DEFAULT_GUARD_POLICY;

describe('decideCanary', () => {
  it('never aborts a canary below the minimum number of loads', () => {
    fc.assert(
      fc.property(counts(), counts(policy.minCanaryLoads - 1), (pin, canary) => {
        expect(decideCanary(pin, canary).verdict).not.toBe('abort');
      }),
    );
  });

  it('never aborts a canary that fails no more often than its pin (a pin with enough loads to be measured)', () => {
    fc.assert(
      fc.property(counts(), counts(), (pin, canary) => {
        fc.pre(
          pin.loads >= policy.minPinLoads &&
            canary.loads > 0 &&
            canary.loads > 0 &&
            canary.failures / canary.loads <= pin.failures / pin.loads,
        );
        expect(decideCanary(pin, canary).verdict).not.toBe('abort');
      }),
    );
  });

  it('keeps an abort when the canary fails more, or the pin fails less (monotone)', () => {
    fc.assert(
      fc.property(counts(), counts(), (pin, canary) => {
        if (decideCanary(pin, canary).verdict !== 'abort') return;
        if (canary.failures < canary.loads)
          expect(decideCanary(pin, { loads: canary.loads, failures: canary.failures + 1 }).verdict).toBe('abort');
        if (pin.failures > 0) expect(decideCanary({ loads: pin.loads, failures: pin.failures - 1 }, canary).verdict).toBe('abort');
      }),
    );
  });

  it('aborts a canary that fails every load once it has the minimum, whatever a pin below half failing does', () => {
    fc.assert(
      fc.property(counts(), fc.integer({ min: policy.minCanaryLoads, max: 2000 }), (pin, loads) => {
        fc.pre(pin.loads === 0 || pin.failures / pin.loads <= 0.5);
        expect(decideCanary(pin, { loads, failures: loads }).verdict).toBe('abort');
      }),
    );
  });

  it('allows a promote only on enough loads and a rate within the tolerance; a promotable canary is never aborted', () => {
    fc.assert(
      fc.property(counts(), counts(), (pin, canary) => {
        const decision = decideCanary(pin, canary);
        if (decision.verdict !== 'healthy') return;
        expect(canary.loads).toBeGreaterThanOrEqual(policy.promoteMinCanaryLoads);
        const reference = pin.loads >= policy.minPinLoads ? pin.failures / pin.loads : policy.baselineRate;
        expect(canary.failures / canary.loads).toBeLessThanOrEqual(reference + policy.promoteTolerance + 1e-12);
      }),
    );
  });

  it('is a pure function of its counts: the same counts, the same decision, with its figures', () => {
    fc.assert(
      fc.property(counts(), counts(), (pin, canary) => {
        const a = decideCanary(pin, canary);
        expect(decideCanary({ ...pin }, { ...canary })).toEqual(a);
        expect(a.canary).toMatchObject(canary);
        expect(a.pin).toMatchObject(pin);
        expect(a.pValue).toBeGreaterThanOrEqual(0);
        expect(a.pValue).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the statistics', () => {
  it('sums the binomial tail exactly', () => {
    expect(binomialUpperTail(0, 10, 0.3)).toBe(1);
    expect(binomialUpperTail(11, 10, 0.3)).toBe(0);
    expect(binomialUpperTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 12);
    expect(binomialUpperTail(1, 10, 0.5)).toBeCloseTo(1 - 1 / 1024, 12);
    expect(binomialUpperTail(5, 10, 0.5)).toBeCloseTo(638 / 1024, 12);
  });

  it('bounds a proportion from above (Wilson)', () => {
    expect(wilsonUpper(0, 450, 1.645)).toBeGreaterThan(0);
    expect(wilsonUpper(0, 450, 1.645)).toBeLessThan(0.01);
    expect(wilsonUpper(5, 10, 1.645)).toBeGreaterThan(0.5);
    expect(wilsonUpper(0, 0, 1.645)).toBe(1);
  });
});

/** A seeded generator (mulberry32): the simulated runs are the same on every machine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('simulated canaries', () => {
  it('aborts a canary at 10 % that fails every load within 50 canary loads', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      const pin: Counts = { loads: 0, failures: 0 };
      const canary: Counts = { loads: 0, failures: 0 };
      let abortedAt: number | null = null;
      for (let page = 0; page < 2000 && abortedAt === null; page += 1) {
        if (next() < 0.1) {
          canary.loads += 1;
          canary.failures += 1;
        } else {
          pin.loads += 1;
          if (next() < 0.01) pin.failures += 1;
        }
        if (decideCanary(pin, canary).verdict === 'abort') abortedAt = canary.loads;
      }
      expect(abortedAt).not.toBeNull();
      expect(abortedAt).toBeLessThanOrEqual(50);
    }
  });

  it('never aborts a healthy canary over 1,000 canary loads (the guard looking after every load)', () => {
    for (const seed of [11, 12, 13, 14, 15]) {
      const next = random(seed);
      const pin: Counts = { loads: 0, failures: 0 };
      const canary: Counts = { loads: 0, failures: 0 };
      while (canary.loads < 1000) {
        const failed = next() < 0.02;
        if (next() < 0.1) {
          canary.loads += 1;
          canary.failures += failed ? 1 : 0;
          expect(decideCanary(pin, canary).verdict).not.toBe('abort');
        } else {
          pin.loads += 1;
          pin.failures += failed ? 1 : 0;
        }
      }
      expect(decideCanary(pin, canary).verdict).toBe('healthy');
    }
  });
});
