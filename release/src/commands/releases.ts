// `wl-release releases <brand>|--all [--check]`: rewrite (or check) brands/<brand>.releases.json.
import { assertBrandId, parseBrand } from '../brands';
import { layout, withStore, type ReleaseOptions } from '../context';
import { refused } from '../errors';
import { brandReleasesPath, buildBrandReleases, releasesText } from './steps/brand-releases';

/** What `releases` did for one brand. */
export interface ReleasesResult {
  brand: string;
  file: string;
  /** `<remote>@<version>` of every record the file holds. */
  records: string[];
  /** check only: the file on disk is what the registry gives. */
  upToDate: boolean;
}

/**
 * Writes (or with `check`, only compares) `brands/<brand>.releases.json` from the brand's pins and
 * the registry, under the brand's lock; every brand when `brandId` is null. `check` refuses a file
 * that is missing or differs.
 */
export async function writeReleases(options: ReleaseOptions, brandId: string | null, check = false): Promise<ReleasesResult[]> {
  if (brandId !== null) assertBrandId(brandId);
  return withStore(options, async (store) => {
    const ids = brandId === null ? await store.listBrands() : [brandId];
    const results: ReleasesResult[] = [];
    for (const id of ids) {
      parseBrand(id, (await store.readBrand(id)).brand, store.locate(id));
      results.push(
        await store.update<ReleasesResult>(
          id,
          async (record) => {
            const brand = parseBrand(id, record.brand, store.locate(id));
            const releases = await buildBrandReleases(options, id, brand.remotes, record.releases);
            const file = store.kind === 'files' ? brandReleasesPath(layout(options).brandsDir, id) : `${store.locate(id)} (releases)`;
            const text = releasesText(releases);
            const records = Object.entries(releases.records).flatMap(([remote, versions]) =>
              Object.keys(versions ?? {}).map((version) => `${remote}@${version}`),
            );
            const upToDate = record.releases === text;
            if (check && !upToDate)
              throw refused(
                `brands/${id}.releases.json is ${record.releases === null ? 'missing' : 'not what the pins and the registry give'}: run \`wl-release releases ${id}\``,
              );
            // The brand text is written back as it is: only the releases file changes.
            const write = check || upToDate || record.brand === null ? null : { brand: record.brand, releases: text };
            return { write, result: { brand: id, file, records, upToDate } };
          },
          options.lock?.timeoutMs === undefined ? {} : { timeoutMs: options.lock.timeoutMs },
        ),
      );
    }
    return results;
  });
}
