import {
  bucketFromCookie,
  clearOverrides,
  ensureCanaryBucket,
  markLastGood,
  parseOverrideQuery,
  readLastGood,
  readOverrides,
  OVERRIDE_COOKIE,
  OVERRIDE_STORAGE_KEY,
} from './browser-release-state';

describe('tester overrides', () => {
  beforeEach(() => localStorage.clear());

  it('parses the query, dropping unknown remotes and bad versions', () => {
    expect(parseOverrideQuery('mfe-lobby@1.2.0,mfe-account@0.3.1-rc.1,nope@1.0.0,mfe-promotions@latest,mfe-agent-centre')).toEqual({
      'mfe-lobby': '1.2.0',
      'mfe-account': '0.3.1-rc.1',
    });
  });

  it('stores a query override so it survives navigation, and clears it with remotes=clear', () => {
    expect(readOverrides('?remotes=mfe-lobby@1.2.0', localStorage, true)).toEqual({ 'mfe-lobby': '1.2.0' });
    expect(readOverrides('', localStorage, true)).toEqual({ 'mfe-lobby': '1.2.0' });
    expect(readOverrides('?remotes=mfe-account@0.2.0', localStorage, true)).toEqual({ 'mfe-lobby': '1.2.0', 'mfe-account': '0.2.0' });
    expect(readOverrides('?remotes=clear', localStorage, true)).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('names the overridden remotes in a cookie for the edge while overrides are in force, and removes it with them', () => {
    const cookieOf = () => document.cookie.split('; ').find((c) => c.startsWith(`${OVERRIDE_COOKIE}=`)) ?? null;
    readOverrides('?remotes=mfe-lobby@1.2.0,mfe-account@0.2.0', localStorage, true);
    expect(cookieOf()).toBe(`${OVERRIDE_COOKIE}=mfe-account.mfe-lobby`);
    readOverrides('?remotes=clear', localStorage, true);
    expect(cookieOf()).toBeNull();
    readOverrides('?remotes=mfe-lobby@1.2.0', localStorage, true);
    clearOverrides(localStorage);
    expect(cookieOf()).toBeNull();
    // A brand without overrides: none in force, so no cookie.
    readOverrides('?remotes=mfe-lobby@1.2.0', localStorage, true);
    readOverrides('', localStorage, false);
    expect(cookieOf()).toBeNull();
  });

  it('ignores and keeps untouched every override when the brand does not allow them', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mfe-lobby': '1.2.0' }));
    expect(readOverrides('?remotes=mfe-account@0.2.0', localStorage, false)).toEqual({});
    expect(JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}')).toEqual({ 'mfe-lobby': '1.2.0' });
  });

  it('survives garbage in storage and missing storage', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, '{not json');
    expect(readOverrides('', localStorage, true)).toEqual({});
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mfe-lobby': 7, 'mfe-account': '0.1.0' }));
    expect(readOverrides('', localStorage, true)).toEqual({ 'mfe-account': '0.1.0' });
    expect(readOverrides('?remotes=mfe-lobby@1.0.0', undefined, true)).toEqual({});
  });
});

describe('last good versions', () => {
  beforeEach(() => localStorage.clear());
  it('are kept per brand', () => {
    markLastGood(localStorage, 'default', 'mfe-lobby', '0.1.0');
    markLastGood(localStorage, 'second', 'mfe-lobby', '0.2.0');
    markLastGood(localStorage, 'default', 'mfe-account', '0.1.1');
    expect(readLastGood(localStorage, 'default')).toEqual({ 'mfe-lobby': '0.1.0', 'mfe-account': '0.1.1' });
    expect(readLastGood(localStorage, 'second')).toEqual({ 'mfe-lobby': '0.2.0' });
  });
});

describe('canary bucket', () => {
  it('reads a valid wl_bucket cookie only', () => {
    expect(bucketFromCookie('a=1; wl_bucket=42; b=2')).toBe(42);
    expect(bucketFromCookie('wl_bucket=100')).toBeNull();
    expect(bucketFromCookie('wl_bucket=-1')).toBeNull();
    expect(bucketFromCookie('wl_bucket=x')).toBeNull();
    expect(bucketFromCookie('')).toBeNull();
  });

  it('draws a bucket once and keeps it in a year-long cookie', () => {
    const doc = { cookie: '' };
    expect(ensureCanaryBucket(doc, () => 0.999)).toBe(99);
    expect(doc.cookie).toBe('wl_bucket=99; Path=/; Max-Age=31536000; SameSite=Lax');
    const kept = { cookie: 'wl_bucket=7' };
    expect(ensureCanaryBucket(kept, () => 0.5)).toBe(7);
    expect(kept.cookie).toBe('wl_bucket=7');
  });
});
