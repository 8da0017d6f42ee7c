/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ChildCompilersWithoutSharedPlugin } = require('../webpack/child-compilers-without-shared.cjs') as {
  ChildCompilersWithoutSharedPlugin: new () => webpack.WebpackPluginInstance;
};

// A remote shares a module given by its absolute path (as create-config.cjs shares its router facade
// and zod/mini surface) and has a page (HtmlWebpackPlugin). Without the plugin the page template's
// child compilation builds the shared provide too, and its chunks land in the remote's output.

/** Builds the remote; resolves with its emitted JavaScript files. */
async function build(withPlugin: boolean): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-child-shared-'));
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./bootstrap.js');\n");
  fs.writeFileSync(path.join(dir, 'bootstrap.js'), "import { value } from './surface.js';\nglobalThis.value = value;\n");
  fs.writeFileSync(path.join(dir, 'surface.js'), 'export const value = 42;\n');
  fs.writeFileSync(path.join(dir, 'page.html'), '<!doctype html><title>x</title><div id="root"></div>\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    target: 'web',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', filename: '[name].[contenthash:8].js', uniqueName: 'probe' },
    optimization: { minimize: false, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        filename: 'remoteEntry.js',
        exposes: { './Value': './bootstrap.js' },
        shared: { surface: { import: path.join(dir, 'surface.js'), version: '1.0.0', requiredVersion: '^1.0.0', singleton: true } },
        dts: false,
        dev: false,
        manifest: false,
      }),
      ...(withPlugin ? [new ChildCompilersWithoutSharedPlugin()] : []),
      new HtmlWebpackPlugin({ template: path.join(dir, 'page.html'), chunks: ['main'] }),
    ],
  });
  try {
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else compiler.close(() => resolve());
      }),
    );
    return fs
      .readdirSync(path.join(dir, 'dist'))
      .filter((file) => file.endsWith('.js'))
      .sort();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('ChildCompilersWithoutSharedPlugin', () => {
  it("keeps the page template's child compilation from emitting shared-provide chunks into the remote's output", async () => {
    const without = await build(false);
    const withPlugin = await build(true);
    // The remote's own files are the same; only the child compilation's copies are gone.
    expect(withPlugin.length).toBeLessThan(without.length);
    expect(without).toEqual(expect.arrayContaining(withPlugin));
    expect(withPlugin).toEqual(expect.arrayContaining(['remoteEntry.js']));
  }, 120_000);
});
