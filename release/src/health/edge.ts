// What the edge (the `edge` package) takes from the release package for release health: the report
// checks, the figures and their stores, the guard, the console's operators, sessions and the CLI's
// own commands. Imported by edge/src/telemetry/release-health.ts when release health is on; plain
// JavaScript (the guard bench) loads it through `release/health.mjs`. docs/adr/0013-release-health.md.
export { TELEMETRY_ENDPOINT, TELEMETRY_LIMITS, TELEMETRY_REPORTING_GROUP, REMOTE_PACKAGES, LANGUAGE_NAMES } from 'shared-contracts';
export { ingestCspReport, ingestLoadReport } from './ingest';
export {
  BUCKET_MS,
  CLS_BOUNDS,
  DURATION_BOUNDS,
  MemoryFigures,
  brandFigures,
  p75,
  successRate,
  sumBuckets,
  versionFigures,
  versionSeries,
} from './figures';
export { RedisFigures, SnapshotFigures } from './stores';
export { DEFAULT_GUARD_POLICY, decideCanary } from './guard';
export { CanaryGuard, GUARD_ACTOR, guardTick } from './guard-run';
export { GUARD_WINDOW_MS, judgeCanary, judgementFigures } from './judge';
export { LOGIN_PAUSE, MemoryConsoleState, RedisConsoleState, pauseFor } from './console-state';
export { operatorsOf, verifyPassword, OPERATOR_NAME } from '../operators';
export { abort, promote, rollback } from '../commands';
export { parseBrand, parseHistory, pinStack } from '../brands';
export { ReleaseError } from '../errors';
export { openPinStore } from '../store';
