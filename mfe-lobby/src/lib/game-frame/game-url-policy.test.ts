import fc from 'fast-check';
import {
  cdnOrigin,
  cdnOrigins,
  checkGameUrl,
  GAME_FRAME_SANDBOX,
  launchCdnForVisit,
  pickLaunchCdn,
  seededFraction,
} from './game-url-policy';

const pageOrigin = 'https://www.brand.test';
const check = (raw: string | null, launchCdns: string[] = [], pickedCdn: string | null = null) =>
  checkGameUrl(raw, { pageOrigin, launchCdns, pickedCdn });

describe('checkGameUrl', () => {
  it('refuses a missing address', () => {
    expect(check(null)).toEqual({ allowed: false, reason: 'missing' });
    expect(check('   ')).toEqual({ allowed: false, reason: 'missing' });
  });

  it('refuses non-http schemes', () => {
    expect(check('javascript:alert(1)')).toEqual({ allowed: false, reason: 'scheme' });
    expect(check('JaVaScRiPt:alert(1)')).toEqual({ allowed: false, reason: 'scheme' });
    expect(check('data:text/html,<script>alert(1)</script>')).toEqual({ allowed: false, reason: 'scheme' });
    expect(check('blob:https://www.brand.test/1')).toEqual({ allowed: false, reason: 'scheme' });
  });

  it('refuses an address that cannot be read', () => {
    expect(check('http://[::1')).toEqual({ allowed: false, reason: 'invalid' });
  });

  it('refuses foreign origins, including protocol-relative and look-alike hosts', () => {
    expect(check('https://evil.test/game')).toEqual({ allowed: false, reason: 'origin' });
    expect(check('//evil.test/game')).toEqual({ allowed: false, reason: 'origin' });
    expect(check('https://www.brand.test.evil.test/demo-games/1')).toEqual({ allowed: false, reason: 'origin' });
    expect(check('http://www.brand.test/demo-games/1')).toEqual({ allowed: false, reason: 'origin' });
  });

  it('allows the reference API demo games on the page origin, absolute or relative', () => {
    expect(check('https://www.brand.test/demo-games/12?session=a')).toEqual({
      allowed: true,
      url: 'https://www.brand.test/demo-games/12?session=a',
      source: 'demo',
    });
    expect(check('/demo-games/12')).toEqual({ allowed: true, url: 'https://www.brand.test/demo-games/12', source: 'demo' });
  });

  it('never frames another page of this site, even when the CDN list names this origin', () => {
    expect(check('/member/centre', [pageOrigin])).toEqual({ allowed: false, reason: 'origin' });
    expect(check('https://www.brand.test/game?url=x', [pageOrigin])).toEqual({ allowed: false, reason: 'origin' });
    expect(check('/demo-games/../wps/member/info')).toEqual({ allowed: false, reason: 'origin' });
  });

  it('allows the launch CDNs, listed as URLs or bare hosts', () => {
    const cdns = ['https://games.cdn.test/path', 'play.cdn.test', 'not a url ::'];
    expect(check('https://games.cdn.test/x', cdns)).toEqual({ allowed: true, url: 'https://games.cdn.test/x', source: 'cdn' });
    expect(check('https://play.cdn.test/x', cdns)).toMatchObject({ allowed: true, source: 'cdn' });
    expect(check('http://play.cdn.test/x', cdns)).toEqual({ allowed: false, reason: 'origin' });
  });

  it('serves a relative address from the CDN picked for the visit', () => {
    const cdns = ['https://a.cdn.test', 'https://b.cdn.test'];
    expect(check('/play/7', cdns, 'https://b.cdn.test')).toEqual({ allowed: true, url: 'https://b.cdn.test/play/7', source: 'cdn' });
  });
});

describe('pickLaunchCdn', () => {
  it('picks one readable CDN at random', () => {
    const cdns = ['https://a.cdn.test/x', 'junk ::', 'b.cdn.test', 'https://a.cdn.test/y'];
    expect(pickLaunchCdn(cdns, () => 0)).toBe('https://a.cdn.test');
    expect(pickLaunchCdn(cdns, () => 0.99)).toBe('https://b.cdn.test');
    expect(pickLaunchCdn(cdns, () => 1)).toBe('https://b.cdn.test');
  });

  it('has nothing to pick from an empty or unreadable list', () => {
    expect(pickLaunchCdn([])).toBeNull();
    expect(pickLaunchCdn(['', 'javascript:alert(1)'])).toBeNull();
  });
});

