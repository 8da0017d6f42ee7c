/** @jest-environment node */
// /healthz and /readyz of the edge (issue 37): named facts, to which other edge modules add their
// own (issue 38: load reports, metrics, the canary guard), and the pins' changes they can listen to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEdge } from '../src/server';

type Edge = Awaited<ReturnType<typeof createEdge>>;

let root: string;
let edge: Edge;

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-health-'));
  for (const dir of ['dist', 'registry', 'brands']) fs.mkdirSync(path.join(root, dir));
  fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(root, 'brands/index.json'), '{"defaultBrand":"default","brands":[]}');
  edge = await createEdge({
    distDir: path.join(root, 'dist'),
    registryDir: path.join(root, 'registry'),
    brandsDir: path.join(root, 'brands'),
    upstream: 'http://127.0.0.1:9',
  });
});

afterEach(async () => {
  await edge.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('says the process lives on /healthz and that its pins are read on /readyz, and where remote files come from, never cached', async () => {
  const health = await edge.inject({ url: '/healthz' });
  expect(health.statusCode).toBe(200);
  expect(health.headers['cache-control']).toBe('no-store');
  expect(health.json()).toEqual({ status: 'ok', checks: { process: { ok: true, uptimeSeconds: expect.any(Number) } } });
  const ready = await edge.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({
    status: 'ok',
    checks: {
      pins: { ok: true, store: path.join(root, 'brands') },
      registry: { ok: true, where: path.join(root, 'registry'), reachable: true },
    },
  });
});

it("takes other modules' named facts: a failing readiness fact makes /readyz 503 with its reason, /healthz stays 200", async () => {
  let reports = { ok: true } as { ok: boolean; reason?: string };
  edge.edgeHealth.addReadinessCheck('load-reports', () => reports);
  edge.edgeHealth.addHealthCheck('metrics', async () => ({ ok: true, series: 12 }));
  expect((await edge.inject({ url: '/readyz' })).statusCode).toBe(200);
  reports = { ok: false, reason: 'report queue full' };
  const ready = await edge.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({
    status: 'unavailable',
    checks: { pins: { ok: true }, 'load-reports': { ok: false, reason: 'report queue full' } },
  });
  edge.edgeHealth.addReadinessCheck('broken', () => {
    throw new Error('boom');
  });
  expect((await edge.inject({ url: '/readyz' })).json().checks.broken).toEqual({ ok: false, reason: 'the check failed: boom' });
  const health = await edge.inject({ url: '/healthz' });
  expect(health.statusCode).toBe(200);
  expect(health.json().checks.metrics).toEqual({ ok: true, series: 12 });
});

it('tells other modules when the pins change', async () => {
  const heard = new Promise((resolve) => edge.pins.onChange(resolve));
  fs.writeFileSync(path.join(root, 'brands/default.json'), '{"id":"default"}');
  await expect(heard).resolves.toEqual({ kind: 'all' });
});
