// The app page (the shell's index.html) as the edge sends it: a fresh style nonce and its policy,
// the load token, the brand files, the first screen's preloads and guest answers, and the shell's
// frame rendered from those answers.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, createNonce, withStyleNonce } from '../http/security-headers';
import type { PinSource } from '../pins/pin-source';
import { withLoadToken, type LoadTokens } from '../telemetry/load-token';
import { brandIdFor, withBrandFiles } from './brand-files';
import { firstScreenData, withFirstScreenData } from './first-screen-data';
import { firstScreenPreloads, withPreloads, type ReadManifest } from './first-screen-preloads';
import type { GuestCallCache } from './guest-call-cache';
import { answersBesideFrame, chosenLanguage, renderPageFrame, withFrame, type FrameRenderer } from './page-frame';
import { pageHostFor } from './page-host';

/** What the app page is made from. */
export interface AppPageOptions {
  distDir: string;
  registryDir: string;
  /** The manifest reader of a bucket registry, once it is set up (none: the registry folder's files). */
  manifests: () => ReadManifest | undefined;
  pins: PinSource;
  loadTokens: LoadTokens;
  guestCalls: GuestCallCache;
  upstream: string;
  clientAddress: (request: FastifyRequest) => string;
  firstScreenDataTimeoutMs: number;
  renderFrame: FrameRenderer | null;
  frameRenderTimeoutMs: number;
  gameFrameOrigins: readonly string[];
  log: (line: string) => void;
  /** Marks a request whose answer the edge compresses as it goes. */
  compress: (request: FastifyRequest) => void;
}

/** The app page's handler, and the policy each page was sent with (its nonce). */
export interface AppPage {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  policyOf(request: FastifyRequest): string | undefined;
}

/**
 * The app page is sent with a fresh nonce each time (so never from a cache or as a 304: no
 * validators, and no precompressed copy, whose nonce would be stale).
 */
export function createAppPage(options: AppPageOptions): AppPage {
  const { distDir, registryDir, pins, loadTokens, guestCalls, upstream, clientAddress, log } = options;
  /** The policy of the app page, with the nonce its HTML carries. */
  const pagePolicies = new WeakMap<FastifyRequest, string>();
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
    } catch {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    const nonce = createNonce();
    pagePolicies.set(request, contentSecurityPolicy(options.gameFrameOrigins, { styleNonce: nonce }));
    options.compress(request);
    // The brand files of the host the page was asked for (the Host header without its port, as the
    // shell's location.hostname), from the pin store: an operator's re-pin shows on the next page.
    const { files: brandFiles, releases } = await pins.page((request.headers.host ?? '').replace(/:\d+$/, ''), brandIdFor);
    const url = request.raw.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    // The page's load token: its reports count as one load of what this page was planned to show.
    const brand = brandFiles?.brand;
    const withToken = (text: string) =>
      typeof brand?.id === 'string' ? withLoadToken(text, loadTokens.issue(brand.id, brand.remotes, request.headers.cookie)) : text;
    const language = chosenLanguage(request.headers.cookie);
    // The first screen's guest calls, started now and waited for at most the cap (first-screen-data.ts).
    // The host the page's answers are asked for (a host the brand lists: page-host.ts).
    const pageHost = pageHostFor(brand, request.headers.host);
    const data = firstScreenData({
      chosenLanguage: language,
      upstream,
      pathname,
      brand,
      pageHost,
      clientAddress: clientAddress(request),
      forwardedProto: request.protocol ?? 'http',
      timeoutMs: options.firstScreenDataTimeoutMs,
      cache: guestCalls,
    }).catch(() => null);
    // The page's first-screen remote files, fetched beside the shell's code (first-screen-preloads.ts).
    const readManifest = options.manifests();
    const preloads = await firstScreenPreloads({
      distDir,
      registryDir,
      ...(readManifest ? { readManifest } : {}),
      releases,
      brand,
      pathname,
      search: url.includes('?') ? url.slice(url.indexOf('?')) : '',
      cookie: request.headers.cookie,
    });
    const answers = await data;
    // The shell's frame, rendered from those answers (page-frame.ts); the page goes without it
    // when it cannot be rendered in time.
    const frame = await renderPageFrame(
      options.renderFrame,
      { hostname: pageHost.replace(/:\d+$/, ''), pageHost, url, brandFiles: brandFiles ?? {}, answers, language },
      { log, timeoutMs: options.frameRenderTimeoutMs },
    );
    // A page carrying the status gate's answer for the visitor's address is this visitor's: no
    // shared cache keeps it (it held only guest answers, never the visitor's session).
    return reply
      .header('Cache-Control', answers ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withFrame(
          withFirstScreenData(
            withPreloads(withBrandFiles(withStyleNonce(withToken(html), nonce), brandFiles), preloads),
            answersBesideFrame(answers, frame),
          ),
          frame,
        ),
      );
  };
  return { send, policyOf: (request) => pagePolicies.get(request) };
}
