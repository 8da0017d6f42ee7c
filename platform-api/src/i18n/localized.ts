import type { ContentLanguage } from './language';

/**
 * A text in every content language. `{name}` marks a parameter (filled by {@link fill}); the same
 * names appear in each language, in whatever order the language needs them.
 */
export type Localized = Readonly<Record<ContentLanguage, string>>;

/** Something that reads differently per language: a text with parameters, an amount, a number. */
export interface Renderable {
  render(language: ContentLanguage): string;
}

/** A parameter of a text: a value, or a text of its own (rendered in the same language). */
export type TextParam = string | number | Localized | Renderable;

/** Parameters by name. */
export type TextParams = Readonly<Record<string, TextParam>>;

const PLACEHOLDER = /\{(\w+)\}/g;

function isRenderable(value: unknown): value is Renderable {
  return typeof value === 'object' && value !== null && typeof (value as Renderable).render === 'function';
}

/** Renders a parameter in a language. */
export function renderParam(param: TextParam, language: ContentLanguage): string {
  if (isRenderable(param)) return param.render(language);
  if (typeof param === 'object') return param[language];
  return String(param);
}

/** Fills `{name}` placeholders; an unknown name stays as it is (a typo shows rather than vanishes). */
export function fill(template: string, params: TextParams, language: ContentLanguage): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const param = params[name];
    return param === undefined ? whole : renderParam(param, language);
  });
}

/** A localized text with its parameters, rendered once the reader's language is known. */
export class LocalText implements Renderable {
  readonly phrase: Localized;
  readonly params: TextParams;

  constructor(phrase: Localized, params: TextParams = {}) {
    this.phrase = phrase;
    this.params = params;
  }

  render(language: ContentLanguage): string {
    return fill(this.phrase[language], this.params, language);
  }

  /** English: what logs and stored rows read. */
  toString(): string {
    return this.render('EN');
  }
}

/** A text of a table, with its parameters. */
export function t(phrase: Localized, params: TextParams = {}): LocalText {
  return new LocalText(phrase, params);
}

/** A value with every {@link LocalText} inside it (objects, arrays) rendered in a language. */
export function renderTexts(value: unknown, language: ContentLanguage): unknown {
  if (isRenderable(value)) return value.render(language);
  if (Array.isArray(value)) return value.map((item) => renderTexts(item, language));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderTexts(item, language)]));
  }
  return value;
}
