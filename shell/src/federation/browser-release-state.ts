import { CANARY_COOKIE, OVERRIDE_COOKIE, OVERRIDE_QUERY, REMOTE_PACKAGES, type RemotePackage } from 'shared-contracts';

// What one browser keeps about remote versions: its canary bucket (cookie), tester overrides and
// the last version of each remote it loaded (localStorage). Every read tolerates missing storage,
// blocked cookies and garbage values.

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export { OVERRIDE_COOKIE, OVERRIDE_QUERY };
/** localStorage key holding the overrides, `{"mfe-lobby": "1.2.0"}`. */
export const OVERRIDE_STORAGE_KEY = 'wl_remote_overrides';
/** localStorage key prefix of the last good versions, per brand. */
export const LAST_GOOD_STORAGE_PREFIX = 'wl_remote_good:';

type Versions = Partial<Record<RemotePackage, string>>;

function isRemote(value: string): value is RemotePackage {
  return (REMOTE_PACKAGES as readonly string[]).includes(value);
}

function cleanVersions(value: unknown): Versions {
  const out: Versions = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [remote, version] of Object.entries(value)) {
    if (isRemote(remote) && typeof version === 'string' && SEMVER.test(version)) out[remote] = version;
  }
  return out;
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the value only lives for this page
  }
}

/** Parses `mfe-lobby@1.2.0,mfe-account@0.3.1` (unknown remotes and bad versions are dropped). */
export function parseOverrideQuery(value: string): Versions {
  const out: Versions = {};
  for (const part of value.split(',')) {
    const at = part.lastIndexOf('@');
    if (at <= 0) continue;
    const remote = part.slice(0, at).trim();
    const version = part.slice(at + 1).trim();
    if (isRemote(remote) && SEMVER.test(version)) out[remote] = version;
  }
  return out;
}

/**
 * The tester overrides of this browser. Only when the brand allows them: a `?remotes=` query is
 * stored (so it survives navigation and reloads) and `?remotes=clear` (or empty) removes them.
 */
export function readOverrides(
  search: string,
  storage: Storage | undefined,
  isAllowed: boolean,
  doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined' ? undefined : document,
): Versions {
  if (!isAllowed) {
    writeOverrideCookie(doc, {});
    return {};
  }
  const query = new URLSearchParams(search).get(OVERRIDE_QUERY);
  if (query !== null) {
    const parsed = query === '' || query === 'clear' ? {} : parseOverrideQuery(query);
    if (Object.keys(parsed).length === 0) clearOverrides(storage, doc);
    else writeJson(storage, OVERRIDE_STORAGE_KEY, { ...cleanVersions(readJson(storage, OVERRIDE_STORAGE_KEY)), ...parsed });
  }
  const overrides = cleanVersions(readJson(storage, OVERRIDE_STORAGE_KEY));
  writeOverrideCookie(doc, overrides);
  return overrides;
}

/** Keeps {@link OVERRIDE_COOKIE} in step with the overrides in force (removed when there are none). */
function writeOverrideCookie(doc: Pick<Document, 'cookie'> | undefined, overrides: Versions): void {
  if (!doc) return;
  const remotes = Object.keys(overrides).sort().join('.');
  const hasCookie = doc.cookie.split(';').some((part) => part.trim().startsWith(`${OVERRIDE_COOKIE}=`));
  if (remotes) doc.cookie = `${OVERRIDE_COOKIE}=${remotes}; Path=/; SameSite=Lax`;
  else if (hasCookie) doc.cookie = `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Removes every tester override of this browser. */
export function clearOverrides(
  storage: Storage | undefined,
  doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  try {
    storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  writeOverrideCookie(doc, {});
}

/** The last version of each remote this browser loaded for `brandId`. */
export function readLastGood(storage: Storage | undefined, brandId: string): Versions {
  return cleanVersions(readJson(storage, `${LAST_GOOD_STORAGE_PREFIX}${brandId}`));
}

/** Records that `remote@version` loaded for `brandId`. */
export function markLastGood(storage: Storage | undefined, brandId: string, remote: RemotePackage, version: string): void {
  const current = readLastGood(storage, brandId);
  if (current[remote] === version) return;
  writeJson(storage, `${LAST_GOOD_STORAGE_PREFIX}${brandId}`, { ...current, [remote]: version });
}

/** This browser's canary bucket from a cookie string, or null when absent or invalid. */
export function bucketFromCookie(cookie: string): number | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE && value !== undefined && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return null;
}

/**
 * This browser's canary bucket (0–99), stable across visits: read from the `wl_bucket` cookie, or
 * drawn at random and stored for a year. Browsers below a canary's percent get the candidate.
 */
export function ensureCanaryBucket(doc: Pick<Document, 'cookie'> = document, random: () => number = Math.random): number {
  const existing = bucketFromCookie(doc.cookie);
  if (existing !== null) return existing;
  const bucket = Math.min(99, Math.floor(random() * 100));
  doc.cookie = `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`;
  return bucket;
}
