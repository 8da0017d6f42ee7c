// `wl-release store copy`: everything one pin store holds into another (files → Redis and back):
// the brand index, every brand file, its releases file and its whole history, each checked by its
// schema before it moves and compared after it lands.
import type { BrandRecord, PinStore } from './types';
import { checkBrandText, checkHistory, checkIndexText, checkReleasesText } from './values';

export interface CopyOptions {
  /** Overwrite brands (and the index) the destination holds with other content. */
  replace?: boolean;
}

export interface CopyResult {
  from: string;
  to: string;
  /** Brands written, and those the destination already held exactly. */
  copied: string[];
  unchanged: string[];
  historyEntries: number;
  index: 'copied' | 'unchanged' | 'none';
}

export class CopyRefused extends Error {}

const sameRecord = (a: Omit<BrandRecord, 'revision'>, b: Omit<BrandRecord, 'revision'>) =>
  a.brand === b.brand &&
  a.releases === b.releases &&
  a.history.length === b.history.length &&
  a.history.every((line, i) => line === b.history[i]);

/** Why a brand's texts cannot be copied (a value the destination's readers would refuse), or null. */
function unreadable(id: string, record: BrandRecord): string | null {
  if (record.brand === null) return 'it has a releases file or history but no brand file';
  const brand = checkBrandText(id, record.brand);
  if (!brand.ok) return `its brand file is ${brand.reason}`;
  if (record.releases !== null) {
    const releases = checkReleasesText(id, record.releases);
    if (!releases.ok) return `its releases file is ${releases.reason}`;
  }
  const history = checkHistory(record.history);
  return history.ok ? null : history.reason;
}

export async function copyStore(from: PinStore, to: PinStore, options: CopyOptions = {}): Promise<CopyResult> {
  const source = await from.readAll();
  const problems: string[] = [];
  if (source.index !== null) {
    const index = checkIndexText(source.index);
    if (!index.ok) problems.push(`the brand index is ${index.reason}`);
  }
  for (const [id, record] of source.brands) {
    const reason = unreadable(id, record);
    if (reason) problems.push(`${from.locate(id)}: ${reason}`);
  }
  if (problems.length > 0) throw new CopyRefused(`${from.where} holds values that cannot be copied: ${problems.join('; ')}`);

  const target = await to.readAll();
  if (!options.replace) {
    const conflicts = [...source.brands.entries()]
      .filter(([id, record]) => {
        const there = target.brands.get(id);
        return there && there.brand !== null && !sameRecord(there, record);
      })
      .map(([id]) => id);
    if (source.index !== null && target.index !== null && target.index !== source.index) conflicts.unshift('the brand index');
    if (conflicts.length > 0)
      throw new CopyRefused(
        `${to.where} already holds other content for ${conflicts.join(', ')}: nothing was copied (--replace overwrites it)`,
      );
  }

  const result: CopyResult = { from: from.where, to: to.where, copied: [], unchanged: [], historyEntries: 0, index: 'none' };
  if (source.index !== null) {
    if (target.index === source.index) result.index = 'unchanged';
    else {
      await to.writeIndex(source.index);
      result.index = 'copied';
    }
  }
  for (const [id, record] of source.brands) {
    result.historyEntries += record.history.length;
    const there = target.brands.get(id);
    if (there && sameRecord(there, record)) {
      result.unchanged.push(id);
      continue;
    }
    await to.replaceBrand(id, { brand: record.brand, releases: record.releases, history: record.history });
    result.copied.push(id);
  }
  await to.announceAll();

  // Read back: every text the source holds is in the destination, byte for byte.
  const landed = await to.readAll();
  const missing = [...source.brands.entries()].filter(([id, record]) => {
    const there = landed.brands.get(id);
    return !there || !sameRecord(there, record);
  });
  if (missing.length > 0 || (source.index !== null && landed.index !== source.index))
    throw new Error(
      `the copy to ${to.where} does not read back as the source (${[...missing.map(([id]) => id), ...(landed.index !== source.index ? ['the index'] : [])].join(', ')})`,
    );
  return result;
}
