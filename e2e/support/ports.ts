/**
 * Ports of this Playwright worker's own platform (edge + reference API on a fresh database). Each
 * parallel worker gets its own pair, 1000 apart, so journeys that change the API's global state
 * (system status, white-label flags, faults) never meet. Read at module load: Playwright sets
 * TEST_PARALLEL_INDEX in every worker's environment before any spec file is loaded.
 */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The edge (site) port of this worker. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180) + slot * 1000;
/** The reference API port of this worker. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4110) + slot * 1000;
/** The site's address for this worker. */
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
