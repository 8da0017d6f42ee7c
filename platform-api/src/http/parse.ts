import { z } from 'zod/mini';
import { en, vi } from 'zod/locales';
import type { ContentLanguage } from '../i18n/language';
import { validationFailure } from './failure';

// zod/mini (the contracts' schemas) carries no messages of its own: the reference API answers in
// English, as zod's classic build did, and in Vietnamese to a Vietnamese reader.
z.config(en());
const ERROR_MAPS: Readonly<Record<ContentLanguage, z.core.$ZodErrorMap>> = { EN: en().localeError, VI: vi().localeError };

/** A readable message from zod issues: `query.pageSize: Too big: expected number to be <=200`. */
export function describeIssues(part: string, error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}

/** Whether a schema takes no input at all (z.undefined(): the endpoint has no query or body). */
export function takesNothing(schema: z.ZodMiniType): boolean {
  return schema.safeParse(undefined).success && !schema.safeParse({}).success;
}

/**
 * Parses a query string object with an endpoint's schema. An endpoint without a query ignores
 * stray parameters (cache busters); an empty query is read as `{}` so defaults apply.
 */
export function parseQuery(schema: z.ZodMiniType, query: unknown, language: ContentLanguage = 'EN'): unknown {
  if (takesNothing(schema)) return undefined;
  const result = schema.safeParse(query ?? {}, { error: ERROR_MAPS[language] });
  if (!result.success) throw validationFailure(describeIssues('query', result.error));
  return result.data;
}

/** Parses a (decrypted) body with an endpoint's schema. */
export function parseBody(schema: z.ZodMiniType, body: unknown, language: ContentLanguage = 'EN'): unknown {
  if (takesNothing(schema)) return undefined;
  const result = schema.safeParse(body, { error: ERROR_MAPS[language] });
  if (!result.success) throw validationFailure(describeIssues('body', result.error));
  return result.data;
}
