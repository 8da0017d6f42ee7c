/** @jest-environment node */
// The shell's frame in the page the edge sends (issue 47 item 1): rendered with React from the
// shell's own components (src/server/render-frame.tsx, as the server build bundles it) and the
// page's first-screen answers from the reference platform API, run as it runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEdge } from '../src/server';
import { REFERENCE_PLATFORM_START_TIMEOUT_MS, startReferencePlatform, type ReferencePlatform } from './reference-platform';
import { FRAME_ATTRIBUTE, FRAME_STATE_ELEMENT_ID, LANGUAGE_COOKIE } from 'shared-contracts';
import { chosenLanguage, withFrame, type FrameRenderer } from '../src/pages/page-frame';

// The shell's own renderer (shell/src/server/render-frame.tsx, what its server build bundles), taken
// as the edge takes that build: by its contract (FrameRenderer). Its source types are the browser
// program's, not this one's (scripts/typecheck.mjs).
const { renderFrame } = jest.requireActual<{ renderFrame: FrameRenderer }>('shell/src/server/render-frame');

const REPO_BRANDS = path.resolve(__dirname, '../../brands');
// The production page's shape: minified attributes, the start-up screen in #root.
const INDEX_HTML =
  '<!doctype html><html lang=vi><head><meta charset=utf-8><title>shell</title><script defer src=/main.js></script></head>' +
  '<body><div id=root><div class=wl-startup role=status><p class=wl-startup__text></p></div></div></body></html>';

let root: string;
let platform: ReferencePlatform;
let platformUrl: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-frame-test-'));
  for (const dir of ['dist', 'registry']) fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/index.html'), INDEX_HTML);
  // The reference platform API as it runs (its own process, a seeded in-memory database, a port of its choosing).
  platform = await startReferencePlatform();
  platformUrl = platform.url;
}, REFERENCE_PLATFORM_START_TIMEOUT_MS);

afterAll(async () => {
  await platform?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const edgeWith = (options: Record<string, unknown> = {}) =>
  createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: REPO_BRANDS,
    upstream: platformUrl,
    releaseHealth: false,
    // A loaded test machine answers slower than the production caps.
    firstScreenDataTimeoutMs: 10_000,
    frameRenderTimeoutMs: 10_000,
    frameRenderer: renderFrame,
    log: () => undefined,
    ...options,
  });

const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div><\/body>/.exec(html);

describe('the shell frame in the page (issue 47)', () => {
  it("reads the visitor's language from the shell's cookie", () => {
    expect(chosenLanguage(`a=1; ${LANGUAGE_COOKIE}=en`)).toBe('EN');
    expect(chosenLanguage(`${LANGUAGE_COOKIE}=<script>`)).toBeUndefined();
  });

  it('sends the home page painted: header, menu, first banner preloaded at high priority, slots as skeletons, footer, in Vietnamese', async () => {
    const edge = await edgeWith();
    try {
      const page = await edge.inject({ url: '/', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toMatch(/<html lang="vi" data-theme="light">/);
      const [, attributes, frame = ''] = rootOf(html)!;
      expect(attributes).toBe(` ${FRAME_ATTRIBUTE}="TY"`);
      // The start-up screen gave way to the frame.
      expect(frame).not.toContain('wl-startup');
      expect(frame).toContain('<header');
      expect(frame).toContain('Đăng nhập');
      expect(frame).toContain('data-testid="side-menu"');
      expect(frame).toContain('<footer');
      // The home page's first banner is its largest paint: in the HTML, eager, high priority, sized.
      const banner = /<img[^>]*fetchPriority="high"[^>]*>/.exec(frame)?.[0];
      expect(banner).toMatch(/width="1600"/);
      expect(banner).toMatch(/height="500"/);
      const src = /src="([^"]+)"/.exec(banner!)![1]!;
      // ...and preloaded from the head.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`);
      // The lobby's slots are skeletons (no remote code runs on the edge).
      expect(frame.match(/role="status" aria-live="polite"/g)!.length).toBeGreaterThanOrEqual(2);
      // No inline script (the page's policy allows none), and the query cache beside it.
      expect(html).not.toMatch(/<script>/);
      const state = JSON.parse(
        new RegExp(`<script type="application/json" id="${FRAME_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)![1]!,
      );
      expect(state.queries.map((query: { queryKey: unknown[] }) => query.queryKey[1])).toEqual(
        expect.arrayContaining(['notices', 'vendors']),
      );
      // The answers the frame's cache carries are not in the page twice; the others still are.
      const data = JSON.parse(/<script type="application\/json" id="wl-first-screen-data">([^<]*)<\/script>/.exec(html)![1]!);
      const keys = Object.keys(data.answers);
      expect(keys.some((key) => key.startsWith('/wps/relay/MCSFE_getListAnnouncements'))).toBe(false);
      expect(keys.some((key) => key.startsWith('/wps/relay/GCSGAME_newGameVendor?merchantCode='))).toBe(false);
      expect(keys).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/wps\/system\/status/), expect.stringMatching(/GCSGAME_hotGamesV2/)]),
      );
      // A browser without JavaScript is told, in the page's language.
      expect(html).toContain('<noscript><p class="wl-noscript" role="alert">Trang web cần JavaScript.');
    } finally {
      await edge.close();
    }
  });

  it("renders the frame in the visitor's chosen language (the shell's cookie)", async () => {
    const edge = await edgeWith();
    try {
      const page = await edge.inject({ url: '/promotions', headers: { host: 'localhost', cookie: `${LANGUAGE_COOKIE}=EN` } });
      const [, attributes, frame = ''] = rootOf(page.body)!;
      expect(attributes).toBe(` ${FRAME_ATTRIBUTE}="EN"`);
      expect(page.body).toMatch(/<html lang="en"/);
      expect(frame).toContain('>Log in<');
    } finally {
      await edge.close();
    }
  });

  it('goes without the frame, as before, when the render fails, runs late or has no answers', async () => {
    for (const options of [
      { frameRenderer: () => Promise.reject(new Error('broken build')) },
      { frameRenderer: () => new Promise(() => undefined), frameRenderTimeoutMs: 50 },
      { firstScreenDataTimeoutMs: 0 },
    ]) {
      const edge = await edgeWith(options);
      try {
        const page = await edge.inject({ url: '/', headers: { host: 'localhost' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id=root><div class=wl-startup');
        expect(page.body).not.toContain(FRAME_ATTRIBUTE);
      } finally {
        await edge.close();
      }
    }
  });

  it('writes nothing into a page it cannot place the frame in', () => {
    const frame = { html: '<p>x</p>', language: 'TY', theme: 'light', state: { queries: [] }, firstBanner: null, noScript: 'n' };
    expect(withFrame('<html><body>no root</body></html>', frame)).toBe('<html><body>no root</body></html>');
    expect(withFrame(INDEX_HTML, null)).toBe(INDEX_HTML);
  });
});
