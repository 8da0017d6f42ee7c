/** @jest-environment node */
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here
import { chainBeforeRemoteCode, chainBeforeRemoteCodeUrls, initiatorChainDepth } from '../../scripts/lib/request-chain.mjs';

interface Request {
  url: string;
  start: number;
  end: number;
  initiator: string;
  resourceType: string;
  stackUrls: string[];
}

const req = (url: string, start: number, end: number, initiator: string, resourceType: string, stackUrls: string[] = []): Request => ({
  url,
  start,
  end,
  initiator,
  resourceType,
  stackUrls,
});

// The home page before the edge's preloads (issue 19), as Chromium reported it: the shell's start
// chunks from the page, then the releases file and the status call, the lobby's entry from the
// shell's code once the releases file had answered, its chunks from the entry's code, its texts.
const page = req('/', 0, 15, 'other', 'Document');
const main = req('/main.js', 20, 60, 'parser', 'Script');
const reactDom = req('/3262.js', 21, 103, 'parser', 'Script');
const shellChunk = req('/8875.js', 21, 100, 'parser', 'Script');
const unrelatedLate = req('/1194.js', 100, 300, 'script', 'Script', ['/main.js', '/8875.js']);
const releases = req('/brands/default.releases.json', 250, 280, 'script', 'Fetch', ['/8875.js', '/3262.js']);
const status = req('/wps/system/status', 252, 290, 'script', 'Fetch', ['/8875.js', '/3262.js']);
const entry = req('/registry/mfe-lobby/0.1.0/remoteEntry.js', 285, 330, 'script', 'Script', ['/8875.js', '/3262.js']);
const chunk = req('/registry/mfe-lobby/0.1.0/531.js', 400, 450, 'script', 'Script', [
  '/registry/mfe-lobby/0.1.0/remoteEntry.js',
  '/main.js',
]);
const texts = req('/registry/mfe-lobby/0.1.0/i18n-en.js', 460, 480, 'script', 'Script', [
  '/registry/mfe-lobby/0.1.0/531.js',
  '/registry/mfe-lobby/0.1.0/remoteEntry.js',
]);
const before = [page, main, reactDom, shellChunk, unrelatedLate, releases, status, entry, chunk, texts];

describe('the request chain (npm run bench)', () => {
  it('follows initiators: a script waits for the scripts on its stack and for data fetched before it, not for any request that ended earlier', () => {
    // entry ← status (fetched data) ← 3262 (on its stack) ← page; 1194 ended later than 3262 but is
    // neither on the stack nor data.
    expect(initiatorChainDepth(before, (r) => r === entry)).toBe(4);
    // chunk ← entry ← status ← 3262 ← page
    expect(initiatorChainDepth(before, (r) => r === chunk)).toBe(5);
  });

  // When each script first ran (V8 compiled it), on the requests' clock.
  const ran = (url: string, ranAt: number) => ({ url, ranAt });
  const shellRuns = [ran('/main.js', 61), ran('/3262.js', 104), ran('/8875.js', 104)];

  it('counts the requests before a remote’s code first ran: the chain of that run, less the run', () => {
    // The lobby's entry ran once it had arrived: entry ← releases (fetched data) ← 3262 ← page.
    const runs = [...shellRuns, ran(entry.url, 335), ran(chunk.url, 455), ran(texts.url, 485)];
    expect(chainBeforeRemoteCode(before, runs)).toBe(4);
    expect(chainBeforeRemoteCodeUrls(before, runs)).toEqual([page.url, reactDom.url, releases.url, entry.url, `${entry.url} (ran)`]);
  });

  // The page with the edge's preloads: the lobby's entry came with the page.
  const preloadedEntry = { ...entry, start: 22, end: 80, initiator: 'parser', stackUrls: [] };
  const preloadedPage = [page, main, reactDom, shellChunk, releases, status, preloadedEntry];

  it('is shorter when the page preloads the remote’s files, and still counts the host’s data calls the run may have waited for', () => {
    const preloaded = [...preloadedPage, { ...chunk, start: 22, end: 90, initiator: 'parser', stackUrls: [] }];
    // Run once the status call had answered (the gate): run ← status ← 3262 ← page.
    expect(chainBeforeRemoteCode(preloaded, [...shellRuns, ran(entry.url, 300)])).toBe(3);
    // Run before any data call had answered: run ← its own file (preloaded by the page) ← page.
    expect(chainBeforeRemoteCode(preloaded, [...shellRuns, ran(entry.url, 240)])).toBe(2);
    expect(chainBeforeRemoteCodeUrls(preloaded, [...shellRuns, ran(entry.url, 240)])).toEqual([page.url, entry.url, `${entry.url} (ran)`]);
    // A call the host made later (a menu's data) that answered before the run counts too: it may
    // have been what the run waited for.
    const hostCall = req('/wps/relay/GCSGAME_newGameVendor', 295, 310, 'script', 'Fetch', ['/main.js']);
    expect(chainBeforeRemoteCode([...preloaded, hostCall], [...shellRuns, ran(entry.url, 320)])).toBe(4);
  });

  it('follows the run, not the first request a remote’s code made (whose stack may show only the host’s frames)', () => {
    const preloaded = preloadedPage;
    // The lobby asked for its games through the host's render, later: not a wait before its code ran.
    const games = req('/wps/relay/GCSGAME_gameList', 340, 360, 'script', 'Fetch', ['/main.js']);
    const texts2 = { ...texts, start: 370, end: 380 };
    expect(chainBeforeRemoteCode([...preloaded, games, texts2], [...shellRuns, ran(entry.url, 300), ran(texts2.url, 385)])).toBe(3);
  });

  it('counts an image that arrived before the run (the first screen’s remotes run after the first banner’s paint), but not before a data call', () => {
    const preloaded = preloadedPage;
    const banner = req('/assets-api/banner/1.svg', 291, 296, 'script', 'Image', ['/main.js']);
    expect(chainBeforeRemoteCodeUrls([...preloaded, banner], [...shellRuns, ran(entry.url, 300)])).toEqual([
      page.url,
      reactDom.url,
      status.url,
      banner.url,
      `${entry.url} (ran)`,
    ]);
    const later = req('/wps/relay/GCSGAME_newGameVendor', 297, 299, 'script', 'Fetch', ['/main.js']);
    // The call after the image: it waited for the status call, not for the image.
    expect(initiatorChainDepth([...preloaded, banner, later], (r) => r === later)).toBe(4);
  });

  it('is 0 when no remote’s script ran (the monolith), 1 for the page alone', () => {
    expect(chainBeforeRemoteCode([page, main, reactDom], shellRuns)).toBe(0);
    expect(chainBeforeRemoteCodeUrls([page, main, reactDom], shellRuns)).toEqual([]);
    expect(initiatorChainDepth([page], (r) => r === page)).toBe(1);
    expect(initiatorChainDepth([page], () => false)).toBe(0);
  });
});
