// The plan of `npm run check -- <remote>` (scripts/check.mjs), apart from running it so a test can
// read it: which remote, which stages in which order, and which journeys belong to the remote.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line import-x/no-relative-packages -- the list of remotes, read by tooling/remotes.cjs
import { REMOTES } from '../../tooling/remotes.cjs';

/** The remotes of this repository (shared-contracts/src/remotes/remote-list.json). */
export const CHECKABLE_REMOTES = REMOTES;

/**
 * The remotes a team can check alone: the workspace folders `mfe-*` with a Module Federation config
 * (so one `npm run new:remote` writes is checkable at once), sorted.
 */
export function listRemotes(repoRoot) {
  return readdirSync(repoRoot)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(repoRoot, name, 'module-federation.config.mjs')))
    .sort();
}

/** Every stage, in the order a failure is cheapest to find. */
export const STAGES = ['lint', 'typecheck', 'jest', 'build', 'publish', 'journeys'];

/**
 * The tag of the journeys `npm run check -- <remote>` runs: a journey's describe carries the remotes it
 * exercises (`@mfe-lobby`) and, for a remote's own essential journeys, that remote's check
 * (`@check-mfe-lobby`); the full set runs in `npm test` (tooling/test/journey-tags.test.ts keeps the tags
 * valid).
 */
export function checkTag(remote) {
  return `@check-${remote}`;
}

/** The `--grep` that picks the journeys tagged {@link checkTag} (not a longer tag that starts the same). */
export function checkGrep(remote) {
  return `${checkTag(remote)}(?![\\w-])`;
}

