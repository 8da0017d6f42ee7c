// The host page paints its start-up screen before the shell's code runs (issue 19: "JS before first
// paint"). The page's HTML holds the start-up screen and its stylesheet, so no script is needed to
// paint it; but a deferred script that arrives with the stylesheet (a fast network, a cached
// visit) runs first, and on a slow phone that is a blank page for as long as the shell's main
// script takes to compile and run. So the page fetches the main script at once, at high priority
// (a preload), and a tiny boot script runs it only after the first frame has been painted.
const { createHash } = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The attribute of the boot script that names the scripts it starts, in order (space-separated). */
const MAIN_ATTRIBUTE = 'data-wl-main';

/**
 * The boot script (no modules, no webpack runtime: it is the page's only script before the first
 * paint). It starts the scripts its tag names once the first frame has been painted (a task queued
 * from the first animation frame runs after that frame's rendering), at once in a page that is
 * hidden (a background tab gets no frames), and after a second in any case (a page whose frames
 * stall still starts).
 */
const BOOT_SOURCE = `(function () {
  var boot = document.currentScript;
  var sources = ((boot && boot.getAttribute('${MAIN_ATTRIBUTE}')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i += 1) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false;
      script.setAttribute('fetchpriority', 'high');
      document.head.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
`;

/** The boot script's file name: content-hashed like the other assets (cached for good by the edge). */
const BOOT_FILE = `boot.${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 8)}.js`;

/**
 * HtmlWebpackPlugin's script tags as this page loads them: a high-priority preload of each script,
 * then the deferred boot script that runs them after the first paint. Tags without a `src` stay.
 * @param {Array<{ tagName: string, attributes: Record<string, unknown> }>} scripts
 * @param {string} publicPath
 */
function paintFirstTags(scripts, publicPath) {
  const mains = scripts.filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
  if (mains.length === 0) return scripts;
  const meta = { plugin: 'WlPaintFirst' };
  return [
    ...scripts.filter((tag) => !mains.includes(tag)),
    ...mains.map((tag) => ({
      tagName: 'link',
      voidTag: true,
      meta,
      attributes: { rel: 'preload', as: 'script', href: tag.attributes.src, fetchpriority: 'high' },
    })),
    {
      tagName: 'script',
      voidTag: false,
      meta,
      // High priority too: a deferred script is fetched at low priority, and the page's scripts wait for it.
      attributes: {
        defer: true,
        src: `${publicPath}${BOOT_FILE}`,
        fetchpriority: 'high',
        [MAIN_ATTRIBUTE]: mains.map((tag) => tag.attributes.src).join(' '),
      },
    },
  ];
}

/** Emits the boot script and rewrites the page's script tags ({@link paintFirstTags}). */
class PaintFirstPlugin {
  /** @param {{ publicPath?: string }} [options] */
  constructor({ publicPath = '/' } = {}) {
    this.publicPath = publicPath;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('WlPaintFirst', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WlPaintFirst', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BOOT_FILE, new sources.RawSource(BOOT_SOURCE), { immutable: true, contenthash: BOOT_FILE.split('.')[1] });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('WlPaintFirst', (data) => {
        data.assetTags.scripts = paintFirstTags(data.assetTags.scripts, this.publicPath);
        return data;
      });
    });
  }
}

module.exports = { PaintFirstPlugin, paintFirstTags, BOOT_SOURCE, BOOT_FILE, MAIN_ATTRIBUTE };
