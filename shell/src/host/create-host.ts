import type { i18n as I18n } from 'i18next';
import {
  LANGUAGE_COOKIE,
  CONTRACTS_VERSION,
  createApiClient,
  createPlatformEventBus,
  isWhitelabelEnabled,
  LANGUAGE_CODE_ATTRIBUTE,
  languageTag,
  offeredLanguages,
  type ApiClient,
  type BrandConfig,
  type HostApi,
  type LanguageCode,
  type PlatformEventBus,
  type SystemSnapshot,
  type Theme,
} from 'shared-contracts';
import { loadAppLanguage } from 'shared-contracts/react';
import { seededFetch, withSeedFallback, type FirstScreenData } from './first-screen-data';
import { createRemoteRenderer } from '../components/remote-slot/render-remote';
import { createSession, isSessionEnded, type Session } from '../session/session-store';

/** localStorage keys of the spec (§3 "Local storage"). */
export const LOCAL_KEYS = { language: 'hisLang', theme: 'theme' } as const;

export { LANGUAGE_COOKIE };

/** Options of {@link createHost}. */
export interface CreateHostOptions {
  brand: BrandConfig;
  /** The shell's own i18next instance, kept on the host's language. */
  i18n: I18n;
  /** Injected in tests; the real client otherwise. */
  api?: ApiClient;
  bus?: PlatformEventBus;
  fetch?: typeof fetch;
  /**
   * The answers the page carries for its first screen's guest calls (the edge's data block,
   * host/first-screen-data.ts): the API client takes a matching call's answer from them once.
   */
  firstScreenData?: FirstScreenData | null;
  sessionStorage?: Storage;
  localStorage?: Storage;
  /**
   * The language to start in instead of the stored one: the language of the frame the edge
   * rendered, which the browser hydrates before it switches to the stored one (issue 47).
   */
  language?: string;
  /** The session starts as a guest's and is restored later (`sessionInternals.restore()`): the hydrated frame is a guest's. */
  restoreSessionLater?: boolean;
}

/** The host API plus what only the shell uses. */
export interface ShellHost extends HostApi {
  readonly sessionInternals: Session;
  /** Connects the router (until then navigate does a full page load). */
  setNavigator(navigator: (to: string, options?: { replace?: boolean }) => void): void;
  /** Stores the status gate's answers (loaded after the host exists, through its API client). */
  setSystem(snapshot: SystemSnapshot): void;
  /** Another remote's expose in a slot of the host (`<HostRemote>`): loading, fallback or nothing. */
  renderRemote: NonNullable<HostApi['renderRemote']>;
}

/**
 * Builds the one {@link HostApi} of the page: API client, event bus, session, language, theme and
 * navigation. Created once, after the brand and system answers are in.
 */
export function createHost(options: CreateHostOptions): ShellHost {
  const { brand, i18n } = options;
  let system: SystemSnapshot | null = null;
  const local = options.localStorage ?? localStorage;
  const bus = options.bus ?? createPlatformEventBus();

  // Only the brand's translated languages are offered (a code without texts would show English under
  // its own name); a stored or default language outside them gives way to the first offered.
  const languages: readonly LanguageCode[] = offeredLanguages(brand.languages, brand.defaultLanguage);
  const isOffered = (code: string | null): code is LanguageCode => code !== null && languages.includes(code);
  const storedLanguage = options.language ?? local.getItem(LOCAL_KEYS.language);
  let language: LanguageCode = isOffered(storedLanguage)
    ? storedLanguage
    : isOffered(brand.defaultLanguage)
      ? brand.defaultLanguage
      : languages[0]!;
  let theme: Theme = brand.theme;
  let navigator: (to: string, options?: { replace?: boolean }) => void = (to, navOptions) => {
    if (navOptions?.replace) window.location.replace(to);
    else window.location.assign(to);
  };

  const session = createSession({
    getApi: () => api,
    bus,
    merchantCode: brand.merchantCode,
    startAsGuest: options.restoreSessionLater ?? false,
    ...(options.sessionStorage ? { storage: options.sessionStorage } : {}),
  });
  const seeded = options.firstScreenData
    ? seededFetch(options.firstScreenData, options.fetch ?? ((...args) => globalThis.fetch(...args)))
    : null;
  const platformClient = (fetchFn: typeof fetch | undefined) =>
    createApiClient({
      merchant: brand.merchantCode,
      getToken: session.getToken,
      getLanguage: () => language,
      ...(fetchFn ? { fetch: fetchFn } : {}),
      // A query's initial data from the page's answers (issue 47: the category lobby's first render).
      ...(seeded ? { peekAnswer: seeded.peek } : {}),
    });
  const client: ApiClient =
    options.api ?? (seeded ? withSeedFallback(platformClient(seeded.fetch), seeded) : platformClient(options.fetch));
  // Only a 401 or the platform's not-logged-in code ends a session (never a 500, a time-out or a
  // malformed answer), and only the session the call was made with.
  const api: ApiClient = {
    ...(client.peek ? { peek: client.peek.bind(client) } : {}),
    async call(endpoint, input, callOptions) {
      const token = session.getToken();
      try {
        return await client.call(endpoint, input, callOptions);
      } catch (error) {
        if (token && isSessionEnded(error)) session.expire(endpoint.id, token);
        throw error;
      }
    },
  };

  const applyLanguage = (code: LanguageCode) => {
    // The shell's texts switch once they are loaded (the old ones stay meanwhile); a failed load
    // keeps the current texts until the next switch or reload.
    loadAppLanguage(i18n, code).catch(() => undefined);
    if (typeof document === 'undefined') return;
    document.documentElement.lang = languageTag(code);
    document.documentElement.setAttribute(LANGUAGE_CODE_ATTRIBUTE, code);
    // The edge renders the next page's frame in this language (issue 47); a year, like the choice.
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  };
  const applyTheme = (next: Theme) => {
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = next;
    local.setItem(LOCAL_KEYS.theme, next);
  };

  const host: ShellHost = {
    contractsVersion: CONTRACTS_VERSION,
    brand,
    api,
    bus,
    session,
    sessionInternals: session,
    system: {
      getSnapshot: () => system,
      isEnabled: (modId) => (system ? isWhitelabelEnabled(system.whitelabel, modId) : false),
    },
    i18n: {
      languages,
      getLanguage: () => language,
      setLanguage(code) {
        if (!isOffered(code) || code === language) return;
        language = code;
        local.setItem(LOCAL_KEYS.language, code);
        applyLanguage(code);
        bus.emit('i18n:language-changed', { language: code });
      },
    },
    theme: {
      getTheme: () => theme,
      setTheme(next) {
        if (next === theme) return;
        theme = next;
        applyTheme(next);
        bus.emit('theme:changed', { theme: next });
      },
    },
    navigate: (to, navOptions) => navigator(to, navOptions),
    setNavigator(next) {
      navigator = next;
    },
    setSystem(snapshot) {
      system = snapshot;
    },
    renderRemote: (request) => renderRemote(request),
  };
  const renderRemote = createRemoteRenderer(() => host, i18n);

  // Spec §1/§4: the theme is forced on load (to the brand's theme, light unless a brand says
  // otherwise), whatever was stored; the language comes from `hisLang`.
  applyTheme(theme);
  applyLanguage(language);
  bus.emit('theme:changed', { theme });
  bus.emit('i18n:language-changed', { language });
  return host;
}
