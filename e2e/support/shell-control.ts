import type { APIRequestContext } from '@playwright/test';

/** A fault of the reference API's control surface (`/__control/faults`). */
export type ApiFault =
  { mode: 'status'; status?: number } | { mode: 'envelope' } | { mode: 'malformed' } | { mode: 'latency'; latencyMs: number };

/** Arms `fault` on `path` for the next `count` requests (the shell journeys' use of the control surface). */
export async function armFault(request: APIRequestContext, path: string, fault: ApiFault, count = 1): Promise<void> {
  const response = await request.post('/__control/faults', { data: { path, count, ...fault } });
  if (!response.ok()) throw new Error(`control faults failed: ${response.status()}`);
}

/** Disarms every fault. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete('/__control/faults');
  if (!response.ok()) throw new Error(`control faults delete failed: ${response.status()}`);
}
