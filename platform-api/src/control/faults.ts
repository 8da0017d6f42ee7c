import type { FastifyInstance } from 'fastify';
import { failureEnvelope, LOCAL_ERROR_CODES } from '../http/failure';

/** A fault testers inject on a path for its next `remaining` requests. */
export interface Fault {
  path: string;
  mode: 'status' | 'envelope' | 'malformed' | 'latency';
  status: number;
  latencyMs: number;
  remaining: number;
}

/** Injected faults by path (in memory; cleared by DELETE /__control/faults and by reset). */
export type FaultTable = Map<string, Fault>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies injected faults before routing: `status` answers that HTTP status with an error envelope,
 * `envelope` answers 200 with `success: false`, `malformed` answers 200 with a body that is not
 * JSON, `latency` delays the request and then lets it through. Control paths are never faulted.
 */
export function registerFaultHook(app: FastifyInstance, faults: FaultTable): void {
  app.addHook('onRequest', async (request, reply) => {
    if (faults.size === 0) return;
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/__control')) return;
    const fault = faults.get(path);
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.delete(path);
    switch (fault.mode) {
      case 'latency':
        await wait(fault.latencyMs);
        return;
      case 'status':
        return reply.code(fault.status).send(failureEnvelope(LOCAL_ERROR_CODES.injected, `Injected failure (HTTP ${fault.status})`));
      case 'envelope':
        return reply.code(200).send(failureEnvelope(LOCAL_ERROR_CODES.injected, 'Injected failure: the platform answered success false'));
      case 'malformed':
        return reply.code(200).type('application/json; charset=utf-8').send('{"success": tru');
    }
  });
}
