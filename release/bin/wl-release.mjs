#!/usr/bin/env node
// Runs the release CLI (TypeScript) with the given arguments; exits with its code. tsx is registered
// in this process rather than started as its own CLI (which runs a second and a third node): one
// process, about half a second less of every command's start-up (issue 50).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The command's deadline (--deadline) counts from now, start-up included (src/deadline.ts).
process.env.WL_RELEASE_STARTED_AT = String(Date.now());
const here = path.dirname(fileURLToPath(import.meta.url));
try {
  // Both loaders, as the tsx CLI installs them: the workspace packages (shared-contracts) load as CommonJS.
  const [esm, cjs] = await Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')]);
  esm.register();
  cjs.register();
} catch (error) {
  console.error(`wl-release: cannot load tsx from ${path.join(here, '..', 'node_modules')}: ${error.message}; run the install first`);
  process.exit(1);
}
await import(pathToFileURL(path.join(here, '..', 'src', 'cli.ts')).href);
