import path from 'node:path';
import { abort, canary, pin, promote, rollback, status, formatStatus } from '../src/commands';
import { makeRoot, optionsFor, publishFake, readHistoryLines, readJson, removeRoot, writeBrand } from './helpers';
import { brandConfigSchema } from 'shared-contracts';

let root: string;
beforeEach(async () => {
  root = await makeRoot();
  await publishFake(root, 'mfe-lobby', { version: '1.0.0' }, { version: '1.1.0' }, { version: '2.0.0', contracts: '2.0.0' });
  await writeBrand(root, 'alpha', { 'mfe-lobby': { version: '1.0.0' } });
});
afterEach(async () => {
  await removeRoot(root);
});

const lobbyPin = async () =>
  (await readJson<{ remotes: Record<string, unknown> }>(path.join(root, 'brands', 'alpha.json'))).remotes['mfe-lobby'];

describe('canary, promote, abort', () => {
  it('records a canary in the brand file; the file still parses with brandConfigSchema', async () => {
    await expect(canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 10)).resolves.toMatchObject({
      changed: true,
      to: { version: '1.0.0', canary: { version: '1.1.0', percent: 10 } },
    });
    expect(await lobbyPin()).toEqual({ version: '1.0.0', canary: { version: '1.1.0', percent: 10 } });
    const raw = await readJson(path.join(root, 'brands', 'alpha.json'));
    expect(brandConfigSchema.safeParse(raw).success).toBe(true);

    // Changing the share is another canary entry; 0 and 100 are allowed.
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 100);
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 0);
    expect(await lobbyPin()).toEqual({ version: '1.0.0', canary: { version: '1.1.0', percent: 0 } });
  });

  it('promote makes the candidate the pin; rollback then returns to the previous pin', async () => {
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 25);
    await expect(promote(optionsFor(root), 'alpha', 'mfe-lobby', {}, { force: true })).resolves.toMatchObject({
      from: { version: '1.0.0', canary: { version: '1.1.0', percent: 25 } },
      to: { version: '1.1.0' },
    });
    expect(await lobbyPin()).toEqual({ version: '1.1.0', previous: '1.0.0' });
    await rollback(optionsFor(root), 'alpha', 'mfe-lobby');
    expect(await lobbyPin()).toEqual({ version: '1.0.0' });
    expect((await readHistoryLines(root, 'alpha')).map((h) => h.action)).toEqual(['canary', 'promote', 'rollback']);
  });

  it('abort removes the canary and keeps the pin', async () => {
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 50);
    await expect(abort(optionsFor(root), 'alpha', 'mfe-lobby')).resolves.toMatchObject({ to: { version: '1.0.0' } });
    expect(await lobbyPin()).toEqual({ version: '1.0.0' });
    expect((await readHistoryLines(root, 'alpha')).map((h) => h.action)).toEqual(['canary', 'abort']);
  });

  it('refuses: no canary to promote or abort, a candidate equal to the pin, an incompatible candidate, no pin', async () => {
    await expect(promote(optionsFor(root), 'alpha', 'mfe-lobby')).rejects.toMatchObject({
      kind: 'refused',
      message: 'alpha has no canary running for mfe-lobby',
    });
    await expect(abort(optionsFor(root), 'alpha', 'mfe-lobby')).rejects.toMatchObject({ kind: 'refused' });
    await expect(canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.0.0', 5)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/already alpha's pin/),
    });
    await expect(canary(optionsFor(root), 'alpha', 'mfe-lobby', '2.0.0', 5)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/shared-contracts 2\.0\.0/),
    });
    await publishFake(root, 'mfe-account', { version: '0.1.0' });
    await expect(canary(optionsFor(root), 'alpha', 'mfe-account', '0.1.0', 5)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/no pin for mfe-account/),
    });
    await expect(canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 101)).rejects.toMatchObject({ kind: 'usage' });
    expect(await readHistoryLines(root, 'alpha')).toEqual([]);
  });

  it('a pin to the candidate ends the canary; a pin to another version keeps it', async () => {
    await publishFake(root, 'mfe-lobby', { version: '1.2.0' });
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.2.0', 30);
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0');
    expect(await lobbyPin()).toEqual({ version: '1.1.0', canary: { version: '1.2.0', percent: 30 }, previous: '1.0.0' });
    await pin(optionsFor(root), 'alpha', 'mfe-lobby', '1.2.0');
    expect(await lobbyPin()).toEqual({ version: '1.2.0', previous: '1.1.0' });
  });
});

describe('status', () => {
  // Issue 36 item 6: 2.0.0 was built against shared-contracts 2 (the host has 1): it can never be
  // pinned here, so it is not "newer" (it was listed as one), and the table says why.
  it('lists every brand × remote with pin, canary, published and newer versions, and what can never be pinned', async () => {
    await writeBrand(root, 'beta', { 'mfe-lobby': { version: '1.1.0' }, 'mfe-account': { version: '0.9.0' } });
    await canary(optionsFor(root), 'alpha', 'mfe-lobby', '1.1.0', 10);
    const rows = await status(optionsFor(root));
    expect(rows.filter((r) => r.remote === 'mfe-lobby')).toEqual([
      {
        brand: 'alpha',
        remote: 'mfe-lobby',
        pinned: '1.0.0',
        canary: { version: '1.1.0', percent: 10 },
        pinnedMissing: false,
        published: ['1.0.0', '1.1.0', '2.0.0'],
        newer: ['1.1.0'],
        unpinnable: { '2.0.0': 'built against shared-contracts 2.0.0, the host has 1.1.0 (major 2 ≠ 1)' },
      },
      {
        brand: 'beta',
        remote: 'mfe-lobby',
        pinned: '1.1.0',
        canary: null,
        pinnedMissing: false,
        published: ['1.0.0', '1.1.0', '2.0.0'],
        newer: [],
        unpinnable: { '2.0.0': 'built against shared-contracts 2.0.0, the host has 1.1.0 (major 2 ≠ 1)' },
      },
    ]);
    expect(rows.find((r) => r.brand === 'beta' && r.remote === 'mfe-account')).toMatchObject({
      pinned: '0.9.0',
      pinnedMissing: true,
      published: [],
    });
    expect(rows).toHaveLength(2 * 5);
    const table = formatStatus(rows);
    expect(table.split('\n')[0]).toMatch(/^BRAND\s+REMOTE\s+PINNED\s+CANARY\s+PUBLISHED\s+NEWER$/);
    expect(table).toMatch(/alpha\s+mfe-lobby\s+1\.0\.0\s+1\.1\.0 @ 10%\s+1\.0\.0, 1\.1\.0, 2\.0\.0\s+1\.1\.0\n/);
    expect(table).toMatch(/beta\s+mfe-lobby\s+1\.1\.0\s+-\s+1\.0\.0, 1\.1\.0, 2\.0\.0\s+-\n/);
    expect(table).toContain('mfe-lobby@2.0.0 can never be pinned on this host: built against shared-contracts 2.0.0, the host has 1.1.0');
    expect(table).toMatch(/beta\s+mfe-account\s+0\.9\.0 \(NOT PUBLISHED\)/);
  });
});
