// A change of one brand's remote (pin, rollback, canary, promote, abort): the brand, its releases
// file and its history entry, written as one atomic change of the pin store.
import type { RemotePackage } from 'shared-contracts';
import {
  assertBrandId,
  brandTextWithRemote,
  historyEntryText,
  parseBrand,
  parseHistory,
  pinStack,
  type BrandFile,
  type HistoryAction,
  type HistoryEntry,
  type PinState,
} from '../../brands';
import { actorOf, nowIso, withStore, type ReleaseOptions } from '../../context';
import { buildBrandReleases, releasesText } from './brand-releases';

export interface ChangeResult {
  brand: string;
  remote: RemotePackage;
  action: HistoryAction;
  /** false when nothing had to change (no history entry). */
  changed: boolean;
  from: PinState | null;
  to: PinState;
  warnings: string[];
}

/** Why a change was made, recorded in its history entry (`--reason`; a guard's figures). */
export interface ChangeNote {
  reason?: string;
  figures?: Record<string, unknown>;
  /** A promote an operator forced past the figures. */
  forced?: boolean;
}

/**
 * Runs `change` on the brand's current value in the pin store and writes the brand, its releases
 * file and the history entry as one atomic change (files: under the brand lock; Redis: a
 * compare-and-set on the brand's revision, `change` running again if another writer came first).
 */
export async function changeBrand(
  options: ReleaseOptions,
  brandId: string,
  remote: RemotePackage,
  action: HistoryAction,
  change: (
    brand: BrandFile,
    current: PinState | null,
    history: HistoryEntry[],
  ) => Promise<{ to: PinState; steps?: number; warnings?: string[] }>,
  note: ChangeNote = {},
): Promise<ChangeResult> {
  assertBrandId(brandId);
  return withStore(options, async (store) => {
    // Fail fast (unknown brand, unreadable value) before anything else.
    parseBrand(brandId, (await store.readBrand(brandId)).brand, store.locate(brandId));
    return store.update<ChangeResult>(
      brandId,
      async (record) => {
        const brand = parseBrand(brandId, record.brand, store.locate(brandId));
        const history = parseHistory(brandId, record.history);
        const current = brand.remotes[remote] ?? null;
        const { to, steps, warnings = [] } = await change(brand, current, history);
        const same =
          current !== null &&
          current.version === to.version &&
          JSON.stringify(current.canary ?? null) === JSON.stringify(to.canary ?? null);
        if (same) return { write: null, result: { brand: brandId, remote, action, changed: false, from: current, to, warnings } };
        const entry: HistoryEntry = {
          at: nowIso(options),
          actor: actorOf(options),
          action,
          brand: brandId,
          remote,
          from: current && withoutPrevious(current),
          to: withoutPrevious(to),
          ...(steps ? { steps } : {}),
          ...(note.reason ? { reason: note.reason } : {}),
          ...(note.figures && Object.keys(note.figures).length > 0 ? { figures: note.figures } : {}),
          ...(note.forced ? { forced: true } : {}),
        };
        // The shell's fallback pin: the version below the new one in the pin stack, once this change is in it.
        const stack = pinStack([...history, entry], remote);
        const previous = stack.length > 1 ? stack[stack.length - 2] : undefined;
        const next: PinState = { ...to, ...(previous ? { previous } : {}) };
        // The releases file is built (and checked against the registry) before anything is written.
        const releases = await buildBrandReleases(options, brandId, { ...brand.remotes, [remote]: next }, record.releases);
        return {
          write: { brand: brandTextWithRemote(brand, remote, next), releases: releasesText(releases), history: historyEntryText(entry) },
          result: { brand: brandId, remote, action, changed: true, from: current, to, warnings },
        };
      },
      options.lock?.timeoutMs === undefined ? {} : { timeoutMs: options.lock.timeoutMs },
    );
  });
}

function withoutPrevious(pin: PinState): PinState {
  return pin.canary ? { version: pin.version, canary: pin.canary } : { version: pin.version };
}

/** Keeps a canary across a pin change unless the new pin is the candidate itself. */
export function keepCanary(current: PinState | null, version: string): PinState {
  const canary = current?.canary;
  return canary && canary.version !== version ? { version, canary } : { version };
}
