import { sanitizeHtml } from './sanitize-html';

/**
 * The Trusted Types policy of the one sanitizing component (issue 49.7). The site enforces
 * `require-trusted-types-for 'script'` (edge/src/http/security-headers.ts): a string assigned to
 * `innerHTML` (React's `dangerouslySetInnerHTML` included) is refused, only a TrustedHTML from a
 * policy the CSP names is taken. This policy's only way to make one is {@link sanitizeHtml}, so no
 * markup reaches the page without the platform's HTML policy. Every app bundles the kit: the CSP
 * allows the name more than once.
 */
export const SANITIZED_HTML_POLICY = 'wl-sanitized-html';

interface HtmlPolicy {
  createHTML(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = typeof window === 'undefined' ? undefined : (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(SANITIZED_HTML_POLICY, { createHTML: (input) => sanitizeHtml(input) }) : null;
  } catch {
    // The page's CSP does not name the policy: the plain string is refused by the browser, as it should be.
    policy = null;
  }
  return policy;
}

/**
 * Server HTML through the platform's HTML policy, as what `innerHTML` takes on a page that
 * enforces Trusted Types: a TrustedHTML made by {@link SANITIZED_HTML_POLICY} where the browser has
 * Trusted Types, else the sanitized string. Typed as a string: both assign to `innerHTML` alike.
 */
export function sanitizedHtml(html: string): string {
  const trusted = htmlPolicy();
  return trusted ? (trusted.createHTML(html) as string) : sanitizeHtml(html);
}
