// The remote files a page shows first, listed as preloads in the app page the edge sends (issue 19:
// the request chain). Without them the browser learns of a remote's entry only once the shell has
// run and read the brand's releases file, and of the exposed module's chunks only once the entry
// has run: two round trips after the shell's own code. With them, all of it downloads as soon as the
// shell's code starts (they wait in a template until then: withPreloads); the shell still plans,
// checks (SRI) and runs each remote as before.
import fs from 'node:fs';
import path from 'node:path';
import { CANARY_COOKIE, FIRST_SCREEN_FILES_TEMPLATE, OVERRIDE_COOKIE, OVERRIDE_QUERY } from 'shared-contracts';
import type { BrandValue, PinValue } from './brand-files';

/** A remote file the page preloads (a script with its release record's hash). */
export interface Preload {
  href: string;
  as: 'script' | 'style';
  integrity?: string;
}

/** The parts of a remote's `mf-manifest.json` the preloads read. */
interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[] };
}
export interface RemoteManifest {
  shared?: { assets?: ManifestAssets }[];
  exposes?: { name?: string; assets?: ManifestAssets }[];
}

/** Reads a published version's manifest (undefined: none). */
export type ReadManifest = (remote: string, version: string) => Promise<RemoteManifest | undefined>;

/** A brand's releases file as the preloads read it: each version's record, its files' hashes. */
export interface ReleasesValue {
  records?: Record<string, Record<string, { remoteEntry?: string; files?: Record<string, unknown> } | undefined> | undefined>;
}

const cookieValue = (cookieHeader: string | undefined, wanted: string) => {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === wanted) return value ?? '';
  }
  return undefined;
};

