import type { Page } from '@playwright/test';

/** The element in which the edge writes the host's brand files into the app page (edge/src/pages/brand-files.ts). */
const BRAND_FILES = /(<script type="application\/json" id="wl-brand-files">)(.*?)(<\/script>)/s;

/**
 * The app pages this page opens arrive without the brand file in them, as the edge sends them when it
 * cannot read that file (only the index stays): the shell then fetches `/brands/<id>.json`, so a
 * journey can answer that request as it likes (a failing file, a brand with another flag). This is
 * also how the shell starts behind a server that does not write the files into the page (the static
 * nginx config).
 */
export async function leaveBrandFileOutOfPage(page: Page): Promise<void> {
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html'),
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document' || !request.isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(BRAND_FILES, (_whole, open: string, json: string, close: string) => {
        const { index } = JSON.parse(json) as { index?: unknown };
        return `${open}${JSON.stringify({ index }).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
}
