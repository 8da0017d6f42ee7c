import { sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml (the one HTML policy)', () => {
  it('keeps ordinary rich text', () => {
    const host = parse('<h3>Bonus</h3><p>Get <strong>100%</strong> <em>now</em></p><ul><li>a</li></ul><img src="https://cdn.example/x.png" alt="x">');
    expect(host.querySelector('h3')?.textContent).toBe('Bonus');
    expect(host.querySelector('strong')).not.toBeNull();
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/x.png');
  });

  it('drops scripts, styles, frames, embeds and forms', () => {
    const host = parse('<script>alert(1)</script><style>body{display:none}</style><iframe src="https://x"></iframe><object data="x"></object><embed src="x"><form action="/x"><input></form><p>ok</p>');
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form']) expect(host.querySelector(tag)).toBeNull();
    expect(host.textContent).toContain('ok');
  });

  it('drops every event-handler attribute', () => {
    const host = parse('<img src="x.png" onerror="alert(1)"><a href="/x" onclick="alert(1)" onmouseover="x()">x</a><svg onload="alert(1)"></svg>');
    for (const element of Array.from(host.querySelectorAll('*'))) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
  });

  it('keeps only http(s), mailto, tel and relative links', () => {
    const host = parse(
      ['https://a.example/x', 'http://a.example', 'mailto:help@a.example', 'tel:+84123', '/promotions?id=3', '#terms', 'page.html', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://a.example']
        .map((href, index) => `<a id="l${index}" href="${href}">x</a>`)
        .join(''),
    );
    const hrefs = Array.from(host.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://a.example/x', 'http://a.example', 'mailto:help@a.example', 'tel:+84123', '/promotions?id=3', '#terms', 'page.html', null, null, null, null, null]);
  });

  it('gives target=_blank links rel="noopener noreferrer" and drops other targets', () => {
    const host = parse('<a href="https://x.example" target="_blank" rel="opener">a</a><a href="/y" target="_top">b</a>');
    const [blank, top] = Array.from(host.querySelectorAll('a'));
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top?.hasAttribute('target')).toBe(false);
  });
});
