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

  it('counts the requests before a remote’s code first ran: the chain of its first request, less that request', () => {
    // The lobby's first own request is the chunk its entry asked for: page, 3262, status, entry.
    expect(chainBeforeRemoteCode(before)).toBe(4);
  });

  it('is shorter when the page preloads the remote’s files: only the status call is left before its code runs', () => {
    const preloaded = [
      page,
      main,
      reactDom,
      shellChunk,
      releases,
      status,
      { ...entry, start: 22, end: 80, initiator: 'parser', stackUrls: [] },
      { ...chunk, start: 22, end: 90, initiator: 'parser', stackUrls: [] },
      { ...texts, start: 300 },
    ];
    // texts ← status ← 3262 ← page; before the remote's code: page, 3262, status.
    expect(chainBeforeRemoteCode(preloaded)).toBe(3);
    // What --verbose prints: the page first, the remote code's request last.
    expect(chainBeforeRemoteCodeUrls(preloaded)).toEqual([page.url, reactDom.url, status.url, texts.url]);
  });

  it('is 0 when no remote’s code made a request, 1 for the page alone', () => {
    expect(chainBeforeRemoteCode([page, main, reactDom])).toBe(0);
    expect(initiatorChainDepth([page], (r) => r === page)).toBe(1);
    expect(initiatorChainDepth([page], () => false)).toBe(0);
  });
});
