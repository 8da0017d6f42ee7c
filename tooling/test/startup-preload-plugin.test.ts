import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const HtmlWebpackPlugin = require('html-webpack-plugin') as new (options: object) => webpack.WebpackPluginInstance;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StartupPreloadPlugin } = require('../webpack/startup-preload-plugin.cjs') as {
  StartupPreloadPlugin: new () => webpack.WebpackPluginInstance;
};

/**
 * A host shaped like the shell: an entry that only imports `./bootstrap`, which uses a shared
 * module (provided by the host) and its own module, and loads a page lazily.
 */
async function buildHost(): Promise<{ html: string; fileOf: (marker: string) => string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-preload-'));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write('index.js', "import('./bootstrap');\n");
  write('bootstrap.js', "import { lib } from 'wl-lib';\nimport { own } from './own.js';\nlib(own);\nimport('./later.js');\n");
  write('own.js', "export const own = 'OWN_MARKER';\n");
  write('later.js', "export const later = 'LATER_MARKER';\n");
  write('lib.js', "export const lib = (x) => console.log('LIB_MARKER', x);\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    target: 'web',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[id].chunk.js', publicPath: '/' },
    optimization: { minimize: false, chunkIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        shared: { 'wl-lib': { import: './lib.js', singleton: true, requiredVersion: false, version: '1.0.0' } },
        dts: false,
        dev: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>', chunks: ['main'], scriptLoading: 'defer' }),
      new StartupPreloadPlugin(),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const dist = path.join(dir, 'dist');
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.chunk.js'));
  const contents = new Map(files.map((f) => [f, fs.readFileSync(path.join(dist, f), 'utf8')]));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    html,
    fileOf: (marker) => {
      const found = [...contents].find(([, text]) => text.includes(marker));
      if (!found) throw new Error(`no chunk holds ${marker}`);
      return found[0];
    },
  };
}

describe('StartupPreloadPlugin', () => {
  let build: Awaited<ReturnType<typeof buildHost>>;
  beforeAll(async () => {
    build = await buildHost();
  }, 60_000);

  it('preloads the bootstrap chunk and the host’s own copy of each shared module it consumes', () => {
    expect(build.html).toContain(`<link rel="preload" as="script" href="/${build.fileOf('OWN_MARKER')}" fetchpriority="low">`);
    expect(build.html).toContain(`<link rel="preload" as="script" href="/${build.fileOf('LIB_MARKER')}" fetchpriority="low">`);
  });

  it('leaves out what the start does not load (a lazy page) and the entry itself', () => {
    expect(build.html).not.toContain(build.fileOf('LATER_MARKER'));
    expect(build.html).not.toMatch(/rel="preload"[^>]*main\.js/);
    expect(build.html).toMatch(/<script defer="defer" src="\/main\.js"><\/script>/);
  });
});
