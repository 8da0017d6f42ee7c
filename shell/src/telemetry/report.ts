// The load report of a page (shared-contracts `loadReportSchema`), built from the marks the shell
// recorded (load-marks.ts): per remote, the version the brand asked for, its role, what came of it
// and its load phases; errors attributed to the remote whose registry file is in their stack; the
// page's Web Vitals. Nothing personal: no token, no name, no address (ADR 0013).
import type { FallbackReason, LoadReport, RemoteLoad, RemoteRole, ReportedError } from 'shared-contracts';
import type { LoadMark } from './load-marks';

/** A remote still loading this long after it started counts as stalled when the page goes away. */
export const STALL_MS = 6000;

/** `/registry/<remote>/<version>/` in a stack or an address. */
const REGISTRY_FILE = /\/registry\/(mfe-[a-z-]+)\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\//;

/** The remote and version whose published file is in `stack`, if any. */
export function attribute(stack: string): { remote: string; version: string } | null {
  const match = REGISTRY_FILE.exec(stack);
  return match ? { remote: match[1] as string, version: match[2] as string } : null;
}

/** What the page knows besides its marks. */
export interface PageFacts {
  brand: string;
  bucket: number;
  route: string;
  /** The brand's pins (to tell the role of a version) and the tester overrides in force. */
  pins: Partial<Record<string, { version: string; canary?: { version: string }; previous?: string }>>;
  overrides: Partial<Record<string, string>>;
  /** When a remote's entry script arrived (resource timing), or undefined. */
  entryFetched: (remote: string, version: string) => number | undefined;
  /** Whether the browser received a remote version's files (then a failed load is an integrity refusal). */
  filesArrived: (remote: string, version: string) => boolean;
}

interface RemoteState {
  remote: string;
  requested?: string;
  version?: string;
  refused?: boolean;
  start?: number;
  ready?: number;
  rendered?: number;
  failed?: string;
  slotFailed?: boolean;
  sent?: boolean;
  outcome?: RemoteLoad;
  failedBefore?: boolean;
}

export function roleOf(facts: PageFacts, remote: string, version: string): RemoteRole {
  const pin = facts.pins[remote];
  if (facts.overrides[remote] === version) return 'override';
  if (pin?.canary?.version === version) return 'canary';
  if (pin?.version === version) return 'pin';
  if (pin?.previous === version) return 'previous';
  return 'last-good';
}

/** Why a load failed, from its error's words and whether its files arrived. */
export function reasonOf(message: string, filesArrived: boolean, hadScriptError: boolean): FallbackReason {
  if (/release\.json unreachable|failed to fetch|network/i.test(message)) return 'network';
  if (/timeout|timed out/i.test(message)) return 'stall';
  if (hadScriptError) return 'script-error';
  if (/load script|loading chunk|script resources|ScriptExternalLoadError|ChunkLoadError/i.test(message))
    return filesArrived ? 'integrity' : 'network';
  return 'script-error';
}

/** The page's report so far: marks in, beacons out. */
export class PageReport {
  readonly page: string;
  private seq = 0;
  private readonly remotes = new Map<string, RemoteState>();
  private readonly errors: { error: ReportedError; key: string | null }[] = [];
  private readonly failedVersions = new Set<string>();
  private vitals: { lcp?: number; inp?: number; cls?: number } = {};
  private vitalsSent = false;
  private errorCount = 0;

  constructor(
    private readonly facts: PageFacts,
    page: string,
  ) {
    this.page = page;
  }

  take(mark: LoadMark): void {
    if (mark.kind === 'error') {
      if (this.errorCount >= 10) return;
      this.errorCount += 1;
      const source = attribute(mark.stack);
      const kind = mark.source;
      const name = /^[A-Za-z0-9_$.]{0,40}$/.test(mark.name) ? mark.name : 'Error';
      this.errors.push({
        error: { kind, name, failsLoad: false, ...(source ? { remote: source.remote, version: source.version } : {}) } as ReportedError,
        key: source ? `${source.remote}@${source.version}` : null,
      });
      if (source && mark.source === 'uncaught') {
        const state = this.remotes.get(source.remote);
        if (state && state.ready === undefined) state.failedBefore = true;
      }
      return;
    }
    const state = this.remotes.get(mark.remote) ?? { remote: mark.remote };
    this.remotes.set(mark.remote, state);
    if (state.outcome) return; // decided: later marks (a retry) are not this load's
    if (mark.kind === 'plan') {
      state.requested = mark.requested;
      state.version = mark.version ?? undefined;
      state.refused = mark.refused;
    } else if (mark.kind === 'start') state.start ??= mark.at;
    else if (mark.kind === 'ready') state.ready ??= mark.at;
    else if (mark.kind === 'rendered') state.rendered ??= mark.at;
    else if (mark.kind === 'failed') state.failed ??= mark.message;
    else state.slotFailed = true;
  }

