import { TEST_BRAND } from 'shared-contracts/testing';
import { createAppQueryClient } from 'shared-contracts/react';
import { createShellI18n } from './i18n';
import { SiteLoadError } from './load-site';
import { FIRST_SCREEN_DATA_ELEMENT_ID } from '../host/first-screen-data';
import { markFirstBannerShown } from './first-paint-gate';
import { FIRST_SCREEN_FILES_TEMPLATE } from './first-screen-files';
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

describe("the first screen's remote files and the status gate", () => {
  const ENTRY = '/registry/mfe-lobby/1.0.0/remoteEntry.js';
  const permission = (maintenance: boolean, regionRestriction: boolean) => ({
    maintenance,
    regionRestriction,
    location: { ip: '203.0.113.9', country: 'SG' },
    info: {},
  });

  /**
   * A platform whose status call answers `status` (0 open, 1 maintenance, 2 restricted) once `open`
   * is called; its notices carry `banners`.
   */
  function platform(status: 0 | 1 | 2, banners: unknown[] = []) {
    let answerStatus: () => void = () => undefined;
    const statusAnswered = new Promise<void>((resolve) => (answerStatus = resolve));
    const fetchMock = jest.fn(async (url: RequestInfo | URL) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      let value: unknown = {};
      if (path === '/wps/system/status') {
        await statusAnswered;
        value = permission(status === 1, status === 2);
      } else if (path === '/wps/system/whitelabel') value = [];
      else if (path === '/wps/relay/MCSFE_getListAnnouncements') value = { player: [], banners, popup: [], promotion: [] };
      const body = JSON.stringify({ success: true, value });
      return { status: 200, ok: true, json: async () => JSON.parse(body) as unknown, text: async () => body } as Response;
    });
    Object.assign(globalThis, { fetch: fetchMock });
    return { answerStatus };
  }

  beforeEach(() => {
    document.head.innerHTML = `<template id="${FIRST_SCREEN_FILES_TEMPLATE}"><link rel="preload" as="script" href="${ENTRY}" integrity="sha384-abc" crossorigin="anonymous"></template>`;
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('start once the status gate lets the page through, not before', async () => {
    const { answerStatus } = platform(0);
    const { system } = await startSite(Promise.resolve(TEST_BRAND), createShellI18n('EN'), createAppQueryClient());
    await settle();
    expect(preloads()).toEqual([]);
    answerStatus();
    await system;
    await settle();
    expect(preloads()).toEqual([ENTRY]);
  });

  const homeBanner = { bannerId: 1, url: '/assets-api/banner/1.svg', groupName: 'home', title: 'Banner 1' };
  const entryPreloads = () => preloads().filter((href) => href?.startsWith('/registry/'));
  let answersElement: HTMLElement | undefined;
  afterEach(() => answersElement?.remove());

  /**
   * Starts the home page carrying the edge's answers (edge/src/pages/first-screen-data.ts) asked in
   * `language`, for a TY visitor, with a home banner not painted yet; resolves once the status gate
   * has let the page through.
   */
  async function startWithAnswersIn(language: string): Promise<void> {
    const answers = { '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=TY&platform=html5-desktop': { success: true, value: [] } };
    answersElement = document.createElement('script');
    answersElement.setAttribute('type', 'application/json');
    answersElement.id = FIRST_SCREEN_DATA_ELEMENT_ID;
    answersElement.textContent = JSON.stringify({ language, answers });
    document.body.append(answersElement);
    const { answerStatus } = platform(0, [homeBanner]);
    const { system } = await startSite(Promise.resolve(TEST_BRAND), createShellI18n('TY'), createAppQueryClient());
    answerStatus();
    await system;
    await settle();
    await settle();
  }

  it("wait for the first banner's paint on a page that came with the edge's answers in the visitor's language (issue 41)", async () => {
    await startWithAnswersIn('TY');
    // The gate let the page through; the banner is not painted yet.
    expect(entryPreloads()).toEqual([]);
    markFirstBannerShown();
    // A frame (jsdom's requestAnimationFrame runs on a timer), then a task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle();
    expect(entryPreloads()).toEqual([ENTRY]);
  });

  it("start at once when the page's answers are in another language than the visitor's (its remote asks again)", async () => {
    await startWithAnswersIn('EN');
    expect(entryPreloads()).toEqual([ENTRY]);
  });

  it.each([
    [1, 'maintenance'],
    [2, 'restriction'],
  ] as const)('never start on the status %s page (%s): it shows no remote', async (status, _page) => {
    const { answerStatus } = platform(status);
    const { system } = await startSite(Promise.resolve(TEST_BRAND), createShellI18n('EN'), createAppQueryClient());
    answerStatus();
    await system;
    await settle();
    await settle();
    expect(preloads()).toEqual([]);
    expect(document.getElementById(FIRST_SCREEN_FILES_TEMPLATE)).not.toBeNull();
  });
});
