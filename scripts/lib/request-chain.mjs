// The request chain depth the benchmark prints (issue 19: "request chain depth before the first
// remote's code runs"), from the page's own resource timings.

/**
 * How many requests in a row the page waited for up to and including `target`: from the target,
 * step back to the request that finished last before it started (what it was waiting for), then
 * from that one, and so on; the page itself counts as the first step. A request that started before
 * anything had finished (the page's own scripts, which start while the HTML streams) ends the walk.
 *
 * @param {{ name: string, start: number, end: number }[]} resources every request but the page (page clock, ms)
 * @param {(resource: { name: string }) => boolean} isTarget the request the chain leads to (the first match by start)
 * @returns {number} 0 when no request matches
 */
export function chainDepth(resources, isTarget) {
  const target = resources.filter(isTarget).sort((a, b) => a.start - b.start)[0];
  if (!target) return 0;
  let depth = 1;
  let current = target;
  for (;;) {
    let waitedFor = null;
    for (const resource of resources) {
      if (resource !== current && resource.end <= current.start && (!waitedFor || resource.end > waitedFor.end)) waitedFor = resource;
    }
    if (!waitedFor) break;
    current = waitedFor;
    depth += 1;
  }
  // The page: everything above waited for its HTML.
  return depth + 1;
}
