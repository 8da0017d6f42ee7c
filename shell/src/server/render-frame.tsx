// The shell's frame rendered on the edge (issue 47 item 1). Bundled for Node by
// webpack.server.config.mjs into dist-server/frame.cjs and called by the edge for each page: the
// same components, texts and query options as the browser's first render, so the browser hydrates
// this HTML instead of painting the page only after its scripts have run. Everything is made per
// call (i18next, host, session, query cache): nothing of one visitor's page reaches another's.
// Only guest data is used (the edge's first-screen answers, asked without the visitor's cookie);
// nothing here makes a network call.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { SYSTEM_STATUS, systemStatusOf, type Banner } from 'shared-contracts';
import { createAppQueryClient, loadAppLanguage } from 'shared-contracts/react';
import { createShellI18n } from '../app/i18n';
import { loadBrand, loadSystem, type InlinedBrandFiles } from '../app/load-site';
import { routeLayoutAt } from '../app/route-layout';
import { shellRoutes } from '../app/routes';
import { ShellApp } from '../app/shell-app';
import { createHost } from '../host/create-host';
import { bannersOfGroup } from '../pages/banner-strip';
import { safeHref } from '../pages/safe-href';
import { noticesQueryOptions, vendorLanesQueryOptions } from '../queries/shell-queries';
import { memoryStorage } from './memory-storage';

/** What the edge knows of the page it is sending. */
export interface FrameRequest {
  /** The page's host name (without port) and host (with it, as the status call sends it). */
  hostname: string;
  pageHost: string;
  /** The address: path and query. */
  url: string;
  /** The brand files the page carries (the edge's `readBrandFiles`, edge/src/pages/brand-files.ts). */
  brandFiles: InlinedBrandFiles;
  /** The first screen's guest answers the page carries (the edge's data block), by call key. */
  answers: { language: string; answers: Record<string, unknown> } | null;
  /** The visitor's language (the `hisLang` cookie), when they chose one. */
  language?: string | undefined;
  /** Abandons the render (the edge's time limit). */
  signal?: AbortSignal;
}

/** The rendered frame. */
export interface RenderedFrame {
  /** The frame's HTML, for the page's `#root`. */
  html: string;
  /** The language it is written in, and its theme (the page's `<html>` attributes). */
  language: string;
  theme: string;
  /** The query cache it was rendered from, which the browser starts with before it hydrates. */
  state: DehydratedState;
  /** The first banner's image (the page's largest paint), for a preload. */
  firstBanner: string | null;
  /** What a browser without JavaScript says, in the frame's language. */
  noScript: string;
}

/** A fetch that never reaches a network: the frame renders from the page's answers alone. */
const noNetwork: typeof fetch = () => Promise.reject(new TypeError('the frame renders without the network'));

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders the shell's frame for one page, or null when the page is not one the frame can show from
 * guest data: a brand the files do not give, a status gate without its answers, or one that does not
 * open the site (maintenance, a restriction): the browser then starts as without a frame.
 */
export async function renderFrame(request: FrameRequest): Promise<RenderedFrame | null> {
  let brand;
  try {
    brand = await loadBrand(request.hostname, noNetwork, request.brandFiles);
  } catch {
    return null;
  }
  const answers = request.answers;
  if (!answers) return null;
  const i18n = createShellI18n(answers.language);
  const host = createHost({
    brand,
    i18n,
    firstScreenData: { language: answers.language, answers: new Map(Object.entries(answers.answers)) },
    fetch: noNetwork,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    language: request.language ?? answers.language,
    restoreSessionLater: true,
  });
  const language = host.i18n.getLanguage();
  // The answers were asked in the page's language: a visitor's other language renders no frame.
  if (language !== answers.language) return null;
  const queryClient = createAppQueryClient();
  try {
    const [system] = await Promise.all([
      loadSystem(host.api, request.pageHost).catch(() => null),
      loadAppLanguage(i18n, language),
      // What the frame's own parts read (banners, the side menu's and footer's vendor lanes), from
      // the answers only; a missing one renders as loading, as the browser's first render does.
      queryClient.prefetchQuery({ ...noticesQueryOptions(host.api, language), retry: false }),
      queryClient.prefetchQuery({ ...vendorLanesQueryOptions(host.api, brand.merchantCode), retry: false }),
    ]);
    if (!system || systemStatusOf(system.permission) !== SYSTEM_STATUS.normal) return null;
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status !== 'success') queryClient.getQueryCache().remove(query);
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ShellApp i18n={i18n} queryClient={queryClient} started={{ host, system }} serverLocation={request.url} />
      </StrictMode>,
      {
        ...(request.signal ? { signal: request.signal } : {}),
        // Every boundary inline, in place: an outlined one is revealed by an inline script, which
        // the page's script policy (no inline script) refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: () => undefined,
      },
    );
    const html = await readAll(prelude);
    return {
      html,
      language,
      theme: host.theme.getTheme(),
      state: dehydrate(queryClient),
      noScript: i18n.t('shell:startup.noScript'),
      firstBanner: firstBannerOf(queryClient.getQueryData(noticesQueryOptions(host.api, language).queryKey)?.banners, pathname),
    };
  } finally {
    queryClient.clear();
  }
}

function firstBannerOf(banners: readonly Banner[] | undefined, pathname: string): string | null {
  const group = routeLayoutAt(shellRoutes, pathname).banner;
  if (!group || !banners) return null;
  const first = bannersOfGroup(banners, group)[0];
  return (first && safeHref(first.url)) ?? null;
}
