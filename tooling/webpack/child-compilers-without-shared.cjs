// Keeps Module Federation's shared providers out of child compilations (HtmlWebpackPlugin's page
// template, issue 40).
//
// webpack's Compiler#createChildCompiler copies every hook's taps from the parent compiler except
// make, compile, emit, afterEmit, invalid, done and thisCompilation, so `compilation` and
// `finishMake` taps run in a child compilation too. @module-federation/enhanced 2.9.2's
// ProvideSharedPlugin fills, on `compilation`, the modules it provides: a provide given by an
// absolute path (the react-router facade and the zod/mini surface, create-config.cjs) is resolved
// there at once, in every compilation; on `finishMake` it adds each one with `addInclude` (a
// ProvideSharedModule and its lazily loaded fallback). HtmlWebpackPlugin compiles the page template
// in a child compilation and runs it with `runAsChild`, which emits every asset of the child
// compilation into the app's compilation: the fallback chunks of the child compilation landed in
// the app's output. In a production build they are dead files beside the app's own (other content
// hashes); under the development server, with hot module replacement, their `<id>.js` names are the
// app's own chunks' names with other content, and the first hot update failed with "Multiple assets
// emit different content to the same filename <id>.js".
//
// This plugin drops ProvideSharedPlugin's finishMake tap from every child compiler, right after
// webpack copied the taps (Compilation hook `childCompiler`): nothing in a child compilation
// (a template, a loader's importModule) is ever provided to the share scope.
const PLUGIN = 'WlChildCompilersWithoutShared';

/** The taps of the parent's ProvideSharedPlugin a child compiler must not run. */
const PROVIDER_TAPS = new Set(['ProvideSharedPlugin']);

class ChildCompilersWithoutSharedPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      if (compilation.compiler !== compiler) return;
      compilation.hooks.childCompiler.tap(PLUGIN, (childCompiler) => {
        const hook = childCompiler.hooks.finishMake;
        hook.taps = hook.taps.filter((tap) => !PROVIDER_TAPS.has(tap.name));
        // A hook compiles its call function lazily from its taps: forget any compiled one.
        hook._resetCompilation?.();
      });
    });
  }
}

module.exports = { ChildCompilersWithoutSharedPlugin, PROVIDER_TAPS };
