// Load tokens (issue 48 item 1, ARCHITECTURE §4c): a load report is one page load the edge served.
// Each app page carries a short-lived token, an HMAC (SHA-256, a key the fleet shares) over the
// brand, the browser's canary bucket, the versions the edge planned for it and the time. The
// report endpoint (release-health.ts) counts a report only with a valid token for the versions it
// reports, and each part of a page's figures once: its beacon numbers (a replayed beacon is
// refused), each remote's load, each remote's failure, its vitals. The claims live in Redis when
// the fleet has one (one truth for every edge), else in this process.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RedisPinStore } from 'release/src/store/redis';
import { LOAD_TOKEN_META } from 'shared-contracts';
import type { BrandValue } from '../pages/brand-files';
import { canaryBucketOf } from '../pages/first-screen-preloads';

/** The client of a fleet's Redis (the release package's, through its store). */
export type Redis = RedisPinStore['redis'];

/** What a valid token says of its page, else why it is not one. */
export type TokenFacts =
  | { id: string; brand: string; bucket: number | null; versions: Record<string, string[]>; issuedAt: number; error?: undefined }
  | { error: string };

/** What a report says it showed: its brand, bucket and the versions its parts name. */
export interface ReportedVersions {
  brand: string;
  bucket: number | null;
  remotes: readonly { remote: string; version: string }[];
  errors: readonly { remote?: string | undefined; version?: string | undefined }[];
  vitals?: { remotes?: readonly { remote: string; version: string }[] | undefined } | undefined;
}

/** The pages' signer and checker (see {@link createLoadTokens}). */
export interface LoadTokens {
  ttlMs: number;
  issue(brand: string, remotes: BrandValue['remotes'], cookieHeader: string | undefined): string;
  verify(token: unknown): TokenFacts;
}

/** Single use of a token's parts (see {@link createClaims}). */
export interface Claims {
  claim(id: string, parts: string[]): Promise<string[]>;
}

/** A token is good this long after its page was sent (the reporter beacons on load and on each hide). */
export const LOAD_TOKEN_TTL_MS = 15 * 60_000;
const TOKEN_FORM = /^[A-Za-z0-9_-]{16,2048}\.[A-Za-z0-9_-]{43}$/;

/**
 * The fleet's key: EDGE_LOAD_TOKEN_KEY (every edge of a fleet the same, at least 32 characters),
 * else a key of this process (one edge, `npm start`: its pages' tokens are its own).
 */
export function loadTokenKey(value: string | undefined = process.env.EDGE_LOAD_TOKEN_KEY): Buffer {
  if (value === undefined || value === '') return randomBytes(32);
  if (String(value).length < 32) throw new Error('EDGE_LOAD_TOKEN_KEY must have at least 32 characters');
  return Buffer.from(String(value), 'utf8');
}

/**
 * The key the edges hash client addresses with (the guard's distinct clients, the fleet's report
 * limit): derived from the fleet's key, so every edge names one client alike and nobody without the
 * key can tell an address from its hash.
 */
export function clientHashKeyOf(key: Buffer): Buffer {
  return createHmac('sha256', key).update('wl client address hash').digest();
}

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/**
 * The versions a page may report per remote: the one its bucket loads, and the pin below it (a
 * fallback); with no bucket yet (a first visit draws it in the browser) the pin and its canary.
 */
export function plannedVersions(remotes: BrandValue['remotes'], bucket: number | null): Record<string, string[]> {
  const planned: Record<string, string[]> = {};
  for (const [remote, pin] of Object.entries(remotes ?? {})) {
    if (!pin || typeof pin.version !== 'string') continue;
    const canaryVersion = pin.canary?.version;
    const canary = typeof canaryVersion === 'string' ? { version: canaryVersion, percent: Number(pin.canary?.percent) } : null;
    const loads = !canary
      ? [pin.version]
      : bucket === null
        ? [pin.version, canary.version]
        : [bucket < canary.percent ? canary.version : pin.version];
    planned[remote] = [...new Set([...loads, ...(typeof pin.previous === 'string' ? [pin.previous] : [])])];
  }
  return planned;
}

