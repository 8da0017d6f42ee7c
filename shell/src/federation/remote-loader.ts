import type * as FederationRuntimeModule from './federation-runtime';
import { version as reactVersion } from 'react';
import { CONTRACTS_VERSION, REMOTE_CONTAINERS, type BrandConfig, type RemotePackage } from 'shared-contracts';
import { brandReleasesUrl, recordsByUrl } from './brand-releases';
import { remotesReleased } from './remote-gate';
import { ensureCanaryBucket, markLastGood, readLastGood, readOverrides } from './browser-release-state';
import { trustRelease } from './integrity';
import { RETRY_DELAYS_MS, loadWithRetries } from './retry-load';
import { CHUNK_LOAD_TIMEOUT_MS } from './runtime-plugin';
import { markLoad } from '../telemetry/load-marks';
import {
  activeOverrides,
  planRemote,
  RecordUnavailableError,
  type PlanInput,
  type PlannedRemote,
  type RemoteFallback,
} from './remote-plan';

export { RETRY_DELAYS_MS } from './retry-load';
export { holdRemotesUntil } from './remote-gate';

/** What the shell knows about this page's remote versions (read by the override badge). */
export interface RemoteVersionsSnapshot {
  /** Tester overrides in effect (remote → version); empty unless the brand allows overrides. */
  overrides: Partial<Record<RemotePackage, string>>;
  /** Versions registered so far (a remote is planned when first used). */
  planned: Partial<Record<RemotePackage, PlannedRemote>>;
}

interface LoaderState {
  input: PlanInput | null;
  brandId: string;
  registryBase: string;
  onFallback: (fallback: RemoteFallback) => void;
  /** In-flight or settled plans per remote; a failed plan is dropped so a retry plans again. */
  plans: Map<RemotePackage, Promise<PlannedRemote>>;
  /** The brand's releases file, fetched once per configuration (records by registry URL). */
  releases: Promise<Map<string, unknown>> | null;
  fetchReleases: () => Promise<Map<string, unknown>>;
  snapshot: RemoteVersionsSnapshot;
  listeners: Set<() => void>;
}

const state: LoaderState = {
  input: null,
  brandId: '',
  registryBase: '/registry',
  onFallback: () => undefined,
  plans: new Map(),
  releases: null,
  fetchReleases: async () => new Map(),
  snapshot: { overrides: {}, planned: {} },
  listeners: new Set(),
};

function publish(next: RemoteVersionsSnapshot): void {
  state.snapshot = next;
  for (const listener of state.listeners) listener();
}

