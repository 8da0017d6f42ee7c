// The page's style nonce (issue 20): the site's CSP is `style-src 'self' 'nonce-…'`, without
// 'unsafe-inline'. Radix's modal scroll lock (react-remove-scroll → react-style-singleton) inserts a
// <style> element at run time and gives it the nonce of `get-nonce`, which falls back to webpack's
// `__webpack_nonce__`. Every app (the shell and each remote) is its own webpack bundle with its own
// `__webpack_nonce__`, and each bundles its own copy of the kit: so the kit's modal components set
// it, for the bundle they are compiled into, from the meta element the edge writes into the page.

declare let __webpack_nonce__: string | undefined;

/** The meta element the edge and nginx write into the app page with this response's style nonce. */
export const STYLE_NONCE_META = 'csp-nonce';

/** The page's style nonce (from `<meta name="csp-nonce">`), when the page has one. */
export function readStyleNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const content = doc?.querySelector(`meta[name="${STYLE_NONCE_META}"]`)?.getAttribute('content')?.trim();
  return content ? content : undefined;
}

/**
 * Gives the bundle this module is compiled into the page's style nonce, so the <style> elements its
 * libraries insert are allowed. Called where a modal component's module is evaluated; without a
 * webpack runtime (tests) or without the meta element (the dev server) it does nothing.
 */
export function applyStyleNonce(doc?: Document): void {
  if (typeof __webpack_nonce__ === 'undefined') return;
  const nonce = readStyleNonce(doc ?? (typeof document === 'undefined' ? undefined : document));
  if (nonce) __webpack_nonce__ = nonce;
}
