import { spawn } from 'node:child_process';
import path from 'node:path';

/** A running reference platform API: its address, and how to stop it. */
export interface ReferencePlatform {
  url: string;
  stop(): Promise<void>;
}

/**
 * How long a test hook may wait for the reference platform to say where it listens: its start
 * (tsx compiling the API) took over 15 s, the jest default here, with the journeys running beside
 * jest in CI. A readiness wait, not a sleep: it returns as soon as the API listens.
 */
export const REFERENCE_PLATFORM_START_TIMEOUT_MS = 120_000;

/**
 * The reference platform API as it runs, for the edge's tests: its own process, a seeded in-memory
 * database, a loopback port of its choosing; resolves once it says where it listens.
 */
export async function startReferencePlatform({
  timeoutMs = REFERENCE_PLATFORM_START_TIMEOUT_MS - 10_000,
}: { timeoutMs?: number } = {}): Promise<ReferencePlatform> {
  const apiDir = path.resolve(__dirname, '../../platform-api');
  const platform = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', GAMES_PORT: '0', HOST: '127.0.0.1', PLATFORM_API_DB: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A platform that does not listen in time is stopped before the caller hears of it: a hook that
  // timed out holding no handle left it running, and jest never exited (CI rehearsal).
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      platform.kill('SIGKILL');
      reject(new Error(`platform-api did not listen within ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref();
    let out = '';
    platform.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const address = /listening on (http:\/\/[\d.:]+)/.exec(out)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    platform.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform-api exited with ${code}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (platform.exitCode !== null) return resolve();
        platform.once('exit', () => resolve());
        platform.kill('SIGTERM');
      }),
  };
}
