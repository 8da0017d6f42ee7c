import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ScriptIntegrityPlugin, INTEGRITY_GLOBAL } = require('../webpack/script-integrity-plugin.cjs') as {
  ScriptIntegrityPlugin: new () => webpack.WebpackPluginInstance;
  INTEGRITY_GLOBAL: string;
};

/** Builds a two-chunk app (an entry with one dynamic import) with or without the plugin. */
async function build(withPlugin: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-sri-'));
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./late.js').then((m) => { globalThis.loaded = m.value; });\n");
  fs.writeFileSync(path.join(dir, 'late.js'), 'export const value = 42;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      filename: 'main.js',
      chunkFilename: '[name].chunk.js',
      publicPath: 'https://cdn.example/registry/app/1.0.0/',
    },
    optimization: { minimize: false },
    plugins: withPlugin ? [new ScriptIntegrityPlugin()] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const main = fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return main;
}

interface FakeScript {
  src: string;
  integrity?: string;
  crossOrigin?: string;
  setAttribute(name: string, value: string): void;
}

/** Runs a bundle against a minimal DOM and returns the scripts its chunk loader appended. */
function runBundle(code: string, integrityFor?: (url: string) => string | undefined): FakeScript[] {
  const appended: FakeScript[] = [];
  const document = {
    createElement: () => ({ setAttribute() {} }) as unknown as FakeScript,
    getElementsByTagName: () => [],
    head: { appendChild: (el: FakeScript) => appended.push(el) },
  };
  const context: Record<string, unknown> = { document, setTimeout: () => 0, clearTimeout: () => undefined, Promise };
  if (integrityFor) context[INTEGRITY_GLOBAL] = integrityFor;
  context.globalThis = context;
  context.self = context;
  context.window = context;
  vm.runInNewContext(code, context);
  return appended;
}

describe('ScriptIntegrityPlugin', () => {
  jest.setTimeout(60_000);

  it("makes a remote's own chunk loader take each script's hash from the host", async () => {
    const code = await build(true);
    const hash = `sha384-${'e'.repeat(64)}`;
    const asked: string[] = [];
    const [script] = runBundle(code, (url) => {
      asked.push(url);
      return hash;
    });
    expect(script?.src).toMatch(/^https:\/\/cdn\.example\/registry\/app\/1\.0\.0\/.+\.chunk\.js$/);
    expect(asked).toEqual([script?.src]);
    expect(script?.integrity).toBe(hash);
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('changes nothing without a host function, or when the host has no hash for the URL', async () => {
    const code = await build(true);
    expect(runBundle(code)[0]?.integrity).toBeUndefined();
    expect(runBundle(code, () => undefined)[0]?.integrity).toBeUndefined();
  });

  it('is what adds the hash: without the plugin the loader never asks', async () => {
    const code = await build(false);
    const asked = jest.fn(() => 'sha384-x');
    expect(runBundle(code, asked)[0]?.integrity).toBeUndefined();
    expect(asked).not.toHaveBeenCalled();
  });
});
