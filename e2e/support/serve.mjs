// Playwright's webServer: the edge (serving the production build and the registry) and the
// reference API with a fresh database and its control surface on.
import { startPlatform } from '../../scripts/lib/platform.mjs';
import { stopServers } from '../../scripts/lib/run.mjs';

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(0);
  });
}

const { url } = await startPlatform({
  port: Number(process.env.E2E_PORT ?? 8180),
  apiPort: Number(process.env.E2E_API_PORT ?? 4110),
  control: true,
  quiet: true,
});
console.info(`e2e platform at ${url}`);
