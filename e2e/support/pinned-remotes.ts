import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

/** A remote version the default brand pins, with its published folder in the local registry. */
export interface PinnedRemote {
  remote: string;
  version: string;
  dir: string;
}

/** The default brand's pinned remotes (brands/default.json), as the suite's fresh build publishes them. */
export function pinnedRemotes(): PinnedRemote[] {
  const brand = JSON.parse(readFileSync(path.join(repoRoot, 'brands', 'default.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return Object.entries(brand.remotes).map(([remote, pin]) => ({
    remote,
    version: pin.version,
    dir: path.join(repoRoot, 'registry', remote, pin.version),
  }));
}
