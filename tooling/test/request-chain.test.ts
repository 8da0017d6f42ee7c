/** @jest-environment node */
// eslint-disable-next-line import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here
import { chainDepth } from '../../scripts/lib/request-chain.mjs';

const isEntry = (resource: { name: string }) => resource.name.endsWith('/remoteEntry.js');

describe('chainDepth (npm run bench: requests in a row before the first remote entry)', () => {
  it('counts the requests the entry waited for one after the other, and the page', () => {
    // The home page before issue 19's edge change: scripts → texts → index → brand → status → entry.
    const resources = [
      { name: '/main.js', start: 233, end: 251 },
      { name: '/881.js', start: 403, end: 508 },
      { name: '/672.js', start: 403, end: 588 },
      { name: '/i18n-en.js', start: 882, end: 890 },
      { name: '/brands/index.json', start: 970, end: 1038 },
      { name: '/brands/default.json', start: 1060, end: 1074 },
      { name: '/brands/default.releases.json', start: 1129, end: 1169 },
      { name: '/wps/system/status', start: 1130, end: 1203 },
      { name: '/wps/system/whitelabel', start: 1130, end: 1214 },
      { name: '/registry/mfe-lobby/0.1.0/remoteEntry.js', start: 1402, end: 1557 },
      { name: '/registry/mfe-lobby/0.1.0/5384.js', start: 1736, end: 1794 },
    ];
    // entry ← whitelabel ← default.json ← index.json ← i18n ← 672 ← main ← page
    expect(chainDepth(resources, isEntry)).toBe(8);
    // Without the two brand files: entry ← whitelabel ← i18n ← 672 ← main ← page.
    const inlined = resources
      .filter((r) => !/brands\/(index|default)\.json$/.test(r.name))
      .map((r) => (r.start >= 970 && r.start < 1402 ? { ...r, start: r.start - 90, end: r.end - 90 } : r));
    expect(chainDepth(inlined, isEntry)).toBe(6);
  });

  it('is 0 without the target, and 2 for a target the page requested straight away', () => {
    expect(chainDepth([{ name: '/main.js', start: 10, end: 20 }], isEntry)).toBe(0);
    expect(chainDepth([{ name: '/registry/x/remoteEntry.js', start: 5, end: 9 }], isEntry)).toBe(2);
  });

  it('follows the first request of the target kind when there are several', () => {
    const resources = [
      { name: '/main.js', start: 0, end: 10 },
      { name: '/registry/b/remoteEntry.js', start: 50, end: 60 },
      { name: '/registry/a/remoteEntry.js', start: 20, end: 30 },
    ];
    expect(chainDepth(resources, isEntry)).toBe(3);
  });
});
