import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE_ATTRIBUTE, languageTag } from 'shared-contracts';
import { loadAppLanguage } from 'shared-contracts/react';
import { loadBrand, readInlinedBrandFiles } from './app/load-site';
import { ShellApp } from './app/shell-app';
import { createShellI18n } from './app/i18n';
import { LOCAL_KEYS } from './host/create-host';
import './styles/theme.css';

// Before the brand is known, messages use the remembered language (or the default).
const rememberedLanguage = localStorage.getItem(LOCAL_KEYS.language) ?? DEFAULT_LANGUAGE;
const i18n = createShellI18n(rememberedLanguage);
// The start-up screens already speak this language: say so to assistive tech and the browser.
document.documentElement.lang = languageTag(rememberedLanguage);
// The language's code, for the remotes to start downloading their texts in it (preloadAppTexts).
document.documentElement.setAttribute(LANGUAGE_CODE_ATTRIBUTE, rememberedLanguage);
document.documentElement.dataset.theme = 'light';

// The brand files: those the edge wrote into the page, else downloaded (index, then the brand) while
// the texts are; ShellApp's start awaits them (and reports their failure: the catch only keeps an
// early failure from being "unhandled").
const brandLoad = loadBrand(window.location.hostname, undefined, readInlinedBrandFiles());
brandLoad.catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <ShellApp i18n={i18n} brandLoad={brandLoad} />
    </StrictMode>,
  );
// Only this language's texts are downloaded (one small chunk); the first render waits for them so
// nothing shows a raw key. If the chunk cannot load, the shell still renders (the status gate
// shows what failed) rather than a blank page.
loadAppLanguage(i18n, rememberedLanguage).then(render, render);
