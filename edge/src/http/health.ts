// /healthz and /readyz: named facts other edge modules add to (the pins here; load reports, the
// canary guard and metrics later). /healthz says the process can answer (a load balancer restarts
// it otherwise); /readyz says whether it should get traffic, with the reason when not.
import type { FastifyInstance } from 'fastify';
import { messageOf } from './errors';

/** A named fact of /healthz or /readyz. */
export interface HealthFact {
  ok: boolean;
  reason?: string;
  [figure: string]: unknown;
}

export type HealthCheck = () => HealthFact | Promise<HealthFact>;

export class EdgeHealth {
  private readonly health = new Map<string, HealthCheck>();
  private readonly readiness = new Map<string, HealthCheck>();

  /** A fact of /healthz: `check()` → `{ ok, reason?, ...figures }`; a failing one makes /healthz 503. */
  addHealthCheck(name: string, check: HealthCheck): void {
    this.health.set(name, check);
  }

  /** A fact of /readyz: a failing one makes /readyz 503 with its reason. */
  addReadinessCheck(name: string, check: HealthCheck): void {
    this.readiness.set(name, check);
  }

  async report(
    kind: 'health' | 'readiness',
  ): Promise<{ statusCode: number; body: { status: string; checks: Record<string, HealthFact> } }> {
    const checks: Record<string, HealthFact> = {};
    let ok = true;
    for (const [name, check] of kind === 'health' ? this.health : this.readiness) {
      let fact: HealthFact;
      try {
        fact = await check();
      } catch (error) {
        fact = { ok: false, reason: `the check failed: ${messageOf(error)}` };
      }
      checks[name] = fact;
      ok &&= fact.ok;
    }
    return { statusCode: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unavailable', checks } };
  }
}

/** Registers GET /healthz and /readyz (never cached; JSON with every named fact). */
export function registerHealthRoutes(app: FastifyInstance, health: EdgeHealth): void {
  for (const [url, kind] of [
    ['/healthz', 'health'],
    ['/readyz', 'readiness'],
  ] as const) {
    app.get(url, async (_request, reply) => {
      const { statusCode, body } = await health.report(kind);
      return reply.code(statusCode).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(body));
    });
  }
}
