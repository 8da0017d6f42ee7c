/**
 * The registration pattern kinds of spec §5: server `patternId` → whole-value regex + message key.
 *
 * Requested in shared-contracts domain (`REGISTER_PATTERN_KINDS`, see /tmp/contract-requests.md);
 * until it lands this is the table the form uses. The validator never reads this module directly:
 * it takes a table as input, so swapping in the contract's table is a one-line change.
 * Regexes check the character rules only; length comes from the field's minLength/maxLength.
 */
export interface RegisterPatternKind {
  /** The server's patternId. */
  id: number;
  /** Stable name; the message key is `validation.pattern.<kind>` in the `account` namespace. */
  kind: string;
  /** Tests the whole value. */
  pattern: RegExp;
  /** Message key (the text carries (min) and (max) placeholders). */
  messageKey: string;
}

const kind = (id: number, name: string, pattern: RegExp): RegisterPatternKind => ({
  id,
  kind: name,
  pattern,
  messageKey: `validation.pattern.${name}`,
});

/** The 22 generic kinds of spec §5, in the order the spec lists them (password kind first seen as id 4). */
export const LOCAL_REGISTER_PATTERN_KINDS: readonly RegisterPatternKind[] = [
  kind(1, 'charactersOnly', /^\p{L}+$/u),
  kind(2, 'letterFirstAlnum', /^[A-Za-z][A-Za-z0-9]*$/),
  kind(3, 'chineseDigits', /^[\u4e00-\u9fa50-9]+$/),
  kind(4, 'lettersDigitsCombined', /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/),
  kind(5, 'email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  kind(6, 'alnumNoSpecial', /^[A-Za-z0-9]+$/),
  kind(7, 'digitsOnly', /^\d+$/),
  kind(8, 'alnumOneUpper', /^(?=.*[A-Z])[A-Za-z0-9]+$/),
  kind(9, 'englishLettersSpaces', /^[A-Za-z ]+$/),
  kind(10, 'noSpaces', /^\S+$/),
  kind(11, 'chinesePunctuation', /^[\u4e00-\u9fa5\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\u00b7\u2014\u2018\u2019\u201c\u201d\u2026.,!?;:'"()-]+$/),
  kind(12, 'dateYmd', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  kind(13, 'dateMdy', /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/),
  kind(14, 'koreanOnly', /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/),
  kind(15, 'thaiOnly', /^[\u0e00-\u0e7f]+$/),
  kind(16, 'thaiEnglishSpaces', /^[\u0e00-\u0e7fA-Za-z ]+$/),
  kind(17, 'upperSpacesOneLetter', /^(?=.*[A-Z])[A-Z ]+$/),
  kind(18, 'lettersDigitsSymbols', /^[A-Za-z0-9!-/:-@[-`{-~]+$/),
  kind(19, 'strongPassword', /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/),
  kind(20, 'fullNameTwoParts', /^\p{L}+ \p{L}+$/u),
  kind(21, 'fullWidthJapanese', /^[\u3040-\u309f\u30a0-\u30ff\u4e00-\u9fafー\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]+$/),
  kind(22, 'uppercaseOnly', /^[A-Z]+$/),
];