  setVitals(name: 'lcp' | 'inp' | 'cls', value: number): void {
    this.vitals[name] = name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
  }

  /** The outcome of a remote's load, once known (`final`: the page is going away). */
  private decide(state: RemoteState, now: number, final: boolean): RemoteLoad | null {
    const requested = state.requested ?? state.version;
    if (!requested || state.start === undefined) return null;
    const base = { remote: state.remote as RemoteLoad['remote'], version: requested, role: roleOf(this.facts, state.remote, requested) };
    const phases = {
      ...(state.version ? { entryFetched: this.facts.entryFetched(state.remote, state.version) } : {}),
      ...(state.ready !== undefined ? { containerReady: state.ready } : {}),
      ...(state.rendered !== undefined ? { firstRender: state.rendered } : {}),
    };
    for (const key of Object.keys(phases) as (keyof typeof phases)[]) if (phases[key] === undefined) delete phases[key];
    const fallback = (reason: FallbackReason, shown: string | null): RemoteLoad => ({
      ...base,
      outcome: 'fallback',
      reason,
      shown,
      phases,
    });
    if (state.refused) return fallback('contract', state.rendered !== undefined ? (state.version ?? null) : null);
    if (state.failed !== undefined)
      return fallback(
        reasonOf(state.failed, state.version ? this.facts.filesArrived(state.remote, state.version) : false, Boolean(state.failedBefore)),
        null,
      );
    if (state.slotFailed && state.ready !== undefined) return fallback('render-throw', null);
    if (state.rendered !== undefined) return { ...base, outcome: 'loaded', phases };
    if (final && now - state.start >= STALL_MS) return fallback('stall', null);
    return null;
  }

  /** The next beacon's report, or null when there is nothing new to say. */
  next(now: number, final: boolean): LoadReport | null {
    const remotes: RemoteLoad[] = [];
    for (const state of this.remotes.values()) {
      if (state.sent) continue;
      const outcome = this.decide(state, now, final);
      if (!outcome) continue;
      state.outcome = outcome;
      state.sent = true;
      if (outcome.outcome === 'fallback') this.failedVersions.add(`${outcome.remote}@${outcome.version}`);
      remotes.push(outcome);
    }
    // Errors of a remote still loading wait for its outcome (a render throw is its fallback, not a second failure).
    const ready: ReportedError[] = [];
    for (let i = 0; i < this.errors.length;) {
      const { error, key } = this.errors[i] as { error: ReportedError; key: string | null };
      const state = error.remote ? this.remotes.get(error.remote) : undefined;
      if (key && state && !state.sent && !final) {
        i += 1;
        continue;
      }
      if (key && state?.outcome?.outcome === 'loaded' && state.outcome.version === error.version && !this.failedVersions.has(key)) {
        error.failsLoad = true;
        this.failedVersions.add(key);
      }
      ready.push(error);
      this.errors.splice(i, 1);
    }
    const vitalsRemotes = [...this.remotes.values()]
      .filter((s) => s.outcome?.outcome === 'loaded' && s.version)
      .map((s) => ({ remote: s.remote as RemoteLoad['remote'], version: s.version as string }));
    // The vitals go once, with the page's first hide (a page hidden twice is still one sample).
    const withVitals = !this.vitalsSent && final && Object.keys(this.vitals).length > 0;
    if (remotes.length === 0 && ready.length === 0 && !withVitals) return null;
    if (this.seq >= 20) return null;
    if (withVitals) this.vitalsSent = true;
    return {
      schemaVersion: 1,
      page: this.page,
      seq: this.seq++,
      brand: this.facts.brand,
      bucket: this.facts.bucket,
      route: this.facts.route,
      remotes,
      errors: ready,
      ...(withVitals ? { vitals: { ...this.vitals, remotes: vitalsRemotes } } : {}),
    };
  }
}
