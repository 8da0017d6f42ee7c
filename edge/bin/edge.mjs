#!/usr/bin/env node
// Starts an edge (src/main.ts) for callers that run node directly (scripts/, the fleet, the e2e
// journeys' child edges): the edge is TypeScript, run through tsx's loaders (ES modules and
// CommonJS: shared-contracts is CommonJS TypeScript), registered here for this process as
// `node --import tsx` would. Signals reach this process itself, with no wrapper in between.
await import('tsx');
await import('../src/main.ts');
