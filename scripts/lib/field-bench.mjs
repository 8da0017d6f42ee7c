// What players feel (issue 41 item 4): the benchmark drives the production build in Chromium at 4×
// CPU through a few routes and interactions, lets the page send its real load reports (web-vitals
// LCP, INP, CLS: shell/src/telemetry/reporter.ts) to the edge's POST /telemetry/reports, and reads
// back what the field would show: the edge's release-health figures (p75 per remote version, from
// /metrics) and the reports the journey sent, per route. Beside them, the INP of three interactions
// (opening the member centre, a lobby search, a vendor tab switch) from the page's Event Timing
// entries. Printed, never asserted (scripts/bench.mjs).

/** One sample line of the Prometheus text format: `name{a="x",b="y"} value`. */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a /metrics answer: `{ name, labels, value }` each (comments and bad lines skipped). */
export function parsePrometheus(text) {
  const samples = [];
  for (const line of String(text).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const labels = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL))
      labels[name] = value.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
    const value = Number(match[3]);
    if (Number.isFinite(value)) samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/**
 * The edge's p75 Web Vitals per remote version (brand × remote × version), from /metrics'
 * `wl_release_{lcp,inp}_p75_seconds` and `wl_release_cls_p75` (ms for LCP and INP), with the loads
 * they came from; sorted by remote and version.
 */
export function versionVitals(metricsText) {
  const rows = new Map();
  const rowOf = (labels) => {
    const key = `${labels.brand}|${labels.remote}|${labels.version}`;
    if (!rows.has(key))
      rows.set(key, {
        brand: labels.brand,
        remote: labels.remote,
        version: labels.version,
        loads: null,
        lcpP75Ms: null,
        inpP75Ms: null,
        clsP75: null,
      });
    return rows.get(key);
  };
  for (const { name, labels, value } of parsePrometheus(metricsText)) {
    if (name === 'wl_release_loads') rowOf(labels).loads = value;
    else if (name === 'wl_release_lcp_p75_seconds') rowOf(labels).lcpP75Ms = Math.round(value * 1000);
    else if (name === 'wl_release_inp_p75_seconds') rowOf(labels).inpP75Ms = Math.round(value * 1000);
    else if (name === 'wl_release_cls_p75') rowOf(labels).clsP75 = value;
  }
  return [...rows.values()].sort((a, b) => `${a.remote} ${a.version}`.localeCompare(`${b.remote} ${b.version}`));
}

/** The 75th percentile by nearest rank, or null without values. */
export function p75(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}

/**
 * p75 LCP, INP and CLS per route from the load reports the pages sent (shared-contracts
 * loadReportSchema): each page load counts once, with the last value each vital had in its beacons.
 */
