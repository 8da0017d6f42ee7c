/** @jest-environment node */
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here
import { chainDepth, formatLcpDetail, lcpDetail } from '../../scripts/lib/lighthouse-detail.mjs';

/** The parts of a Lighthouse 12 JSON report the benchmark reads (shapes as Lighthouse writes them). */
const report = {
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint: 590 }] } },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { type: 'table', items: [{ node: { nodeLabel: 'Banner trang chủ 1', snippet: '<img>' } }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 473.6 },
              { phase: 'Load Delay', timing: 896.4 },
              { phase: 'Load Time', timing: 381.2 },
              { phase: 'Render Delay', timing: 1338.6 },
            ],
          },
        ],
      },
    },
    'network-requests': {
      details: {
        items: [
          { url: '/', networkRequestTime: 1, transferSize: 8224, resourceType: 'Document' },
          { url: '/main.js', networkRequestTime: 84, transferSize: 137210, resourceType: 'Script' },
          { url: '/banner.svg', networkRequestTime: 260, transferSize: 1566, resourceType: 'Image' },
          { url: '/popup.js', networkRequestTime: 589, transferSize: 4461, resourceType: 'Script' },
          { url: '/late.js', networkRequestTime: 590, transferSize: 9999, resourceType: 'Script' },
        ],
      },
    },
    'critical-request-chains': {
      details: { chains: { a: { request: {}, children: { b: { request: {}, children: { c: { request: {} } } }, d: { request: {} } } } } },
    },
  },
};

describe("the benchmark's detail of Lighthouse's largest paint", () => {
  it('reads the element, its phases and the requests started before the paint Lighthouse saw', () => {
    expect(lcpDetail(report)).toEqual({
      lcpElement: 'Banner trang chủ 1',
      lcpTtfb: 473.6,
      lcpLoadDelay: 896.4,
      lcpLoadTime: 381.2,
      lcpRenderDelay: 1338.6,
      // /late.js started at the paint itself: not before it.
      requestsBeforeLcp: 4,
      kibBeforeLcp: 147.9,
      jsKibBeforeLcp: 138.4,
      chainDepth: 3,
    });
  });

  it('gives NaN, zero and a dash for a report without those audits', () => {
    expect(lcpDetail({ audits: {} })).toEqual({
      lcpElement: '–',
      lcpTtfb: Number.NaN,
      lcpLoadDelay: Number.NaN,
      lcpLoadTime: Number.NaN,
      lcpRenderDelay: Number.NaN,
      requestsBeforeLcp: 0,
      kibBeforeLcp: 0,
      jsKibBeforeLcp: 0,
      chainDepth: 0,
    });
    expect(chainDepth(undefined)).toBe(0);
  });

  it('prints one row per route, dashes for missing phases', () => {
    const lines = formatLcpDetail('MF build', { '/': lcpDetail(report), '/rng': lcpDetail({ audits: {} }) });
    expect(lines[0]).toContain('MF build: what the largest paint waited for');
    expect(lines[2]).toMatch(/^ {2}\/ +474 +896 +381 +1339 +4 +147\.9 +138\.4 +3 +Banner trang chủ 1$/);
    expect(lines[3]).toMatch(/^ {2}\/rng +– +– +– +– +0 +0 +0 +0 +–$/);
    expect(formatLcpDetail('MF build', { '/': { score: 90 } })).toEqual([]);
  });
});
