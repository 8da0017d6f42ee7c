// `wl-release status [--json]`: every brand × remote, pinned, published and newer.
import { REMOTE_PACKAGES } from 'shared-contracts';
import { parseBrand, type BrandFile, type PinState } from '../brands';
import { registryOf, withStore, type ReleaseOptions } from '../context';
import { readReleaseRecord } from '../manifest';
import { listRegistry, versionDir } from '../registries';
import { compareVersions } from '../semver';
import { publishedVersions } from './steps/remote';
import { unpinnableReason } from './steps/unpinnable';

export interface StatusRow {
  brand: string;
  remote: string;
  pinned: string | null;
  canary: { version: string; percent: number } | null;
  /** The pinned version is missing from the registry. */
  pinnedMissing: boolean;
  published: string[];
  /** Published versions above the pin that can be pinned on this host. */
  newer: string[];
  /** Published versions that can never be pinned on this host, with why (absent when none). */
  unpinnable?: Record<string, string>;
  /** Set when the brand file cannot be read; the other fields are then empty. */
  error?: string;
}

/** Every brand × remote: pin, canary, published versions, versions newer than the pin. */
export async function status(options: ReleaseOptions): Promise<StatusRow[]> {
  const registry = registryOf(options);
  const remotes = new Set<string>(REMOTE_PACKAGES);
  for (const name of await listRegistry(registry, null)) remotes.add(name);
  const published = new Map<string, string[]>();
  const unpinnable = new Map<string, Record<string, string>>();
  for (const remote of remotes) {
    const versions = await publishedVersions(options, remote);
    published.set(remote, versions);
    const reasons: Record<string, string> = {};
    for (const version of versions) {
      const dir = await versionDir(registry, remote, version);
      const read = dir ? await readReleaseRecord(dir) : null;
      if (!read?.ok) continue;
      const reason = await unpinnableReason(options, read.record);
      if (reason) reasons[version] = reason;
    }
    if (Object.keys(reasons).length > 0) unpinnable.set(remote, reasons);
  }
  const rows: StatusRow[] = [];
  const brands = await withStore(options, async (store) => {
    const read: { id: string; brand: BrandFile | null; error?: string }[] = [];
    for (const id of await store.listBrands()) {
      try {
        read.push({ id, brand: parseBrand(id, (await store.readBrand(id)).brand, store.locate(id)) });
      } catch (e) {
        read.push({ id, brand: null, error: (e as Error).message });
      }
    }
    return read;
  });
  for (const { id: brandId, brand, error } of brands) {
    for (const remote of remotes) {
      const versions = published.get(remote) ?? [];
      const pinState = (brand?.remotes as Record<string, PinState | undefined> | undefined)?.[remote];
      const pinned = pinState?.version ?? null;
      rows.push({
        brand: brandId,
        remote,
        pinned,
        canary: pinState?.canary ?? null,
        pinnedMissing: pinned !== null && !versions.includes(pinned),
        published: versions,
        newer: (pinned ? versions.filter((v) => compareVersions(v, pinned) > 0) : versions).filter((v) => !unpinnable.get(remote)?.[v]),
        ...(unpinnable.has(remote) ? { unpinnable: unpinnable.get(remote) } : {}),
        ...(error ? { error } : {}),
      });
    }
  }
  return rows;
}

/** `status` as a text table. */
export function formatStatus(rows: readonly StatusRow[]): string {
  if (rows.length === 0) return 'no brands (no brands/*.json)\n';
  const header = ['BRAND', 'REMOTE', 'PINNED', 'CANARY', 'PUBLISHED', 'NEWER'];
  const lines = rows.map((r) =>
    r.error
      ? [r.brand, r.remote, `error: ${r.error}`, '', '', '']
      : [
          r.brand,
          r.remote,
          r.pinned ? `${r.pinned}${r.pinnedMissing ? ' (NOT PUBLISHED)' : ''}` : '-',
          r.canary ? `${r.canary.version} @ ${r.canary.percent}%` : '-',
          r.published.join(', ') || '-',
          r.newer.join(', ') || '-',
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const notes = new Map<string, string>();
  for (const row of rows)
    for (const [version, reason] of Object.entries(row.unpinnable ?? {}))
      notes.set(`${row.remote}@${version}`, `${row.remote}@${version} can never be pinned on this host: ${reason}`);
  const footer = notes.size > 0 ? `\n${[...notes.values()].join('\n')}\n` : '';
  return `${[fmt(header), ...lines.map(fmt)].join('\n')}\n${footer}`;
}
