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
 * @property {boolean} [isRun]  the run of a remote's script ({@link firstRemoteRun}), not a request
 */

/** Requests whose answer code may have waited for: the page, data fetched by script. */
const DATA_TYPES = new Set(['Document', 'Fetch', 'XHR']);

/**
 * What a remote's first run may also have waited for: images (the shell runs the first screen's
 * remotes once the first banner has painted: shell/src/app/first-paint-gate.ts).
 */
const RUN_WAIT_TYPES = new Set([...DATA_TYPES, 'Image']);

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
    const types = request.isRun ? RUN_WAIT_TYPES : DATA_TYPES;
    const candidate = onStack.has(other.url) || types.has(other.resourceType ?? '') || other === page;
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
 * @typedef {object} ScriptRun
 * @property {string} url    the script's path
 * @property {number} ranAt  when V8 first compiled it (CDP `Debugger.scriptParsed`), on the clock
 *   of the requests: a classic script is compiled when it is run, so a preloaded file that waits in
 *   the cache shows here only once a script tag runs it
 */

/** A script of a remote: served from the registry the releases point at. */
const isRemoteScript = (url) => new URL(url, 'http://x').pathname.startsWith('/registry/');

/**
 * The first run of a remote's code (the first `/registry/` script compiled), as a request-shaped
 * target for {@link initiatorChain}: "sent" when it ran, with its own file on its "stack", so what
 * it waited for is the latest to finish of its own file and the data the host's code fetched before
 * it (the status gate, the releases file, or any other call the host may have awaited: counted, as
 * a wait it could have been) and the images that had arrived ({@link RUN_WAIT_TYPES}). Undefined
 * when no remote's script ran.
 * @param {ScriptRun[]} scripts
 * @returns {ChainRequest | undefined}
 */
function firstRemoteRun(scripts) {
  const first = scripts.filter((s) => isRemoteScript(s.url)).sort((a, b) => a.ranAt - b.ranAt)[0];
  if (!first) return undefined;
  return {
    url: `${first.url} (ran)`,
    start: first.ranAt,
    end: first.ranAt,
    initiator: 'script',
    resourceType: 'Script',
    stackUrls: [first.url],
    isRun: true,
  };
}

/**
 * Requests in a row before a remote's code first ran (issue 19): the chain of the first run of a
 * remote's script ({@link firstRemoteRun}), less that run. 0 when no remote's script ran (the
 * monolith).
 *
 * The run, not the first request a remote's code made: that request comes later than the run, and
 * Chromium's initiator stack for a call a remote made through the host's React render often ends in
 * the host's frames, so an earlier heuristic followed the remote's own data calls and counted them
 * as waits before its code ran.
 * @param {ChainRequest[]} requests  every request of the page load, the page itself first
 * @param {ScriptRun[]} scripts  the scripts that ran
 */
export function chainBeforeRemoteCode(requests, scripts) {
  const run = firstRemoteRun(scripts);
  if (!run) return 0;
  return initiatorChainDepth([...requests, run], (r) => r === run) - 1;
}

/**
 * The requests {@link chainBeforeRemoteCode} counts, first to last (the page first), then the
 * remote's script that ran, marked `(ran)`: what the benchmark prints with `--verbose`.
 * @param {ChainRequest[]} requests
 * @param {ScriptRun[]} scripts
 * @returns {string[]}
 */
export function chainBeforeRemoteCodeUrls(requests, scripts) {
  const run = firstRemoteRun(scripts);
  if (!run) return [];
  return initiatorChain([...requests, run], (r) => r === run)
    .reverse()
    .map((r) => r.url);
}
