// What the edge writes into the app page and the shell reads from it (and the cookies the shell
// sets for the edge): one name for each, so neither side keeps a copy of the other's.

/**
 * The attribute on `#root` that says it holds the shell's frame rendered by the edge, and in which
 * language (issue 47).
 */
export const FRAME_ATTRIBUTE = 'data-wl-frame';

/** The id of the data block with the query cache the edge's frame was rendered from. */
export const FRAME_STATE_ELEMENT_ID = 'wl-frame-state';

/**
 * The id of the page's first-screen data block: the answers of the guest calls the page's first
 * screen makes (status, notices, a route's lists), which the edge asked for while it sent the page.
 */
export const FIRST_SCREEN_DATA_ELEMENT_ID = 'wl-first-screen-data';

/** The id of the page's brand files element: the index and the brand of the page's host (issue 19). */
export const BRAND_FILES_ELEMENT_ID = 'wl-brand-files';

/** The id of the template the edge puts the first screen's remote files in, as preloads. */
export const FIRST_SCREEN_FILES_TEMPLATE = 'wl-first-screen-files';

/** The cookie that tells the edge the visitor's language, so its frame is rendered in it. */
export const LANGUAGE_COOKIE = 'hisLang';

/** Query parameter for tester overrides: `?remotes=mfe-lobby@1.2.0,mfe-account@0.3.1`; `?remotes=clear` removes them. */
export const OVERRIDE_QUERY = 'remotes';

/**
 * Cookie naming the overridden remotes (`mfe-lobby.mfe-account`) while overrides are in force, for
 * the edge, which cannot read localStorage: it preloads no pinned version of those.
 */
export const OVERRIDE_COOKIE = 'wl_overrides';

/**
 * The Trusted Types policies the app page allows (issue 49.7): the page enforces
 * `require-trusted-types-for 'script'`, so a string reaches a script or HTML sink only through one
 * of these. Each keeps its own literal where it is made (the webpack runtime and the federation
 * plugin run before shared modules); tooling/test/trusted-types.test.ts holds them to this list.
 * - `wl-webpack`: every build's chunk loader (tooling/webpack/create-config.cjs, `output.trustedTypes`);
 * - `wl-federation`: the remote entries' script URLs, same origin only (shell runtime-plugin.ts);
 * - `wl-sanitized-html`: the one sanitizing component's HTML (platform-ui trusted-html.ts);
 * - `dompurify`: DOMPurify's own, for the markup it parses while it sanitizes.
 * Every app bundles its own webpack runtime, kit and DOMPurify: the page allows each name more than once.
 */
export const TRUSTED_TYPES_POLICIES = ['wl-webpack', 'wl-federation', 'wl-sanitized-html', 'dompurify'] as const;