describe('launchCdnForVisit', () => {
  const cdns = ['https://a.cdn.test', 'https://b.cdn.test', 'https://c.cdn.test'];

  it('keeps one CDN for every game of a visit', () => {
    const visit = 1_764_769_989_123.456;
    const picked = launchCdnForVisit(cdns, visit);
    expect(cdns).toContain(picked);
    for (let game = 0; game < 20; game += 1) expect(launchCdnForVisit(cdns, visit)).toBe(picked);
  });

  it('spreads visits over every CDN of the list', () => {
    const picks = new Set(Array.from({ length: 60 }, (_, visit) => launchCdnForVisit(cdns, 1_764_769_989_000 + visit * 7.3)));
    expect([...picks].sort()).toEqual(cdns);
  });

  it('has nothing to pick from an empty list', () => {
    expect(launchCdnForVisit([], 1)).toBeNull();
  });

  it('derives a number in [0, 1) from the seed', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (seed) => {
        const fraction = seededFraction(seed);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThan(1);
        expect(seededFraction(seed)).toBe(fraction);
      }),
    );
  });
});

describe('cdnOrigin', () => {
  it('reads origins and ignores junk', () => {
    expect(cdnOrigin('https://a.test:8443/p')).toBe('https://a.test:8443');
    expect(cdnOrigin('b.test')).toBe('https://b.test');
    expect(cdnOrigin('')).toBeNull();
    expect(cdnOrigin('javascript:alert(1)')).toBeNull();
    expect(cdnOrigins(['a.test', 'https://a.test/x'])).toEqual(['https://a.test']);
  });
});

describe('GAME_FRAME_SANDBOX', () => {
  it('never lets a game navigate the site, and gives demo games no forms or popups', () => {
    for (const value of Object.values(GAME_FRAME_SANDBOX)) expect(value).not.toMatch(/allow-top-navigation|allow-modals|escape-sandbox/);
    expect(GAME_FRAME_SANDBOX.demo.split(' ').sort()).toEqual(['allow-same-origin', 'allow-scripts']);
  });
});

describe('checkGameUrl as properties (hostile launch addresses)', () => {
  const SITE = 'https://site.test';
  const CDN = 'https://cdn.test';
  const address = fc
    .tuple(
      fc.constantFrom('', ' ', '\t', '\n'),
      fc.constantFrom('', 'javascript:', 'data:text/html,', 'blob:', 'file:', 'http:', 'https:', '//', '/\\', '\\\\', '/\t/'),
      fc.constantFrom(
        '',
        'site.test',
        'cdn.test',
        'evil.test',
        'cdn.test.evil.test',
        'cdn.test@evil.test',
        'evil.test#cdn.test',
        SITE,
        CDN,
        `${CDN}.evil.test`,
      ),
      fc.constantFrom(
        '',
        '/',
        '/demo-games/',
        '/demo-games/../admin',
        '/demo-games/%2e%2e/admin',
        '/demo-games/slots/index.html',
        '/games/x',
        '/..',
        '?a=1',
      ),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join(''));

  it('allows only http(s) pages of a launch CDN, or the demo games on this site; never another page of this site', () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string({ maxLength: 30 }), fc.webUrl()), fc.boolean(), (raw, picked) => {
        const verdict = checkGameUrl(raw, { pageOrigin: SITE, launchCdns: [CDN, 'cdn2.test'], pickedCdn: picked ? CDN : null });
        if (!verdict.allowed) return;
        const url = new URL(verdict.url);
        expect(['http:', 'https:']).toContain(url.protocol);
        if (url.origin === SITE) {
          expect(verdict.source).toBe('demo');
          expect(url.pathname.startsWith('/demo-games/')).toBe(true);
        } else {
          expect(verdict.source).toBe('cdn');
          expect([CDN, 'https://cdn2.test']).toContain(url.origin);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
