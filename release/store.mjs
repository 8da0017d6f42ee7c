// The pin store for plain-JavaScript callers (the edge, shell/edge/server.mjs): the store is
// TypeScript (release/src/store/, one implementation for the CLI and the edge, checked by the same
// schemas), loaded through tsx's scoped loader (`tsImport`: nothing is registered globally, the rest
// of the process stays plain JavaScript; it also works inside a process whose own loader handles
// TypeScript differently, as Playwright's does). Where tsx's loader cannot run (jest's module
// system, which transforms TypeScript itself) the module is imported as it is.
// docs/adr/0012-pin-store.md.
const ENTRY = './src/store/edge.ts';

/** @returns {Promise<typeof import('./src/store/edge.ts')>} */
export async function loadPinStoreModule() {
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
    throw new Error(`cannot load the pin store module (${ENTRY}): ${tsxError?.message}; ${error.message}`);
  }
}
