import type { ContentLanguage } from './language';
import { money } from './format';
import { fill, type Localized } from './localized';

// Stored texts (seeded content, reviewer notes, ledger memos, contract reasons) are written in
// English, the platform's source language, as an operator would type them. A reader in another
// language gets the text of the table entry whose English it is; a text no table knows (one a
// tester or a member typed) is answered as it was written.

interface Template {
  pattern: RegExp;
  names: string[];
  phrase: Localized;
  /** Characters outside placeholders: the more, the more specific. */
  literalLength: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const MAX_DEPTH = 3;
/** An amount as `money()` writes it in English (`$1,000.00`, `-₫5.50`): symbol, grouped whole, 2 decimals. */
const ENGLISH_AMOUNT = /^(-?)([^\d\s.,-]{1,3})(\d{1,3}(?:,\d{3})*\.\d{2})$/;

/** A stored English amount written again in the reader's format (issue 49: one money format); null when it is none. */
function amountIn(value: string, language: ContentLanguage): string | null {
  const match = ENGLISH_AMOUNT.exec(value);
  if (!match) return null;
  const [, sign, symbol, figure] = match;
  const amount = Number(figure!.replaceAll(',', '')) * (sign ? -1 : 1);
  return money(amount, symbol).render(language);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).EN === 'string' &&
    typeof (value as Record<string, unknown>).VI === 'string'
  );
}

/** Every {@link Localized} text inside a value (objects and arrays, any depth). */
export function collectLocalized(value: unknown, into: Localized[] = []): Localized[] {
  if (isLocalized(value)) into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectLocalized(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) collectLocalized(item, into);
  return into;
}

/** A lookup from the English of stored texts to their phrases. */
export class Phrasebook {
  private readonly exact = new Map<string, Localized>();
  private readonly templates: Template[] = [];

  constructor(tables: readonly unknown[]) {
    for (const phrase of collectLocalized(tables)) {
      const names = [...phrase.EN.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      if (names.length === 0) {
        if (!this.exact.has(phrase.EN)) this.exact.set(phrase.EN, phrase);
        continue;
      }
      const literal = phrase.EN.replace(PLACEHOLDER, '');
      if (literal.trim() === '') continue;
      const source = phrase.EN.split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      this.templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, phrase, literalLength: literal.length });
    }
    this.templates.sort((a, b) => b.literalLength - a.literalLength);
  }

  /** The phrase a stored English text was written from, with the values of its placeholders. */
  find(text: string): { phrase: Localized; params: Record<string, string> } | null {
    const exact = this.exact.get(text);
    if (exact) return { phrase: exact, params: {} };
    for (const template of this.templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, i) => (params[name] = match[i + 1]!));
      return { phrase: template.phrase, params };
    }
    return null;
  }

  /**
   * A stored English text in a language (parameters that are texts of a table are translated too,
   * and amounts are written in the language's format).
   */
  translate(text: string, language: ContentLanguage, depth = 0): string {
    if (language === 'EN' || depth > MAX_DEPTH) return text;
    const found = this.find(text);
    if (!found) return text;
    const params = Object.fromEntries(
      Object.entries(found.params).map(([name, value]) => [name, amountIn(value, language) ?? this.translate(value, language, depth + 1)]),
    );
    return fill(found.phrase[language], params, language);
  }
}