/** This browser's canary bucket from a Cookie header, or null (first visit: not drawn yet). */
export function canaryBucketOf(cookieHeader: string | undefined = ''): number | null {
  const value = cookieValue(cookieHeader, CANARY_COOKIE);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** The remotes this browser overrides (their pinned version is not what it loads). */
export function overriddenRemotes(cookieHeader: string | undefined = ''): Set<string> {
  return new Set((cookieValue(cookieHeader, OVERRIDE_COOKIE) ?? '').split('.').filter(Boolean));
}

/**
 * The version of a pin this browser loads: the canary's below its percent, else the pin's (the rule
 * of shared-contracts `pickPinnedVersion`); null when a canary runs and the bucket is unknown.
 */
export function pinnedVersionFor(pin: PinValue | null | undefined, bucket: number | null): string | null {
  if (!pin || typeof pin.version !== 'string') return null;
  if (!pin.canary) return pin.version;
  if (bucket === null) return null;
  const canary = pin.canary.version;
  return bucket < Number(pin.canary.percent) ? (typeof canary === 'string' ? canary : null) : pin.version;
}

const readJson = async <T>(file: string): Promise<T | undefined> => {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

const SAFE_NAME = /^[\w.-]+$/;

/**
 * The preloads of the page at `pathname`: for each remote of its first screen (the shell build's
 * `first-screen.json`), the pinned version's entry and its exposed modules' own chunks (not the
 * shared modules' fallbacks, which the shell provides), each with its release record's hash. A
 * remote whose version, record (`releases`: the brand's releases file, from the pin store) or
 * manifest cannot be read is left out (the shell loads it as usual),
 * and so is one a tester overrides (the shell's `wl_overrides` cookie, or a `?remotes=` query page,
 * where the brand allows overrides).
 */
export async function firstScreenPreloads({
  distDir,
  registryDir,
  readManifest = (remote, version) => readJson<RemoteManifest>(path.join(registryDir, remote, version, 'mf-manifest.json')),
  releases,
  brand,
  pathname,
  search = '',
  cookie,
}: {
  distDir: string;
  registryDir: string;
  readManifest?: ReadManifest;
  releases: ReleasesValue | undefined;
  brand: BrandValue | undefined;
  pathname: string;
  search?: string;
  cookie: string | undefined;
}): Promise<Preload[]> {
  if (!brand || typeof brand.id !== 'string' || !SAFE_NAME.test(brand.id)) return [];
  // A page that sets or clears tester overrides loads what the shell decides from them: no guess.
  if (brand.allowOverrides && new URLSearchParams(search).has(OVERRIDE_QUERY)) return [];
  const overridden = brand.allowOverrides ? overriddenRemotes(cookie) : new Set<string>();
  const table = await readJson<Record<string, unknown>>(path.join(distDir, 'first-screen.json'));
  const screen = table?.[pathname];
  if (!screen || typeof screen !== 'object') return [];
  const bucket = canaryBucketOf(cookie);
  const preloads: Preload[] = [];
  for (const [remote, exposes] of Object.entries(screen as Record<string, unknown>)) {
    if (overridden.has(remote)) continue;
    const version = pinnedVersionFor(brand.remotes?.[remote], bucket);
    const record = version ? releases?.records?.[remote]?.[version] : undefined;
    if (!SAFE_NAME.test(remote) || !version || !SAFE_NAME.test(version) || !record?.files || !Array.isArray(exposes)) continue;
    const manifest = await readManifest(remote, version).catch(() => undefined);
    if (!manifest) continue;
    const base = `/registry/${remote}/${version}/`;
    const sharedFiles = new Set((manifest.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]));
    const scripts = new Set<unknown>([record.remoteEntry]);
    const styles = new Set<string>();
    for (const key of exposes as unknown[]) {
      const expose = (manifest.exposes ?? []).find((e) => e.name === key);
      for (const file of expose?.assets?.js?.sync ?? []) if (!sharedFiles.has(file)) scripts.add(file);
      for (const file of expose?.assets?.css?.sync ?? []) styles.add(file);
    }
    for (const file of scripts) {
      const integrity = typeof file === 'string' ? record.files[file] : undefined;
      // A script without its record's hash is left to the shell (which would refuse it anyway).
      if (typeof file === 'string' && SAFE_NAME.test(file) && typeof integrity === 'string') {
        preloads.push({ href: `${base}${file}`, as: 'script', integrity });
      }
    }
    for (const file of styles) if (SAFE_NAME.test(file) && record.files[file]) preloads.push({ href: `${base}${file}`, as: 'style' });
  }
  return preloads;
}

const attribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with the preloads at the end of its head, inside a `<template>`: inert until the shell's
 * code runs and moves them into the head (shell/src/app/first-screen-files.ts). So the shell's own
 * script has the line to itself, and the remote files download while the shell starts and its
 * status and notices calls run, instead of competing with it: on a slow 4G line (1.6 Mbps, 4x CPU,
 * median of 5) the page's largest paint on /register came 430 ms sooner than with preloads the
 * browser starts at once, and the form 120 ms later; without any preload, 120 ms later again, since
 * the exposed module's chunks are then found only once the remote's entry has run.
 * Scripts are fetched in CORS mode with their hash, as the shell's federation runtime and the
 * remotes' chunk loaders ask for them, so the browser uses the preloaded copy (runtime-plugin.ts,
 * tooling/webpack/script-integrity-plugin.cjs); at low priority, behind what the page's frame needs.
 */
export function withPreloads(html: string, preloads: readonly Preload[]): string {
  if (preloads.length === 0 || !/<\/head>/i.test(html)) return html;
  const links = preloads
    .map(({ href, as, integrity }) =>
      integrity
        ? `<link rel="preload" as="${as}" href="${attribute(href)}" integrity="${attribute(integrity)}" crossorigin="anonymous" fetchpriority="low">`
        : `<link rel="preload" as="${as}" href="${attribute(href)}" fetchpriority="low">`,
    )
    .join('');
  return html.replace(/<\/head>/i, `<template id="${FIRST_SCREEN_FILES_TEMPLATE}">${links}</template></head>`);
}
