import { brandConfigSchema, pickPinnedVersion, resolveBrandId } from './brand-config';

const base = { id: 'b', name: 'B', merchantCode: 'm', hosts: ['b.example'], languages: ['TY'] };

describe('brand config', () => {
  it('accepts partial pins and keeps a canary', () => {
    const brand = brandConfigSchema.parse({
      ...base,
      remotes: { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0', percent: 10 } } },
    });
    expect(brand.remotes['mfe-lobby']?.canary).toEqual({ version: '1.1.0', percent: 10 });
    expect(brand.defaultLanguage).toBe('TY');
    expect(brand.theme).toBe('light');
  });

  it('refuses a pin that is not a version and a percent out of range', () => {
    expect(() => brandConfigSchema.parse({ ...base, remotes: { 'mfe-lobby': { version: 'latest' } } })).toThrow();
    expect(() =>
      brandConfigSchema.parse({ ...base, remotes: { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0', percent: 101 } } } }),
    ).toThrow();
    expect(() => brandConfigSchema.parse({ ...base, remotes: { 'mfe-unknown': { version: '1.0.0' } } })).toThrow();
  });

  it('gives the canary to buckets below its percent only', () => {
    const pin = { version: '1.0.0', canary: { version: '1.1.0', percent: 25 } };
    expect(pickPinnedVersion(pin, 0)).toBe('1.1.0');
    expect(pickPinnedVersion(pin, 24)).toBe('1.1.0');
    expect(pickPinnedVersion(pin, 25)).toBe('1.0.0');
    expect(pickPinnedVersion({ version: '1.0.0', canary: { version: '1.1.0', percent: 0 } }, 0)).toBe('1.0.0');
    expect(pickPinnedVersion({ version: '1.0.0', canary: { version: '1.1.0', percent: 100 } }, 99)).toBe('1.1.0');
    expect(pickPinnedVersion({ version: '1.0.0' }, 3)).toBe('1.0.0');
  });

  it('resolves the brand by host name, else the default', () => {
    const index = { defaultBrand: 'default', brands: [{ id: 'other', hosts: ['Other.Example'] }] };
    expect(resolveBrandId(index, 'other.example')).toBe('other');
    expect(resolveBrandId(index, 'unknown.example')).toBe('default');
  });
});
