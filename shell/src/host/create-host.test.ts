import { createPlatformEventBus, type BrandConfig } from 'shared-contracts';
import { TEST_BRAND, TEST_MEMBER } from 'shared-contracts/testing';
import { createShellI18n } from '../app/i18n';
import { createHost } from './create-host';

const brand: BrandConfig = { ...TEST_BRAND, merchantCode: 'wl_demo', defaultLanguage: 'TY' };

function envelope(status: number, value: unknown, success = true) {
  // jsdom has no Response: the client only reads status, ok, json() and text().
  const body = JSON.stringify({ success, value, message: '', errorCode: '' });
  return { status, ok: status >= 200 && status < 300, json: async () => JSON.parse(body) as unknown, text: async () => body } as Response;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('createHost', () => {
  it('sends merchant, token and language, and a 401 signs out with reason expired', async () => {
    const requests: { url: string; headers: Record<string, string> }[] = [];
    let answer401 = false;
    const fetchFn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), headers: init?.headers as Record<string, string> });
      if (String(url).includes('/wps/member/info')) return envelope(200, TEST_MEMBER);
      if (answer401) return envelope(401, null, false);
      return envelope(200, { sumBalance: 5 });
    }) as unknown as typeof fetch;
    const bus = createPlatformEventBus();
    const events: string[] = [];
    bus.on('auth:session-expired', () => events.push('session-expired'));
    bus.on('auth:logged-out', ({ reason }) => events.push(`logged-out:${reason}`));
    const host = createHost({ brand, i18n: createShellI18n('TY'), bus, fetch: fetchFn });

    expect(host.i18n.getLanguage()).toBe('TY');
    await host.session.signIn('tok-9');
    expect(requests[0]?.headers).toMatchObject({ Merchant: 'wl_demo', Authorization: 'tok-9', Language: 'TY' });

    answer401 = true;
    const { endpoints } = await import('shared-contracts');
    await expect(host.api.call(endpoints.walletBalance)).rejects.toMatchObject({ kind: 'unauthorized' });
    await Promise.resolve();
    expect(host.session.getSnapshot().status).toBe('anonymous');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('wl_demo');
    expect(events).toEqual(['session-expired', 'logged-out:expired']);
  });

  it("gives the remotes a peek at the page's first-screen answers, sending nothing (issue 47)", async () => {
    const { endpoints, SPEC_CONSTANTS } = await import('shared-contracts');
    const lanes = [{ title: 'Slots', gameType: 'RNG', gameClassify: [], cards: [{ vassalage: 'PG', name: 'PG Soft', isHot: false }] }];
    const fetchFn = jest.fn() as unknown as typeof fetch;
    const key = `${endpoints.gameVendors.path}?platform=${encodeURIComponent(SPEC_CONSTANTS.vendorPlatform)}`;
    const host = createHost({
      brand,
      i18n: createShellI18n('TY'),
      bus: createPlatformEventBus(),
      fetch: fetchFn,
      firstScreenData: {
        language: 'TY',
        answers: new Map([[key, { success: true, value: { data: { lanes } }, message: '', errorCode: '' }]]),
      },
    });
    expect(host.api.peek?.(endpoints.gameVendors, { query: { platform: SPEC_CONSTANTS.vendorPlatform } })?.data.lanes).toEqual(lanes);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('keeps the language in hisLang, forces the theme on load and announces changes', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('hisLang', 'EN');
    const bus = createPlatformEventBus();
    const host = createHost({ brand, i18n: createShellI18n('TY'), bus, fetch: jest.fn() as unknown as typeof fetch });
    expect(host.theme.getTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(host.i18n.getLanguage()).toBe('EN');
    expect(bus.last('i18n:language-changed')).toEqual({ language: 'EN' });

    host.theme.setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(bus.last('theme:changed')).toEqual({ theme: 'dark' });

    host.i18n.setLanguage('CN');
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    // The code itself too (lang cannot tell TY from VI), for the remotes' early text downloads.
    expect(document.documentElement.getAttribute('data-language')).toBe('CN');
    expect(bus.last('i18n:language-changed')).toEqual({ language: 'CN' });
  });

  it("offers only the brand's translated languages: a code without texts would show English under its own name", async () => {
    const wide: BrandConfig = { ...brand, languages: ['TY', 'EN', 'CN', 'JA', 'KO', 'PT', 'VI'] };
    const i18n = createShellI18n('TY');
    const host = createHost({ brand: wide, i18n, fetch: jest.fn() as unknown as typeof fetch });
    expect(host.i18n.languages).toEqual(['TY', 'EN', 'CN', 'VI']);
    expect(host.i18n.getLanguage()).toBe('TY');
    expect(i18n.t('shell:sideMenu.home')).toBe('Trang chủ');
    host.i18n.setLanguage('JA');
    expect(host.i18n.getLanguage()).toBe('TY');
    host.i18n.setLanguage('EN');
    await Promise.resolve();
    expect(host.i18n.getLanguage()).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives way to the default language when the stored one is no longer offered', () => {
    localStorage.setItem('hisLang', 'JA');
    const host = createHost({
      brand: { ...brand, languages: ['TY', 'EN', 'JA'] },
      i18n: createShellI18n('TY'),
      fetch: jest.fn() as unknown as typeof fetch,
    });
    expect(host.i18n.getLanguage()).toBe('TY');
  });

  it('ignores a stored language the brand does not list', () => {
    localStorage.setItem('hisLang', 'XX');
    const host = createHost({ brand, i18n: createShellI18n('TY'), fetch: jest.fn() as unknown as typeof fetch });
    expect(host.i18n.getLanguage()).toBe('TY');
  });

  it('keeps the session on a failed member info or a 500, ends it on the not-logged-in code', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let memberAnswer: Response = envelope(500, null, false);
    let balanceAnswer: Response = envelope(500, null, false);
    const fetchFn = jest.fn(async (url: RequestInfo | URL) =>
      String(url).includes('/wps/member/info') ? memberAnswer : balanceAnswer,
    ) as unknown as typeof fetch;
    const bus = createPlatformEventBus();
    const expired: string[] = [];
    bus.on('auth:session-expired', ({ endpointId }) => expired.push(endpointId));
    const host = createHost({ brand, i18n: createShellI18n('TY'), bus, fetch: fetchFn });
    const { endpoints } = await import('shared-contracts');

    await host.session.signIn('tok-1');
    expect(host.session.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'tok-1', member: null });
    await expect(host.api.call(endpoints.walletBalance)).rejects.toMatchObject({ kind: 'platform', status: 500 });
    expect(host.session.getSnapshot().token).toBe('tok-1');

    memberAnswer = envelope(200, TEST_MEMBER);
    await host.sessionInternals.retryMember();
    expect(host.session.getSnapshot().member?.account).toBe(TEST_MEMBER.account);

    const body = JSON.stringify({ success: false, value: null, message: 'Not logged in', errorCode: 'login.not.session' });
    balanceAnswer = { status: 200, ok: true, json: async () => JSON.parse(body) as unknown, text: async () => body } as Response;
    await expect(host.api.call(endpoints.walletBalance)).rejects.toMatchObject({ errorCode: 'login.not.session' });
    expect(host.session.getSnapshot().status).toBe('anonymous');
    expect(expired).toEqual(['wallet.balance']);
  });
});
