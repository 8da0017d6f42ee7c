import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize-html';
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

/** Server HTML rendered through the platform's one sanitizing policy ({@link sanitizeHtml}). */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Element id={id} className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
