import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';
import { renameStyleAttributes, SAFE_STYLE_ATTRIBUTE, safeStyleText } from './safe-html-style';

/**
 * Links and sources may use http(s), mailto and tel, or be relative (`/x`, `#x`, `?x`, `x.html`).
 * Any other scheme (`javascript:`, `data:` links, `vbscript:`, `ftp:`) is dropped.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Elements that run code, restyle the page or embed another document. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'form',
  'noscript',
  'template',
];

/** Attributes a browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background'];
/** What the URL parser sees: it drops whitespace and control characters, and schemes are case-blind. */
const SCRIPTED_OR_DATA = /^(?:javascript|vbscript|data):/;

let purifier: DOMPurifyInstance | null | undefined;

/**
 * The one configured DOMPurify instance (its own, so no other code's hooks change the policy);
 * null where DOMPurify cannot work (no window, or a DOM without `createHTMLDocument`): its
 * `sanitize` would then give the markup back untouched, event handlers and all.
 */
function getPurifier(): DOMPurifyInstance | null {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? null : DOMPurify(window);
  if (!instance?.isSupported) {
    purifier = null;
    return null;
  }
  // Every on* attribute goes, on any element, whatever the allow-lists say (issue 49: the policy
  // must not rely on the CSP to stop an inline handler).
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/^on/i.test(data.attrName)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const { name } of [...node.attributes]) if (/^on/i.test(name)) node.removeAttribute(name);
    // DOMPurify lets `data:` through on media elements (img, video, audio, source, track) whatever
    // ALLOWED_URI_REGEXP says; this policy allows no data: (and no script) URL anywhere.
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && SCRIPTED_OR_DATA.test(value.replace(/[\s\p{Cc}]/gu, '').toLowerCase())) node.removeAttribute(name);
    }
    // Inline styles: never a style attribute (blocked by the site's CSP), only the allow-listed
    // declarations in data-wl-style, which SafeHtml applies through CSSOM (safe-html-style.ts).
    node.removeAttribute('style');
    if (node.hasAttribute(SAFE_STYLE_ATTRIBUTE)) {
      const kept = safeStyleText(node.getAttribute(SAFE_STYLE_ATTRIBUTE));
      if (kept) node.setAttribute(SAFE_STYLE_ATTRIBUTE, kept);
      else node.removeAttribute(SAFE_STYLE_ATTRIBUTE);
    }
    if (!node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = instance;
  return instance;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The markup's text with every tag removed, escaped so that it parses as text only. */
function textOnly(html: string): string {
  return html.replace(/<[^>]*>?/g, '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The platform's one HTML policy for server-sent HTML (promotions, notices, announcements, dialog
 * bodies): no script, style, frames, embeds or forms; no event-handler attributes; no style
 * attribute (its colour, type and alignment declarations are kept in `data-wl-style` for SafeHtml
 * to apply through CSSOM: safe-html-style.ts); only http(s),
 * mailto, tel or relative URLs; `target` kept only as `_blank`, which always gets
 * `rel="noopener noreferrer"`. Apps never call DOMPurify themselves: they render {@link SafeHtml}.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  // Fails closed: without a working DOMPurify the text is kept and every tag dropped.
  if (!instance) return textOnly(html);
  // Style attributes are renamed before the browser parses the markup: parsing one under the
  // site's CSP is already a (reported) violation.
  return instance.sanitize(renameStyleAttributes(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
