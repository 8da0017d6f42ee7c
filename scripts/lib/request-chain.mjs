// The request chain the benchmark prints (issue 19: "request chain depth before the first remote's
// code runs"), from the requests Chromium reports with their initiators (CDP Network domain, async
// stacks on).

/**
 * @typedef {object} ChainRequest
 * @property {string} url
 * @property {number} start     when it was sent (any clock, the same for all)
 * @property {number} end       when its answer had arrived
 * @property {'parser' | 'script' | 'preload' | 'other' | string} initiator  CDP's initiator type
 * @property {string} [resourceType]  CDP's type: Document, Script, Fetch, XHR, Stylesheet, ...
 * @property {string[]} stackUrls the scripts on the initiator's stack (async parents included)
 */

/** Requests whose answer code may have waited for: the page, data fetched by script. */
const DATA_TYPES = new Set(['Document', 'Fetch', 'XHR']);

/**
 * What `request` waited for: among the requests finished before it was sent, the one that
 * finished last of those it could depend on: a script on its initiator's stack (the code that
 * asked for it had to arrive), or data fetched by script (the code may have awaited the answer: the
 * status call gates the first render). A request the HTML parser found waited only for the page.
 * @param {ChainRequest} request
 * @param {ChainRequest[]} requests
 * @param {ChainRequest | undefined} page
 */
function waitedFor(request, requests, page) {
  if (request === page) return null;
  if (request.initiator === 'parser' || request.initiator === 'preload') return page ?? null;
  const onStack = new Set(request.stackUrls);
  let found = null;
  for (const other of requests) {
    if (other === request || other.end > request.start) continue;
    const candidate = onStack.has(other.url) || DATA_TYPES.has(other.resourceType ?? '') || other === page;
    if (candidate && (!found || other.end > found.end)) found = other;
  }
  return found;
}

/**
 * The requests in a row that `target` waited for, itself and the page included (1 for the page
 * alone); 0 without a target. Each step goes to what the request waited for ({@link waitedFor}).
 * @param {ChainRequest[]} requests  every request of the page load, the page itself first
 * @param {(request: ChainRequest) => boolean} isTarget  the first match by start time is followed
 */
export function initiatorChainDepth(requests, isTarget) {
  return initiatorChain(requests, isTarget).length;
}

/**
 * The requests of {@link initiatorChainDepth}, the target first and the page last (empty without a
 * target): what the benchmark prints with `--verbose`.
 * @param {ChainRequest[]} requests
 * @param {(request: ChainRequest) => boolean} isTarget
 * @returns {ChainRequest[]}
 */
export function initiatorChain(requests, isTarget) {
  const target = requests.filter(isTarget).sort((a, b) => a.start - b.start)[0];
  if (!target) return [];
  const page = requests.find((r) => r.resourceType === 'Document');
  const chain = [target];
  const seen = new Set([target]);
  for (let current = waitedFor(target, requests, page); current && !seen.has(current); current = waitedFor(current, requests, page)) {
    seen.add(current);
    chain.push(current);
  }
  return chain;
}

/**
 * Requests in a row before a remote's code first ran: the chain of the first request made by code
 * of a remote (a `/registry/` script on its initiator's stack, not a preload or the parser), less
 * that request itself. 0 when no remote's code made a request.
 * @param {ChainRequest[]} requests
 */
export function chainBeforeRemoteCode(requests) {
  const depth = initiatorChainDepth(requests, byRemoteCode);
  return depth === 0 ? 0 : depth - 1;
}

/** A request made by code of a remote: a `/registry/` script on its initiator's stack. */
const byRemoteCode = (r) =>
  r.initiator === 'script' && r.stackUrls.some((url) => new URL(url, 'http://x').pathname.startsWith('/registry/'));

/**
 * The requests {@link chainBeforeRemoteCode} counts, first to last (the page first), then the
 * remote code's request itself.
 * @param {ChainRequest[]} requests
 * @returns {string[]}
 */
export function chainBeforeRemoteCodeUrls(requests) {
  return initiatorChain(requests, byRemoteCode)
    .reverse()
    .map((r) => r.url);
}
