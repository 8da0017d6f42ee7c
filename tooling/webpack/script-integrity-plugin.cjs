// Lets the host check the integrity of every script a remote loads (issue 7, ARCHITECTURE §4).
//
// The federation runtime's `createScript` hook covers the scripts the *host* creates (remote
// entries, preloads), but a remote's own chunks are loaded by the remote's webpack runtime
// (`__webpack_require__.l`), which no host hook reaches. This plugin adds one line to that loader:
// ask the host (`globalThis.__WL_SCRIPT_INTEGRITY__(url)`) for the script's SRI hash, taken from
// the release record published with the version, and set it on the <script>. The browser then
// refuses a chunk whose bytes differ. The remote entry holding this loader is itself checked by the
// host, so the chain is covered from release.json down. Without a host function (standalone dev
// page, older hosts) nothing changes.
const NAME = 'WlScriptIntegrityPlugin';

/** The global the host defines: `(url: string) => string | undefined` (an SRI string). */
const INTEGRITY_GLOBAL = '__WL_SCRIPT_INTEGRITY__';

class ScriptIntegrityPlugin {
  apply(compiler) {
    const { Template } = compiler.webpack;
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        Template.asString([
          source,
          `var wlIntegrity = typeof globalThis.${INTEGRITY_GLOBAL} === "function" ? globalThis.${INTEGRITY_GLOBAL}(script.src) : undefined;`,
          'if (wlIntegrity) { script.integrity = wlIntegrity; script.crossOrigin = "anonymous"; }',
        ]),
      );
    });
  }
}

module.exports = { ScriptIntegrityPlugin, INTEGRITY_GLOBAL };
