// `wl-release promote <brand> <remote> [--force]`: the canary becomes the pin, if its figures allow.
import { assertBrandId, parseBrand, parseHistory } from '../brands';
import { withStore, type ReleaseOptions } from '../context';
import { refused } from '../errors';
import type { HealthFigures } from '../health/figures';
import type { GuardPolicy } from '../health/guard';
import { figuresFor, judgeCanary, judgementFigures } from '../health/judge';
import { changeBrand, type ChangeNote, type ChangeResult } from './steps/change-brand';
import { checkVersion } from './steps/check-version';
import { assertRemote } from './steps/remote';

/** How `promote` weighs the canary's figures. */
export interface PromoteOptions {
  /** Promote whatever the figures say (recorded in the history entry, with them). */
  force?: boolean;
  /** Where the figures are (default: those of the pin store: Redis, or the edges' snapshots beside the files). */
  figures?: HealthFigures;
  policy?: GuardPolicy;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Makes the running canary the pin. Refused while its figures are worse than the pin's or too few
 * (the guard's `decideCanary`: `healthy` only), unless `force`; the history entry carries the
 * figures either way, and `forced` when forced.
 */
export async function promote(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  note: ChangeNote = {},
  promoteOptions: PromoteOptions = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  assertBrandId(brand);
  return withStore(options, async (store) => {
    const record = await store.readBrand(brand);
    const current = parseBrand(brand, record.brand, store.locate(brand)).remotes[remote];
    if (!current?.canary) throw refused(`${brand} has no canary running for ${remote}`);
    const figures = promoteOptions.figures ?? figuresFor(store);
    let judgement;
    try {
      judgement = await judgeCanary({
        figures,
        brand,
        remote,
        pin: current,
        history: parseHistory(brand, record.history),
        now: (promoteOptions.now ?? Date.now)(),
        ...(promoteOptions.policy ? { policy: promoteOptions.policy } : {}),
      });
    } finally {
      if (!promoteOptions.figures) await figures.close();
    }
    const judged = judgement ? judgementFigures(judgement) : {};
    if (judgement && judgement.decision.verdict !== 'healthy' && !promoteOptions.force)
      throw refused(
        `${brand}'s canary ${remote}@${judgement.canaryVersion} is not promoted: ${judgement.decision.reason} (since ${judgement.window.from}); --force promotes it anyway (recorded in the history)`,
      );
    const judgedVersion = current.canary.version;
    return changeBrand(
      { ...options, store },
      brand,
      remote,
      'promote',
      async (_brand, now) => {
        if (!now?.canary) throw refused(`${brand} has no canary running for ${remote}`);
        if (now.canary.version !== judgedVersion)
          throw refused(`${brand}'s canary of ${remote} changed to ${now.canary.version} meanwhile; promote again`);
        const { warnings } = await checkVersion(options, remote, now.canary.version);
        return { to: { version: now.canary.version }, warnings };
      },
      { ...note, figures: { ...judged, ...note.figures }, ...(promoteOptions.force ? { forced: true } : {}) },
    );
  });
}
