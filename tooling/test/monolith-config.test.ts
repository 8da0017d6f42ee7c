/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { REMOTE_EXPOSES, REMOTE_PACKAGES } from '../../shared-contracts/src/remotes/remotes';

// The monolith build (docs/adr/0010): its map of remote exposes must be the contract's, each expose
// file must exist, the federated loader must be swapped, each remote's chunks keep their own names,
// and a second copy of a singleton fails the build.

interface RemoteConfig {
  remote: string;
  dir: string;
  name: string;
  exposes: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const monolith = require('../webpack/create-monolith-config.cjs') as {
  createMonolithConfig: (federated: webpack.Configuration, options: object) => Promise<webpack.Configuration>;
  monolithExposeMap: (configs: RemoteConfig[]) => Record<string, Record<string, string>>;
  monolithExposesSource: (map: Record<string, Record<string, string>>) => string;
  duplicateSingletons: (packages: { name?: string; root?: string }[]) => Record<string, string[]>;
  remoteOwning: (remotes: { remote: string; dir: string }[], resource: string | undefined) => string | undefined;
  prefixChunkName: (block: { chunkName?: string; blocks?: unknown[] }, prefix: string) => void;
  MONOLITH_DIST: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BuildReportPlugin } = require('../webpack/build-report-plugin.cjs') as {
  BuildReportPlugin: new (options: { app: string }) => webpack.WebpackPluginInstance & { app: string };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => webpack.WebpackPluginInstance;
};

const repoRoot = path.resolve(__dirname, '..', '..');

/** The remotes as the build reads them (ES module configs: read in a child node). */
function readConfigs(): RemoteConfig[] {
  const script = `require(${JSON.stringify(path.join(repoRoot, 'tooling', 'webpack', 'create-monolith-config.cjs'))})
    .readRemoteFederationConfigs().then((c) => process.stdout.write(JSON.stringify(c)));`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as RemoteConfig[];
}

describe('the monolith expose map', () => {
  const map = monolith.monolithExposeMap(readConfigs());

  it('has every remote of the contract, and nothing else', () => {
    expect(Object.keys(map).sort()).toEqual([...REMOTE_PACKAGES].sort());
  });

  it.each(REMOTE_PACKAGES)('maps each key REMOTE_EXPOSES lists for %s to an existing file of that remote', (remote) => {
    const contract = Object.values(REMOTE_EXPOSES[remote] as Record<string, string>).map((key) => key.slice(2));
    expect(Object.keys(map[remote]!).sort()).toEqual(contract.sort());
    for (const file of Object.values(map[remote]!)) {
      expect(file.startsWith(path.join(repoRoot, remote, 'src') + path.sep)).toBe(true);
      expect(fs.existsSync(file)).toBe(true);
    }
  });

  it('refuses an expose key without "./"', () => {
    expect(() => monolith.monolithExposeMap([{ remote: 'mfe-x', dir: '/x', name: 'mfe_x', exposes: { Thing: './a.ts' } }])).toThrow(
      /starts with "\.\/"/,
    );
  });

  it('generates a module whose loaders import each file in a chunk named after its remote and key', async () => {
    const source = monolith.monolithExposesSource({ 'mfe-x': { Thing: '/r/mfe-x/src/expose/thing.tsx', Other: '/r/o.tsx' } });
    expect(source).toContain('/* webpackChunkName: "mfe-x.Thing" */ "/r/mfe-x/src/expose/thing.tsx"');
    // Run it with import() stubbed: each key imports its own file.
    const body = source.replace('export const MONOLITH_EXPOSES =', 'return').replace(/\bimport\(/g, 'load(');
    const exposes = new Function('load', body)((file: string) => Promise.resolve(file)) as Record<
      string,
      Record<string, () => Promise<string>>
    >;
    await expect(exposes['mfe-x']!.Thing!()).resolves.toBe('/r/mfe-x/src/expose/thing.tsx');
    await expect(exposes['mfe-x']!.Other!()).resolves.toBe('/r/o.tsx');
  });
});

describe('duplicateSingletons', () => {
  it('names a singleton bundled from two folders', () => {
    expect(
      monolith.duplicateSingletons([
        { name: 'react', root: '/store/react@19.3.1/node_modules/react' },
        { name: 'react', root: '/store/react@19.3.1/node_modules/react' },
        { name: 'react', root: '/store/react@19.2.0/node_modules/react' },
        { name: 'left-pad', root: '/a/left-pad' },
        { name: 'left-pad', root: '/b/left-pad' },
        { name: undefined, root: '/c' },
      ]),
    ).toEqual({ react: ['/store/react@19.2.0/node_modules/react', '/store/react@19.3.1/node_modules/react'] });
  });

  it('is empty when each singleton is one copy', () => {
    expect(monolith.duplicateSingletons([{ name: 'shared-contracts', root: path.join(repoRoot, 'shared-contracts') }])).toEqual({});
  });
});

describe('chunk names of a remote', () => {
  const remotes = [{ remote: 'mfe-x', dir: path.join('/r', 'mfe-x') }];

  it('belong to the remote whose own source holds the module, never to its node_modules', () => {
    expect(monolith.remoteOwning(remotes, path.join('/r', 'mfe-x', 'src', 'a.ts'))).toBe('mfe-x');
    expect(monolith.remoteOwning(remotes, path.join('/r', 'mfe-x', 'node_modules', 'zod', 'index.js'))).toBeUndefined();
    expect(monolith.remoteOwning(remotes, path.join('/r', 'mfe-xy', 'src', 'a.ts'))).toBeUndefined();
    expect(monolith.remoteOwning(remotes, undefined)).toBeUndefined();
  });

  it('get the prefix once, nested blocks too', () => {
    const block = { chunkName: 'i18n-en', blocks: [{ chunkName: 'late' }, {}] };
    monolith.prefixChunkName(block, 'mfe-x.');
    monolith.prefixChunkName(block, 'mfe-x.');
    expect(block).toEqual({ chunkName: 'mfe-x.i18n-en', blocks: [{ chunkName: 'mfe-x.late' }, {}] });
  });
});

describe('createMonolithConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-monolith-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(file: string, text: string) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }

  it('drops federation, renames the build report and keeps its own output and cache', async () => {
    const config = await monolith.createMonolithConfig(
      {
        entry: { main: './src/index.ts' },
        output: { path: path.join(dir, 'shell', 'dist'), uniqueName: 'shell' },
        plugins: [new ModuleFederationPlugin({ name: 'shell', remotes: {} }), new BuildReportPlugin({ app: 'shell' })],
        cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'shell', 'node_modules', '.cache', 'webpack') },
      },
      { dir: path.join(dir, 'shell'), remoteLoader: 'a/remote-loader.ts', monolithLoader: 'b/monolith-remote-loader.ts', remotes: [] },
    );
    expect(config.entry).toEqual({ main: './src/bootstrap.tsx' });
    expect(config.output?.path).toBe(path.join(dir, 'shell', monolith.MONOLITH_DIST));
    expect(config.plugins?.some((p) => p instanceof ModuleFederationPlugin)).toBe(false);
    expect(config.plugins?.filter((p) => p instanceof BuildReportPlugin).map((p) => (p as { app: string }).app)).toEqual([
      'shell-monolith',
    ]);
    expect((config.cache as { cacheDirectory: string }).cacheDirectory).toBe(
      path.join(dir, 'shell', 'node_modules', '.cache', 'webpack-monolith'),
    );
  });

