/** @jest-environment node */
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here
import { formatFieldFigures, interactionInp, p75, parsePrometheus, routeVitals, versionVitals } from '../../scripts/lib/field-bench.mjs';

const METRICS = `# HELP wl_release_loads Page loads of a remote version.
# TYPE wl_release_loads gauge
wl_release_loads{brand="default",remote="mfe-lobby",version="1.2.0"} 8
wl_release_loads{brand="default",remote="mfe-account",version="0.1.0"} 3
wl_release_lcp_p75_seconds{brand="default",remote="mfe-lobby",version="1.2.0"} 2.5
wl_release_inp_p75_seconds{brand="default",remote="mfe-lobby",version="1.2.0"} 0.2
wl_release_cls_p75{brand="default",remote="mfe-lobby",version="1.2.0"} 0.15
wl_edge_http_requests_total{method="GET",route="/",status="200"} 12
not a sample line
wl_release_lcp_p75_seconds{brand="default",remote="mfe-account",version="0.1.0"} NaN
`;

describe('the field figures of the benchmark', () => {
  it('reads Prometheus samples with their labels, skipping comments and broken lines', () => {
    const samples = parsePrometheus('# c\nup 1\nx{a="1",b="q\\"z"} 2.5\nbroken{\n');
    expect(samples).toEqual([
      { name: 'up', labels: {}, value: 1 },
      { name: 'x', labels: { a: '1', b: 'q"z' }, value: 2.5 },
    ]);
  });

  it('gives p75 LCP, INP (ms) and CLS per remote version from /metrics', () => {
    expect(versionVitals(METRICS)).toEqual([
      { brand: 'default', remote: 'mfe-account', version: '0.1.0', loads: 3, lcpP75Ms: null, inpP75Ms: null, clsP75: null },
      { brand: 'default', remote: 'mfe-lobby', version: '1.2.0', loads: 8, lcpP75Ms: 2500, inpP75Ms: 200, clsP75: 0.15 },
    ]);
  });

  it('takes the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });

  it('counts each page load once per route, with the last value of each vital in its beacons', () => {
    const reports = [
      { page: 'aaaaaaaa', seq: 0, route: '/', vitals: { lcp: 900, remotes: [] } },
      { page: 'aaaaaaaa', seq: 1, route: '/', vitals: { lcp: 1000, inp: 120, cls: 0.1, remotes: [] } },
      { page: 'bbbbbbbb', seq: 0, route: '/', vitals: { lcp: 2000, inp: 40, cls: 0, remotes: [] } },
      { page: 'cccccccc', seq: 0, route: '/rng' },
      { nonsense: true },
    ];
    expect(routeVitals(reports)).toEqual([
      { route: '/', pages: 2, lcpP75Ms: 2000, inpP75Ms: 120, clsP75: 0.1 },
      { route: '/rng', pages: 1, lcpP75Ms: null, inpP75Ms: null, clsP75: null },
    ]);
  });

  it('takes an interaction INP as the longest of its Event Timing entries that are interactions', () => {
    expect(interactionInp([])).toBeNull();
    expect(
      interactionInp([
        { interactionId: 0, duration: 400 },
        { interactionId: 7, duration: 64 },
        { interactionId: 8, duration: 120 },
      ]),
    ).toBe(120);
  });

  it('prints every table with a dash for a missing figure', () => {
    const text = formatFieldFigures({
      cpuRate: 4,
      reports: 2,
      routes: [{ route: '/', pages: 1, lcpP75Ms: 960, inpP75Ms: null, clsP75: 0.14 }],
      versions: versionVitals(METRICS),
      interactions: { memberCentre: 128, lobbySearch: null, vendorTab: 80 },
    });
    expect(text).toMatch(/\/\s+1\s+960 ms\s+–\s+0\.140/);
    expect(text).toMatch(/mfe-lobby@1\.2\.0\s+8\s+2500 ms\s+200 ms\s+0\.150/);
    expect(text).toMatch(/opening the member centre\s+128 ms/);
    expect(text).toMatch(/a lobby search \(typing\)\s+–/);
  });
});
