import { loadReportSchema } from 'shared-contracts';
import type { LoadMark, LoadMarkInput } from './load-marks';
import { attribute, PageReport, reasonOf, type PageFacts } from './report';

const facts = (change: Partial<PageFacts> = {}): PageFacts => ({
  brand: 'default',
  bucket: 3,
  route: '/',
  pins: { 'mfe-lobby': { version: '1.0.0', canary: { version: '1.1.0' } }, 'mfe-account': { version: '0.1.0', previous: '0.0.9' } },
  overrides: {},
  entryFetched: () => 120,
  filesArrived: () => false,
  ...change,
});

function pageWith(marks: LoadMarkInput[], change: Partial<PageFacts> = {}) {
  const report = new PageReport(facts(change), 'page0000001');
  marks.forEach((mark, i) => report.take({ ...mark, at: 100 * (i + 1) } as LoadMark));
  return report;
}

const lobbyStack = 'TypeError: x is undefined\n    at Games (http://site.test/registry/mfe-lobby/1.1.0/392.4bfcce8a.js:1:200)';

describe('the page report', () => {
  it('reports a remote that rendered as loaded, with its role and phases, valid by the schema', () => {
    const report = pageWith([
      { kind: 'start', remote: 'mfe-lobby' },
      { kind: 'plan', remote: 'mfe-lobby', version: '1.1.0', requested: '1.1.0', refused: false },
      { kind: 'ready', remote: 'mfe-lobby' },
      { kind: 'rendered', remote: 'mfe-lobby' },
    ]).next(1000, false);
    expect(report?.remotes).toEqual([
      {
        remote: 'mfe-lobby',
        version: '1.1.0',
        role: 'canary',
        outcome: 'loaded',
        phases: { entryFetched: 120, containerReady: 300, firstRender: 400 },
      },
    ]);
    expect(loadReportSchema.safeParse(report).success).toBe(true);
    expect(JSON.stringify(report)).not.toMatch(/token|user|address/i);
  });

  it('tells the fallbacks apart: a refused record, a network failure, files the browser refused, a render throw, a stall', () => {
    const outcome = (marks: LoadMarkInput[], change: Partial<PageFacts> = {}, final = false) =>
      pageWith(marks, change).next(10_000, final)?.remotes[0];
    const start = { kind: 'start', remote: 'mfe-lobby' } as const;
    const plan = { kind: 'plan', remote: 'mfe-lobby', version: '1.1.0', requested: '1.1.0', refused: false } as const;
    expect(outcome([start, { ...plan, version: '1.0.0', refused: true }, { kind: 'rendered', remote: 'mfe-lobby' }])).toMatchObject({
      version: '1.1.0',
      role: 'canary',
      outcome: 'fallback',
      reason: 'contract',
      shown: '1.0.0',
    });
    const failed = { kind: 'failed', remote: 'mfe-lobby', message: '[ Federation Runtime ]: Failed to load script resources' } as const;
    expect(outcome([start, plan, failed])).toMatchObject({ reason: 'network' });
    expect(outcome([start, plan, failed], { filesArrived: () => true })).toMatchObject({ reason: 'integrity' });
    expect(outcome([start, plan, { kind: 'ready', remote: 'mfe-lobby' }, { kind: 'slot-failed', remote: 'mfe-lobby' }])).toMatchObject({
      reason: 'render-throw',
    });
    expect(outcome([start, plan])).toBeUndefined(); // still loading, page still open: nothing said yet
    expect(outcome([start, plan], {}, true)).toMatchObject({ reason: 'stall' });
    expect(reasonOf('remote module mfe_lobby/HomeGames is empty', false, false)).toBe('script-error');
    expect(reasonOf('mfe-lobby@1.1.0: release.json unreachable (HTTP 503)', false, false)).toBe('network');
  });

  it("attributes errors by the registry file in their stack; the first after a good load fails it, a render throw's does not count twice", () => {
    expect(attribute(lobbyStack)).toEqual({ remote: 'mfe-lobby', version: '1.1.0' });
    expect(attribute('Error: at http://site.test/main.45634666.js:1:1')).toBeNull();
    const loaded = pageWith([
      { kind: 'start', remote: 'mfe-lobby' },
      { kind: 'plan', remote: 'mfe-lobby', version: '1.1.0', requested: '1.1.0', refused: false },
      { kind: 'ready', remote: 'mfe-lobby' },
      { kind: 'rendered', remote: 'mfe-lobby' },
      { kind: 'error', source: 'uncaught', stack: lobbyStack, name: 'TypeError' },
      { kind: 'error', source: 'boundary', stack: lobbyStack, name: 'TypeError' },
      { kind: 'error', source: 'unhandled-rejection', stack: 'at http://site.test/main.js', name: 'my secret message' },
    ]).next(1000, false);
    expect(loaded?.errors).toEqual([
      { kind: 'uncaught', remote: 'mfe-lobby', version: '1.1.0', name: 'TypeError', failsLoad: true },
      { kind: 'boundary', remote: 'mfe-lobby', version: '1.1.0', name: 'TypeError', failsLoad: false },
      { kind: 'unhandled-rejection', name: 'Error', failsLoad: false },
    ]);
    const thrown = pageWith([
      { kind: 'start', remote: 'mfe-lobby' },
      { kind: 'plan', remote: 'mfe-lobby', version: '1.1.0', requested: '1.1.0', refused: false },
      { kind: 'ready', remote: 'mfe-lobby' },
      { kind: 'error', source: 'boundary', stack: lobbyStack, name: 'Error' },
      { kind: 'slot-failed', remote: 'mfe-lobby' },
    ]).next(1000, false);
    expect(thrown?.remotes[0]).toMatchObject({ outcome: 'fallback', reason: 'render-throw' });
    expect(thrown?.errors).toEqual([{ kind: 'boundary', remote: 'mfe-lobby', version: '1.1.0', name: 'Error', failsLoad: false }]);
  });

  it('sends each remote once, the vitals once with the first hide, and numbers its beacons', () => {
    const report = pageWith([
      { kind: 'start', remote: 'mfe-lobby' },
      { kind: 'plan', remote: 'mfe-lobby', version: '1.0.0', requested: '1.0.0', refused: false },
      { kind: 'rendered', remote: 'mfe-lobby' },
    ]);
    expect(report.next(1000, false)?.seq).toBe(0);
    expect(report.next(1100, false)).toBeNull();
    report.setVitals('lcp', 1234.4);
    report.setVitals('cls', 0.01234);
    const hidden = report.next(5000, true);
    expect(hidden).toMatchObject({
      seq: 1,
      remotes: [],
      vitals: { lcp: 1234, cls: 0.012, remotes: [{ remote: 'mfe-lobby', version: '1.0.0' }] },
    });
    report.setVitals('inp', 80);
    expect(report.next(9000, true)).toBeNull();
  });
});
