import { z } from 'zod/mini';
import { REMOTE_PACKAGES } from '../remotes/remotes';

/**
 * Where browsers send their load reports and Content-Security-Policy violations (one endpoint for
 * both, told apart by content type). Served by the edge (edge/src/telemetry/release-health.ts, ADR 0013).
 */
export const TELEMETRY_ENDPOINT = '/telemetry/reports';

/** The name of the endpoint in the `Reporting-Endpoints` header the CSP's `report-to` names. */
export const TELEMETRY_REPORTING_GROUP = 'wl-reports';

/** The meta element in which the edge gives each page its load token (edge/src/telemetry/load-token.ts). */
export const LOAD_TOKEN_META = 'wl-load-token';

/** Bounds of one report: the edge refuses a larger body (413) before it parses it. */
export const TELEMETRY_LIMITS = {
  /** Bytes of one request body. */
  maxBodyBytes: 16 * 1024,
  /** Remote entries in one report (five remotes, each at most twice: a retry after a fallback). */
  maxRemotes: 10,
  /** Error entries in one report (the browser stops counting after this many per page). */
  maxErrors: 10,
  /** Beacons of one page load (the first after load, then on each hide). */
  maxBeacons: 20,
  /** Any duration (ms): beyond this a figure is not a page load's. */
  maxMs: 600_000,
} as const;

/**
 * Where a version on the page came from: the brand's pin, its canary, the pin below it, the last
 * version this browser loaded, or a tester's override (shell/src/federation/remote-plan.ts).
 */
export const REMOTE_ROLES = ['pin', 'canary', 'previous', 'last-good', 'override'] as const;
export type RemoteRole = (typeof REMOTE_ROLES)[number];

/**
 * Why a remote did not show the version the brand asked for (a fallback): its files could not be
 * had (`network`), they were not the published bytes (`integrity`), its release record refused it
 * (`contract`: another contracts, React or runtime major, no valid record), its code threw while
 * it ran (`script-error`), its component threw while rendering (`render-throw`), or it never
 * showed while the page was open (`stall`).
 */
export const FALLBACK_REASONS = ['network', 'integrity', 'contract', 'script-error', 'render-throw', 'stall'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/** Kinds of errors a page reports: uncaught, an unhandled rejection, a catch of an error boundary. */
export const REPORTED_ERROR_KINDS = ['uncaught', 'unhandled-rejection', 'boundary'] as const;
export type ReportedErrorKind = (typeof REPORTED_ERROR_KINDS)[number];

const semver = z.string().check(z.maxLength(40), z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a semantic version'));
const ms = z.number().check(z.gte(0), z.lte(TELEMETRY_LIMITS.maxMs));
const remote = z.enum(REMOTE_PACKAGES);

/** The load of one remote on one page: the version the brand asked for and what came of it. */
export const remoteLoadSchema = z
  .object({
    remote,
    /** The version the brand asked this browser to load (pin or canary, or an override). */
    version: semver,
    role: z.enum(REMOTE_ROLES),
    outcome: z.enum(['loaded', 'fallback']),
    /** Set exactly when the outcome is a fallback. */
    reason: z.optional(z.enum(FALLBACK_REASONS)),
    /** The version shown instead (a fallback to the pin or an older one); null: none showed. */
    shown: z.optional(z.nullable(semver)),
    /** Milliseconds since the page's navigation started. */
    phases: z.object({
      /** The remote entry's bytes were in (resource timing). */
      entryFetched: z.optional(ms),
      /** The exposed module was ready (the container gave it). */
      containerReady: z.optional(ms),
      /** The first exposed component rendered. */
      firstRender: z.optional(ms),
    }),
  })
  .check(
    z.refine((entry) => (entry.outcome === 'fallback') === (entry.reason !== undefined), {
      message: 'a fallback says why, a load does not',
      path: ['reason'],
    }),
  );
export type RemoteLoad = z.infer<typeof remoteLoadSchema>;

/** An error on the page, attributed to the remote whose `/registry/<remote>/<version>/` file is in its stack. */
export const reportedErrorSchema = z.object({
  kind: z.enum(REPORTED_ERROR_KINDS),
  /** The remote and version in its stack; absent when no remote's file is (the shell's own, a library's). */
  remote: z.optional(remote),
  version: z.optional(semver),
  /** The error's class (`TypeError`): never its message, which may carry a player's data. */
  name: z.string().check(z.maxLength(40), z.regex(/^[A-Za-z0-9_$.]*$/)),
  /**
   * The first error attributed to this remote version on this page, after it had loaded: the load
   * counts as failed (a fallback already counts by itself).
   */
  failsLoad: z.boolean(),
});
export type ReportedError = z.infer<typeof reportedErrorSchema>;

/** The page's Web Vitals (web-vitals), with the remote versions it showed. */
export const pageVitalsSchema = z.object({
  lcp: z.optional(ms),
  inp: z.optional(ms),
  cls: z.optional(z.number().check(z.gte(0), z.lte(100))),
  remotes: z.array(z.object({ remote, version: semver })).check(z.maxLength(REMOTE_PACKAGES.length)),
});
export type PageVitals = z.infer<typeof pageVitalsSchema>;

/**
 * One beacon of one page load (`navigator.sendBeacon` after load, and on `pagehide` or when the
 * page is hidden). Nothing personal: no token, no user name, no address; the brand and the canary
 * bucket only. A remote's entry is sent once per page (in the first beacon after its outcome is
 * known), so the edge counts loads by entries; errors and the vitals follow in later beacons.
 */
export const loadReportSchema = z.object({
  schemaVersion: z.literal(1),
  /** A random id of this page load (not of the browser), shared by its beacons. */
  page: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}$/)),
  /** This beacon's number within the page load, from 0. */
  seq: z.number().check(z.int(), z.gte(0), z.lte(TELEMETRY_LIMITS.maxBeacons - 1)),
  brand: z.string().check(z.maxLength(40), z.regex(/^[a-z0-9-]+$/)),
  /** The browser's canary bucket (0–99): the only thing that tells browsers apart. */
  bucket: z.number().check(z.int(), z.gte(0), z.lte(99)),
  /** The route's path (no query, no hash), as the router matched it. */
  route: z.string().check(z.maxLength(64), z.regex(/^\/[A-Za-z0-9/_.-]*$/)),
  remotes: z.array(remoteLoadSchema).check(z.maxLength(TELEMETRY_LIMITS.maxRemotes)),
  errors: z.array(reportedErrorSchema).check(z.maxLength(TELEMETRY_LIMITS.maxErrors)),
  vitals: z.optional(pageVitalsSchema),
  /**
   * The page's load token, as the edge wrote it into the page (`<meta name="wl-load-token">`): the
   * edge counts a report only with a valid one, and each of its parts once (issue 48). Opaque here.
   */
  token: z.optional(z.string().check(z.maxLength(4096))),
});
export type LoadReport = z.infer<typeof loadReportSchema>;
