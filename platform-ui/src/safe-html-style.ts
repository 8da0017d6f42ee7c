// Inline styles of server HTML under a strict CSP (issue 20). The site's policy is `style-src 'self'`
// (plus a nonce for <style> elements): a `style="…"` attribute in parsed markup is blocked, and the
// browser reports it as a violation already when DOMPurify parses the string. So the one HTML policy
// (sanitize-html.ts) renames every style attribute before parsing, keeps an allow-listed subset of
// its declarations in `data-wl-style`, and SafeHtml applies that subset through CSSOM
// (`element.style.setProperty`), which CSP does not govern.

/** Where a sanitized element keeps its allow-listed style declarations. */
export const SAFE_STYLE_ATTRIBUTE = 'data-wl-style';

/**
 * The properties rich text may set: colour, type and alignment. Nothing that positions, sizes or
 * layers an element (so server HTML cannot cover the page or fake the site's own controls) and
 * nothing that loads a resource.
 */
export const SAFE_STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-transform',
  'vertical-align',
  'white-space',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
]);

/** Keywords, numbers with units, colours (#hex, rgb(), hsl()): no url(), var(), escapes or !important. */
const SAFE_VALUE = /^[#%,.\-/\w\s()]+$/;
/** The only functions a value may call. */
const SAFE_FUNCTION = /^(?:rgba?|hsla?)$/i;

/** The allow-listed declarations of a style text, in order (`[property, value]`), the last of a property winning. */
export function safeStyleDeclarations(style: string | null | undefined): [string, string][] {
  const kept = new Map<string, string>();
  for (const declaration of String(style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!SAFE_STYLE_PROPERTIES.has(property) || value === '' || value.length > 64 || !SAFE_VALUE.test(value)) continue;
    const functions = [...value.matchAll(/([\w-]*)\(/g)].map((match) => match[1] ?? '');
    if (!functions.every((name) => SAFE_FUNCTION.test(name))) continue;
    kept.delete(property);
    kept.set(property, value.replace(/\s+/g, ' '));
  }
  return [...kept];
}

/** The allow-listed part of a style text as a declaration list (`''` when nothing is kept). */
export function safeStyleText(style: string | null | undefined): string {
  return safeStyleDeclarations(style)
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}

/** Applies an element's kept declarations ({@link SAFE_STYLE_ATTRIBUTE}) to it through CSSOM. */
export function applySafeStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${SAFE_STYLE_ATTRIBUTE}]`)) {
    for (const [property, value] of safeStyleDeclarations(element.getAttribute(SAFE_STYLE_ATTRIBUTE))) {
      element.style.setProperty(property, value);
    }
  }
}

const WHITESPACE = /[\t\n\f\r ]/;
const TAG_NAME_START = /[A-Za-z]/;
/** HTML elements whose content the tokenizer reads as text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

/**
 * The markup with every attribute named `style` renamed to {@link SAFE_STYLE_ATTRIBUTE}, and
 * nothing else changed: a small HTML tokenizer (tags, quoted and unquoted attribute values,
 * comments, raw-text elements), so text that merely says "style" is kept. Parsing the result
 * creates no style attribute, so the browser reports no CSP violation while DOMPurify parses it.
 * (Markup inside svg or math that puts a raw-text tag name such as `<style>` before a quoted `>` is
 * tokenized as HTML would be; the worst outcome there is a reported, blocked style, never an applied one.)
 */
export function renameStyleAttributes(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    i = lt;
    const next = html[i + 1] ?? '';
    if (html.startsWith('<!--', i)) {
      // A comment: `<!-->` and `<!--->` end at once; otherwise at `-->` or `--!>`.
      let end: number;
      if (html.startsWith('>', i + 4)) end = i + 5;
      else if (html.startsWith('->', i + 4)) end = i + 6;
      else {
        const closes = [html.indexOf('-->', i + 4), html.indexOf('--!>', i + 4)].filter((at) => at >= 0);
        end = closes.length > 0 ? Math.min(...closes) + (html.startsWith('--!>', Math.min(...closes)) ? 4 : 3) : n;
      }
      out += html.slice(i, end);
      i = end;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !TAG_NAME_START.test(html[i + 2] ?? '') && html[i + 2] !== '>')) {
      // A doctype or a bogus comment: up to the next `>`.
      const gt = html.indexOf('>', i);
      const end = gt < 0 ? n : gt + 1;
      out += html.slice(i, end);
      i = end;
      continue;
    }
    const endTag = next === '/';
    if (!TAG_NAME_START.test(endTag ? (html[i + 2] ?? '') : next)) {
      out += '<';
      i += 1;
      continue;
    }
    // A tag: its name, then its attributes up to `>`.
    let j = i + (endTag ? 2 : 1);
    while (j < n && !WHITESPACE.test(html[j] ?? '') && html[j] !== '/' && html[j] !== '>') j += 1;
    const name = html.slice(i + (endTag ? 2 : 1), j).toLowerCase();
    out += html.slice(i, j);
    let closed = false;
    while (j < n) {
      const c = html[j] ?? '';
      if (WHITESPACE.test(c) || c === '/') {
        out += c;
        j += 1;
        continue;
      }
      if (c === '>') {
        out += c;
        j += 1;
        closed = true;
        break;
      }
      // An attribute name (a leading `=` belongs to it).
      let k = j + 1;
      while (k < n && !WHITESPACE.test(html[k] ?? '') && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k += 1;
      const attribute = html.slice(j, k);
      out += attribute.toLowerCase() === 'style' ? SAFE_STYLE_ATTRIBUTE : attribute;
      j = k;
      // Its value, if any.
      let m = j;
      while (m < n && WHITESPACE.test(html[m] ?? '')) m += 1;
      if (html[m] !== '=') continue;
      m += 1;
      while (m < n && WHITESPACE.test(html[m] ?? '')) m += 1;
      const quote = html[m];
      let end: number;
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, m + 1);
        end = close < 0 ? n : close + 1;
      } else {
        end = m;
        while (end < n && !WHITESPACE.test(html[end] ?? '') && html[end] !== '>') end += 1;
      }
      out += html.slice(j, end);
      j = end;
    }
    i = j;
    if (closed && !endTag && RAW_TEXT.has(name)) {
      // Its content is text up to `</name` followed by whitespace, `/` or `>`.
      const pattern = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'ig');
      pattern.lastIndex = i;
      const match = pattern.exec(html);
      const end = match ? match.index : n;
      out += html.slice(i, end);
      i = end;
    }
  }
  return out;
}
