import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonTranslations } from '../i18n/common-resources';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE_ATTRIBUTE, resolveTranslationLanguage } from '../i18n/languages';
import type { Translations } from '../i18n/translations';

/**
 * The i18next language id of a brand language code. i18next normalises upper-case codes such as
 * `EN` to `en` when it resolves fallbacks (and then misses upper-case resource keys), so resources
 * and `changeLanguage` use the lower-case id of the translation file the code resolves to.
 */
export function i18nextLanguage(code: string): string {
  return resolveTranslationLanguage(code).toLowerCase();
}

/** Options of {@link createAppI18n}. */
export interface AppI18nOptions {
  /** The app's own translations (its namespace is the instance's default namespace). */
  translations: Translations;
  /** Other namespaces the app shows (the kit's `ui`, ...). `common` is always included. */
  extra?: readonly Translations[];
  /** Starting language code (any brand code; unknown codes use EN's file). */
  language?: string;
}

/** The namespaces each instance shows, so a language switch loads all of them. */
const namespacesOf = new WeakMap<I18n, readonly Translations[]>();
/** The language each instance was last asked for (a slow load must not override a later switch). */
const wantedOf = new WeakMap<I18n, string>();
/**
 * The load per instance and language id, so React's `use()` sees one stable promise. A failed load
 * stays (so `use()` throws it to the error boundary instead of retrying in a loop) until a switch
 * or {@link retryAppLanguage} asks again.
 */
const loadsOf = new WeakMap<I18n, Map<string, Promise<void>>>();
const failed = new WeakMap<Promise<void>, unknown>();

function namespaces(i18n: I18n): readonly Translations[] {
  return namespacesOf.get(i18n) ?? [];
}

/**
 * Creates an app's own i18next instance (MF i18n guide: one instance per app so namespaces never
 * override each other) with the shared `common` namespace. Only the starting language is used: the
 * texts already loaded are there at once and the rest start loading; {@link pendingAppLanguage}
 * says when they are in (RemoteProviders suspends on it; the shell waits for {@link loadAppLanguage}
 * before its first render).
 * There is no fallback language: every key exists in all six files (each app tests it), and a
 * missing one is reported in the console, where the six-language e2e scan looks for it.
 */
export function createAppI18n({ translations, extra = [], language = DEFAULT_LANGUAGE }: AppI18nOptions): I18n {
  const instance = i18next.createInstance();
  const all = [commonTranslations, translations, ...extra];
  const start = resolveTranslationLanguage(language);
  const id = start.toLowerCase();
  const bundle: Resource = { [id]: {} };
  for (const entry of all) {
    const texts = entry.peek(start);
    if (texts) bundle[id]![entry.namespace] = texts;
  }
  void instance.use(initReactI18next).init({
    resources: bundle,
    partialBundledLanguages: true,
    lng: id,
    fallbackLng: false,
    ns: all.map((entry) => entry.namespace),
    defaultNS: translations.namespace,
    fallbackNS: commonTranslations.namespace,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A key found in no language is a bug: say so in the console, where the six-language e2e scan
    // looks for it (i18next itself only logs it in debug mode).
    saveMissing: true,
    missingKeyHandler: (languages, ns, key) => {
      console.warn(`i18next::translator: missingKey ${languages.join(',')} ${ns} ${key}`);
    },
  });
  namespacesOf.set(instance, all);
  wantedOf.set(instance, id);
  // Start downloading what is missing now; a failure surfaces where the texts are awaited.
  if (!addLoaded(instance, start)) loadInto(instance, start).catch(() => undefined);
  return instance;
}

/**
 * Starts downloading an app's texts in the page's interface language (the root element's
 * {@link LANGUAGE_CODE_ATTRIBUTE}, set by the shell) when the app's code is evaluated, so they
 * arrive with its chunks instead of after its first render: {@link createAppI18n} then finds them
 * loaded or in flight (loads are shared). Without the attribute (tests, a host that does not set it)
 * it does nothing; a failed download is retried where the texts are awaited.
 */
export function preloadAppTexts({ translations, extra = [] }: Pick<AppI18nOptions, 'translations' | 'extra'>): void {
  const code = typeof document === 'undefined' ? null : document.documentElement.getAttribute(LANGUAGE_CODE_ATTRIBUTE);
  if (!code) return;
  const language = resolveTranslationLanguage(code);
  for (const entry of [commonTranslations, translations, ...extra]) entry.load(language).catch(() => undefined);
}

/** Adds the namespaces already loaded in this language; true when none is missing any more. */
function addLoaded(i18n: I18n, code: string): boolean {
  const language = resolveTranslationLanguage(code);
  const id = language.toLowerCase();
  let complete = true;
  for (const entry of namespaces(i18n)) {
    if (i18n.hasResourceBundle(id, entry.namespace)) continue;
    const texts = entry.peek(language);
    if (texts) i18n.addResourceBundle(id, entry.namespace, texts, true, true);
    else complete = false;
  }
  return complete;
}

function loadInto(i18n: I18n, code: string, { again = false } = {}): Promise<void> {
  const language = resolveTranslationLanguage(code);
  const id = language.toLowerCase();
  let loads = loadsOf.get(i18n);
  if (!loads) loadsOf.set(i18n, (loads = new Map()));
  let loading = loads.get(id);
  if (!loading || (again && failed.has(loading))) {
    const current: Promise<void> = Promise.all(namespaces(i18n).map((entry) => entry.load(language))).then(
      () => {
        loads.delete(id);
        addLoaded(i18n, code);
      },
      (error: unknown) => {
        failed.set(current, error);
        throw error;
      },
    );
    loads.set(id, (loading = current));
  }
  return loading;
}

/** Forgets the instance's failed loads, so the next render (an error boundary's Retry) loads again. */
export function retryAppLanguage(i18n: I18n): void {
  const loads = loadsOf.get(i18n);
  for (const [id, loading] of loads ?? []) if (failed.has(loading)) loads!.delete(id);
}

/**
 * Undefined when the instance's current language has all its texts, otherwise the (stable) promise
 * of their load, for React's `use()`.
 */
export function pendingAppLanguage(i18n: I18n): Promise<void> | undefined {
  return addLoaded(i18n, i18n.language) ? undefined : loadInto(i18n, i18n.language);
}

/**
 * For a component that must not render before the texts are in: returns when they are loaded,
 * otherwise throws the load in flight (Suspense waits for it) or, once it failed, its error (for
 * the error boundary, whose Retry calls {@link retryAppLanguage}). A thrown promise rather than
 * React's `use()`: `use()` must then run on every render, and it turns every synchronous `act()`
 * in the apps' tests into one that has to be awaited.
 */
export function suspendUntilAppLanguage(i18n: I18n): void {
  const pending = pendingAppLanguage(i18n);
  if (!pending) return;
  if (failed.has(pending)) throw failed.get(pending);
  throw pending;
}

/**
 * Switches an instance to a language once all of its namespaces are loaded in it (the old texts
 * stay on screen meanwhile). Of several quick switches, the last one asked for wins.
 */
export function loadAppLanguage(i18n: I18n, code: string): Promise<void> {
  const id = i18nextLanguage(code);
  wantedOf.set(i18n, id);
  const apply = async () => {
    if (wantedOf.get(i18n) === id && i18n.language !== id) await i18n.changeLanguage(id);
  };
  // Texts already loaded switch at once (in the same render pass as the event that asked).
  return addLoaded(i18n, code) ? apply() : loadInto(i18n, code, { again: true }).then(apply);
}
