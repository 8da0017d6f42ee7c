import { z } from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * A CSP violation as browsers send it to `report-uri` (`Content-Type: application/csp-report`):
 * `{ "csp-report": { … } }`. Only what the edge counts is read; other fields are ignored.
 */
export const cspReportUriSchema = z.object({
  'csp-report': z.object({
    'document-uri': text(2048),
    'effective-directive': z.optional(text(64)),
    'violated-directive': z.optional(text(256)),
    'blocked-uri': z.optional(text(2048)),
  }),
});

/**
 * Reports of the Reporting API (`report-to`, `Content-Type: application/reports+json`): a list,
 * of which the `csp-violation` ones are counted (others are accepted and ignored).
 */
export const reportingApiSchema = z
  .array(
    z.object({
      type: text(64),
      url: text(2048),
      body: z.optional(
        z.object({
          documentURL: z.optional(text(2048)),
          effectiveDirective: z.optional(text(64)),
          blockedURL: z.optional(text(2048)),
        }),
      ),
    }),
  )
  .check(z.maxLength(50));

/** One violation, whichever way it came: the page's address and the directive it broke. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
}

/** The violations of a CSP report body (either format), or null when it is neither. */
export function cspViolationsOf(contentType: string, body: unknown): CspViolation[] | null {
  if (/application\/csp-report/i.test(contentType)) {
    const parsed = cspReportUriSchema.safeParse(body);
    if (!parsed.success) return null;
    const report = parsed.data['csp-report'];
    const directive = report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? 'unknown';
    return [{ documentUrl: report['document-uri'], directive }];
  }
  const parsed = reportingApiSchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data
    .filter((report) => report.type === 'csp-violation')
    .map((report) => ({
      documentUrl: report.body?.documentURL ?? report.url,
      directive: report.body?.effectiveDirective ?? 'unknown',
    }));
}
