// The pin store for plain-JavaScript callers (the edge, shell/edge/server.mjs): the store is
// TypeScript (release/src/store/, one implementation for the CLI and the edge, checked by the same
// schemas); a caller whose loader reads TypeScript (tsx, jest, Playwright) imports it as it is,
// plain node gets it through tsx's scoped loader (`tsImport`: nothing is registered globally, the
// rest of the process stays plain JavaScript). docs/adr/0012-pin-store.md.
const ENTRY = './src/store/edge.ts';

/** @returns {Promise<typeof import('./src/store/edge.ts')>} */
export async function loadPinStoreModule() {
  try {
    return await import(ENTRY);
  } catch (error) {
    if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  }
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(ENTRY, import.meta.url);
}
