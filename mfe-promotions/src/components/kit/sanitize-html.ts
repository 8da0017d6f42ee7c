import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** This remote's own DOMPurify instance, so its hook never affects another app's. */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify();
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else if (node.hasAttribute('target')) node.removeAttribute('target');
    });
  }
  return purifier;
}

/**
 * Server HTML made safe to render: scripts, event handlers, `javascript:` URLs, frames, forms and
 * inline styles are removed; links that open a new tab get no access to this window.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
