import { preloadAllTranslations } from '../i18n/translations';
// Declares the common translations.
import '../i18n/common-resources';

// Apps load one language at a time; these tests render at once in any language.
beforeAll(() => preloadAllTranslations());
