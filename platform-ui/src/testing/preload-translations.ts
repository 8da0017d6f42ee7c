import { preloadAllTranslations } from 'shared-contracts';
// Declares the kit's translations (and, through shared-contracts, the common ones).
import '../kit-i18n';

// Apps load one language at a time; the kit's tests render at once in any language.
beforeAll(() => preloadAllTranslations());
