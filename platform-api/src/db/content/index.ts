import type { ContentLanguage } from '../../i18n/language';
import { Phrasebook } from '../../i18n/phrasebook';
import { ACTIONS, FEATURES, MESSAGES, VERIFICATION_METHODS } from './messages';

// Every content table of the API. Stored English texts (seeded content, notes, memos) are found
// in them when a reader asks for another language.

const PHRASEBOOK = new Phrasebook([MESSAGES, ACTIONS, FEATURES, VERIFICATION_METHODS]);

/**
 * A stored English text in a language: the text of the table entry it was written from (its
 * parameters translated too), or the text itself when no table knows it (typed by a person).
 */
export function translateStored(text: string, language: ContentLanguage): string {
  return PHRASEBOOK.translate(text, language);
}

/** Like {@link translateStored}, for an optional text. */
export function translateOptional<T extends string | null | undefined>(text: T, language: ContentLanguage): T {
  return (typeof text === 'string' ? translateStored(text, language) : text) as T;
}
