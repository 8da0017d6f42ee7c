import {
  REMOTE_CONTAINERS,
  isContractsCompatible,
  majorOf,
  pickPinnedVersion,
  releaseRecordSchema,
  releaseRecordUrl,
  type BrandConfig,
  type ReleaseRecord,
  type RemotePackage,
} from 'shared-contracts';

/** Where a version to load came from, in the order the shell tries them. */
export type VersionSource = 'override' | 'canary' | 'pin' | 'previous' | 'last-good';

/** A remote version that passed every load-time guard and is registered with the federation runtime. */
export interface PlannedRemote {
  remote: RemotePackage;
  container: string;
  version: string;
  source: VersionSource;
  record: ReleaseRecord;
}

/** A remote that does not load what the brand asked for (fallback, or nothing at all). */
export interface RemoteFallback {
  remote: RemotePackage;
  requested: string;
  /** The version loaded instead; null when no candidate passed (the remote shows its fallback UI). */
  loaded: string | null;
  reason: string;
}

/** Inputs of {@link planRemotes}. */
export interface PlanInput {
  brand: Pick<BrandConfig, 'remotes' | 'allowOverrides'>;
  /** This browser's canary bucket, 0–99. */
  bucket: number;
  /** Tester overrides (ignored unless the brand allows overrides). */
  overrides?: Partial<Record<RemotePackage, string>>;
  /** The last version of each remote this browser loaded successfully for this brand. */
  lastGood?: Partial<Record<RemotePackage, string>>;
  /** The host's shared-contracts and React versions. */
  hostContracts: string;
  hostReact: string;
  /** The federation runtime version this page provides to remotes (null: none provided). */
  hostFederationRuntime?: string | null;
  /**
   * Fetches and parses JSON. Rejects with {@link RecordUnavailableError} when the answer cannot be
   * had (network error, 5xx), with any other error when there is a definite answer that is not a
   * record (404, not JSON).
   */
  fetchJson: (url: string) => Promise<unknown>;
  registryBase?: string;
}

interface Candidate {
  version: string;
  source: VersionSource;
}

/** The versions to try for one remote, best first, without repeats. */
function candidatesFor(input: PlanInput, remote: RemotePackage): Candidate[] {
  const pin = input.brand.remotes[remote];
  const list: Candidate[] = [];
  const override = input.brand.allowOverrides ? input.overrides?.[remote] : undefined;
  if (override) list.push({ version: override, source: 'override' });
  if (pin) {
    const picked = pickPinnedVersion(pin, input.bucket);
    list.push({ version: picked, source: picked === pin.version ? 'pin' : 'canary' });
    list.push({ version: pin.version, source: 'pin' });
    if (pin.previous) list.push({ version: pin.previous, source: 'previous' });
  }
  const lastGood = input.lastGood?.[remote];
  if (lastGood && (pin || override)) list.push({ version: lastGood, source: 'last-good' });
  return list.filter((c, i) => list.findIndex((o) => o.version === c.version) === i);
}

/** Why `version` of `remote` may not run in this host, or null when it may. */
export function guardRecord(
  remote: RemotePackage,
  version: string,
  raw: unknown,
  host: Pick<PlanInput, 'hostContracts' | 'hostReact' | 'hostFederationRuntime'>,
): { record: ReleaseRecord } | { reason: string } {
  const parsed = releaseRecordSchema.safeParse(raw);
  if (!parsed.success) return { reason: `${remote}@${version}: release.json is not a valid release record` };
  const record = parsed.data;
  if (record.remote !== remote || record.version !== version)
    return { reason: `${remote}@${version}: release.json describes ${record.remote}@${record.version}` };
  if (!isContractsCompatible(host.hostContracts, record.sharedContracts)) {
    return {
      reason: `${remote}@${version} was built against shared-contracts ${record.sharedContracts}, incompatible with the host's ${host.hostContracts}`,
    };
  }
  if (record.react && majorOf(record.react) !== majorOf(host.hostReact)) {
    return { reason: `${remote}@${version} was built against React ${record.react}, incompatible with the host's ${host.hostReact}` };
  }
  const hostRuntime = host.hostFederationRuntime ?? null;
  if (record.federationRuntime && (!hostRuntime || majorOf(record.federationRuntime) !== majorOf(hostRuntime))) {
    return {
      reason: `${remote}@${version} runs on the host's federation runtime ${record.federationRuntime}, but this host provides ${hostRuntime ?? 'none'}`,
    };
  }
  if (!record.files['mf-manifest.json'] || !record.files[record.remoteEntry]) {
    return { reason: `${remote}@${version}: release.json does not list its manifest and remote entry` };
  }
  return { record };
}

/** A release record that could not be fetched (network error, 5xx): worth retrying, not a refusal. */
export class RecordUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordUnavailableError';
  }
}

/** The outcome of planning one remote. */
export interface RemotePlanResult {
  /** The version to load, or null. */
  planned: PlannedRemote | null;
  /** Set when the first candidate was refused (a fallback loads, or nothing does). */
  fallback: RemoteFallback | null;
  /** Set when a record could not be fetched: nothing is decided, try again later. */
  unavailable: string | null;
}

/**
 * Decides which version of `remote` this browser loads (issue 7): a tester override when the brand
 * allows it, else the canary or the pin by the browser's bucket. Each candidate needs a valid
 * release record built against a compatible shared-contracts and React major; a candidate that is
 * refused (no record, invalid, incompatible) gives way to the next: the pin, the brand's previous
 * pin, the last version this browser loaded. A record that cannot be fetched at all (network, 5xx)
 * stops the plan as `unavailable` so a retry can decide later. Never throws.
 */
export async function planRemote(input: PlanInput, remote: RemotePackage): Promise<RemotePlanResult> {
  const candidates = candidatesFor(input, remote);
  const first = candidates[0];
  if (!first) return { planned: null, fallback: null, unavailable: null };
  let firstReason = '';
  for (const candidate of candidates) {
    let outcome: ReturnType<typeof guardRecord>;
    try {
      // Release records are immutable (one per published version): the browser may cache them.
      outcome = guardRecord(
        remote,
        candidate.version,
        await input.fetchJson(releaseRecordUrl(remote, candidate.version, input.registryBase)),
        input,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RecordUnavailableError)
        return { planned: null, fallback: null, unavailable: `${remote}@${candidate.version}: release.json unreachable (${message})` };
      outcome = { reason: `${remote}@${candidate.version}: release.json missing (${message})` };
    }
    if ('record' in outcome) {
      const planned: PlannedRemote = {
        remote,
        container: REMOTE_CONTAINERS[remote],
        version: candidate.version,
        source: candidate.source,
        record: outcome.record,
      };
      const fallback = candidate === first ? null : { remote, requested: first.version, loaded: candidate.version, reason: firstReason };
      return { planned, fallback, unavailable: null };
    }
    if (candidate === first) firstReason = outcome.reason;
  }
  return { planned: null, fallback: { remote, requested: first.version, loaded: null, reason: firstReason }, unavailable: null };
}

/** The tester overrides in effect for a brand (none unless it allows them). */
export function activeOverrides(input: Pick<PlanInput, 'brand' | 'overrides'>): Partial<Record<RemotePackage, string>> {
  return input.brand.allowOverrides ? { ...input.overrides } : {};
}
