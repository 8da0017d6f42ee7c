// The small part of semantic versioning the release tool needs: parse, compare, same major.

export interface SemVer {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses `1.2.3`, `1.2.3-rc.1` (a leading `^`, `~`, `=` or `v` is ignored); null when it is not a version. */
export function parseSemver(text: string): SemVer | null {
  const match = SEMVER.exec(text.trim().replace(/^[\^~=]+/, ''));
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

/** True for an exact version (what a registry folder and a pin are named). */
export function isExactVersion(text: string): boolean {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(text);
}

function compareIdentifiers(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an) return -1;
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Orders two versions (semver precedence; unparsable text sorts first, by string). */
export function compareVersions(a: string, b: string): number {
  const x = parseSemver(a);
  const y = parseSemver(b);
  if (!x || !y) return x ? 1 : y ? -1 : a.localeCompare(b);
  const core = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
  if (core !== 0) return Math.sign(core);
  if (x.prerelease.length === 0 || y.prerelease.length === 0)
    return y.prerelease.length - x.prerelease.length === 0 ? 0 : x.prerelease.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.max(x.prerelease.length, y.prerelease.length); i += 1) {
    const p = x.prerelease[i];
    const q = y.prerelease[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    const c = compareIdentifiers(p, q);
    if (c !== 0) return Math.sign(c);
  }
  return 0;
}

/**
 * The compatibility line of a version: its major, or `0.minor` below 1.0.0 (where, by semver, a
 * minor may break). Two versions on the same line are compatible.
 */
export function compatibilityLine(text: string): string | null {
  const v = parseSemver(text);
  if (!v) return null;
  return v.major === 0 ? `0.${v.minor}` : String(v.major);
}
