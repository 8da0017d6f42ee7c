// A simple detector of English sentences in text meant for a Vietnamese reader: English function
// words that Vietnamese, even written without its marks, never uses on its own. Short words that
// are also Vietnamese syllables (an, in, to, may, can, no, hay, ...) are left out on purpose.

/** English function words a Vietnamese text never contains. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'the',
  'and',
  'of',
  'your',
  'you',
  'is',
  'are',
  'was',
  'were',
  'been',
  'be',
  'with',
  'for',
  'this',
  'that',
  'these',
  'those',
  'has',
  'have',
  'had',
  'will',
  'would',
  'should',
  'from',
  'not',
  'please',
  'there',
  'their',
  'which',
  'must',
  'cannot',
  'our',
  'we',
  'it',
  'its',
  'by',
  'at',
  'or',
  'into',
  'only',
  'already',
  'than',
  'after',
  'before',
  'when',
  'then',
  'also',
  'does',
  'did',
  'every',
  'each',
  'here',
  'what',
  'how',
  'why',
  'who',
  'get',
  'enter',
  'choose',
  'add',
  'too',
  'many',
  'no',
  'such',
  'again',
  'later',
  'first',
  'new',
  'welcome',
]);

/** Vietnamese letters (with their marks), which English text never contains. */
export const VIETNAMESE_LETTERS = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/** Text without HTML tags and entities. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The English function words of a text (empty: no English sentence in it). Addresses and paths,
 * codes (`not_received`) and words in capitals (`GET`, `VIP`) are not words of a sentence.
 */
export function englishWords(text: string): string[] {
  return plainText(text)
    .replace(/\S*[/@]\S*/g, ' ')
    .split(/[^A-Za-z\u00c0-\u1ef9'_]+/)
    .filter((word) => word !== word.toUpperCase() && !word.includes('_'))
    .map((word) => word.toLowerCase())
    .filter((word) => ENGLISH_STOP_WORDS.has(word));
}

/** Keys whose values are addresses, not texts. */
const ADDRESS_KEYS = new Set([
  'url',
  'image',
  'link',
  'path',
  'icon',
  'showIcon',
  'defaultIcon',
  'referralLink',
  'affiliateLink',
  'promotionDomains',
  'qrPayload',
  'token',
]);

/** Every text of an answer's value (strings at any depth, addresses left out), with where it was. */
export function textsOf(value: unknown, path = '$'): { path: string; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (ADDRESS_KEYS.has(key) ? [] : textsOf(item, `${path}.${key}`)));
  }
  return [];
}
