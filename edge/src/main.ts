// Starts an edge from its environment (PORT, HOST and the settings of server.ts) and stops it on
// SIGINT or SIGTERM. `tsx src/main.ts`, or `node edge/bin/edge.mjs` from plain JavaScript.
import { createEdge } from './server';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await createEdge({ logger: process.env.EDGE_LOG === '1' });
  const address = await app.listen({ port, host });
  console.info(
    `[edge] serving the shell on ${address} (API upstream ${process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:4010'}; pins from ${app.pins.store.where})`,
  );
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[edge] failed to start', error);
  process.exit(1);
});
