// The shell's frame in the page (issue 47 item 1). The shell's server build (shell/dist-server/
// frame.cjs, from shell/src/server/render-frame.tsx) renders header, side menu, banners, footer and
// each remote slot's skeleton with React, from the page's first-screen guest answers; the edge
// writes that HTML into the page's `#root`, with the query cache it was rendered from, so the
// browser paints the first screen from the HTML and hydrates it (shell/src/bootstrap.tsx) instead
// of painting only once its scripts have run. Without the server build, without the answers, or
// when the render fails or runs late, the page goes as before (the start-up screen, then the shell).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { FRAME_ATTRIBUTE, FRAME_STATE_ELEMENT_ID, LANGUAGE_COOKIE, LANGUAGE_TAGS } from 'shared-contracts';
import type { BrandFiles } from './brand-files';
import type { FirstScreenData } from './first-screen-data';
import { messageOf } from '../http/errors';

/**
 * What the edge knows of the page it is sending: the frame renderer's request (the shell's
 * `FrameRequest`, shell/src/server/render-frame.tsx).
 */
export interface FrameRequest {
  hostname: string;
  pageHost: string;
  url: string;
  brandFiles: BrandFiles | Record<string, never>;
  answers: FirstScreenData | null;
  language?: string | undefined;
  signal?: AbortSignal;
}

/** The rendered frame (the shell's `RenderedFrame`). */
export interface RenderedFrame {
  html: string;
  language: string;
  theme: string;
  state: unknown;
  firstBanner: string | null;
  noScript: string;
}

/** The shell server build's `renderFrame`. */
export type FrameRenderer = (request: FrameRequest) => Promise<RenderedFrame | null>;

/** The longest a frame render may take before the page goes without it. */
export const FRAME_RENDER_TIMEOUT_MS = 250;

const require = createRequire(import.meta.url);

/**
 * The default server build: the shell's (its webpack.server.config.mjs writes it beside its browser
 * build). The edge loads it by path, at start-up.
 */
export const DEFAULT_FRAME_BUNDLE = path.resolve(import.meta.dirname, '../../../shell/dist-server/frame.cjs');

/**
 * The frame renderer of `bundle` (its `renderFrame`), or null when there is no server build there
 * (a page then goes without a frame).
 */
export function loadFrameRenderer(
  bundle: string = DEFAULT_FRAME_BUNDLE,
  log: (line: string) => void = (line) => console.warn(line),
): FrameRenderer | null {
  if (!bundle || !fs.existsSync(bundle)) return null;
  try {
    const { renderFrame } = require(bundle) as { renderFrame?: unknown };
    return typeof renderFrame === 'function' ? (renderFrame as FrameRenderer) : null;
  } catch (error) {
    log(`[edge] the shell's server build (${bundle}) could not be loaded; pages go without the frame: ${messageOf(error)}`);
    return null;
  }
}

/** The `hisLang` cookie's value when it is a language code (the shell checks it is offered). */
export function chosenLanguage(cookieHeader: string | undefined): string | undefined {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = rest.join('=').trim().toUpperCase();
      return /^[A-Z]{2}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

const escapeAttribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Renders the frame, within `timeoutMs`; null when there is no renderer, no answers, or the render
 * fails, declines or runs late.
 */
export async function renderPageFrame(
  renderer: FrameRenderer | null,
  request: Omit<FrameRequest, 'signal'>,
  { timeoutMs = FRAME_RENDER_TIMEOUT_MS, log = () => undefined }: { timeoutMs?: number; log?: (line: string) => void } = {},
): Promise<RenderedFrame | null> {
  if (!renderer || !request.answers) return null;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      renderer({ ...request, signal: controller.signal }).catch((error: unknown) => {
        log(`[edge] the frame of ${request.url} did not render: ${messageOf(error)}`);
        return null;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The calls whose answers the frame's query cache carries (its notices and the side menu's vendor lanes). */
const FRAME_CACHE_PATHS = ['/wps/relay/MCSFE_getListAnnouncements', '/wps/relay/GCSGAME_newGameVendor?merchantCode='];

/**
 * The page's first-screen answers without those the frame's query cache already carries: the
 * browser starts with that cache, so it never asks those calls at start (the page would carry them
 * twice). Unchanged without a frame.
 */
export function answersBesideFrame(answers: FirstScreenData | null, frame: RenderedFrame | null): FirstScreenData | null {
  if (!frame || !answers) return answers;
  const kept = Object.entries(answers.answers).filter(
    ([key]) => !FRAME_CACHE_PATHS.some((prefix) => key === prefix || key.startsWith(prefix.includes('?') ? prefix : `${prefix}?`)),
  );
  return { ...answers, answers: Object.fromEntries(kept) };
}

/**
 * The page with `frame` in it: its HTML in `#root` (replacing the start-up screen), marked with its
 * language; the query cache it was rendered from as a JSON data block (`<` escaped); `<html>` in its
 * language and theme; the resource hints React wrote before it (the first banner's preload) moved to
 * the head, with the first banner preloaded at high priority; and a translated notice for a browser
 * without JavaScript. Unchanged without a frame or without the elements it needs.
 */
export function withFrame(html: string, frame: RenderedFrame | null): string {
  if (!frame) return html;
  const root = /<div id="?root"?>[\s\S]*(?=<\/body>)/i;
  if (!root.test(html) || !/<\/head>/i.test(html)) return html;
  // React writes a hoisted preload (the first banner, fetchpriority high) at the start of a
  // fragment it renders without a head: it belongs in the page's head.
  let body = frame.html;
  let hints = '';
  const hint = /^<link\b[^>]*\/?>/i;
  for (let match = hint.exec(body); match; match = hint.exec(body)) {
    hints += match[0];
    body = body.slice(match[0].length);
  }
  if (!hints && frame.firstBanner)
    hints = `<link rel="preload" as="image" href="${escapeAttribute(frame.firstBanner)}" fetchpriority="high">`;
  const state = JSON.stringify(frame.state).replace(/</g, '\\u003c');
  const noscript = frame.noScript ? `<noscript><p class="wl-noscript" role="alert">${escapeAttribute(frame.noScript)}</p></noscript>` : '';
  // (shared-contracts `languageTag`'s table: TY is Vietnamese)
  const lang = LANGUAGE_TAGS[frame.language] ?? 'vi';
  return html
    .replace(/<html\b[^>]*>/i, `<html lang="${lang}" data-theme="${escapeAttribute(frame.theme)}">`)
    .replace(/<\/head>/i, `${hints}<script type="application/json" id="${FRAME_STATE_ELEMENT_ID}">${state}</script></head>`)
    .replace(root, () => `${noscript}<div id="root" ${FRAME_ATTRIBUTE}="${escapeAttribute(frame.language)}">${body}</div>`);
}
