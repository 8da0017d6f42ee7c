import { useMemo } from 'react';

/**
 * Shows the text of server HTML without running or rendering any of its markup (no script, no
 * handler, no link). Interim until platform-ui's SafeHtml (the one DOMPurify policy) lands; the
 * announcement then renders through it.
 */
export function HtmlText({ html, className }: { html: string; className?: string }) {
  const text = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const node of doc.querySelectorAll('script, style, template, iframe, object')) node.remove();
    for (const block of doc.querySelectorAll('p, br, li, div, h1, h2, h3, h4, h5, h6, tr')) block.append('\n');
    return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
  }, [html]);
  return (
    <div className={className} style={{ whiteSpace: 'pre-line' }}>
      {text}
    </div>
  );
}
