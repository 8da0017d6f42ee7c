import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages';

/** One namespace's texts in one language (the parsed JSON file). */
export type TranslationBundle = Record<string, unknown>;

/** What a loader resolves to: the JSON module (webpack and jest wrap it in `default`) or the bundle. */
type LoadedModule = TranslationBundle | { default: TranslationBundle };

/** One loader per shipped language, each a dynamic `import()` of that language's JSON file. */
export type TranslationLoaders = Readonly<Record<TranslatedLanguage, () => Promise<LoadedModule>>>;

/**
 * One namespace's translations, loaded a language at a time. Only the active language's file is
 * downloaded (issue 19); the others load when the player switches. Loads are shared: asking twice
 * for the same language, from any app on the page, fetches once.
 */
export interface Translations {
  readonly namespace: string;
  /** The bundle if this language is already loaded, otherwise undefined (never starts a load). */
  peek(language: TranslatedLanguage): TranslationBundle | undefined;
  /** Loads (once) and returns the bundle; a failed load is forgotten so the next call retries. */
  load(language: TranslatedLanguage): Promise<TranslationBundle>;
}

const defined = new Set<Translations>();

function bundleOf(loaded: LoadedModule): TranslationBundle {
  const inner = (loaded as { default?: unknown }).default;
  return typeof inner === 'object' && inner !== null ? (inner as TranslationBundle) : loaded;
}

/**
 * Declares a namespace's translations. Every loader names its chunk after its language (a
 * `webpackChunkName` of `i18n-en` for EN, ...), so one language is one file per build.
 */
export function defineTranslations(namespace: string, loaders: TranslationLoaders): Translations {
  const loaded = new Map<TranslatedLanguage, TranslationBundle>();
  const pending = new Map<TranslatedLanguage, Promise<TranslationBundle>>();
  const translations: Translations = {
    namespace,
    peek: (language) => loaded.get(language),
    load(language) {
      const done = loaded.get(language);
      if (done) return Promise.resolve(done);
      let loading = pending.get(language);
      if (!loading) {
        loading = loaders[language]().then(
          (module) => {
            const bundle = bundleOf(module);
            loaded.set(language, bundle);
            pending.delete(language);
            return bundle;
          },
          (error: unknown) => {
            pending.delete(language);
            throw error;
          },
        );
        pending.set(language, loading);
      }
      return loading;
    },
  };
  defined.add(translations);
  return translations;
}

/**
 * Loads every language of every namespace declared so far. For tests, whose renders expect the
 * texts at once (each jest project's `src/testing/preload-translations.ts` calls it in `beforeAll`);
 * the app itself never loads a language it does not show.
 */
export async function preloadAllTranslations(): Promise<void> {
  await Promise.all([...defined].flatMap((translations) => TRANSLATED_LANGUAGES.map((language) => translations.load(language))));
}
