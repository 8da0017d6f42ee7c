// Small process helpers shared by the root scripts: run a command with inherited output, start a
// long-running server in its own process group, wait for a URL, and stop everything cleanly.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pinned pnpm (TOOLCHAIN.md: corepack cannot fetch it here, plain npx gives pnpm 12). */
export const PNPM = ['npx', '-y', 'pnpm@10.34.9'];

/**
 * Runs a command to completion; resolves with its exit code (rejects only if it cannot start).
 * `options.prefix`: its output, line by line, starts with `[prefix] ` (commands running side by side).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false', ...options.env },
      stdio: options.stdio ?? (options.prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit'),
    });
    if (options.prefix && child.stdout && child.stderr) {
      prefixLines(child.stdout, process.stdout, options.prefix);
      prefixLines(child.stderr, process.stderr, options.prefix);
    }
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

/** Copies `stream` to `target` line by line, each line starting with `[name] `. */
function prefixLines(stream, target, name) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (buffer) target.write(`[${name}] ${buffer}\n`);
  });
}

/** Whether `port` can be listened on at 127.0.0.1 now. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A base port `p` such that every `p + offset` is free now, picked at random in [from, to) (below the
 * kernel's ephemeral range, away from the journeys' fixed 4110-10180): for servers a stage starts
 * beside others, instead of fixed ports.
 * @param {number[]} offsets
 */
export async function freePortBlock(offsets, { from = 20_000, to = 30_000, attempts = 50 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const base = from + Math.floor(Math.random() * ((to - from) / 20)) * 20;
    let free = true;
    for (const offset of offsets) if (!(await portFree(base + offset))) free = false;
    if (free) return base;
  }
  throw new Error(`no free block of ports (${offsets.join(', ')}) in ${from}-${to}`);
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
