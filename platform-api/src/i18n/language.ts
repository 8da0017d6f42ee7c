import type { FastifyRequest } from 'fastify';

/**
 * The languages this API writes its content in. Every text has them all (`Localized`); a request in
 * any other language is answered in English (the platform's default, facts §1 "Language").
 */
export const CONTENT_LANGUAGES = ['EN', 'VI'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The header every call carries (facts §1: `EN` upstream; some clients send lower case). */
export const LANGUAGE_HEADER = 'language';

/**
 * The content language of a language code: TY (the site's Vietnamese, its default) and VI read
 * Vietnamese; EN, CN, ID, TH and every other code read English. Case and a region (`vi-VN`) are
 * ignored.
 */
export function contentLanguageOf(code: string | undefined | null): ContentLanguage {
  const base = (code ?? '').trim().toUpperCase().split(/[-_]/)[0];
  return base === 'TY' || base === 'VI' ? 'VI' : 'EN';
}

/** The content language a request asks for (its `Language` header). */
export function requestLanguage(request: FastifyRequest): ContentLanguage {
  const header = request.headers[LANGUAGE_HEADER];
  return contentLanguageOf(Array.isArray(header) ? header[0] : header);
}

/**
 * The query a language adds to the address of something the browser fetches without the header
 * (images, the customer-service page): `?lang=VI`, nothing for English.
 */
export function langQuery(language: ContentLanguage): string {
  return language === 'EN' ? '' : `?lang=${language}`;
}

/** The content language of such an address (`?lang=`), English without one. */
export function queryLanguage(query: unknown): ContentLanguage {
  const lang = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined;
  return contentLanguageOf(typeof lang === 'string' ? lang : undefined);
}
