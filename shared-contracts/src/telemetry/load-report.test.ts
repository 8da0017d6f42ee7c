import { cspViolationsOf, loadReportSchema } from './index';

const report = {
  schemaVersion: 1,
  page: 'p1a2b3c4d5',
  seq: 0,
  brand: 'default',
  bucket: 7,
  route: '/rng',
  remotes: [
    { remote: 'mfe-lobby', version: '0.2.0', role: 'canary', outcome: 'loaded', phases: { entryFetched: 120, containerReady: 180 } },
    { remote: 'mfe-account', version: '0.1.0', role: 'pin', outcome: 'fallback', reason: 'network', shown: null, phases: {} },
  ],
  errors: [{ kind: 'boundary', remote: 'mfe-lobby', version: '0.2.0', name: 'TypeError', failsLoad: true }],
  vitals: { lcp: 1800, inp: 96, cls: 0.02, remotes: [{ remote: 'mfe-lobby', version: '0.2.0' }] },
};

describe('load report', () => {
  it('accepts a page load with remotes, errors and vitals', () => {
    expect(loadReportSchema.safeParse(report).success).toBe(true);
  });

  it.each([
    ['an unknown remote', { remotes: [{ ...report.remotes[0], remote: 'mfe-other' }] }],
    ['a version that is not one', { remotes: [{ ...report.remotes[0], version: 'latest' }] }],
    ['a fallback without its reason', { remotes: [{ ...report.remotes[1], reason: undefined }] }],
    ['a load with a reason', { remotes: [{ ...report.remotes[0], reason: 'network' }] }],
    ['a bucket out of range', { bucket: 100 }],
    ['a brand id that is not one', { brand: 'Default Brand' }],
    ['a route with a query', { route: '/rng?token=abc' }],
    ['a number as a string', { seq: '0' }],
    ['an error message instead of a class name', { errors: [{ ...report.errors[0], name: 'cannot read user anna' }] }],
    ['a duration beyond ten minutes', { vitals: { ...report.vitals, lcp: 600_001 } }],
    ['too many remotes', { remotes: Array.from({ length: 11 }, () => report.remotes[0]) }],
  ])('refuses %s', (_name, change) => {
    expect(loadReportSchema.safeParse({ ...report, ...change }).success).toBe(false);
  });
});

describe('CSP reports', () => {
  it('reads report-uri and Reporting API bodies', () => {
    expect(
      cspViolationsOf('application/csp-report', {
        'csp-report': { 'document-uri': 'https://a.example/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' },
      }),
    ).toEqual([{ documentUrl: 'https://a.example/', directive: 'script-src-elem' }]);
    expect(
      cspViolationsOf('application/reports+json', [
        {
          type: 'csp-violation',
          url: 'https://a.example/rng',
          body: { documentURL: 'https://a.example/rng', effectiveDirective: 'style-src-attr' },
        },
        { type: 'deprecation', url: 'https://a.example/' },
      ]),
    ).toEqual([{ documentUrl: 'https://a.example/rng', directive: 'style-src-attr' }]);
    expect(cspViolationsOf('application/csp-report', { other: 1 })).toBeNull();
  });
});
