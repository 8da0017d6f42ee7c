import { createApiClient, endpoints } from 'shared-contracts';
import { FIRST_SCREEN_DATA_ELEMENT_ID, callKey, readFirstScreenData, seededFetch, withSeedFallback } from './first-screen-data';

const ORIGIN = 'http://site.test';
const NOTICES_KEY = '/wps/relay/MCSFE_getListAnnouncements?execution=B&platform=W&types=B%2CPL%2CPU%2CPR';
/** The shell's notices call (queries/shell-queries.ts). */
const NOTICES_INPUT = { query: { types: 'B,PL,PU,PR', platform: 'W' as const, execution: 'B' } };
const BANNER = { bannerId: 1, title: 'From the page', url: 'https://img.test/a.png', groupName: 'home' };

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ELEMENT_ID;
  element.textContent = json;
  doc.head.append(element);
  return doc;
}

/** A platform stand-in counting the calls that reach it. */
function network() {
  const calls: string[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return {
      status: 200,
      ok: true,
      json: async () => ({ success: true, value: { banners: [{ ...BANNER, title: 'From the platform' }] }, message: '', errorCode: '' }),
      text: async () => '',
    } as unknown as Response;
  });
  return { calls, fetchFn: fetchFn as unknown as typeof fetch };
}

function client(fetchFn: typeof fetch, { language = 'EN', token = null as string | null } = {}) {
  return createApiClient({ merchant: 'm1', getToken: () => token, getLanguage: () => language, baseUrl: ORIGIN, fetch: fetchFn });
}

const envelope = (value: unknown) => ({ success: true, value, message: '', errorCode: '' });

describe('the first screen data the page carries', () => {
  it('keys a call by its path and sorted query, the same for any parameter order', () => {
    expect(callKey(`${ORIGIN}/wps/x?b=2&a=1`, ORIGIN)).toBe('/wps/x?a=1&b=2');
    expect(callKey('/wps/x?a=1&b=2', ORIGIN)).toBe('/wps/x?a=1&b=2');
    expect(callKey('https://elsewhere.test/wps/x', ORIGIN)).toBeNull();
  });

  it('reads the block, and nothing from a missing or malformed one', () => {
    const data = readFirstScreenData(page(JSON.stringify({ language: 'EN', answers: { [NOTICES_KEY]: envelope({}) } })));
    expect(data?.language).toBe('EN');
    expect([...(data?.answers.keys() ?? [])]).toEqual([NOTICES_KEY]);
    expect(readFirstScreenData(page('{"language":'))).toBeNull();
    expect(readFirstScreenData(page('{"answers":{}}'))).toBeNull();
    expect(readFirstScreenData(document.implementation.createHTMLDocument('none'))).toBeNull();
  });

  it('answers the call from the page once, checked by the schema, then asks the platform', async () => {
    const { calls, fetchFn } = network();
    const data = { language: 'EN', answers: new Map<string, unknown>([[NOTICES_KEY, envelope({ banners: [BANNER] })]]) };
    const seeded = seededFetch(data, fetchFn, { origin: ORIGIN });
    const api = withSeedFallback(client(seeded.fetch), seeded);
    const first = await api.call(endpoints.notices, NOTICES_INPUT);
    expect(first.banners[0]?.title).toBe('From the page');
    expect(calls).toEqual([]);
    const second = await api.call(endpoints.notices, NOTICES_INPUT);
    expect(second.banners[0]?.title).toBe('From the platform');
    expect(calls).toHaveLength(1);
  });

  it("lets a query peek at the page's answer without using it up, for its first render (issue 47)", async () => {
    let now = 1_000;
    const { calls, fetchFn } = network();
    const data = { language: 'EN', answers: new Map<string, unknown>([[NOTICES_KEY, envelope({ banners: [BANNER] })]]) };
    const seeded = seededFetch(data, fetchFn, { origin: ORIGIN, now: () => now });
    const peeking = (options: { language?: string; token?: string | null } = {}) =>
      withSeedFallback(
        createApiClient({
          merchant: 'm1',
          getToken: () => options.token ?? null,
          getLanguage: () => options.language ?? 'EN',
          baseUrl: ORIGIN,
          fetch: seeded.fetch,
          peekAnswer: seeded.peek,
        }),
        seeded,
      );
    const api = peeking();
    expect(api.peek?.(endpoints.notices, NOTICES_INPUT)?.banners[0]?.title).toBe('From the page');
    expect(api.peek?.(endpoints.notices, NOTICES_INPUT)?.banners[0]?.title).toBe('From the page');
    // Not in another language, not with a session.
    expect(peeking({ language: 'TH' }).peek?.(endpoints.notices, NOTICES_INPUT)).toBeUndefined();
    expect(peeking({ token: 'member-token' }).peek?.(endpoints.notices, NOTICES_INPUT)).toBeUndefined();
    // The call after a peek is still answered from the page, once.
    expect((await api.call(endpoints.notices, NOTICES_INPUT)).banners[0]?.title).toBe('From the page');
    expect(calls).toEqual([]);
    expect(api.peek?.(endpoints.notices, NOTICES_INPUT)).toBeUndefined();
    // An old page's answers are not peeked at either.
    const later = seededFetch(
      { language: 'EN', answers: new Map<string, unknown>([[NOTICES_KEY, envelope({ banners: [BANNER] })]]) },
      fetchFn,
      { origin: ORIGIN, now: () => now },
    );
    now += 31_000;
    expect(later.peek({ url: `${ORIGIN}${NOTICES_KEY}`, language: 'EN' })).toBeUndefined();
  });

  it('leaves a call in another language, or with a session, to the platform', async () => {
    const data = () => ({ language: 'EN', answers: new Map<string, unknown>([[NOTICES_KEY, envelope({ banners: [BANNER] })]]) });
    for (const options of [{ language: 'TH' }, { token: 'member-token' }]) {
      const { calls, fetchFn } = network();
      const seeded = seededFetch(data(), fetchFn, { origin: ORIGIN });
      const value = await withSeedFallback(client(seeded.fetch, options), seeded).call(endpoints.notices, NOTICES_INPUT);
      expect(value.banners[0]?.title).toBe('From the platform');
      expect(calls).toHaveLength(1);
    }
  });

  it('leaves an old page answer to the platform', async () => {
    let now = 1_000;
    const { calls, fetchFn } = network();
    const data = { language: 'EN', answers: new Map<string, unknown>([[NOTICES_KEY, envelope({ banners: [BANNER] })]]) };
    const seeded = seededFetch(data, fetchFn, { origin: ORIGIN, now: () => now });
    now += 31_000;
    const value = await withSeedFallback(client(seeded.fetch), seeded).call(endpoints.notices, NOTICES_INPUT);
    expect(value.banners[0]?.title).toBe('From the platform');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a value outside the schema', envelope({ banners: 'not a list' })],
    ['a failed envelope', { success: false, value: null, message: 'no', errorCode: 'x' }],
    ['not an envelope', { hello: 'world' }],
  ])('asks the platform at once when the page carries %s', async (_name, answer) => {
    const { calls, fetchFn } = network();
    const seeded = seededFetch({ language: 'EN', answers: new Map<string, unknown>([[NOTICES_KEY, answer]]) }, fetchFn, { origin: ORIGIN });
    const value = await withSeedFallback(client(seeded.fetch), seeded).call(endpoints.notices, NOTICES_INPUT);
    expect(value.banners[0]?.title).toBe('From the platform');
    expect(calls).toHaveLength(1);
  });
});
