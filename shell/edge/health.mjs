// /healthz and /readyz: named facts other edge modules add to (the pins here; load reports, the
// canary guard and metrics later). /healthz says the process can answer (a load balancer restarts
// it otherwise); /readyz says whether it should get traffic, with the reason when not.

export class EdgeHealth {
  constructor() {
    /** @type {Map<string, () => { ok: boolean, reason?: string } | Promise<{ ok: boolean, reason?: string }>>} */
    this.health = new Map();
    this.readiness = new Map();
  }

  /** A fact of /healthz: `check()` → `{ ok, reason?, ...figures }`; a failing one makes /healthz 503. */
  addHealthCheck(name, check) {
    this.health.set(name, check);
  }

  /** A fact of /readyz: a failing one makes /readyz 503 with its reason. */
  addReadinessCheck(name, check) {
    this.readiness.set(name, check);
  }

  async report(kind) {
    const checks = {};
    let ok = true;
    for (const [name, check] of kind === 'health' ? this.health : this.readiness) {
      let fact;
      try {
        fact = await check();
      } catch (error) {
        fact = { ok: false, reason: `the check failed: ${error.message}` };
      }
      checks[name] = fact;
      ok &&= fact.ok;
    }
    return { statusCode: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unavailable', checks } };
  }
}

/** Registers GET /healthz and /readyz (never cached; JSON with every named fact). */
export function registerHealthRoutes(app, health) {
  for (const [url, kind] of [
    ['/healthz', 'health'],
    ['/readyz', 'readiness'],
  ]) {
    app.get(url, async (_request, reply) => {
      const { statusCode, body } = await health.report(kind);
      return reply.code(statusCode).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(body));
    });
  }
}
