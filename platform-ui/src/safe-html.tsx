import { useLayoutEffect, useMemo, useRef, type ElementType } from 'react';
import { applySafeStyles } from './safe-html-style';
import { sanitizedHtml } from './trusted-html';
import styles from './safe-html.module.css';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** HTML from the server (untrusted). */
  html: string | null | undefined;
  /** The wrapping element; `div` by default. */
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Server HTML rendered through the platform's one sanitizing policy (sanitize-html.ts), as the
 * Trusted Types policy of trusted-html.ts hands it to the page. The
 * allow-listed inline styles it keeps are applied through CSSOM after the markup is in place: the
 * site's CSP blocks style attributes, not `element.style` (safe-html-style.ts).
 */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizedHtml(html ?? ''), [html]);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applySafeStyles(ref.current);
  }, [clean]);
  return (
    <Element ref={ref} id={id} className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
