// A running canary judged by its figures: the window (since the canary of that version started,
// at most `windowMs`), the pin's and the canary's counts in it, and the guard's decision. Used by
// the guard (abort), by `promote` (refusal) and by the console.
import type { HistoryEntry } from '../brands';
import type { PinStore } from '../store';
import type { RedisPinStore } from '../store/redis';
import type { FilesPinStore } from '../store/files';
import { sumBuckets, versionFigures, type HealthFigures } from './figures';
import { decideCanary, DEFAULT_GUARD_POLICY, type Counts, type Decision, type GuardPolicy } from './guard';
import { RedisFigures, SnapshotFigures } from './stores';

/** The longest window a canary is judged over. */
export const GUARD_WINDOW_MS = 30 * 60_000;

/**
 * When the current canary of `version` started: the history entry that made it the canary (a
 * change of its percent keeps the start), or null when the history does not say.
 */
export function canaryStartedAt(history: readonly HistoryEntry[], remote: string, version: string): number | null {
  let start: number | null = null;
  for (const entry of history) {
    if (entry.remote !== remote) continue;
    const before = entry.from?.canary?.version;
    const after = entry.to.canary?.version;
    if (after === version && before !== version) start = Date.parse(entry.at);
    else if (after !== version) start = null;
  }
  return start;
}

/**
 * The counts of `version` of a brand's remote in buckets summed over a window, as the guard may
 * use them: with the clients they came from (issue 48), each client's loads and failures capped at
 * `maxClientShare` of the window's loads (measured against everyone else's), so one address cannot make a verdict alone. Figures
 * counted without clients (before the edge counted them) are taken as they are.
 */
export function countsOf(
  total: Map<string, number>,
  brand: string,
  remote: string,
  version: string,
  policy: Pick<GuardPolicy, 'maxClientShare'> = DEFAULT_GUARD_POLICY,
): Counts {
  const figures = versionFigures(total).get(`${brand}|${remote}|${version}`);
  const loads = figures?.loads ?? 0;
  const failures = figures?.failures ?? 0;
  const prefix = `v|${brand}|${remote}|${version}|`;
  const perClient = new Map<string, { loads: number; failures: number }>();
  for (const [key, value] of total) {
    if (!key.startsWith(prefix)) continue;
    const field = key.slice(prefix.length);
    const [name, client] = field.split('.');
    if (!client || (name !== 'client' && name !== 'cfail')) continue;
    const held = perClient.get(client) ?? { loads: 0, failures: 0 };
    if (name === 'client') held.loads += value;
    else held.failures += value;
    perClient.set(client, held);
  }
  if (perClient.size === 0) return { loads, failures };
  const counted = [...perClient.values()].reduce((sum, c) => sum + c.loads, 0);
  // A client's loads count up to `share` of the window once they are in: share / (1 - share) of
  // everyone else's loads (at least one).
  const share = Math.min(0.9, Math.max(0, policy.maxClientShare ?? DEFAULT_GUARD_POLICY.maxClientShare));
  let cappedLoads = 0;
  let cappedFailures = 0;
  for (const c of perClient.values()) {
    const cap = Math.max(1, Math.floor((share / (1 - share)) * (counted - c.loads)));
    const l = Math.min(c.loads, cap);
    cappedLoads += l;
    cappedFailures += Math.min(c.failures, l);
  }
  return { loads: cappedLoads, failures: Math.min(cappedFailures, cappedLoads), clients: perClient.size };
}

export interface Judgement {
  brand: string;
  remote: string;
  pinVersion: string;
  canaryVersion: string;
  percent: number;
  window: { from: string; to: string };
  decision: Decision;
}

/** A judgement as a history entry's `figures`. */
export function judgementFigures(judgement: Judgement): Record<string, unknown> {
  const { decision } = judgement;
  return {
    verdict: decision.verdict,
    window: judgement.window,
    pin: { version: judgement.pinVersion, ...decision.pin },
    canary: { version: judgement.canaryVersion, percent: judgement.percent, ...decision.canary },
    threshold: Number(decision.threshold.toFixed(4)),
    pValue: Number(decision.pValue.toPrecision(3)),
  };
}

/** Judges a brand's running canary of `remote` (null when none runs). */
export async function judgeCanary(input: {
  figures: HealthFigures;
  brand: string;
  remote: string;
  pin: { version: string; canary?: { version: string; percent: number } } | undefined;
  history: readonly HistoryEntry[];
  now: number;
  windowMs?: number;
  policy?: GuardPolicy;
}): Promise<Judgement | null> {
  const canary = input.pin?.canary;
  if (!input.pin || !canary) return null;
  const windowMs = input.windowMs ?? GUARD_WINDOW_MS;
  const started = canaryStartedAt(input.history, input.remote, canary.version);
  const from = Math.max(started ?? input.now - windowMs, input.now - windowMs);
  const total = sumBuckets(await input.figures.read(from, input.now));
  const policy = { ...DEFAULT_GUARD_POLICY, ...input.policy };
  const decision = decideCanary(
    countsOf(total, input.brand, input.remote, input.pin.version, policy),
    countsOf(total, input.brand, input.remote, canary.version, policy),
    policy,
  );
  return {
    brand: input.brand,
    remote: input.remote,
    pinVersion: input.pin.version,
    canaryVersion: canary.version,
    percent: canary.percent,
    window: { from: new Date(from).toISOString(), to: new Date(input.now).toISOString() },
    decision,
  };
}

/**
 * The figures a pin store's users read: Redis → the same Redis (a fleet's one truth); files → the
 * snapshots the edges write beside the brands (`.health/`), read-only.
 */
export function figuresFor(store: PinStore): HealthFigures {
  if (store.kind === 'redis') {
    const redis = store as RedisPinStore;
    return new RedisFigures(redis.redis, redis.keyPrefix);
  }
  return new SnapshotFigures((store as FilesPinStore).brandsDir);
}
