// The canary guard at work: every few seconds, each running canary of every brand is judged on its
// figures, and one that fails with statistical support is aborted through the CLI's own `abort`
// (actor `guard`, the reason and the figures in the history entry). In a fleet one edge at a time
// holds the guard's lease; an abort that meets another change (or runs twice) is refused by the
// store's compare-and-set (`ifCanary`) and is harmless. docs/adr/0013-release-health.md.
import { parseBrand, parseHistory } from '../brands';
import { abort } from '../commands';
import type { ReleaseOptions } from '../context';
import { ReleaseError } from '../errors';
import type { PinStore } from '../store';
import type { HealthFigures } from './figures';
import type { GuardPolicy } from './guard';
import { judgeCanary, judgementFigures, type Judgement } from './judge';

/** Who the guard's history entries name. */
export const GUARD_ACTOR = 'guard';

export interface GuardOptions {
  /** The release options the abort runs with (root, registry); the store and actor are set here. */
  release: ReleaseOptions;
  store: PinStore;
  figures: HealthFigures;
  /** This guard's name for the lease (an edge's id). */
  holder: string;
  policy?: GuardPolicy;
  windowMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  /** Judge only: no lease taken, nothing aborted (an edge that does not hold the lease, for its figures). */
  judgeOnly?: boolean;
}

export interface GuardAbort {
  brand: string;
  remote: string;
  version: string;
  judgement: Judgement;
}

/** One look at every running canary: its judgement, and the aborts made. */
export interface GuardTick {
  /** false when another guard holds the lease, or when judging only: nothing was aborted. */
  acting: boolean;
  judgements: Judgement[];
  aborts: GuardAbort[];
}

/** Judges every running canary once, and aborts those the decision says to. */
export async function guardTick(options: GuardOptions, leaseMs = 15_000): Promise<GuardTick> {
  const now = (options.now ?? Date.now)();
  const acting = !options.judgeOnly && (await options.figures.lease('guard', options.holder, leaseMs));
  const judgements: Judgement[] = [];
  const aborts: GuardAbort[] = [];
  for (const brand of await options.store.listBrands()) {
    let remotes;
    let history;
    try {
      const record = await options.store.readBrand(brand);
      remotes = parseBrand(brand, record.brand, options.store.locate(brand)).remotes;
      history = parseHistory(brand, record.history);
    } catch {
      continue; // a brand the CLI could not read either: nothing to judge
    }
    for (const [remote, pin] of Object.entries(remotes)) {
      if (!pin?.canary) continue;
      const judgement = await judgeCanary({
        figures: options.figures,
        brand,
        remote,
        pin,
        history,
        now,
        ...(options.windowMs ? { windowMs: options.windowMs } : {}),
        ...(options.policy ? { policy: options.policy } : {}),
      });
      if (!judgement) continue;
      judgements.push(judgement);
      if (!acting || judgement.decision.verdict !== 'abort') continue;
      try {
        await abort(
          { ...options.release, store: options.store, actor: GUARD_ACTOR, now: () => new Date(now) },
          brand,
          remote,
          { reason: `the canary guard: ${judgement.decision.reason}`, figures: judgementFigures(judgement) },
          { ifCanary: judgement.canaryVersion },
        );
        aborts.push({ brand, remote, version: judgement.canaryVersion, judgement });
        options.log?.(`[guard] aborted ${brand}'s canary ${remote}@${judgement.canaryVersion}: ${judgement.decision.reason}`);
      } catch (error) {
        // Refused: the canary ended or changed meanwhile (another guard, an operator): not ours to end.
        if (!(error instanceof ReleaseError && error.kind === 'refused'))
          options.log?.(`[guard] could not abort ${brand}'s canary ${remote}@${judgement.canaryVersion}: ${(error as Error).message}`);
      }
    }
  }
  return { acting, judgements, aborts };
}

/** The guard on a timer (an edge runs one). */
export class CanaryGuard {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  /** The last tick's result (the console and /metrics show it). */
  last: GuardTick | null = null;
  /** Every abort this guard made, newest last. */
  readonly aborts: GuardAbort[] = [];

  constructor(
    private readonly options: GuardOptions,
    readonly intervalMs = 5000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** One tick now (also what the timer runs); ticks never overlap. */
  tick(): Promise<GuardTick | null> {
    const next = this.running.then(async () => {
      try {
        // Without the lease (another edge acts) the canaries are judged all the same, for this edge's figures.
        const result = await guardTick(this.options, this.intervalMs * 3);
        this.last = result;
        this.aborts.push(...result.aborts);
        return result;
      } catch (error) {
        this.options.log?.(`[guard] a tick failed: ${(error as Error).message}`);
        return null;
      }
    });
    this.running = next;
    return next;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
