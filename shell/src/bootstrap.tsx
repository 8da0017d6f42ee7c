import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE_ATTRIBUTE, SYSTEM_STATUS, languageTag, systemStatusOf } from 'shared-contracts';
import { createAppQueryClient, loadAppLanguage } from 'shared-contracts/react';
import { loadBrand, readInlinedBrandFiles } from './app/load-site';
import { frameLanguageOf, hydrateFrameState } from './app/page-frame';
import { ShellApp } from './app/shell-app';
import { startSite, type SiteStart } from './app/site-start';
import { createShellI18n } from './app/i18n';
import { LOCAL_KEYS } from './host/create-host';
import { reportCaughtError } from './telemetry/load-marks';
import './styles/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.language);
  } catch {
    return null;
  }
}

// The edge rendered the shell's frame into the page (issue 47) when #root says in which language.
const frameLanguage = frameLanguageOf(container);
const rememberedLanguage = storedLanguage() ?? DEFAULT_LANGUAGE;
const startLanguage = frameLanguage ?? rememberedLanguage;
// Before the brand is known, messages use the frame's or the remembered language (or the default).
const i18n = createShellI18n(startLanguage);
// The start-up screens already speak this language: say so to assistive tech and the browser.
document.documentElement.lang = languageTag(startLanguage);
// The language's code, for the remotes to start downloading their texts in it (preloadAppTexts).
document.documentElement.setAttribute(LANGUAGE_CODE_ATTRIBUTE, startLanguage);
if (!frameLanguage) document.documentElement.dataset.theme = 'light';

// The start, as far as it goes without React: the brand files (those the edge wrote into the page,
// else downloaded), the host, and the status gate's calls, all while the texts load and the first
// render runs. ShellApp's start awaits it and reports its failure (the catch only keeps an early
// failure from being "unhandled"). Over the edge's frame, the host starts in the frame's language
// and as a guest (the frame is a guest's), with the query cache the frame was rendered from.
const queryClient = createAppQueryClient();
const hasFrameState = frameLanguage !== null && hydrateFrameState(queryClient);
const siteStart = startSite(
  loadBrand(window.location.hostname, undefined, readInlinedBrandFiles()),
  i18n,
  queryClient,
  hasFrameState ? { language: frameLanguage, restoreSessionLater: true } : {},
);
siteStart.catch(() => undefined);

/** The shell rendered from scratch (the start-up screen, then the site), replacing what #root holds. */
const render = () =>
  createRoot(container, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <ShellApp i18n={i18n} siteStart={siteStart} queryClient={queryClient} />
    </StrictMode>,
  );

/**
 * The edge's frame hydrated: once the host, the status gate (from the page's answers) and the
 * frame language's texts are in, the first render is the frame's own HTML, which React keeps. A
 * gate that does not open the site, or a host in another language, renders from scratch instead.
 * After hydration the visitor's stored language, if another, takes over.
 */
async function hydrateFrame(start: Promise<SiteStart>, language: string) {
  const [{ host, system: systemLoad }] = await Promise.all([start, loadAppLanguage(i18n, language)]);
  const system = await systemLoad;
  if (systemStatusOf(system.permission) !== SYSTEM_STATUS.normal || host.i18n.getLanguage() !== language) {
    render();
    return;
  }
  const wanted = storedLanguage();
  hydrateRoot(
    container!,
    <StrictMode>
      <ShellApp
        i18n={i18n}
        queryClient={queryClient}
        started={{ host, system }}
        onHydrated={() => {
          if (wanted && wanted !== language) host.i18n.setLanguage(wanted);
        }}
      />
    </StrictMode>,
    {
      onCaughtError: reportCaughtError,
      // A frame the first render did not match (React's #418/#423/#425): the page still works,
      // rendered again in the browser; the journeys count these and allow none.
      onRecoverableError: (error) => console.error('[shell] the page frame did not hydrate', error),
    },
  );
}

if (hasFrameState) hydrateFrame(siteStart, frameLanguage).catch(render);
// Only this language's texts are downloaded (one small chunk); the first render waits for them so
// nothing shows a raw key. If the chunk cannot load, the shell still renders (the status gate
// shows what failed) rather than a blank page.
else loadAppLanguage(i18n, startLanguage).then(render, render);
