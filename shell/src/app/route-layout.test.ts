import { LAYOUTS, effectiveLayout, mustRedirectToLogin, routeLayoutAt } from './route-layout';

describe('mustRedirectToLogin', () => {
  const on = { loggedInOnly: true };
  it('sends every route to /login without a token when the brand is logged-in-only', () => {
    for (const path of ['/', '/rng', '/promotions', '/game', '/help', '/unknown']) expect(mustRedirectToLogin(path, on, null)).toBe(true);
  });
  it('keeps the spec exceptions open', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/register/'])
      expect(mustRedirectToLogin(path, on, null)).toBe(false);
  });
  it('never redirects with a token or when the mode is off', () => {
    expect(mustRedirectToLogin('/rng', on, 'token')).toBe(false);
    expect(mustRedirectToLogin('/rng', { loggedInOnly: false }, null)).toBe(false);
  });
});

describe('effectiveLayout', () => {
  it('hides both bars on /seamless and /vnlottery unless the brand allows them', () => {
    expect(effectiveLayout(LAYOUTS.seamless, { showBarsOnSeamless: false })).toMatchObject({ header: false, sideMenu: false });
    expect(effectiveLayout(LAYOUTS.vnLottery, { showBarsOnSeamless: true })).toMatchObject({ header: true, sideMenu: true });
    expect(effectiveLayout(LAYOUTS.home, { showBarsOnSeamless: false })).toBe(LAYOUTS.home);
  });
});

describe('routeLayoutAt', () => {
  const routes = [
    {
      handle: { layout: LAYOUTS.plain },
      children: [
        { path: '/', handle: { layout: LAYOUTS.home } },
        { path: '/game', handle: { layout: LAYOUTS.game } },
        { path: '/no-handle' },
        { path: '*', handle: { layout: LAYOUTS.helpCentre } },
      ],
    },
  ];
  it("is the deepest matched route's layout, the parent's when the route has none", () => {
    expect(routeLayoutAt(routes, '/')).toBe(LAYOUTS.home);
    expect(routeLayoutAt(routes, '/game')).toBe(LAYOUTS.game);
    expect(routeLayoutAt(routes, '/no-handle')).toBe(LAYOUTS.plain);
    expect(routeLayoutAt(routes, '/anything/else')).toBe(LAYOUTS.helpCentre);
  });
  it('is plain when nothing matches', () => {
    expect(routeLayoutAt([{ path: '/only', handle: { layout: LAYOUTS.game } }], '/other')).toBe(LAYOUTS.plain);
  });
});
