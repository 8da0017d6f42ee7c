import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  html: string;
  className?: string | undefined;
  'data-testid'?: string;
}

/** Server HTML rendered after sanitizing (stand-in for platform-ui's SafeHtml until it lands). */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitized just above; never the server's raw HTML.
  return <div className={className} data-testid={rest['data-testid']} dangerouslySetInnerHTML={{ __html: clean }} />;
}
