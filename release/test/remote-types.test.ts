// The published types of a remote, type-checked the way a team in another repository would: the
// real mfe-account source is published (a stand-in dist), its types fetched over HTTP with
// bin/wl-remote-types.mjs into a scratch project outside the workspace, which sees nothing of the
// workspace but `typescript` (by absolute path). A consumer using the props, events and host API
// correctly compiles; one using them wrongly fails with the compiler's errors.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publish } from '../src/commands';
import { makeRoot, optionsFor, removeRoot, writeFakeBuild, RELEASE_DIR } from './helpers';

jest.setTimeout(120_000);

const REPO = path.resolve(RELEASE_DIR, '..');
const TSC = path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const REMOTE = 'mfe-account';

function run(file: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

let root: string;
let scratch: string;
let server: http.Server;
let registryUrl: string;

beforeAll(async () => {
  root = await makeRoot();
  // The real source (expose files, federation config, dependencies); a stand-in dist and version.
  const dir = path.join(root, REMOTE);
  await fs.mkdir(dir, { recursive: true });
  for (const entry of ['src', 'node_modules', 'module-federation.config.mjs'])
    await fs.symlink(path.join(REPO, REMOTE, entry), path.join(dir, entry));
  await writeFakeBuild(root, REMOTE, { version: '0.4.0', contracts: '1.3.0' });
  await publish(optionsFor(root), REMOTE, { build: false });

  const registry = path.join(root, 'registry');
  server = http.createServer((request, response) => {
    const relative = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').replace(/^\/registry\//, '');
    const file = path.resolve(registry, relative);
    if (!file.startsWith(registry + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    fs.readFile(file).then(
      (bytes) => response.writeHead(200).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/registry`;

  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-consumer-'));
  await fs.writeFile(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM'],
        types: [],
        skipLibCheck: false,
      },
      include: ['src', 'types'],
    }),
  );
  await fs.mkdir(path.join(scratch, 'src'));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await removeRoot(root);
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

describe('published types, checked outside the workspace', () => {
  it('fetches a pinned version, compiles a correct consumer and refuses a wrong one', async () => {
    expect(scratch.startsWith(REPO)).toBe(false);
    const fetched = await run(
      path.join(RELEASE_DIR, 'bin', 'wl-remote-types.mjs'),
      [REMOTE, '0.4.0', '--from', registryUrl, '--out', 'types'],
      scratch,
    );
    expect(fetched).toMatchObject({ code: 0 });
    const types = await fs.readFile(path.join(scratch, 'types', `${REMOTE}.d.ts`), 'utf8');
    expect(types).not.toMatch(/^\s*import\b|from '|require\(|reference (types|path)/m);
    expect(JSON.parse(await fs.readFile(path.join(scratch, 'types', `${REMOTE}.contract.json`), 'utf8'))).toMatchObject({
      remote: REMOTE,
      version: '0.4.0',
    });

    await fs.writeFile(
      path.join(scratch, 'src', 'good.ts'),
      [
        "import type { AccountModalsProps, ExposeProps, HostApi, PlatformEvents } from '../types/mfe-account';",
        "export const props: ExposeProps['AccountModals'] = { modal: 'register', reason: 'launch', onClose: () => undefined };",
        'export const same: AccountModalsProps = props;',
        "export const open: PlatformEvents['centre:open'] = { centre: 'member', page: 'inbox' };",
        'export function wire(host: HostApi): () => void {',
        "  host.bus.emit('auth:login-requested', { modal: 'login' });",
        "  host.navigate('/promotions', { replace: true });",
        "  return host.bus.on('theme:changed', ({ theme }) => host.theme.setTheme(theme === 'dark' ? 'light' : 'dark'));",
        '}',
        '',
      ].join('\n'),
    );
    const good = await run(TSC, ['-p', 'tsconfig.json', '--pretty', 'false'], scratch);
    expect(good.stdout + good.stderr).toBe('');
    expect(good.code).toBe(0);

    await fs.writeFile(
      path.join(scratch, 'src', 'bad.ts'),
      [
        "import type { ExposeProps, HostApi } from '../types/mfe-account';",
        "export const noClose: ExposeProps['AccountModals'] = { modal: 'login' };",
        "export const wrongModal: ExposeProps['AccountModals'] = { modal: 'logout', onClose: () => undefined };",
        'export function wire(host: HostApi): void {',
        "  host.bus.emit('centre:open', { centre: 'boss' });",
        '}',
        '',
      ].join('\n'),
    );
    const bad = await run(TSC, ['-p', 'tsconfig.json', '--pretty', 'false'], scratch);
    expect(bad.code).not.toBe(0);
    // Plain output whatever the environment says (FORCE_COLOR, set by CI runners, makes tsc pretty).
    const errors = bad.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect({ errors, stderr: bad.stderr }).toMatchObject({ errors: expect.any(Array), stderr: '' });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^src\/bad\.ts\(2,14\): error TS2741: Property 'onClose' is missing/);
    expect(errors[1]).toMatch(/^src\/bad\.ts\(3,\d+\): error TS2322: Type '"logout"' is not assignable to type 'AccountModalKind'/);
    expect(errors[2]).toMatch(/^src\/bad\.ts\(5,\d+\): error TS2322: Type '"boss"' is not assignable to type 'CentreKind'/);
  });

  it('refuses a types file that is not the published one', async () => {
    const target = path.join(root, 'registry', REMOTE, '0.4.0', 'types.d.ts');
    const original = await fs.readFile(target);
    await fs.appendFile(target, 'export type Injected = 1;\n');
    try {
      const fetched = await run(
        path.join(RELEASE_DIR, 'bin', 'wl-remote-types.mjs'),
        [REMOTE, '0.4.0', '--from', registryUrl, '--out', 'tampered'],
        scratch,
      );
      expect(fetched.code).toBe(3);
      expect(fetched.stderr).toContain('types.d.ts of mfe-account@0.4.0 is not the published file');
    } finally {
      await fs.writeFile(target, original);
    }
  });
});
