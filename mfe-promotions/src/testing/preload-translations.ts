import { preloadAllTranslations } from 'shared-contracts';
// Declares this app's translations (and, through it, the kit's and the common ones).
import '../app/i18n';

// The app loads one language at a time; its tests render at once in any language.
beforeAll(() => preloadAllTranslations());
