import type { BrandConfig } from 'shared-contracts';
import { FIXTURE_HASH, releaseRecordFixture } from './release-record.fixture';
import { activeOverrides, guardRecord, planRemote, RecordUnavailableError, type PlanInput } from './remote-plan';

const HASH = FIXTURE_HASH;
const record = releaseRecordFixture;

/** A registry: url → release record (or an Error to reject with). */
function registry(entries: Record<string, unknown>) {
  const requested: string[] = [];
  const fetchJson = async (url: string) => {
    requested.push(url);
    const value = entries[url];
    if (value === undefined) throw new Error('HTTP 404');
    if (value === 'down') throw new RecordUnavailableError('HTTP 503');
    if (value instanceof Error) throw value;
    return value;
  };
  return { fetchJson, requested };
}

const url = (remote: string, version: string) => `/registry/${remote}/${version}/release.json`;

function input(brandRemotes: BrandConfig['remotes'], fetchJson: PlanInput['fetchJson'], extra: Partial<PlanInput> = {}): PlanInput {
  return {
    brand: { remotes: brandRemotes, allowOverrides: false },
    bucket: 50,
    hostContracts: '1.1.0',
    hostReact: '19.2.0',
    fetchJson,
    ...extra,
  };
}

describe('planRemote', () => {
  it('loads the pinned version that passes the guards, and nothing for an unpinned remote', async () => {
    const { fetchJson, requested } = registry({ [url('mfe-lobby', '0.2.0')]: record('mfe-lobby', '0.2.0') });
    const result = await planRemote(input({ 'mfe-lobby': { version: '0.2.0' } }, fetchJson), 'mfe-lobby');
    expect(result.planned).toMatchObject({ remote: 'mfe-lobby', version: '0.2.0', source: 'pin', container: 'mfe_lobby' });
    expect(result.fallback).toBeNull();
    expect(requested).toEqual([url('mfe-lobby', '0.2.0')]);
    expect(await planRemote(input({ 'mfe-lobby': { version: '0.2.0' } }, fetchJson), 'mfe-account')).toEqual({
      planned: null,
      fallback: null,
      unavailable: null,
    });
  });

  it('falls back to the previous pin when the pin was built against another shared-contracts major, and says why', async () => {
    const { fetchJson } = registry({
      [url('mfe-lobby', '0.3.0')]: record('mfe-lobby', '0.3.0', { sharedContracts: '2.0.0' }),
      [url('mfe-lobby', '0.2.0')]: record('mfe-lobby', '0.2.0'),
    });
    const result = await planRemote(input({ 'mfe-lobby': { version: '0.3.0', previous: '0.2.0' } }, fetchJson), 'mfe-lobby');
    expect(result.planned).toMatchObject({ version: '0.2.0', source: 'previous' });
    expect(result.fallback).toEqual({
      remote: 'mfe-lobby',
      requested: '0.3.0',
      loaded: '0.2.0',
      reason: expect.stringContaining('shared-contracts 2.0.0'),
    });
  });

  it('runs a remote built on the host’s federation runtime only where the host provides that major', async () => {
    const { fetchJson } = registry({
      [url('mfe-lobby', '0.3.0')]: record('mfe-lobby', '0.3.0', { federationRuntime: '3.0.1' }),
      [url('mfe-lobby', '0.2.0')]: record('mfe-lobby', '0.2.0', { federationRuntime: '2.9.2' }),
    });
    const pins = { 'mfe-lobby': { version: '0.3.0', previous: '0.2.0' } };
    const onRuntime2 = await planRemote(input(pins, fetchJson, { hostFederationRuntime: '2.10.0' }), 'mfe-lobby');
    expect(onRuntime2.planned).toMatchObject({ version: '0.2.0', source: 'previous' });
    expect(onRuntime2.fallback?.reason).toBe("mfe-lobby@0.3.0 runs on the host's federation runtime 3.0.1, but this host provides 2.10.0");
    // A host that provides no runtime can run neither.
    const noRuntime = await planRemote(input(pins, fetchJson), 'mfe-lobby');
    expect(noRuntime.planned).toBeNull();
    // A record without the field bundles its own runtime and runs anywhere.
    expect(guardRecord('mfe-lobby', '0.2.0', record('mfe-lobby', '0.2.0'), { hostContracts: '1.1.0', hostReact: '19.2.0' })).toHaveProperty(
      'record',
    );
  });

  it('falls back to the last version this browser loaded when the pin has no record and no previous pin', async () => {
    const { fetchJson } = registry({ [url('mfe-lobby', '0.1.0')]: record('mfe-lobby', '0.1.0') });
    const result = await planRemote(
      input({ 'mfe-lobby': { version: '0.3.0' } }, fetchJson, { lastGood: { 'mfe-lobby': '0.1.0' } }),
      'mfe-lobby',
    );
    expect(result.planned).toMatchObject({ version: '0.1.0', source: 'last-good' });
    expect(result.fallback).toMatchObject({
      requested: '0.3.0',
      loaded: '0.1.0',
      reason: expect.stringContaining('release.json missing (HTTP 404)'),
    });
  });

  it('decides nothing when a record is unreachable (a retry decides later) instead of falling back', async () => {
    const { fetchJson } = registry({ [url('mfe-lobby', '0.3.0')]: 'down', [url('mfe-lobby', '0.2.0')]: record('mfe-lobby', '0.2.0') });
    const result = await planRemote(input({ 'mfe-lobby': { version: '0.3.0', previous: '0.2.0' } }, fetchJson), 'mfe-lobby');
    expect(result).toEqual({ planned: null, fallback: null, unavailable: expect.stringContaining('unreachable (HTTP 503)') });
  });

  it('loads nothing (the remote shows its fallback) when no candidate passes', async () => {
    const { fetchJson } = registry({ [url('mfe-lobby', '0.3.0')]: record('mfe-lobby', '0.3.0', { react: '18.3.1' }) });
    const result = await planRemote(input({ 'mfe-lobby': { version: '0.3.0' } }, fetchJson), 'mfe-lobby');
    expect(result.planned).toBeNull();
    expect(result.fallback).toEqual({
      remote: 'mfe-lobby',
      requested: '0.3.0',
      loaded: null,
      reason: expect.stringContaining('React 18.3.1'),
    });
  });

  it('picks the canary below its percent and the pin at or above it', async () => {
    const { fetchJson } = registry({
      [url('mfe-lobby', '0.1.0')]: record('mfe-lobby', '0.1.0'),
      [url('mfe-lobby', '0.2.0')]: record('mfe-lobby', '0.2.0'),
    });
    const plan = async (pin: BrandConfig['remotes'], bucket: number) =>
      (await planRemote(input(pin, fetchJson, { bucket }), 'mfe-lobby')).planned;
    const thirty = { 'mfe-lobby': { version: '0.1.0', canary: { version: '0.2.0', percent: 30 } } };
    expect(await plan(thirty, 29)).toMatchObject({ version: '0.2.0', source: 'canary' });
    expect(await plan(thirty, 30)).toMatchObject({ version: '0.1.0', source: 'pin' });
    expect(await plan({ 'mfe-lobby': { version: '0.1.0', canary: { version: '0.2.0', percent: 0 } } }, 0)).toMatchObject({
      version: '0.1.0',
    });
    expect(await plan({ 'mfe-lobby': { version: '0.1.0', canary: { version: '0.2.0', percent: 100 } } }, 99)).toMatchObject({
      version: '0.2.0',
    });
  });

  it('applies tester overrides only when the brand allows them, and falls back from a refused one', async () => {
    const { fetchJson } = registry({
      [url('mfe-lobby', '0.1.0')]: record('mfe-lobby', '0.1.0'),
      [url('mfe-lobby', '0.2.0')]: record('mfe-lobby', '0.2.0'),
    });
    const pins = { 'mfe-lobby': { version: '0.1.0' } };
    const denied = input(pins, fetchJson, { overrides: { 'mfe-lobby': '0.2.0' } });
    expect((await planRemote(denied, 'mfe-lobby')).planned).toMatchObject({ version: '0.1.0', source: 'pin' });
    expect(activeOverrides(denied)).toEqual({});
    const allowed = { ...denied, brand: { remotes: pins, allowOverrides: true } };
    expect((await planRemote(allowed, 'mfe-lobby')).planned).toMatchObject({ version: '0.2.0', source: 'override' });
    expect(activeOverrides(allowed)).toEqual({ 'mfe-lobby': '0.2.0' });
    const missing = await planRemote({ ...allowed, overrides: { 'mfe-lobby': '9.9.9' } }, 'mfe-lobby');
    expect(missing.planned).toMatchObject({ version: '0.1.0', source: 'pin' });
    expect(missing.fallback).toMatchObject({ requested: '9.9.9', loaded: '0.1.0' });
  });
});

describe('guardRecord', () => {
  const host = { hostContracts: '1.1.0', hostReact: '19.2.0' };
  it('accepts a matching record and refuses every broken one with a reason', () => {
    expect(guardRecord('mfe-lobby', '0.1.0', record('mfe-lobby', '0.1.0'), host)).toHaveProperty('record');
    expect(guardRecord('mfe-lobby', '0.1.0', { nope: true }, host)).toEqual({
      reason: expect.stringContaining('not a valid release record'),
    });
    expect(guardRecord('mfe-lobby', '0.1.0', record('mfe-lobby', '0.2.0'), host)).toEqual({
      reason: expect.stringContaining('describes mfe-lobby@0.2.0'),
    });
    expect(guardRecord('mfe-lobby', '0.1.0', record('mfe-lobby', '0.1.0', { files: { 'remoteEntry.js': HASH } }), host)).toEqual({
      reason: expect.stringContaining('does not list its manifest'),
    });
    expect(guardRecord('mfe-lobby', '0.1.0', record('mfe-lobby', '0.1.0', { react: null }), host)).toHaveProperty('record');
  });
});
