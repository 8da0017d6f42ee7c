import { FIRST_SCREEN_FILES_TEMPLATE, startFirstScreenFiles } from './first-screen-files';
import { firstScreenFilesWaitForBanner } from './first-screen';

const ENTRY = '/registry/mfe-account/1.0.0/remoteEntry.js';

describe('the first screen’s remote files', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('wait in the edge’s template (nothing is fetched), and start when the shell moves them into the head', () => {
    document.head.innerHTML = `<title>x</title><template id="${FIRST_SCREEN_FILES_TEMPLATE}"><link rel="preload" as="script" href="${ENTRY}" integrity="sha384-abc" crossorigin="anonymous" fetchpriority="low"><link rel="preload" as="style" href="/registry/mfe-account/1.0.0/page.css" fetchpriority="low"></template>`;
    // Inert: a template's content is not part of the document.
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);

    expect(startFirstScreenFiles()).toBe(2);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([ENTRY, '/registry/mfe-account/1.0.0/page.css']);
    // Hash and CORS mode kept: the runtime's script tag must match the download to reuse it.
    expect(links[0]?.getAttribute('integrity')).toBe('sha384-abc');
    expect(links[0]?.getAttribute('crossorigin')).toBe('anonymous');
    expect(document.getElementById(FIRST_SCREEN_FILES_TEMPLATE)).toBeNull();
    // Once only.
    expect(startFirstScreenFiles()).toBe(0);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
  });

  it('starts nothing on a page without the template', () => {
    expect(startFirstScreenFiles()).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('wait for the first banner’s paint on the registration page (its form needs no data) and on a page carrying its answers; else start at once', () => {
    expect(firstScreenFilesWaitForBanner('/register')).toBe(true);
    expect(firstScreenFilesWaitForBanner('/register.html')).toBe(true);
    expect(firstScreenFilesWaitForBanner('/')).toBe(false);
    expect(firstScreenFilesWaitForBanner('/rng')).toBe(false);
    expect(firstScreenFilesWaitForBanner('/', true)).toBe(true);
    expect(firstScreenFilesWaitForBanner('/promotions', true)).toBe(true);
  });
});
