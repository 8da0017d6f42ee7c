import { z } from 'zod/mini';
import { REMOTE_PACKAGES } from '../remotes/remotes';

/** Interface theme (spec §1: dark or light, forced to light on load). */
export type Theme = 'light' | 'dark';

const semver = z.string().check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a semantic version'));

/** Name of the cookie holding a browser's stable canary bucket (an integer 0–99). */
export const CANARY_COOKIE = 'wl_bucket';

/** A canary: browsers whose bucket (cookie {@link CANARY_COOKIE}, 0–99) is below `percent` load `version`. */
export const canarySchema = z.object({
  version: semver,
  percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
});

/** A canary of a brand's remote. */
export type Canary = z.infer<typeof canarySchema>;

/** One remote's pin in a brand file. */
export const remotePinSchema = z.object({
  /** The published version under registry/<remote>/<version>/. */
  version: semver,
  /** A candidate served to a share of the brand's browsers (written by `wl-release canary`). */
  canary: z.optional(canarySchema),
  /**
   * The pin this one replaced (written by `wl-release`), which passed every pin check then. The
   * shell loads it when `version` fails its load-time guards (incompatible contracts, integrity).
   */
  previous: z.optional(semver),
});

/** The version a browser in `bucket` (0–99) loads for a pin: the canary's below its percent. */
export function pickPinnedVersion(pin: z.infer<typeof remotePinSchema>, bucket: number): string {
  return pin.canary && bucket < pin.canary.percent ? pin.canary.version : pin.version;
}

/**
 * A brand file, `brands/<brand>.json`: everything that differs between white-label sites. The
 * shell fetches it uncached at start-up (ARCHITECTURE §4).
 */
export const brandConfigSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string(),
  merchantCode: z.string().check(z.minLength(1)),
  hosts: z.array(z.string()),
  platform: z._default(z.literal('WEB'), 'WEB'),
  lotteryType: z._default(z.string(), 'Lott'),
  device: z._default(z.string(), 'WEB'),
  defaultLanguage: z._default(z.string(), 'TY'),
  languages: z.array(z.string()).check(z.minLength(1)),
  currencySymbol: z._default(z.string(), '$'),
  theme: z._default(z.enum(['light', 'dark']), 'light'),
  /** Every route but the spec's exceptions needs a session token. */
  loggedInOnly: z._default(z.boolean(), false),
  /** Show the side and top bars on /seamless and /vnlottery. */
  showBarsOnSeamless: z._default(z.boolean(), false),
  /** Testers may point one browser at another published remote version. */
  allowOverrides: z._default(z.boolean(), false),
  remotes: z.partialRecord(z.enum(REMOTE_PACKAGES), remotePinSchema),
});

/** A parsed brand file. */
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** `brands/index.json`: which brand answers which host name, and the default. */
export const brandIndexSchema = z.object({
  defaultBrand: z.string(),
  brands: z.array(z.object({ id: z.string(), hosts: z.array(z.string()) })),
});

/** A parsed brand index. */
export type BrandIndex = z.infer<typeof brandIndexSchema>;

/** The brand id serving `hostname`, or the index's default. */
export function resolveBrandId(index: BrandIndex, hostname: string): string {
  const host = hostname.toLowerCase();
  return index.brands.find((b) => b.hosts.some((h) => h.toLowerCase() === host))?.id ?? index.defaultBrand;
}
