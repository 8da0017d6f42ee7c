// Small process helpers shared by the root scripts: run a command with inherited output, start a
// long-running server in its own process group, wait for a URL, and stop everything cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pinned pnpm (TOOLCHAIN.md: corepack cannot fetch it here, plain npx gives pnpm 12). */
export const PNPM = ['npx', '-y', 'pnpm@10.34.9'];

/** Runs a command to completion; resolves with its exit code (rejects only if it cannot start). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false', ...options.env },
      stdio: options.stdio ?? 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and throws when it fails. */
export async function mustRun(label, command, args, options) {
  const started = Date.now();
  const code = await run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) throw new Error(`${label} failed (exit ${code}) after ${seconds}s`);
  return Number(seconds);
}

const servers = new Set();

/** Starts a long-running server; its output is prefixed with its name. */
export function startServer(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, ...options.env },
    // Same process group as the caller: whoever stops the caller's group (Ctrl-C, Playwright's
    // webServer teardown) stops the servers too, so nothing is left holding a port.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!options.quiet) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  servers.add(child);
  child.on('exit', (code) => {
    servers.delete(child);
    if (options.onExit) options.onExit(code);
  });
  return child;
}

/** Stops every server started here. */
export function stopServers() {
  for (const child of servers) {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Polls `url` until it answers 2xx/3xx or the deadline passes. */
export async function waitForUrl(url, { timeoutMs = 60_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers });
      if (response.status < 400) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000}s (${lastError})`);
}

/** Installs the workspace's dependencies exactly as locked (quiet when already up to date). */
export async function installDependencies() {
  await mustRun('dependency install', PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile'], {
    env: { CI: 'true', NPM_CONFIG_LOGLEVEL: 'error' },
  });
}