/** Subscribes to {@link getRemoteVersions} changes (useSyncExternalStore). */
export function subscribeRemoteVersions(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** The remote versions of this page so far. */
export function getRemoteVersions(): RemoteVersionsSnapshot {
  return state.snapshot;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function fetchRecord(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RecordUnavailableError(error instanceof Error ? error.message : 'network error');
  }
  if (response.status >= 500) throw new RecordUnavailableError(`HTTP ${response.status}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

/**
 * The brand's releases file (brand-releases.ts), uncached: it changes with every pin. Asked at low
 * priority: the page's first banner, its largest paint, goes first (the remotes' code waits for it
 * anyway, `holdRemotesUntil`).
 */
async function fetchReleasesFile(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', priority: 'low', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

/** Options of {@link configureBrandRemotes}. */
export interface ConfigureBrandRemotesOptions {
  /** Where a fallback is reported (the shell's bus `remote:fallback`). */
  onFallback?: (fallback: RemoteFallback) => void;
  registryBase?: string;
  /** Release-record fetcher (tests). */
  fetchJson?: PlanInput['fetchJson'];
  /**
   * Fetcher of the brand's releases file (`brands/<brand>.releases.json`). Default: `fetch`, or
   * none when a `fetchJson` is given without it (tests of per-version records).
   */
  fetchReleases?: (url: string) => Promise<unknown>;
}

/**
 * A record fetcher that answers from the brand's releases file when it holds the URL's version,
 * else from the registry. A releases file that cannot be had counts as empty: nothing is lost but
 * the saved round trips (each record is then fetched and guarded as before).
 */
function withBrandReleases(fetchJson: PlanInput['fetchJson']): PlanInput['fetchJson'] {
  return async (url) => {
    state.releases ??= state.fetchReleases();
    const known = (await state.releases).get(url);
    return known === undefined ? fetchJson(url) : known;
  };
}

/**
 * Sets up this page's remote versions for a brand (issue 7): the browser's canary bucket, tester
 * overrides (only when the brand allows them) and last good versions. Nothing is fetched here: each
 * remote is planned (guards, fallbacks: remote-plan.ts) and registered when it is first loaded.
 */
export function configureBrandRemotes(
  brand: Pick<BrandConfig, 'id' | 'remotes' | 'allowOverrides'>,
  options: ConfigureBrandRemotesOptions = {},
): RemoteVersionsSnapshot {
  const storage = safeLocalStorage();
  state.input = {
    brand,
    bucket: ensureCanaryBucket(),
    overrides: readOverrides(window.location.search, storage, brand.allowOverrides),
    lastGood: readLastGood(storage, brand.id),
    hostContracts: CONTRACTS_VERSION,
    hostReact: reactVersion,
    fetchJson: withBrandReleases(options.fetchJson ?? fetchRecord),
    registryBase: options.registryBase,
  };
  const fetchReleases = options.fetchReleases ?? (options.fetchJson ? null : fetchReleasesFile);
  const releasesUrl = brandReleasesUrl(brand.id);
  state.releases = null;
  state.fetchReleases = fetchReleases
    ? () =>
        fetchReleases(releasesUrl).then(
          (raw) => recordsByUrl(raw, brand.id, options.registryBase),
          () => new Map<string, unknown>(),
        )
    : async () => new Map<string, unknown>();
  state.brandId = brand.id;
  state.registryBase = options.registryBase ?? '/registry';
  state.onFallback = options.onFallback ?? (() => undefined);
  state.plans.clear();
  publish({ overrides: activeOverrides(state.input), planned: {} });
  return state.snapshot;
}

/**
 * The federation runtime this page provides to remotes built with `externalRuntime`: the shell's
 * runtime-core, published on the global by its provider plugin when the shell's federation instance
 * starts (federation-runtime.ts), and known from the build before that. Null when none is provided
 * (then such remotes cannot run here).
 */
function providedFederationRuntime(): string | null {
  const from = (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { version?: unknown } })._FEDERATION_RUNTIME_CORE_FROM;
  if (typeof from?.version === 'string') return from.version;
  return typeof __WL_FEDERATION_RUNTIME__ === 'string' ? __WL_FEDERATION_RUNTIME__ : null;
}

/** The registry URL of a planned version's entry script (its release record names the file). */
function remoteEntryUrl(planned: PlannedRemote): string {
  return `${state.registryBase}/${planned.remote}/${planned.version}/${planned.record.remoteEntry}`;
}

type FederationRuntime = typeof FederationRuntimeModule;

let federationLoad: Promise<FederationRuntime> | undefined;

/**
 * The page's federation runtime, started on first use (federation-runtime.ts, ADR 0011): the
 * shell's own code renders without it, and its chunk downloads while the release records do. A
 * chunk that cannot load is not kept: the next remote load tries again.
 */
function federationRuntime(): Promise<FederationRuntime> {
  const load = (federationLoad ??= import('./federation-runtime'));
  load.catch(() => {
    if (federationLoad === load) federationLoad = undefined;
  });
  return load;
}

async function planAndRegister(pkg: RemotePackage): Promise<PlannedRemote> {
  const input = state.input;
  if (!input) throw new Error('remote versions are not configured (configureBrandRemotes)');
  // The runtime's chunk downloads while the release records are read and checked (issue 19: the
  // chain before a remote's code runs).
  const runtime = federationRuntime();
  const result = await planRemote({ ...input, hostFederationRuntime: input.hostFederationRuntime ?? providedFederationRuntime() }, pkg);
  if (result.fallback) {
    const { fallback } = result;
    console.warn(
      `[shell] remote fallback: ${fallback.remote} ${fallback.requested} → ${fallback.loaded ?? 'not loaded'} (${fallback.reason})`,
    );
    state.onFallback(fallback);
  }
  const { planned } = result;
  const requested = result.fallback?.requested ?? planned?.version;
  if (requested) markLoad({ kind: 'plan', remote: pkg, version: planned?.version ?? null, requested, refused: Boolean(result.fallback) });
  if (!planned) throw new Error(result.unavailable ?? result.fallback?.reason ?? `the brand does not pin ${pkg}`);
  trustRelease(`${state.registryBase}/${pkg}/${planned.version}/`, planned.record.files, `${state.registryBase}/`);
  const { registerRemotes } = await runtime;
  // The entry script itself, not its mf-manifest.json: the manifest would be one more round trip
  // before the entry (issue 19: the chain before a remote's code runs), and what it tells the
  // runtime (the entry's name, the shared modules) the entry says when it runs.
  registerRemotes([{ name: planned.container, entry: remoteEntryUrl(planned) }]);
  publish({ ...state.snapshot, planned: { ...state.snapshot.planned, [pkg]: planned } });
  return planned;
}

/**
 * The planned version of a remote, planning and registering it with the federation runtime on
 * first use. A failed plan is not kept: the next call plans again (a registry that was unreachable
 * may answer now).
 */
export function ensureRemotePlanned(pkg: RemotePackage): Promise<PlannedRemote> {
  const existing = state.plans.get(pkg);
  if (existing) return existing;
  const plan = planAndRegister(pkg);
  state.plans.set(pkg, plan);
  plan.catch(() => {
    if (state.plans.get(pkg) === plan) state.plans.delete(pkg);
  });
  return plan;
}

/**
 * Starts planning every remote the brand pins (and every tester override), without waiting. Called
 * at start-up beside the status call, it takes the release records off the path of each remote's
 * first render: one request for the brand's releases file (`brands/<brand>.releases.json`), which
 * holds the records of the pinned versions; only a version it lacks (an override, a fallback the
 * file does not cover) fetches its own `release.json`. `ensureRemotePlanned` then finds the plan in
 * flight or done. A failed plan is dropped as usual (the remote's first load plans again), so
 * nothing is reported from here.
 *
 * The entries of `firstScreen` (the remotes the page being opened shows at once) start downloading
 * as soon as their plan is known and `downloadsFrom` has resolved (issue 19: the first remote's code
 * does not wait for the page's render to be requested); none when it rejects (site-start.ts: the
 * status gate sent the page to a status page, which shows no remote).
 */
export function planPinnedRemotes(firstScreen: readonly RemotePackage[] = [], downloadsFrom: Promise<unknown> = Promise.resolve()): void {
  const input = state.input;
  if (!input) return;
  const pinned = new Set([...Object.keys(input.brand.remotes), ...Object.keys(activeOverrides(input))] as RemotePackage[]);
  for (const pkg of pinned) {
    const plan = ensureRemotePlanned(pkg);
    if (firstScreen.includes(pkg))
      Promise.all([plan, downloadsFrom]).then(
        ([planned]) => preloadRemoteEntry(planned),
        () => undefined,
      );
    else plan.catch(() => undefined);
  }
}

const preloadedEntries = new Set<string>();

/**
 * Starts downloading a planned remote's entry before the federation runtime asks for it (at
 * start-up for the first screen's remotes). The hint carries the record's hash and the CORS mode
 * of the entry script the runtime creates (runtime-plugin.ts), so the browser checks it and the
 * script reuses it. Only for remotes about to show, never for every pin (bytes).
 */
function preloadRemoteEntry(planned: PlannedRemote): void {
  const url = remoteEntryUrl(planned);
  const integrity = planned.record.files[planned.record.remoteEntry];
  if (!integrity || preloadedEntries.has(url) || typeof document === 'undefined') return;
  preloadedEntries.add(url);
  // The edge lists the first screen's entries in the page it sends (edge/src/pages/first-screen-preloads.ts): no second hint.
  if ([...document.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', url);
  link.setAttribute('integrity', integrity);
  link.setAttribute('crossorigin', 'anonymous');
  document.head.append(link);
}

/**
 * Loads `<container>/<key>` of a remote, retrying a failed load twice with a growing delay (a
 * flaky network or a CDN hiccup) while less than `deadlineMs` (the chunk time-out) has passed. `@module-federation/retry-plugin` is not used: see README.
 * A successful load records the version as this browser's last good one.
 */
export async function loadRemoteModule<T>(
  pkg: RemotePackage,
  key: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
  deadlineMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  const id = `${REMOTE_CONTAINERS[pkg]}/${key}`;
  // Before the deadline starts: the wait for the first paint is not the remote's time.
  await remotesReleased(pkg);
  markLoad({ kind: 'start', remote: pkg });
  const loading = loadWithRetries(
    id,
    async () => {
      const planned = await ensureRemotePlanned(pkg);
      const { loadRemote } = await federationRuntime();
      const loaded = await loadRemote<T>(id);
      if (loaded !== null && loaded !== undefined) markLastGood(safeLocalStorage(), state.brandId, pkg, planned.version);
      return loaded as T;
    },
    delays,
    deadlineMs,
  );
  loading.then(
    () => markLoad({ kind: 'ready', remote: pkg }),
    (error: unknown) => markLoad({ kind: 'failed', remote: pkg, message: error instanceof Error ? error.message : String(error) }),
  );
  return loading;
}
