// The site's security headers: its Content-Security-Policy (with the app page's style nonce), the
// demo games' own policy, and where browsers send violations.
import { randomBytes } from 'node:crypto';
import { TRUSTED_TYPES_POLICIES } from 'shared-contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy instead of the site's (the operators' console). */
    csp?: string;
    /** A route's own X-Frame-Options (default SAMEORIGIN). */
    frameOptions?: string;
  }
}

/**
 * The reference API's demo games are small pages with inline script under their own strict policy
 * (platform-api DEMO_PAGE_CSP): the edge keeps it there, framed only by this site, instead of the
 * site's `script-src 'self'`, which would stop the game from running.
 */
export const DEMO_GAMES_PREFIX = '/demo-games/';

/**
 * An upstream demo-game policy, made frame-able by this site only (`'self'`, plus `siteOrigins`
 * when the demo games are reached under another host name, as a stand-in launch CDN).
 */
export function demoGamePolicy(upstreamPolicy: string, siteOrigins: readonly string[] = []): string {
  if (/frame-ancestors/.test(upstreamPolicy)) return upstreamPolicy;
  return `${upstreamPolicy}; frame-ancestors ${["'self'", ...siteOrigins].join(' ')}`;
}

/** A list of origins from an environment value (spaces or commas between them). */
export function originList(value: string | undefined): string[] {
  return String(value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** The meta element that hands the page's style nonce to the apps (platform-ui `applyStyleNonce`). */
export const STYLE_NONCE_META = 'csp-nonce';

/** A fresh nonce for one page response: 16 random bytes, base64 (CSP3 `nonce-source`). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The app page with its style nonce: a `<meta name="csp-nonce">` before `</head>`, read by the apps
 * (each bundle sets its own `__webpack_nonce__` from it), so the `<style>` elements libraries insert
 * at run time (Radix's scroll lock, react-style-singleton) carry the nonce the header allows.
 */
export function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="${STYLE_NONCE_META}" content="${nonce}">`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${meta}</head>`);
  // No </head> (it is optional): after the doctype, where the parser opens the head for it.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}

/**
 * Where browsers send CSP violations: the load reports' endpoint (shared-contracts
 * TELEMETRY_ENDPOINT; the edge counts them per brand and directive, telemetry/release-health.ts),
 * named for `report-to` by the `Reporting-Endpoints` header every answer carries, and for older
 * browsers by `report-uri`.
 */
export const CSP_REPORTS = { endpoint: '/telemetry/reports', group: 'wl-reports' };

/**
 * The Content-Security-Policy of the site (script and style only from here: no 'unsafe-inline',
 * no 'unsafe-eval'). The app page adds its per-response `styleNonce` for the `<style>` elements
 * libraries insert at run time; style attributes stay blocked (run-time styles go through CSSOM,
 * which CSP does not govern: React's style props, SafeHtml's allow-listed styles). Games are
 * framed from here and from `frameOrigins`: the brand's game launch CDNs (the lobby accepts a
 * launch address only from those, the CSP makes the browser agree). Trusted Types are enforced
 * (issue 49.7): a script URL or HTML reaches the DOM only through the named policies
 * (shared-contracts TRUSTED_TYPES_POLICIES), never as a plain string.
 */
export function contentSecurityPolicy(frameOrigins: readonly string[] | string = [], { styleNonce }: { styleNonce?: string } = {}): string {
  const list = typeof frameOrigins === 'string' ? originList(frameOrigins) : frameOrigins;
  const frames = ["'self'", ...list].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
    `report-uri ${CSP_REPORTS.endpoint}`,
    `report-to ${CSP_REPORTS.group}`,
  ].join('; ');
}
