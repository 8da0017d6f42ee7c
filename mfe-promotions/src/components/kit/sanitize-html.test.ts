import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>Get <strong>20%</strong> <a href="/promotions">more</a></p>')).toBe(
      '<p>Get <strong>20%</strong> <a href="/promotions">more</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p>hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="//evil"></iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|iframe|alert/i);
    expect(clean).toContain('<p>hi</p>');
    expect(clean).toContain('<img src="x">');
  });

  it('drops inline styles and forms', () => {
    expect(sanitizeHtml('<div style="position:fixed">a</div><form action="/x"><input name="p"></form>')).toBe('<div>a</div>');
  });

  it('protects links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
