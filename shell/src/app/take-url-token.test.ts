import fc from 'fast-check';
import { takeUrlToken } from './shell-app';

describe('takeUrlToken', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes ?token= and removes it from the address, keeping the rest', () => {
    window.history.replaceState({ keep: 1 }, '', '/rng?page=PG&token=abc123#top');
    expect(takeUrlToken()).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/rng?page=PG#top');
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/home?x=1');
    expect(takeUrlToken()).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/home?x=1');
  });

  it('takes any token value out of the address, whatever it holds, and keeps every other parameter', () => {
    const value = fc.string({ minLength: 1, maxLength: 40 });
    const name = fc.constantFrom('page', 'id', 'referralCode', 'centre', 'x');
    fc.assert(
      fc.property(value, fc.array(fc.tuple(name, fc.string({ maxLength: 10 })), { maxLength: 3 }), (token, others) => {
        const params = new URLSearchParams(others);
        params.append('token', token);
        window.history.replaceState(null, '', `/rng?${params.toString()}#top`);
        expect(takeUrlToken()).toBe(token);
        const after = new URLSearchParams(window.location.search);
        expect(after.has('token')).toBe(false);
        expect(window.location.href).not.toContain('token=');
        expect([...after]).toEqual(others.map(([key, v]) => [key, v]));
        expect(window.location.pathname).toBe('/rng');
        expect(window.location.hash).toBe('#top');
      }),
      { numRuns: 300 },
    );
  });
});
