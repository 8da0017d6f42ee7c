import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE_ATTRIBUTE, languageTag } from 'shared-contracts';
import { createAppQueryClient, loadAppLanguage } from 'shared-contracts/react';
import { loadBrand, readInlinedBrandFiles } from './app/load-site';
import { ShellApp } from './app/shell-app';
import { startSite } from './app/site-start';
import { createShellI18n } from './app/i18n';
import { LOCAL_KEYS } from './host/create-host';
import { reportCaughtError } from './telemetry/load-marks';
import './styles/theme.css';

// Before the brand is known, messages use the remembered language (or the default).
const rememberedLanguage = localStorage.getItem(LOCAL_KEYS.language) ?? DEFAULT_LANGUAGE;
const i18n = createShellI18n(rememberedLanguage);
// The start-up screens already speak this language: say so to assistive tech and the browser.
document.documentElement.lang = languageTag(rememberedLanguage);
// The language's code, for the remotes to start downloading their texts in it (preloadAppTexts).
document.documentElement.setAttribute(LANGUAGE_CODE_ATTRIBUTE, rememberedLanguage);
document.documentElement.dataset.theme = 'light';

// The start, as far as it goes without React: the brand files (those the edge wrote into the page,
// else downloaded), the host, and the status gate's calls, all while the texts load and the first
// render runs. ShellApp's start awaits it and reports its failure (the catch only keeps an early
// failure from being "unhandled").
const queryClient = createAppQueryClient();
const siteStart = startSite(loadBrand(window.location.hostname, undefined, readInlinedBrandFiles()), i18n, queryClient);
siteStart.catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(container, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <ShellApp i18n={i18n} siteStart={siteStart} queryClient={queryClient} />
    </StrictMode>,
  );
// Only this language's texts are downloaded (one small chunk); the first render waits for them so
// nothing shows a raw key. If the chunk cannot load, the shell still renders (the status gate
// shows what failed) rather than a blank page.
loadAppLanguage(i18n, rememberedLanguage).then(render, render);
