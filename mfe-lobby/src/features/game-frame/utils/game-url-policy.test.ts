import { cdnOrigin, checkGameUrl } from './game-url-policy';

const page = 'https://www.brand.test';

describe('checkGameUrl', () => {
  it('refuses a missing address', () => {
    expect(checkGameUrl(null, page)).toEqual({ allowed: false, reason: 'missing' });
    expect(checkGameUrl('   ', page)).toEqual({ allowed: false, reason: 'missing' });
  });

  it('refuses non-http schemes', () => {
    expect(checkGameUrl('javascript:alert(1)', page)).toEqual({ allowed: false, reason: 'scheme' });
    expect(checkGameUrl('JaVaScRiPt:alert(1)', page)).toEqual({ allowed: false, reason: 'scheme' });
    expect(checkGameUrl('data:text/html,<script>alert(1)</script>', page)).toEqual({ allowed: false, reason: 'scheme' });
  });

  it('refuses foreign origins, including protocol-relative and look-alike hosts', () => {
    expect(checkGameUrl('https://evil.test/game', page)).toEqual({ allowed: false, reason: 'origin' });
    expect(checkGameUrl('//evil.test/game', page)).toEqual({ allowed: false, reason: 'origin' });
    expect(checkGameUrl('https://www.brand.test.evil.test/', page)).toEqual({ allowed: false, reason: 'origin' });
    expect(checkGameUrl('http://www.brand.test/game', page)).toEqual({ allowed: false, reason: 'origin' });
  });

  it('allows the page origin, absolute or relative', () => {
    expect(checkGameUrl('https://www.brand.test/demo-games/slot?t=1', page)).toEqual({
      allowed: true,
      url: 'https://www.brand.test/demo-games/slot?t=1',
    });
    expect(checkGameUrl('/demo-games/slot', page)).toEqual({ allowed: true, url: 'https://www.brand.test/demo-games/slot' });
  });

  it('allows the launch CDNs, listed as URLs or bare hosts', () => {
    const cdns = ['https://games.cdn.test/path', 'play.cdn.test', 'not a url ::'];
    expect(checkGameUrl('https://games.cdn.test/x', page, cdns)).toMatchObject({ allowed: true });
    expect(checkGameUrl('https://play.cdn.test/x', page, cdns)).toMatchObject({ allowed: true });
    expect(checkGameUrl('http://play.cdn.test/x', page, cdns)).toEqual({ allowed: false, reason: 'origin' });
  });
});

describe('cdnOrigin', () => {
  it('reads origins and ignores junk', () => {
    expect(cdnOrigin('https://a.test:8443/p')).toBe('https://a.test:8443');
    expect(cdnOrigin('b.test')).toBe('https://b.test');
    expect(cdnOrigin('')).toBeNull();
    expect(cdnOrigin('javascript:alert(1)')).toBeNull();
  });
});
