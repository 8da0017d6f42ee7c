// Release health for plain-JavaScript callers (scripts/lib/guard-bench.mjs; the edge, TypeScript
// itself, imports src/health/edge.ts directly): the report checks, figures, the canary guard and the
// console's operators and commands, through tsx's scoped loader, or imported as it is where another
// TypeScript loader runs (jest). docs/adr/0013-release-health.md.
const ENTRY = './src/health/edge.ts';

/** @returns {Promise<typeof import('./src/health/edge.ts')>} */
export async function loadHealthModule() {
  let tsxError;
  try {
    const { tsImport } = await import('tsx/esm/api');
    return await tsImport(ENTRY, import.meta.url);
  } catch (error) {
    tsxError = error;
  }
  try {
    return await import(ENTRY);
  } catch (error) {
    throw new Error(`cannot load the release health module (${ENTRY}): ${tsxError?.message}; ${error.message}`);
  }
}
