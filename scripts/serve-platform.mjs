#!/usr/bin/env node
// Serves the last production build behind the edge with the reference API on a fresh seeded
// database and its control surface on, in the foreground, without installing or building. The
// e2e suite's Playwright webServer runs this.
//   PORT (default 8180) · API_PORT (default 4110) · SHELL_DIST (the shell build served: default
//   shell/dist; shell/dist-monolith for the monolith build) · --verbose to see the servers' logs
import { startPlatform } from './lib/platform.mjs';
import { stopServers } from './lib/run.mjs';

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(0);
  });
}

try {
  const { url } = await startPlatform({
    port: Number(process.env.PORT ?? 8180),
    apiPort: Number(process.env.API_PORT ?? 4110),
    control: true,
    quiet: !process.argv.includes('--verbose'),
    ...(process.env.SHELL_DIST ? { shellDist: process.env.SHELL_DIST } : {}),
  });
  console.info(`platform (production build${process.env.SHELL_DIST ? ` in ${process.env.SHELL_DIST}` : ''}, fresh database) at ${url}`);
} catch (error) {
  console.error(error.message);
  stopServers();
  process.exit(1);
}
