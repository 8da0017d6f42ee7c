/**
 * The registration pattern kinds of spec §5: server `patternId` → whole-value regex + message key.
 *
 * The table itself is a contract (the reference API enforces the same one): shared-contracts'
 * `REGISTRATION_PATTERNS` (domain/registration). Until that export is on main, LOCAL_PATTERN_TABLE
 * is a verbatim copy of it in the same shape; the validator only ever sees the adapted list from
 * {@link patternKindsFrom}, so switching is one import.
 */
export interface PatternTableEntry {
  readonly id: number;
  /** Regex source, '*' = anything. */
  readonly source: string;
  readonly flags: string;
  /** Key of the `account` namespace; the text carries (min) and (max). */
  readonly messageKey: string;
}

/** One pattern kind as the validator uses it. */
export interface RegisterPatternKind {
  /** The server's patternId. */
  id: number;
  /** Stable name (the last segment of the message key). */
  kind: string;
  /** Tests the whole value; null for '*' (anything). */
  pattern: RegExp | null;
  /** Message key (the text carries (min) and (max) placeholders). */
  messageKey: string;
}

/** Adapts a pattern table (shared-contracts' shape) for the validator. */
export function patternKindsFrom(table: Readonly<Record<number, PatternTableEntry>>): RegisterPatternKind[] {
  return Object.values(table).map((entry) => ({
    id: entry.id,
    kind: entry.messageKey.split('.').pop() ?? String(entry.id),
    pattern: entry.source === '*' ? null : new RegExp(entry.source, entry.flags),
    messageKey: entry.messageKey,
  }));
}

const p = (id: number, source: string, flags: string, name: string): PatternTableEntry => ({
  id,
  source,
  flags,
  messageKey: `validation.pattern.${name}`,
});

/** Copy of shared-contracts' REGISTRATION_PATTERNS (ids and regexes are that contract's definition). */
export const LOCAL_PATTERN_TABLE: Readonly<Record<number, PatternTableEntry>> = Object.fromEntries(
  [
    p(0, '*', '', 'any'),
    p(1, '^[\\p{L}\\p{M} ]+$', 'u', 'charactersOnly'),
    p(2, '^[A-Za-z][A-Za-z0-9]*$', '', 'letterFirst'),
    p(3, '^[\\p{Script=Han}0-9]+$', 'u', 'chineseDigits'),
    p(4, '^[A-Za-z0-9]+$', '', 'alphanumeric'),
    p(5, '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', '', 'email'),
    p(6, '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', '', 'lettersAndDigits'),
    p(7, '^[0-9]+$', '', 'digitsOnly'),
    p(8, '^(?=.*[A-Z])[A-Za-z0-9]+$', '', 'alphanumericUppercase'),
    p(9, '^[A-Za-z ]+$', '', 'englishSpaces'),
    p(10, '^\\S+$', '', 'noSpaces'),
    p(11, '^[\\p{Script=Han}\\p{P}]+$', 'u', 'chinesePunctuation'),
    p(12, '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', '', 'dateYmd'),
    p(13, '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', '', 'dateMdy'),
    p(14, '^\\p{Script=Hangul}+$', 'u', 'koreanOnly'),
    p(15, '^\\p{Script=Thai}+$', 'u', 'thaiOnly'),
    p(16, '^[\\p{Script=Thai}A-Za-z ]+$', 'u', 'thaiEnglishSpaces'),
    p(17, '^(?=.*[A-Z])[A-Z ]+$', '', 'uppercaseSpaces'),
    p(18, '^[A-Za-z0-9!-/:-@[-`{-~]+$', '', 'lettersDigitsSymbols'),
    p(19, '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$', '', 'strong'),
    p(20, '^\\S+ \\S+$', '', 'fullNameTwoParts'),
    p(21, '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF5E\\u30FC]+$', 'u', 'fullWidthJapanese'),
    p(22, '^[A-Z]+$', '', 'uppercaseOnly'),
  ].map((entry) => [entry.id, entry]),
);

/** The kinds the form validates with. */
export const REGISTER_PATTERN_KINDS: readonly RegisterPatternKind[] = patternKindsFrom(LOCAL_PATTERN_TABLE);