  it('builds the host with the monolith loader, each remote expose and each remote text in chunks of their own', async () => {
    // A host whose loader is swapped, and a remote whose texts have the host's chunk name.
    write('shell/src/index.js', "import { load } from './remote-loader.ts';\nload().then((m) => { globalThis.result = m.default; });\n");
    write('shell/src/remote-loader.ts', "export const load = () => Promise.resolve({ default: 'federated' });\n");
    write(
      'shell/src/monolith-loader.js',
      "import { MONOLITH_EXPOSES } from 'virtual:wl-monolith-exposes';\nimport(/* webpackChunkName: \"i18n-en\" */ './en.js');\nexport const load = () => MONOLITH_EXPOSES['mfe-x'].Thing();\n",
    );
    write('shell/src/en.js', "export default 'host texts';\n");
    write('mfe-x/src/expose/thing.js', "import(/* webpackChunkName: \"i18n-en\" */ '../en.js');\nexport default 'remote thing';\n");
    write('mfe-x/src/en.js', "export default 'remote texts';\n");
    const config = await monolith.createMonolithConfig(
      {
        mode: 'production',
        context: path.join(dir, 'shell'),
        target: 'web',
        output: { path: path.join(dir, 'shell', 'dist'), filename: '[name].js', chunkFilename: '[name].js', publicPath: '/' },
        optimization: { minimize: false },
        plugins: [],
        cache: false,
      },
      {
        dir: path.join(dir, 'shell'),
        entry: './src/index.js',
        remoteLoader: path.join(dir, 'shell', 'src', 'remote-loader.ts'),
        monolithLoader: path.join(dir, 'shell', 'src', 'monolith-loader.js'),
        remotes: [{ remote: 'mfe-x', dir: path.join(dir, 'mfe-x'), name: 'mfe_x', exposes: { './Thing': './src/expose/thing.js' } }],
      },
    );
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.compilation.errors.map((e) => e.message)).toEqual([]);
    const files = fs.readdirSync(path.join(dir, 'shell', monolith.MONOLITH_DIST)).sort();
    expect(files).toEqual(expect.arrayContaining(['main.js', 'mfe-x.Thing.js', 'mfe-x.i18n-en.js', 'i18n-en.js']));
    expect(fs.readFileSync(path.join(dir, 'shell', monolith.MONOLITH_DIST, 'main.js'), 'utf8')).not.toContain('federated');
    expect(fs.readFileSync(path.join(dir, 'shell', monolith.MONOLITH_DIST, 'i18n-en.js'), 'utf8')).not.toContain('remote texts');
  }, 60_000);
});
