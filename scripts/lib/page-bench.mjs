// Pages per second the edge sends and what they cost the platform (issue 47 item 3): the
// production build behind one edge, the reference API behind a counting proxy, anonymous visitors
// asking for `/` on N keep-alive connections for a few seconds. Printed by `npm run bench` (and
// `npm run bench -- --pages only`), never asserted: a loaded machine moves these figures a lot.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startReferenceApi } from './platform.mjs';
import { repoRoot, startServer, waitForUrl } from './run.mjs';

/** The connection counts measured. */
export const PAGE_BENCH_CONNECTIONS = [50, 200];

/** A proxy in front of `upstream` that counts the platform calls passing through it. */
async function countingProxy(upstream) {
  const target = new URL(upstream);
  let calls = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    if ((request.url ?? '').startsWith('/wps/')) calls += 1;
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.statusCode = 502;
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    get calls() {
      return calls;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `connections` visitors asking for `route` one page after another for `seconds`. */
async function drive(url, { connections, seconds, route = '/' }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let framed = 0;
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(`${url}${route}`, { agent, headers: { host: 'localhost', 'accept-encoding': 'identity' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode !== 200) failed += 1;
          else if (body.includes('data-wl-frame=')) framed += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  const visitor = async () => {
    while (Date.now() < until) await one();
  };
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: connections }, visitor));
  agent.destroy();
  const elapsed = (Date.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { pages: latencies.length, pagesPerSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), framed, failed };
}

/**
 * Measures each of {@link PAGE_BENCH_CONNECTIONS}: pages/s, latency, the share of pages sent with
 * the shell's frame, and the platform calls per 1,000 pages (the edge's first-screen calls).
 */
export async function measurePages({ apiPort = 4310, edgePort = 8310, seconds = 10, quiet = true } = {}) {
  const { apiUrl } = await startReferenceApi({ apiPort, sitePorts: [edgePort], control: false, quiet });
  const proxy = await countingProxy(apiUrl);
  const edge = startServer('edge (pages bench)', process.execPath, [path.join(repoRoot, 'edge', 'bin', 'edge.mjs')], {
    env: { PORT: String(edgePort), PLATFORM_API_URL: proxy.url, EDGE_RELEASE_HEALTH: '0' },
    quiet,
  });
  const url = `http://127.0.0.1:${edgePort}`;
  try {
    await waitForUrl(`${url}/brands/index.json`, { timeoutMs: 120_000 });
    // Warm: the edge's frame bundle and caches, the platform's first answers.
    await drive(url, { connections: 4, seconds: 2 });
    const rows = [];
    for (const connections of PAGE_BENCH_CONNECTIONS) {
      const before = proxy.calls;
      const result = await drive(url, { connections, seconds });
      rows.push({ connections, ...result, platformCallsPer1000: result.pages ? ((proxy.calls - before) / result.pages) * 1000 : NaN });
    }
    return { route: '/', seconds, loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100), rows };
  } finally {
    edge.kill('SIGTERM');
    await proxy.close();
  }
}

/** The figures as a table. */
export function formatPageFigures(figures) {
  const lines = [
    `Anonymous pages of ${figures.route} through one edge (${figures.seconds} s each; load average ${figures.loadAverage.join(' ')}):`,
    '  connections   pages/s   p50 ms   p99 ms   with frame   failed   platform calls / 1,000 pages',
  ];
  for (const row of figures.rows) {
    lines.push(
      `  ${String(row.connections).padStart(11)} ${row.pagesPerSecond.toFixed(0).padStart(9)} ${row.p50.toFixed(0).padStart(8)} ${row.p99
        .toFixed(0)
        .padStart(
          8,
        )} ${`${((row.framed / Math.max(1, row.pages)) * 100).toFixed(0)} %`.padStart(12)} ${String(row.failed).padStart(8)} ${row.platformCallsPer1000
        .toFixed(0)
        .padStart(30)}`,
    );
  }
  return lines.join('\n');
}
