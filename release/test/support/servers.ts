// Real servers for the fleet tests, started on loopback ports picked here and stopped by the test:
// redis-server (Debian's), nginx (Debian's) and s3rver (npm). A missing binary fails the test that
// needs it, with how to install it: never a silent skip.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';

/** Throws, with the install command, when a server binary is missing. */
export function requireBinary(binary: string, debianPackage: string): void {
  if (!existsSync(binary))
    throw new Error(
      `${binary} is missing: the fleet tests run a real one (Debian/Ubuntu: apt-get install -y ${debianPackage}; .ci/run installs it)`,
    );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, child?: ChildProcess, what = 'server', timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not listen on ${port}`);
}

/** A redis-server of the test's own: no persistence, on a port it keeps across restarts. */
export class RedisServer {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisServer> {
    requireBinary(REDIS_SERVER, 'redis-server');
    const server = new RedisServer(port ?? (await freePort()));
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null;
  }

  /** Starts it (again) on its port, empty. */
  async restart(): Promise<void> {
    this.child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(this.port, this.child, 'redis-server');
  }

  /** Kills it at once (SIGKILL: the outage an operator does not plan). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM');
  }
}

/** Writes a file, creating its folder. */
export async function writeFile(file: string, text: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}
