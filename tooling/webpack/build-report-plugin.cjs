// Writes `build-report.json` beside the build: for every JavaScript file, the packages whose code
// it holds (bytes of module source before minification, largest first). The byte budgets
// (e2e/tests/byte-budgets.spec.ts) and the benchmark read it to name the package behind a chunk
// that grew, instead of printing a content hash.
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { SourceMapConsumer } = require('source-map-js');

const NAME = 'WlBuildReportPlugin';

/**
 * The sources of a remote entry that Module Federation puts there (issue 19: "MF runtime per
 * remoteEntry", counted broadly): its runtime packages (none once the host ships them), the
 * container start the plugin generates (`.federation/entry.*.js`), the lookup of the host's copy
 * (remote-bundler-runtime.mjs), the container's `get`/`init` with its exposes, and the runtime
 * modules that declare and consume the shared modules. The rest of an entry is webpack's own chunk
 * loading (scripts, CSS, file names, public path).
 */
const FEDERATION_RUNTIME_SOURCE =
  /\/@module-federation\/|\/\.federation\/|remote-bundler-runtime\.mjs$|\/webpack\/container-entry$|\/webpack\/runtime\/(federation runtime|embed\/federation|sharing|consumes)$/;

/**
 * The generated text of a minified file by original source, from its source map (source-map-js):
 * each mapping's text runs to the next mapping on its line (or to the line's end).
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, string>} source (as the map names it) → its generated text, in file order
 */
function generatedTextBySource(code, map) {
  const consumer = new SourceMapConsumer({ version: 3, names: [], ...map });
  // The consumer normalises the names (`./src` → `src`); the report keeps the map's own.
  const original = new Map(
    consumer.sources.map((source, index) => [source, consumer.sources.length === map.sources.length ? map.sources[index] : source]),
  );
  const byLine = new Map();
  consumer.eachMapping((mapping) => {
    const line = byLine.get(mapping.generatedLine) ?? [];
    line.push(mapping);
    byLine.set(mapping.generatedLine, line);
  });
  const lines = code.split('\n');
  const bySource = new Map();
  for (const [lineNumber, mappings] of byLine) {
    const text = lines[lineNumber - 1] ?? '';
    mappings.forEach((mapping, i) => {
      if (!mapping.source) return;
      const end = i + 1 < mappings.length ? mappings[i + 1].generatedColumn : text.length;
      const name = original.get(mapping.source) ?? mapping.source;
      bySource.set(name, (bySource.get(name) ?? '') + text.slice(mapping.generatedColumn, end));
    });
  }
  return bySource;
}

/** Bytes (and gzip bytes of them, together) of a file's federation runtime sources. */
function federationRuntimeOf(code, map) {
  let text = '';
  for (const [source, generated] of generatedTextBySource(code, map)) if (FEDERATION_RUNTIME_SOURCE.test(source)) text += generated;
  return { bytes: Buffer.byteLength(text), gzip: text ? gzipSync(text, { level: 9 }).length : 0 };
}

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
            // A remote's entry: how much of it is the federation runtime (the host ships that once).
            if (file === 'remoteEntry.js') {
              const mapAsset = compilation.getAsset(`${file}.map`);
              if (mapAsset) {
                const code = String(compilation.getAsset(file).source.source());
                files[file].federationRuntime = federationRuntimeOf(code, JSON.parse(String(mapAsset.source.source())));
              }
            }
          }
        }
        const report = { app: this.app, note: 'bytes are module source before minification', files };
        compilation.emitAsset('build-report.json', new sources.RawSource(`${JSON.stringify(report, null, 1)}\n`));
      });
    });
  }
}

module.exports = { BuildReportPlugin, packageOf, federationRuntimeOf, generatedTextBySource };
