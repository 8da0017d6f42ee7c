// The canary guard's decision: a pure function of two sets of counts (the pin's and the canary's
// loads and failed loads over the same window) and a policy. The guard aborts a canary, and
// `promote` refuses one, by this function alone. docs/adr/0013-release-health.md.

/** Loads and failed loads of one version over a window. */
export interface Counts {
  loads: number;
  failures: number;
  /** The distinct clients the loads came from, when the figures know it (judge.ts `countsOf`). */
  clients?: number;
}

export interface GuardPolicy {
  /** No abort before the canary has this many loads. */
  minCanaryLoads: number;
  /** Below this many pin loads, the pin's rate is not measured: `baselineRate` stands in for it. */
  minPinLoads: number;
  /** The canary must fail more often than the pin's (upper bound) rate plus this, with statistical support. */
  margin: number;
  /** The significance of the one-sided binomial test (small: the guard tests again every few seconds). */
  alpha: number;
  /** One-sided z of the confidence bound on the pin's rate (1.645: 95 %). */
  z: number;
  /** The failure rate assumed for the pin when it has too few loads (a canary at 100 %). */
  baselineRate: number;
  /** `promote` needs this many canary loads. */
  promoteMinCanaryLoads: number;
  /** `promote` refuses a canary whose rate is above the pin's by more than this. */
  promoteTolerance: number;
  /** No verdict (abort or promote) on a canary whose loads came from fewer clients than this. */
  minClients: number;
  /** No client counts for more than this share of a window's loads (judge.ts `countsOf`). */
  maxClientShare: number;
}

export const DEFAULT_GUARD_POLICY: GuardPolicy = {
  minCanaryLoads: 20,
  minPinLoads: 20,
  margin: 0.05,
  alpha: 0.001,
  z: 1.645,
  baselineRate: 0.05,
  promoteMinCanaryLoads: 50,
  promoteTolerance: 0.02,
  minClients: 5,
  maxClientShare: 0.2,
};

/**
 * - `abort`: the canary fails more than the pin with statistical support (the guard aborts it).
 * - `too-few`: not enough canary loads to promote it (nor to abort it).
 * - `worse`: its rate is above the pin's by more than the tolerance, without support for an abort.
 * - `healthy`: it may be promoted.
 */
export type Verdict = 'abort' | 'too-few' | 'worse' | 'healthy';

export interface Decision {
  verdict: Verdict;
  canary: Counts & { rate: number | null };
  pin: Counts & { rate: number | null };
  /** The pin's rate the canary is tested against: its upper bound (or the baseline) plus the margin. */
  threshold: number;
  /** P(the canary fails this often | its true rate is the threshold): the abort needs it below alpha. */
  pValue: number;
  /** In words, for the history and the CLI. */
  reason: string;
}

// Lanczos approximation of ln Γ(x) (g = 7, n = 9): about 15 significant digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let a = LANCZOS[0] as number;
  const t = y + 7.5;
  for (let i = 1; i < 9; i += 1) a += (LANCZOS[i] as number) / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** P(X ≥ k) for X ~ Binomial(n, p), summed exactly in log space. */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logC = logGamma(n + 1);
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let sum = 0;
  for (let i = k; i <= n; i += 1) {
    const term = Math.exp(logC - logGamma(i + 1) - logGamma(n - i + 1) + i * lp + (n - i) * lq);
    sum += term;
    // Past the mode the terms only shrink: stop once they no longer count.
    if (i > n * p && term < sum * 1e-15) break;
  }
  return Math.min(1, sum);
}

/** The one-sided Wilson upper bound of a proportion. */
export function wilsonUpper(failures: number, loads: number, z: number): number {
  if (loads === 0) return 1;
  const p = failures / loads;
  const z2 = z * z;
  const centre = p + z2 / (2 * loads);
  const spread = z * Math.sqrt((p * (1 - p)) / loads + z2 / (4 * loads * loads));
  return Math.min(1, (centre + spread) / (1 + z2 / loads));
}

const rate = (c: Counts) => (c.loads === 0 ? null : c.failures / c.loads);
const percent = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)} %`);

/** Counts made sane: whole, non-negative, failures at most loads. */
function clean(c: Counts): Counts {
  const loads = Math.max(0, Math.floor(c.loads));
  return {
    loads,
    failures: Math.min(loads, Math.max(0, Math.floor(c.failures))),
    ...(c.clients === undefined ? {} : { clients: Math.max(0, Math.floor(c.clients)) }),
  };
}

/**
 * Compares a canary's failure rate with its pin's over the same window. The canary is aborted only
 * with `minCanaryLoads` loads or more, and only when a one-sided exact binomial test rejects "the
 * canary's rate is at most the pin's upper bound plus the margin" at `alpha`. It may be promoted
 * with `promoteMinCanaryLoads` loads and a rate within `promoteTolerance` of the pin's.
 */
export function decideCanary(pinCounts: Counts, canaryCounts: Counts, policy: GuardPolicy = DEFAULT_GUARD_POLICY): Decision {
  const pin = clean(pinCounts);
  const canary = clean(canaryCounts);
  const pinMeasured = pin.loads >= policy.minPinLoads;
  const pinBound = pinMeasured ? wilsonUpper(pin.failures, pin.loads, policy.z) : policy.baselineRate;
  const threshold = Math.min(1, pinBound + policy.margin);
  const pValue = binomialUpperTail(canary.failures, canary.loads, threshold);
  const base = {
    canary: { ...canary, rate: rate(canary) },
    pin: { ...pin, rate: rate(pin) },
    threshold,
    pValue,
  };
  const canaryRate = rate(canary) ?? 0;
  const pinRate = pinMeasured ? (rate(pin) ?? 0) : policy.baselineRate;
  const said = `canary ${canary.failures}/${canary.loads} failed (${percent(rate(canary))}), pin ${pin.failures}/${pin.loads} (${percent(rate(pin))}${pinMeasured ? '' : `, too few: assumed ${percent(policy.baselineRate)}`})`;
  const minClients = policy.minClients ?? DEFAULT_GUARD_POLICY.minClients;
  if (canary.clients !== undefined && canary.clients < minClients)
    return {
      ...base,
      verdict: 'too-few',
      reason: `${said}: from too few clients (${canary.clients} < ${minClients}) to judge it`,
    };
  if (canary.loads >= policy.minCanaryLoads && pValue < policy.alpha)
    return {
      ...base,
      verdict: 'abort',
      reason: `${said}: worse than ${percent(threshold)} (the pin's bound plus ${percent(policy.margin)}) with p = ${pValue.toExponential(2)} < ${policy.alpha}`,
    };
  if (canary.loads < policy.promoteMinCanaryLoads)
    return { ...base, verdict: 'too-few', reason: `${said}: too few canary loads (${canary.loads} < ${policy.promoteMinCanaryLoads})` };
  if (canaryRate > pinRate + policy.promoteTolerance)
    return { ...base, verdict: 'worse', reason: `${said}: worse than the pin by more than ${percent(policy.promoteTolerance)}` };
  return { ...base, verdict: 'healthy', reason: `${said}: within ${percent(policy.promoteTolerance)} of the pin` };
}
