// The retry policy both remote loaders share (the federated remote-loader.ts and the monolith's
// monolith-remote-loader.ts). Imports nothing shared: the monolith loader stands in for a module
// the federation runtime plugin's neighbours import.

/** Delays before each further attempt of a remote module's load. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it gives a module, retrying after each delay of `delays` while less than
 * `deadlineMs` has passed since the first try (a load that used up the chunk time-out is not tried
 * again: the slot shows its failure at the time-out, not a multiple of it). An empty module counts
 * as a failure. Throws the last failure.
 */
export async function loadWithRetries<T>(id: string, attempt: () => Promise<T>, delays: readonly number[], deadlineMs: number): Promise<T> {
  const started = Date.now();
  let lastError: unknown;
  for (let index = 0; index <= delays.length; index += 1) {
    if (index > 0 && Date.now() - started >= deadlineMs) break;
    if (index > 0) await sleep(delays[index - 1] ?? 0);
    try {
      const loaded = await attempt();
      if (loaded === null || loaded === undefined) throw new Error(`remote module ${id} is empty`);
      return loaded;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`could not load ${id}`);
}
