// The fleet figure of `npm run bench`: the time from a pin to every edge serving it. A fleet of its
// own (scripts/lib/fleet.mjs: redis-server, three edges, nginx) on a synthetic site (one remote
// published in two versions through the real `wl-release publish`), then N pins alternating
// between them through the release commands; each edge's /brands/<brand>.json is polled until it
// carries the new pin. Printed, never asserted (the machine is shared).
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { releaseCli, startFleet } from './fleet.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = { contracts: '1.1.0', react: '19.3.1' };

async function writeVersion(root, version) {
  const dist = path.join(root, 'mfe-lobby', 'dist');
  await fs.rm(dist, { recursive: true, force: true });
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(root, 'mfe-lobby', 'package.json'), JSON.stringify({ name: 'mfe-lobby', version }));
  const manifest = {
    id: 'mfe_lobby',
    name: 'mfe_lobby',
    metaData: {
      name: 'mfe_lobby',
      buildInfo: { buildVersion: version, buildName: 'mfe-lobby' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    shared: [
      { name: 'shared-contracts/react', version: HOST.contracts, requiredVersion: '^1.0.0' },
      { name: 'react', version: HOST.react, requiredVersion: '^19.0.0' },
    ],
    exposes: [],
  };
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `var mfe_lobby = "${version}";\n`);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/**
 * Measures pin → every edge serving it over `pins` pins. Resolves with the figures (ms).
 * @param {{ pins?: number, edges?: number, log?: (line: string) => void }} options
 */
export async function measureFleetPropagation({ pins = 50, edges = 3, log = () => undefined } = {}) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-fleet-bench-'));
  let fleet = null;
  try {
    await fs.mkdir(path.join(root, 'brands'), { recursive: true });
    await fs.mkdir(path.join(root, 'dist'), { recursive: true });
    await fs.writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>bench</title></head><body></body></html>');
    const hostFlags = ['--host-contracts', HOST.contracts, '--host-react', HOST.react, '--root', root, '--actor', 'bench'];
    for (const version of ['1.0.0', '1.1.0']) {
      await writeVersion(root, version);
      await releaseCli(['publish', 'mfe-lobby', '--no-build', ...hostFlags]);
    }
    const brand = JSON.parse(await fs.readFile(path.join(ROOT, 'brands', 'default.json'), 'utf8'));
    await fs.writeFile(
      path.join(root, 'brands', 'default.json'),
      `${JSON.stringify({ ...brand, hosts: ['localhost'], remotes: { 'mfe-lobby': { version: '1.0.0' } } }, null, 2)}\n`,
    );
    await fs.writeFile(
      path.join(root, 'brands', 'index.json'),
      JSON.stringify({ defaultBrand: 'default', brands: [{ id: 'default', hosts: ['localhost'] }] }),
    );
    await releaseCli(['releases', '--all', ...hostFlags]);
    fleet = await startFleet({
      brandsDir: path.join(root, 'brands'),
      registryDir: path.join(root, 'registry'),
      distDir: path.join(root, 'dist'),
      edges,
      dir: path.join(root, 'fleet'),
      env: { PLATFORM_API_URL: 'http://127.0.0.1:9' },
      log,
    });
    // The release commands in this process (a CLI process would add tsx's start-up to every pin).
    const { tsImport } = await import(
      pathToFileURL(path.join(ROOT, 'release', 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs')).href
    );
    const { pin } = await tsImport(pathToFileURL(path.join(ROOT, 'release', 'src', 'commands', 'index.ts')).href, import.meta.url);
    const options = { root, storeSetting: fleet.redis.url, hostContracts: HOST.contracts, hostReact: HOST.react, actor: 'bench' };
    const serving = async (edge, version) => {
      const response = await fetch(`${edge.url}/brands/default.json`);
      return response.ok && (await response.json()).remotes['mfe-lobby'].version === version;
    };
    const propagation = [];
    const command = [];
    for (let i = 0; i < pins; i += 1) {
      const version = i % 2 === 0 ? '1.1.0' : '1.0.0';
      const started = performance.now();
      await pin(options, 'default', 'mfe-lobby', version);
      const committed = performance.now();
      command.push(committed - started);
      const seen = await Promise.all(
        fleet.edges.map(async (edge) => {
          while (!(await serving(edge, version))) await new Promise((r) => setImmediate(r));
          return performance.now();
        }),
      );
      propagation.push(Math.max(...seen) - committed);
    }
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const p = sorted(propagation);
    const c = sorted(command);
    return {
      pins,
      edges,
      propagationMs: { p50: quantile(p, 0.5), p99: quantile(p, 0.99), max: p.at(-1) },
      pinCommandMs: { p50: quantile(c, 0.5), p99: quantile(c, 0.99) },
    };
  } finally {
    await fleet?.stop();
    await fs.rm(root, { recursive: true, force: true });
  }
}

/** The figures as the bench prints them. */
export function formatFleetFigures(figures) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  return [
    `Fleet (${figures.edges} edges on one redis-server, ${figures.pins} pins): pin committed → every edge serving it`,
    `  p50 ${ms(figures.propagationMs.p50)} · p99 ${ms(figures.propagationMs.p99)} · max ${ms(figures.propagationMs.max)}`,
    `  the pin itself (checks, releases file, compare-and-set): p50 ${ms(figures.pinCommandMs.p50)} · p99 ${ms(figures.pinCommandMs.p99)}`,
  ].join('\n');
}