export function routeVitals(reports) {
  const pages = new Map();
  for (const report of reports) {
    if (!report || typeof report.page !== 'string' || typeof report.route !== 'string') continue;
    const page = pages.get(report.page) ?? { route: report.route, lcp: undefined, inp: undefined, cls: undefined, seq: -1 };
    if (report.vitals && report.seq >= page.seq) {
      for (const vital of ['lcp', 'inp', 'cls']) if (typeof report.vitals[vital] === 'number') page[vital] = report.vitals[vital];
      page.seq = report.seq;
    }
    pages.set(report.page, page);
  }
  const byRoute = new Map();
  for (const page of pages.values()) {
    if (!byRoute.has(page.route)) byRoute.set(page.route, []);
    byRoute.get(page.route).push(page);
  }
  return [...byRoute.entries()]
    .map(([route, list]) => ({
      route,
      pages: list.length,
      lcpP75Ms: p75(list.map((p) => p.lcp)),
      inpP75Ms: p75(list.map((p) => p.inp)),
      clsP75: p75(list.map((p) => p.cls)),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The INP of the interactions in `entries` (Event Timing entries `{ interactionId, duration }`): the
 * longest of them, as web-vitals counts it for a page with few interactions; null without one.
 */
export function interactionInp(entries) {
  const durations = entries.filter((e) => e.interactionId > 0).map((e) => e.duration);
  return durations.length > 0 ? Math.max(...durations) : null;
}

/** Records the page's Event Timing entries (every interaction of 16 ms or more). */
const watchEvents = () => {
  window.__field = { events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__field.events.push({ interactionId: entry.interactionId, duration: entry.duration, name: entry.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The INP of what `act` does on `page` (its interactions' longest Event Timing duration). */
async function inpOf(page, act) {
  const before = await page.evaluate(() => window.__field.events.length);
  await act();
  // Event Timing entries arrive after the next paint: give them a moment on a throttled CPU.
  await page.waitForTimeout(1000);
  const entries = await page.evaluate((from) => window.__field.events.slice(from), before);
  return interactionInp(entries);
}

/**
 * Ends the page's visit as a phone does when the player switches away: the page is told it is
 * hidden, web-vitals reports its final LCP, INP and CLS, and the shell's reporter sends its final
 * beacon, while the page is still there to be watched (a beacon sent while a navigation unloads the
 * page does not always reach the context's routing).
 */
async function hide(page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1500);
}

/** How long after load the shell's reporter starts (shared-contracts REPORTER_DELAY_MS) and a little more. */
const REPORTER_READY_MS = 6500;

/**
 * The field journey on the build at `baseUrl`: `/rng` (a search, a vendor tab), `/promotions`, `/`
 * (log in, open the member centre), each a page load of its own at `cpuRate`× CPU, each ending
 * hidden (its final beacon). Returns the interactions' INP, the reports sent, and the edge's
 * figures per remote version after them.
 */
export async function measureField(browser, baseUrl, { cpuRate = 4, account = { username: 'member01', password: 'secret88' } } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem('hisLang', 'EN');
    window.sessionStorage.setItem('index_notice', '1');
  });
  await page.addInitScript(watchEvents);
  const reports = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  // The beacons on their way to the edge (passed on unchanged): navigator.sendBeacon's requests
  // show in no page event, but they do go through the context's routing.
  await context.route('**/telemetry/reports', async (route) => {
    try {
      reports.push(JSON.parse(route.request().postData() ?? ''));
    } catch {
      // not a load report (a CSP report's own format)
    }
    await route.continue();
  });
  const interactions = {};
  try {
    await page.goto(`${baseUrl}/rng`, { waitUntil: 'load' });
    await page.locator('[data-testid="game-grid-row"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(REPORTER_READY_MS);
    const search = page.getByRole('searchbox').first();
    interactions.lobbySearch = await inpOf(page, async () => {
      await search.click();
      await search.pressSequentially('lu', { delay: 150 });
    });
    const tab = page.getByRole('tablist', { name: 'Game vendors' }).getByRole('tab', { selected: false }).first();
    interactions.vendorTab = await inpOf(page, () => tab.click());
    await hide(page);

    await page.goto(`${baseUrl}/promotions`, { waitUntil: 'load' });
    await page.waitForTimeout(REPORTER_READY_MS);
    await hide(page);

    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForTimeout(REPORTER_READY_MS);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    const welcome = page.getByRole('dialog', { name: /^Welcome/ });
    await welcome.getByRole('button', { name: 'OK' }).click({ timeout: 60_000 });
    await welcome.waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: 'Account menu' }).click();
    interactions.memberCentre = await inpOf(page, async () => {
      await page.getByRole('menuitem', { name: 'Member centre' }).click();
      await page.getByRole('dialog', { name: 'Member centre' }).getByRole('heading', { level: 3 }).first().waitFor({ timeout: 60_000 });
    });
    await hide(page);
  } finally {
    await context.close();
  }
  const metrics = await fetch(`${baseUrl}/metrics`).then((response) => (response.ok ? response.text() : ''));
  return { cpuRate, interactions, routes: routeVitals(reports), versions: versionVitals(metrics), reports: reports.length };
}

const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
const cls = (value) => (value === null || value === undefined ? '–' : value.toFixed(3));

/** The field figures as tables (the INP target of issue 41: ≤ 200 ms each). */
export function formatFieldFigures(field) {
  const lines = [`Field figures (the page's own load reports, ${field.cpuRate}× CPU, one journey; ${field.reports} beacons):`];
  lines.push('  per route (from the reports sent)  pages   LCP p75     INP p75     CLS p75');
  for (const r of field.routes)
    lines.push(
      `  ${r.route.padEnd(34)} ${String(r.pages).padEnd(7)} ${ms(r.lcpP75Ms).padEnd(11)} ${ms(r.inpP75Ms).padEnd(11)} ${cls(r.clsP75)}`,
    );
  lines.push("  per remote version (the edge's /metrics, 5 min)   loads   LCP p75     INP p75     CLS p75");
  for (const v of field.versions)
    lines.push(
      `  ${`${v.remote}@${v.version}`.padEnd(49)} ${String(v.loads ?? '–').padEnd(7)} ${ms(v.lcpP75Ms).padEnd(11)} ${ms(v.inpP75Ms).padEnd(11)} ${cls(v.clsP75)}`,
    );
  lines.push('  INP of an interaction (target ≤ 200 ms)');
  for (const [name, label] of [
    ['memberCentre', 'opening the member centre'],
    ['lobbySearch', 'a lobby search (typing)'],
    ['vendorTab', 'a vendor tab switch'],
  ])
    lines.push(`  ${label.padEnd(34)} ${ms(field.interactions[name])}`);
  return lines.join('\n');
}
