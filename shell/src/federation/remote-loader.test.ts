import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { releaseRecordFixture } from './release-record.fixture';
import { configureBrandRemotes, ensureRemotePlanned, getRemoteVersions, loadRemoteModule, planPinnedRemotes } from './remote-loader';
import { RecordUnavailableError } from './remote-plan';
import { integrityFor, resetIntegrity } from './integrity';
import { readLastGood } from './browser-release-state';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const record = (version: string, extra = {}) =>
  releaseRecordFixture('mfe-lobby', version, { sharedContracts: CONTRACTS_VERSION, react: null, ...extra });
const brand = (pin: Record<string, unknown>, allowOverrides = false) => ({
  id: 'default',
  remotes: { 'mfe-lobby': pin } as never,
  allowOverrides,
});

beforeEach(() => {
  localStorage.clear();
  registerMock.mockReset();
  loadRemoteMock.mockReset();
  resetIntegrity();
  window.history.replaceState({}, '', '/');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote loader', () => {
  it('plans a remote when first loaded, registers its entry once and trusts its hashes', async () => {
    const fetchJson = jest.fn(async () => record('0.2.0'));
    configureBrandRemotes(brand({ version: '0.2.0' }), { fetchJson });
    expect(fetchJson).not.toHaveBeenCalled();
    await ensureRemotePlanned('mfe-lobby');
    await ensureRemotePlanned('mfe-lobby');
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(registerMock).toHaveBeenCalledTimes(1);
    expect(registerMock).toHaveBeenCalledWith([{ name: 'mfe_lobby', entry: '/registry/mfe-lobby/0.2.0/remoteEntry.js' }]);
    expect(integrityFor('/registry/mfe-lobby/0.2.0/remoteEntry.js')).toMatch(/^sha384-/);
    expect(getRemoteVersions().planned['mfe-lobby']).toMatchObject({ version: '0.2.0', source: 'pin' });
  });

  it('plans again after an unreachable registry, so Retry can load a remote that came back', async () => {
    let down = true;
    const fetchJson = jest.fn(async () => {
      if (down) throw new RecordUnavailableError('Failed to fetch');
      return record('0.2.0');
    });
    configureBrandRemotes(brand({ version: '0.2.0', previous: '0.1.0' }), { fetchJson });
    await expect(ensureRemotePlanned('mfe-lobby')).rejects.toThrow(/unreachable \(Failed to fetch\)/);
    expect(registerMock).not.toHaveBeenCalled();
    down = false;
    await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.2.0' });
  });

  it('reports a fallback on the bus callback and in the console', async () => {
    const onFallback = jest.fn();
    const fetchJson = jest.fn(async (url: string) =>
      url.includes('/0.3.0/') ? record('0.3.0', { sharedContracts: '99.0.0' }) : record('0.1.0'),
    );
    configureBrandRemotes(brand({ version: '0.3.0', previous: '0.1.0' }), { fetchJson, onFallback });
    await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.1.0', source: 'previous' });
    expect(onFallback).toHaveBeenCalledWith({
      remote: 'mfe-lobby',
      requested: '0.3.0',
      loaded: '0.1.0',
      reason: expect.stringContaining('shared-contracts 99.0.0'),
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('[shell] remote fallback: mfe-lobby 0.3.0 → 0.1.0'));
  });

  it('hints the entries of the first screen’s remotes (with their hashes, in CORS mode) once planned, and no other', async () => {
    configureBrandRemotes(
      {
        id: 'default',
        remotes: { 'mfe-lobby': { version: '0.2.5' }, 'mfe-account': { version: '0.4.0' } } as never,
        allowOverrides: false,
      },
      {
        fetchJson: async (url: string) =>
          url.includes('mfe-account')
            ? releaseRecordFixture('mfe-account', '0.4.0', { sharedContracts: CONTRACTS_VERSION, react: null })
            : record('0.2.5'),
      },
    );
    planPinnedRemotes(['mfe-lobby']);
    planPinnedRemotes(['mfe-lobby']);
    await ensureRemotePlanned('mfe-lobby');
    await ensureRemotePlanned('mfe-account');
    const hints = document.head.querySelectorAll('link[rel="preload"][href="/registry/mfe-lobby/0.2.5/remoteEntry.js"]');
    expect(hints).toHaveLength(1);
    expect(hints[0]).toHaveAttribute('as', 'script');
    expect(hints[0]).toHaveAttribute('integrity', expect.stringMatching(/^sha384-/));
    expect(hints[0]).toHaveAttribute('crossorigin', 'anonymous');
    expect(document.head.querySelectorAll('link[rel="preload"][href*="mfe-account"]')).toHaveLength(0);
  });

  it('starts a first-screen entry’s download only once `downloadsFrom` has settled (the banner’s paint, on /register)', async () => {
    configureBrandRemotes(brand({ version: '0.2.7' }), { fetchJson: async () => record('0.2.7') });
    let release: () => void = () => undefined;
    planPinnedRemotes(['mfe-lobby'], new Promise<void>((resolve) => (release = resolve)));
    await ensureRemotePlanned('mfe-lobby');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const hints = () => document.head.querySelectorAll('link[rel="preload"][href="/registry/mfe-lobby/0.2.7/remoteEntry.js"]');
    expect(hints()).toHaveLength(0);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toHaveLength(1);
    document.head.innerHTML = '';
  });

  it('adds no hint for an entry the page already preloads (the edge lists the first screen’s)', async () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/registry/mfe-lobby/0.2.6/remoteEntry.js">';
    configureBrandRemotes(brand({ version: '0.2.6' }), { fetchJson: async () => record('0.2.6') });
    planPinnedRemotes(['mfe-lobby']);
    await ensureRemotePlanned('mfe-lobby');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel="preload"][href="/registry/mfe-lobby/0.2.6/remoteEntry.js"]')).toHaveLength(1);
    document.head.innerHTML = '';
  });

  it('records the version of a successful load as this browser’s last good one', async () => {
    configureBrandRemotes(brand({ version: '0.2.0' }), { fetchJson: async () => record('0.2.0') });
    loadRemoteMock.mockResolvedValue({ default: () => null });
    await loadRemoteModule('mfe-lobby', 'HomeGames', []);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_lobby/HomeGames');
    expect(readLastGood(localStorage, 'default')).toEqual({ 'mfe-lobby': '0.2.0' });
  });

  it('fails the load (for the slot fallback) when no version passes, without loading anything', async () => {
    configureBrandRemotes(brand({ version: '0.2.0' }), { fetchJson: async () => record('0.2.0', { react: '17.0.2' }) });
    await expect(loadRemoteModule('mfe-lobby', 'HomeGames', [0])).rejects.toThrow(/React 17\.0\.2/);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('plans every pinned remote ahead when asked, and a later load reuses that plan', async () => {
    const fetchJson = jest.fn(async (url: string) =>
      url.includes('mfe-account')
        ? releaseRecordFixture('mfe-account', '0.4.0', { sharedContracts: CONTRACTS_VERSION, react: null })
        : record('0.2.0'),
    );
    configureBrandRemotes(
      {
        id: 'default',
        remotes: { 'mfe-lobby': { version: '0.2.0' }, 'mfe-account': { version: '0.4.0' } } as never,
        allowOverrides: false,
      },
      { fetchJson },
    );
    planPinnedRemotes();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual([
      expect.stringContaining('/mfe-account/0.4.0/release.json'),
      expect.stringContaining('/mfe-lobby/0.2.0/release.json'),
    ]);
    loadRemoteMock.mockResolvedValue({ default: () => null });
    await loadRemoteModule('mfe-lobby', 'HomeGames', []);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(registerMock).toHaveBeenCalledTimes(2);
  });

  it('drops an ahead-of-time plan that failed, so the first load plans again', async () => {
    let down = true;
    const fetchJson = jest.fn(async () => {
      if (down) throw new RecordUnavailableError('Failed to fetch');
      return record('0.2.0');
    });
    configureBrandRemotes(brand({ version: '0.2.0' }), { fetchJson });
    planPinnedRemotes();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    down = false;
    await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.2.0' });
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it('takes tester overrides from the query only when the brand allows them', () => {
    window.history.replaceState({}, '', '/?remotes=mfe-lobby@0.2.1');
    expect(configureBrandRemotes(brand({ version: '0.2.0' }, false), { fetchJson: async () => record('0.2.0') }).overrides).toEqual({});
    expect(configureBrandRemotes(brand({ version: '0.2.0' }, true), { fetchJson: async () => record('0.2.0') }).overrides).toEqual({
      'mfe-lobby': '0.2.1',
    });
  });

  describe('the brand releases file (one release file per page load)', () => {
    const releases = (records: Record<string, Record<string, unknown>>, brandId = 'default') => ({
      schemaVersion: 1,
      brand: brandId,
      records,
    });
    const twoRemotes = {
      id: 'default',
      remotes: { 'mfe-lobby': { version: '0.2.0', previous: '0.1.0' }, 'mfe-account': { version: '0.4.0' } } as never,
      allowOverrides: true,
    };
    const account = (version: string) => releaseRecordFixture('mfe-account', version, { sharedContracts: CONTRACTS_VERSION, react: null });

    it('plans every pinned remote from the one releases file, fetching no release.json', async () => {
      const fetchJson = jest.fn(async () => record('9.9.9'));
      const fetchReleases = jest.fn(async () =>
        releases({ 'mfe-lobby': { '0.2.0': record('0.2.0'), '0.1.0': record('0.1.0') }, 'mfe-account': { '0.4.0': account('0.4.0') } }),
      );
      configureBrandRemotes(twoRemotes, { fetchJson, fetchReleases });
      planPinnedRemotes();
      await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.2.0', source: 'pin' });
      await expect(ensureRemotePlanned('mfe-account')).resolves.toMatchObject({ version: '0.4.0' });
      expect(fetchReleases).toHaveBeenCalledTimes(1);
      expect(fetchReleases).toHaveBeenCalledWith('/brands/default.releases.json');
      expect(fetchJson).not.toHaveBeenCalled();
      expect(integrityFor('/registry/mfe-account/0.4.0/remoteEntry.js')).toMatch(/^sha384-/);
    });

    it('fetches the release.json of a version the file does not hold (a tester override)', async () => {
      window.history.replaceState({}, '', '/?remotes=mfe-lobby@0.2.1');
      const fetchJson = jest.fn(async () => record('0.2.1'));
      configureBrandRemotes(twoRemotes, { fetchJson, fetchReleases: async () => releases({ 'mfe-lobby': { '0.2.0': record('0.2.0') } }) });
      await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.2.1', source: 'override' });
      expect(fetchJson).toHaveBeenCalledWith('/registry/mfe-lobby/0.2.1/release.json');
    });

    it('guards an embedded record like a fetched one: a record of another version falls back to the previous pin', async () => {
      const onFallback = jest.fn();
      const fetchJson = jest.fn(async () => record('9.9.9'));
      configureBrandRemotes(twoRemotes, {
        fetchJson,
        onFallback,
        fetchReleases: async () => releases({ 'mfe-lobby': { '0.2.0': record('0.3.0'), '0.1.0': record('0.1.0') } }),
      });
      await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.1.0', source: 'previous' });
      expect(onFallback).toHaveBeenCalledWith(
        expect.objectContaining({ requested: '0.2.0', reason: expect.stringContaining('describes mfe-lobby@0.3.0') }),
      );
      expect(fetchJson).not.toHaveBeenCalled();
    });

    it('falls back to each release.json when the file is missing, malformed or of another brand', async () => {
      for (const answer of [
        () => Promise.reject(new Error('HTTP 404')),
        async () => ({ records: 'nope' }),
        async () => releases({ 'mfe-lobby': { '0.2.0': record('0.2.0') } }, 'other'),
      ]) {
        const fetchJson = jest.fn(async () => record('0.2.0'));
        configureBrandRemotes(brand({ version: '0.2.0' }), { fetchJson, fetchReleases: answer });
        await expect(ensureRemotePlanned('mfe-lobby')).resolves.toMatchObject({ version: '0.2.0' });
        expect(fetchJson).toHaveBeenCalledWith('/registry/mfe-lobby/0.2.0/release.json');
      }
    });
  });
});
