// Lists, in the host's HTML page, the scripts and styles its start needs, so the browser fetches
// them beside the entry instead of after it (issue 19: the request chain before the first screen).
// The entry (`main`) only holds the federation runtime and `import('./bootstrap')`; the bootstrap
// chunks and the shared modules they consume (React, react-dom, the router, i18next, ...) were
// requested only once main had downloaded and run: one round trip more on every page.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'WlStartupPreloadPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The chunk groups the start loads: those of the entry's dynamic imports of `request` (the async
 * boundary), and, from there on, for every shared module their chunks consume, the group of the
 * host's own provided copy (the copy the page runs: the host registers its share scope first),
 * and so on for what those chunks consume in turn.
 */
function startupGroups(compilation, entryName, request) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  // Provided shared modules by share key, each with the chunk group of its factory.
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED || !module.blocks[0]) continue;
    provided.set(module._name, chunkGraph.getBlockChunkGroup(module.blocks[0]));
  }
  const groups = new Set();
  const visit = (group) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED) visit(provided.get(module.options.shareKey));
      }
    }
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const block of module.blocks) {
        if (block.dependencies.some((dependency) => dependency.request === request)) visit(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  return [...groups];
}

/** The start's files (JavaScript and CSS, not source maps), the entry's own excluded. */
function startupFiles(compilation, entryName, request) {
  const entryFiles = new Set(compilation.entrypoints.get(entryName)?.getFiles() ?? []);
  const files = new Set();
  for (const group of startupGroups(compilation, entryName, request)) {
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (!entryFiles.has(file) && /\.(?:js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  /** @param {{ entry?: string, request?: string }} [options] */
  constructor(options = {}) {
    this.entry = options.entry ?? 'main';
    this.request = options.request ?? './bootstrap';
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const links = startupFiles(compilation, this.entry, this.request).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          // Low priority, as the deferred entry script itself is: fetched at once and in page order,
          // without counting as render-blocking (a high-priority preload in the head is taken for a
          // render-blocking resource, e.g. by Lighthouse's simulation, although the page paints
          // nothing before the entry runs anyway).
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
          },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
