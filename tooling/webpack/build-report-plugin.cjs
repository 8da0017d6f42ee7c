// Writes `build-report.json` beside the build: for every JavaScript file, the packages whose code
// it holds (bytes of module source before minification, largest first). The byte budgets
// (e2e/tests/byte-budgets.spec.ts) and the benchmark read it to name the package behind a chunk
// that grew, instead of printing a content hash.
const path = require('node:path');

const NAME = 'WlBuildReportPlugin';

/** The package a module belongs to: `react-dom`, `@tanstack/react-query`, or `<workspace>/src/<dir>`. */
function packageOf(resource) {
  if (!resource) return '(webpack runtime)';
  const normalized = resource.split(path.sep).join('/');
  const inModules = normalized.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const parts = normalized.slice(inModules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const match = normalized.match(/([\w.-]+)\/src\/([\w.-]+)/);
  return match ? `${match[1]}/src/${match[2].replace(/\.[cm]?[jt]sx?$/, '')}` : path.basename(normalized);
}

/** Modules inside a concatenated module, or the module itself. */
function leafModules(module) {
  return Array.isArray(module.modules) ? module.modules.flatMap(leafModules) : [module];
}

class BuildReportPlugin {
  /** @param {{ app: string, top?: number }} options */
  constructor(options) {
    this.app = options.app;
    this.top = options.top ?? 6;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = {};
        for (const chunk of compilation.chunks) {
          const packages = new Map();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const leaf of leafModules(module)) {
              const name = packageOf(leaf.resource ?? leaf.rootModule?.resource);
              packages.set(name, (packages.get(name) ?? 0) + leaf.size());
            }
          }
          const ranked = [...packages].sort((a, b) => b[1] - a[1]).slice(0, this.top);
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            files[file] = { chunk: chunk.name ?? chunk.id, initial: chunk.canBeInitial(), packages: Object.fromEntries(ranked) };
          }
        }
        const report = { app: this.app, note: 'bytes are module source before minification', files };
        compilation.emitAsset('build-report.json', new sources.RawSource(`${JSON.stringify(report, null, 1)}\n`));
      });
    });
  }
}

module.exports = { BuildReportPlugin, packageOf };