/** The tags a spec's source declares (`tag: ['@mfe-lobby', ...]` or `tag: '@shell'` of its describes and tests). */
export function tagsOfSpec(source) {
  const tags = new Set();
  for (const [, list] of source.matchAll(/\btag:\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`]*`)/g))
    for (const [, tag] of list.matchAll(/['"`](@[^'"`]+)['"`]/g)) tags.add(tag);
  return [...tags].sort();
}

/**
 * The spec file names (sorted) of `remote`'s check among `specs` (each a file name and its tags).
 * @param {string} remote
 * @param {{ file: string, tags: string[] }[]} specs
 */
export function journeysOf(remote, specs) {
  return specs
    .filter((spec) => spec.file.endsWith('.spec.ts') && spec.tags.includes(checkTag(remote)))
    .map((spec) => spec.file)
    .sort();
}

/** The spec files in e2e/tests, with their tags. */
export function listSpecs(repoRoot) {
  const dir = path.join(repoRoot, 'e2e', 'tests');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ file, tags: tagsOfSpec(readFileSync(path.join(dir, file), 'utf8')) }));
}

/** A refusal of the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `usage: npm run check -- <remote> [--skip=stage,...] [--only=stage,...]
  remote: one of ${CHECKABLE_REMOTES.join(', ')}
  stages: ${STAGES.join(', ')}`;

/**
 * Reads `check`'s arguments: one remote (known), and optionally `--skip=` or `--only=` a list of
 * known stages (not both). Throws {@link UsageError} on anything else.
 * @param {string[]} argv
 * @param {string[]} [remotes]
 * @returns {{ remote: string, stages: string[] }}
 */
export function parseCheckArgs(argv, remotes = CHECKABLE_REMOTES) {
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const options = argv.filter((arg) => arg.startsWith('--'));
  if (positional.length === 0) throw new UsageError('name the remote to check');
  if (positional.length > 1) throw new UsageError(`one remote at a time (got ${positional.join(', ')})`);
  const [remote] = positional;
  if (!remotes.includes(remote)) throw new UsageError(`"${remote}" is not a remote (one of: ${remotes.join(', ')})`);
  let stages = [...STAGES];
  let seen = null;
  for (const option of options) {
    const match = /^--(skip|only)=(.*)$/.exec(option);
    if (!match) throw new UsageError(`unknown option ${option}`);
    const [, kind, value] = match;
    if (seen && seen !== kind) throw new UsageError('--skip and --only cannot be combined');
    seen = kind;
    const named = value.split(',').filter(Boolean);
    const unknown = named.filter((stage) => !STAGES.includes(stage));
    if (named.length === 0 || unknown.length > 0) throw new UsageError(`unknown stage in ${option} (stages: ${STAGES.join(', ')})`);
    stages = kind === 'skip' ? stages.filter((stage) => !named.includes(stage)) : STAGES.filter((stage) => named.includes(stage));
  }
  // The journeys run against the registry: the remote's fresh build must be published there first.
  if (stages.includes('journeys') && stages.includes('publish') && !stages.includes('build'))
    throw new UsageError('publish needs build (a journey would run against an older copy)');
  if (stages.length === 0) throw new UsageError('no stage left to run');
  return { remote, stages };
}

/**
 * What each stage runs (command and arguments from the repository root, `bin` resolving a root
 * `node_modules/.bin` tool). The build, publish and journeys stages name no command: check.mjs runs
 * them through build.mjs's functions and Playwright with the remote's journeys.
 * @param {string} remote
 * @param {string[]} stages
 * @param {{ specs: { file: string, tags: string[] }[] }} context
 */
export function planStages(remote, stages, { specs }) {
  const journeys = journeysOf(remote, specs);
  const all = {
    lint: {
      what: `eslint and prettier over ${remote}/`,
      commands: [
        ['eslint', [remote, '--max-warnings=0']],
        ['prettier', ['--check', remote, '--log-level=warn']],
      ],
    },
    typecheck: { what: `tsc over ${remote}/tsconfig.json`, commands: [['tsc', ['-p', `${remote}/tsconfig.json`, '--noEmit']]] },
    jest: { what: `jest --selectProjects ${remote}`, commands: [['jest', ['--selectProjects', remote, '--ci']]] },
    build: { what: `production build of ${remote} (webpack)`, commands: [] },
    publish: { what: `${remote} into the local registry; brands' release records rewritten`, commands: [] },
    journeys: {
      what: journeys.length
        ? `the journeys tagged ${checkTag(remote)} in ${journeys.length} specs: ${journeys.join(' ')}`
        : `no journey is tagged ${checkTag(remote)}`,
      commands: [],
      journeys,
    },
  };
  return stages.map((name) => ({ name, ...all[name] }));
}

/** Stages that only read the sources (no build output, no shared state): they may run side by side. */
export const SIDE_BY_SIDE = ['lint', 'typecheck'];

/**
 * The plan in groups run one after the other; the stages of a group run at once (consecutive
 * {@link SIDE_BY_SIDE} stages: eslint and tsc are each mostly one core of the two).
 * @template {{ name: string }} T
 * @param {T[]} plan
 * @returns {T[][]}
 */
export function groupStages(plan) {
  const groups = [];
  for (const stage of plan) {
    const last = groups.at(-1);
    if (last && SIDE_BY_SIDE.includes(stage.name) && last.every((s) => SIDE_BY_SIDE.includes(s.name))) last.push(stage);
    else groups.push([stage]);
  }
  return groups;
}

/**
 * What the journeys need and check never builds: the shell's production build and, for every OTHER
 * remote the default brand pins, its published folder. Returns the missing ones (empty: ready).
 * @param {{ remote: string, pins: Record<string, { version: string }>, exists: (relative: string) => boolean }} input
 */
export function missingForJourneys({ remote, pins, exists }) {
  const missing = [];
  if (!exists('shell/dist/index.html')) missing.push('the shell build (shell/dist)');
  for (const [other, { version }] of Object.entries(pins))
    if (other !== remote && !exists(`registry/${other}/${version}/mf-manifest.json`)) missing.push(`${other}@${version} in registry/`);
  return missing;
}