/** Signs and checks tokens with one key. */
export function createLoadTokens({
  key = loadTokenKey(),
  ttlMs = LOAD_TOKEN_TTL_MS,
  now = Date.now,
}: { key?: Buffer; ttlMs?: number; now?: () => number } = {}): LoadTokens {
  return {
    ttlMs,
    /** The token of a page for `brand` (its pins' `remotes`) and a browser's Cookie header. */
    issue(brand, remotes, cookieHeader) {
      const bucket = canaryBucketOf(cookieHeader);
      const payload = { b: brand, k: bucket, v: plannedVersions(remotes, bucket), t: now(), n: randomBytes(9).toString('base64url') };
      const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${text}.${sign(key, text)}`;
    },
    /**
     * The token's facts when it is this fleet's and not expired: `{ id, brand, bucket, versions }`,
     * else `{ error }` (why, for the metrics' log, never for the sender).
     */
    verify(token) {
      if (typeof token !== 'string' || !TOKEN_FORM.test(token)) return { error: 'no load token' };
      const [text = '', mac = ''] = token.split('.');
      const expected = Buffer.from(sign(key, text));
      if (!timingSafeEqual(expected, Buffer.from(mac.padEnd(expected.length).slice(0, expected.length))))
        return { error: 'not a load token of this site' };
      let payload: { b: string; k: number | null; v?: Record<string, string[]>; t: number; n: string };
      try {
        payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as typeof payload;
      } catch {
        return { error: 'not a load token of this site' };
      }
      const age = now() - payload.t;
      if (!Number.isFinite(age) || age < -60_000 || age > ttlMs) return { error: 'an expired load token' };
      return { id: `${payload.t}.${payload.n}`, brand: payload.b, bucket: payload.k, versions: payload.v ?? {}, issuedAt: payload.t };
    },
  };
}

/**
 * Whether a report fits its token (a valid one): the same brand and bucket, and every version it reports that
 * the pins name is one the page was planned to load (a version the pins do not name is left out of
 * the figures anyway).
 */
export function reportFitsToken(
  report: ReportedVersions,
  facts: TokenFacts,
  namedByPins: (remote: string, version: string) => boolean,
): boolean {
  if (facts.error !== undefined) return false;
  if (report.brand !== facts.brand) return false;
  if (facts.bucket !== null && report.bucket !== facts.bucket) return false;
  const versions = [
    ...report.remotes.map((r): [string, string] => [r.remote, r.version]),
    ...report.errors.flatMap((e): [string, string][] => (e.remote && e.version ? [[e.remote, e.version]] : [])),
    ...(report.vitals?.remotes ?? []).map((r): [string, string] => [r.remote, r.version]),
  ];
  return versions.every(([remote, version]) => !namedByPins(remote, version) || (facts.versions[remote] ?? []).includes(version));
}

/**
 * Single use across the fleet: `claim(tokenId, parts)` resolves with the parts not claimed before
 * (each held until the token expires). Redis `SET NX PX` when the fleet has one, else a map here.
 */
export function createClaims({
  redis,
  keyPrefix = 'wl:',
  ttlMs = LOAD_TOKEN_TTL_MS,
  now = Date.now,
}: { redis?: Redis; keyPrefix?: string; ttlMs?: number; now?: () => number } = {}): Claims {
  if (redis) {
    return {
      async claim(id, parts) {
        const pipeline = redis.pipeline();
        for (const part of parts) pipeline.set(`${keyPrefix}load-token:${id}:${part}`, '1', 'PX', ttlMs + 60_000, 'NX');
        const replies = (await pipeline.exec()) ?? [];
        const failed = replies.find(([error]: [Error | null, unknown]) => error);
        if (failed?.[0]) throw failed[0];
        return parts.filter((_, i) => replies[i]?.[1] === 'OK');
      },
    };
  }
  const held = new Map<string, number>();
  return {
    async claim(id, parts) {
      const at = now();
      if (held.size > 200_000) for (const [k, until] of held) if (until <= at) held.delete(k);
      const fresh: string[] = [];
      for (const part of parts) {
        const k = `${id}:${part}`;
        if ((held.get(k) ?? 0) > at) continue;
        held.set(k, at + ttlMs + 60_000);
        fresh.push(part);
      }
      return fresh;
    },
  };
}

/** The app page with its load token, a meta element before `</head>` (withStyleNonce's rule). */
export function withLoadToken(html: string, token: string | undefined): string {
  if (!token) return html;
  const meta = `<meta name="${LOAD_TOKEN_META}" content="${token}">`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${meta}</head>`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}
