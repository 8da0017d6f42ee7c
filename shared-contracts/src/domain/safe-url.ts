/**
 * The one check an address from the platform (a banner image, a vendor icon, a resource link, a
 * game or promotion image) passes before it reaches an `img` src, a link's href, `window.open` or
 * `location`: by scheme, so `javascript:`, `vbscript:`, `data:text/html`, `file:` and the like never
 * do, whatever the Content-Security-Policy would have made of them.
 */

/** Options of {@link safeUrl}. */
export interface SafeUrlOptions {
  /** The schemes an absolute address may have (with their colon); `https:` and `http:` by default. */
  schemes?: readonly string[];
  /**
   * Whether an address of this site written as a path is allowed (`/promotions?id=2`,
   * `assets/icon.png`): true by default. One a browser resolves to another site (`//evil`, `/\evil`,
   * `/<TAB>/evil`) never is.
   */
  allowSitePath?: boolean;
  /**
   * Whether an inline raster image is allowed (`data:image/png;base64,…`, also jpeg, gif, webp;
   * never SVG): for an `img` src only (a captcha image). False by default.
   */
  allowImageData?: boolean;
}

/** A base no real address can point at: a path is resolved against it to see where it leads. */
const PROBE_ORIGIN = 'https://same-site.invalid';
const PROBE_BASE = `${PROBE_ORIGIN}/probe/`;
const DEFAULT_SCHEMES: readonly string[] = ['https:', 'http:'];
/** A scheme as the URL parser reads one: a letter, then letters, digits, `+`, `-` or `.`, then a colon. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const IMAGE_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z\d+/]+={0,2}$/i;
/** What the URL parser drops from anywhere in an address (tab, line feed, carriage return). */
const DROPPED_BY_PARSER = /[\t\n\r]/g;

/**
 * The address to use for `url` from the platform, or undefined when it must not be used: anything
 * but a string, an empty one, an absolute address whose scheme is not allowed (`https:` and `http:`
 * by default), a path that leads off the site, or unparseable text. An absolute address comes back
 * normalised (`URL.href`); a site path as written, without the characters a browser ignores in it.
 * @example safeUrl('https://cdn.example.com/a.png') // 'https://cdn.example.com/a.png'
 * @example safeUrl('javascript:alert(1)') // undefined
 * @example safeUrl('/promotions?id=2') // '/promotions?id=2'
 * @example safeUrl('//evil.example/x') // undefined
 */
export function safeUrl(url: unknown, options: SafeUrlOptions = {}): string | undefined {
  if (typeof url !== 'string') return undefined;
  // Leading and trailing spaces and control characters are ignored by browsers too.
  // eslint-disable-next-line no-control-regex
  const text = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(DROPPED_BY_PARSER, '');
  if (!text) return undefined;
  const { schemes = DEFAULT_SCHEMES, allowSitePath = true, allowImageData = false } = options;
  if (HAS_SCHEME.test(text)) {
    if (allowImageData && IMAGE_DATA.test(text)) return text;
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      return undefined;
    }
    const allowed = schemes.map((scheme) => scheme.toLowerCase());
    return allowed.includes(parsed.protocol) && parsed.protocol !== 'data:' ? parsed.href : undefined;
  }
  if (!allowSitePath) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(text, PROBE_BASE);
  } catch {
    return undefined;
  }
  return resolved.origin === PROBE_ORIGIN ? text : undefined;
}
