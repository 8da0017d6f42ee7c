import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('opens http(s) addresses in a new tab', () => {
    expect(bannerTarget('https://example.com/promo?x=1')).toEqual({ kind: 'external', url: 'https://example.com/promo?x=1' });
    expect(bannerTarget(' http://example.com ')).toEqual({ kind: 'external', url: 'http://example.com/' });
  });
  it('follows in-app routes in the router', () => {
    expect(bannerTarget('/promotions?id=3')).toEqual({ kind: 'route', path: '/promotions?id=3' });
    expect(bannerTarget('/rng')).toEqual({ kind: 'route', path: '/rng' });
  });
  it.each([
    undefined,
    null,
    '',
    '   ',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    'promotions',
    'mailto:a@b.c',
  ])('ignores %p', (link) => {
    expect(bannerTarget(link)).toBeNull();
  });
});
