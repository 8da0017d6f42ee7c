// Lists the breaks of house/feature-boundaries, house/floors and house/api-in-feature-api in the
// remotes, with the allow-list off. `--write-allow-list` writes them to feature-boundaries.allow.json,
// which the rules then accept; run it only to record breaks that already exist, never to admit a
// new one. Exits 1 if a break is found in a remote that must have none of that rule (CLEAN).
import fs from 'node:fs';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { REMOTES, allowListPath, repoRoot } from './house-plugin.mjs';

/**
 * Per rule, the remotes that must have no break of it (no allow-list entry either): every remote of
 * the one list, a new one included (issue 51: the allow-lists are empty).
 */
export const CLEAN = {
  'house/feature-boundaries': REMOTES,
  'house/floors': REMOTES,
  'house/api-in-feature-api': REMOTES,
};
const RULES = Object.keys(CLEAN);
const KEY = {
  'house/feature-boundaries': /\(([^)]*)\)\. A feature/,
  'house/floors': /\(([^)]*)\)\. Imports run down/,
  'house/api-in-feature-api': /called \((.*)\) outside/,
};

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { rules: Object.fromEntries(RULES.map((rule) => [rule, ['error', { allowList: false }]])) },
});
const results = await eslint.lintFiles(REMOTES.map((remote) => `${remote}/src`));
const list = Object.fromEntries(RULES.map((rule) => [rule, {}]));
for (const result of results) {
  const file = result.filePath
    .slice(repoRoot.length + 1)
    .split('\\')
    .join('/');
  for (const message of result.messages) {
    if (!RULES.includes(message.ruleId)) continue;
    const key = KEY[message.ruleId].exec(message.message)[1];
    (list[message.ruleId][file] ??= []).push(key);
  }
}
const sorted = Object.fromEntries(
  RULES.map((rule) => [
    rule,
    Object.fromEntries(
      Object.keys(list[rule])
        .sort()
        .map((file) => [file, [...new Set(list[rule][file])].sort()]),
    ),
  ]),
);
for (const rule of RULES) {
  const perRemote = Object.fromEntries(REMOTES.map((remote) => [remote, 0]));
  for (const [file, keys] of Object.entries(sorted[rule])) perRemote[file.split('/')[0]] += keys.length;
  console.info(rule, JSON.stringify(perRemote));
}
const dirty = RULES.flatMap((rule) =>
  CLEAN[rule]
    .filter((remote) => Object.keys(sorted[rule]).some((file) => file.startsWith(`${remote}/`)))
    .map((remote) => `${remote} (${rule})`),
);
if (dirty.length > 0) {
  console.error(`${dirty.join(', ')} must have no break of the rule.`);
  process.exitCode = 1;
}
if (process.argv.includes('--write-allow-list')) {
  if (dirty.length > 0) console.error('Not writing the allow-list.');
  else {
    // In the house format, so the lint stage's `prettier --check` passes on the written file.
    const options = { ...(await prettier.resolveConfig(allowListPath)), filepath: allowListPath };
    fs.writeFileSync(allowListPath, await prettier.format(JSON.stringify(sorted, null, 2), options));
  }
}
