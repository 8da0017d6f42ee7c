import { INTEGRITY_GLOBAL, REFUSED_INTEGRITY, integrityFor, resetIntegrity, trustRelease } from './integrity';

const HASH = `sha384-${'c'.repeat(64)}`;

afterEach(resetIntegrity);

describe('integrityFor', () => {
  it('gives the release hash of a listed file, a refusal for an unlisted one and for untrusted versions, nothing outside the registry', () => {
    trustRelease('/registry/mfe-lobby/0.2.0/', { 'remoteEntry.js': HASH, 'chunks/1.js': HASH }, '/registry/');
    expect(integrityFor('/registry/mfe-lobby/0.2.0/remoteEntry.js')).toBe(HASH);
    expect(integrityFor('http://localhost/registry/mfe-lobby/0.2.0/chunks/1.js?v=1')).toBe(HASH);
    expect(integrityFor('/registry/mfe-lobby/0.2.0/evil.js')).toBe(REFUSED_INTEGRITY);
    expect(integrityFor('/registry/mfe-lobby/0.3.0/remoteEntry.js')).toBe(REFUSED_INTEGRITY);
    expect(integrityFor('/main.1234abcd.js')).toBeUndefined();
    expect(integrityFor('https://cdn.example.com/x.js')).toBeUndefined();
  });

  it('is offered to remote chunk loaders as a global once a release is trusted', () => {
    expect((globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL]).toBeUndefined();
    trustRelease('/registry/mfe-lobby/0.2.0', { 'remoteEntry.js': HASH });
    const fn = (globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL] as (url: string) => string | undefined;
    expect(fn('/registry/mfe-lobby/0.2.0/remoteEntry.js')).toBe(HASH);
  });

  it('the refusal is a well-formed SRI value (a malformed one would be ignored by browsers)', () => {
    expect(REFUSED_INTEGRITY).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});
