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
});
