import { SPEC_CONSTANTS } from 'shared-contracts';
import { z } from 'zod/mini';

/**
 * The feedback rules (spec §5 "Other": content required, between a minimum and a maximum number of
 * words; the catalogue's `member.feedback` takes at most 140 characters). The spec gives no word
 * numbers: 3 to 40 words is our definition, written here once.
 */
export const FEEDBACK_RULES = { minWords: 3, maxWords: 40, maxLength: 140 } as const;

/**
 * Words in `text`, in any of the site's languages: Chinese and Thai do not separate words with
 * spaces, so `Intl.Segmenter` finds them (whitespace split where it is missing).
 */
export function countWords(text: string, locale = 'en'): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  if (typeof Intl.Segmenter === 'function') {
    let count = 0;
    for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(trimmed)) if (segment.isWordLike) count += 1;
    return count;
  }
  return trimmed.split(/\s+/).length;
}

/** The form's values. */
export interface FeedbackValues {
  content: string;
  /** Chosen images (the kit's ImagePicker has already refused wrong types, big files and a fourth). */
  images: File[];
}

/** The form's schema; messages are i18n keys of the `shell` namespace. */
export function feedbackSchema(locale: string) {
  return z.object({
    content: z.string().check(
      z.trim(),
      z.minLength(1, 'feedback.errors.required'),
      z.maxLength(FEEDBACK_RULES.maxLength, 'feedback.errors.tooLong'),
      z.refine((text) => countWords(text, locale) >= FEEDBACK_RULES.minWords, 'feedback.errors.tooFewWords'),
      z.refine((text) => countWords(text, locale) <= FEEDBACK_RULES.maxWords, 'feedback.errors.tooManyWords'),
    ),
    images: z
      .array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))
      .check(z.maxLength(SPEC_CONSTANTS.uploadImages.maxCount)),
  });
}
