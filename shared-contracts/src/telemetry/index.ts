// The browser's load reports and CSP violation reports, as the edge accepts them (ADR 0013).
export {
  FALLBACK_REASONS,
  REMOTE_ROLES,
  REPORTED_ERROR_KINDS,
  TELEMETRY_ENDPOINT,
  TELEMETRY_LIMITS,
  TELEMETRY_REPORTING_GROUP,
  LOAD_TOKEN_META,
  loadReportSchema,
  pageVitalsSchema,
  remoteLoadSchema,
  reportedErrorSchema,
} from './load-report';
export type { FallbackReason, LoadReport, PageVitals, RemoteLoad, RemoteRole, ReportedError, ReportedErrorKind } from './load-report';
export { cspReportUriSchema, cspViolationsOf, reportingApiSchema } from './csp-report';
export type { CspViolation } from './csp-report';
