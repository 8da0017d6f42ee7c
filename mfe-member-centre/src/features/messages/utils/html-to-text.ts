/**
 * The text of a message's HTML, with paragraphs and line breaks kept as new lines. Until the kit's
 * SafeHtml is on main the inbox shows text only: nothing of the HTML is ever inserted as markup.
 */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  for (const element of doc.querySelectorAll('script, style, template')) element.remove();
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
