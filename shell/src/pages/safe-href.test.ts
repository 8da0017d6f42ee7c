import fc from 'fast-check';
import { bannerTarget } from '../components/banner-slider/banner-link';
import { safeHref } from './safe-href';

const SITE = 'https://site.test';

/**
 * Strings built the way hostile links are: a scheme or a tricky path prefix, whitespace and control
 * characters where URL parsers strip them, then anything.
 */
const hostileLink = fc
  .tuple(
    fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f'),
    fc.constantFrom(
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      'vbscript:',
      'file:',
      'ftp:',
      'blob:',
      '//',
      '/\\',
      '\\\\',
      '/\t/',
      '/\n/',
      '\\/',
      'http:',
      'https:',
      'http://',
      'https://',
      '/',
      '',
      'mailto:',
      '%2F%2F',
    ),
    fc.constantFrom('', ' ', '\t', '\n', '/', '\\'),
    fc.constantFrom(
      'evil.test',
      'evil.test/x',
      'alert(1)',
      'text/html,<script>alert(1)</script>',
      'rng',
      'promotions?id=2',
      'site.test',
      '@evil.test',
      '',
    ),
    fc.string({ maxLength: 12 }),
  )
  .map((parts) => parts.join(''));
const anyLink = fc.oneof(hostileLink, fc.string({ maxLength: 40 }), fc.webUrl());

/** Where a browser goes for `href` on a page of the site. */
const resolved = (href: string) => new URL(href, `${SITE}/page`);

describe('safeHref (links and images from server data)', () => {
  it('keeps same-site paths and http(s) addresses', () => {
    expect(safeHref('/promotions?id=2')).toBe('/promotions?id=2');
    expect(safeHref('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
  });

  it('never yields a link that runs script or leaves for a scheme other than http(s)', () => {
    fc.assert(
      fc.property(anyLink, (link) => {
        const href = safeHref(link);
        if (href === undefined) return;
        expect(['http:', 'https:']).toContain(resolved(href).protocol);
      }),
      { numRuns: 2000 },
    );
  });

  it('never turns something written as a path into another site (protocol-relative tricks)', () => {
    fc.assert(
      fc.property(anyLink, (link) => {
        const href = safeHref(link);
        if (href === undefined || /^https?:\/\//i.test(href)) return;
        expect(resolved(href).origin).toBe(SITE);
      }),
      { numRuns: 2000 },
    );
    for (const link of ['/\\evil.test', '/\t/evil.test', '/\n/evil.test', '//evil.test', '\\\\evil.test']) {
      const href = safeHref(link);
      if (href !== undefined) expect(resolved(href).origin).toBe(SITE);
    }
  });
});

describe('bannerTarget (where a banner click goes)', () => {
  it('routes stay on the site, external links are http(s), everything else goes nowhere', () => {
    fc.assert(
      fc.property(anyLink, (link) => {
        const target = bannerTarget(link);
        if (target === null) return;
        if (target.kind === 'route') {
          expect(target.path.startsWith('/')).toBe(true);
          expect(resolved(target.path).origin).toBe(SITE);
        } else {
          expect(['http:', 'https:']).toContain(new URL(target.url).protocol);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
