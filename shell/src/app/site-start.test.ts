import { TEST_BRAND } from 'shared-contracts/testing';
import { createAppQueryClient } from 'shared-contracts/react';
import { createShellI18n } from './i18n';
import { SiteLoadError } from './load-site';
import { startSite } from './site-start';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A fetch that answers every call with `status` and records the paths asked for. */
function recordingFetch(status: number) {
  const fetchMock = jest.fn(async () => ({ status, ok: status < 300, json: async () => ({}) }) as Response);
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}
const pathsAsked = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('startSite (issue 19: the status round trip no longer waits for the first render)', () => {
  it('asks the status gate as soon as the brand is known, with no render', async () => {
    const fetchMock = recordingFetch(503);
    const { host, system } = await startSite(Promise.resolve(TEST_BRAND), createShellI18n('EN'), createAppQueryClient());
    expect(host.brand).toBe(TEST_BRAND);
    expect(pathsAsked(fetchMock)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/whitelabel']));
    // The notices too, into the cache the page reads.
    expect(pathsAsked(fetchMock)).toContain('/wps/relay/MCSFE_getListAnnouncements');
    // A failed gate is the start's failure, told as the platform's (not the visitor's connection).
    await expect(system).rejects.toBeInstanceOf(SiteLoadError);
    await expect(system).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it("fails as the brand files' load does, having asked the platform nothing", async () => {
    const fetchMock = recordingFetch(200);
    const brandFailure = new SiteLoadError('/brands/default.json: network error', 'brand', { reason: 'network' });
    await expect(startSite(Promise.reject(brandFailure), createShellI18n('EN'), createAppQueryClient())).rejects.toBe(brandFailure);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
