// Argument parsing, help and exit codes of `wl-release`. The commands themselves are in commands.ts.
import { parseArgs } from 'node:util';
import {
  abort,
  canary,
  copyStores,
  formatStatus,
  parseRemoteAtVersion,
  pin,
  promote,
  publish,
  rollback,
  status,
  writeReleases,
  type ChangeResult,
} from './commands';
import { actorOf, nowIso, withStore, type ReleaseOptions } from './context';
import { hashPassword, MIN_PASSWORD_LENGTH, OPERATOR_NAME, operatorsOf } from './operators';
import { EXIT, ReleaseError, refused, usage } from './errors';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The standard input, whole (an operator's password); absent: none. */
  readStdin?: () => Promise<string>;
  /** The default for --root. */
  defaultRoot: string;
}

const COMMON = `Common options:
  --root <dir>             repository/deployment root holding registry/ and brands/ (default: this repo)
  --actor <name>           who is acting, for the history (default: $USER)
  --host-contracts <ver>   host shared-contracts version to check against (default: <root>/shared-contracts/package.json)
  --host-react <ver>       host React version to check against (default: <root>/shell/package.json's react)
  --host-federation <ver>  federation runtime the host provides (default: the shell's @module-federation/enhanced)
  --store <store>          the pin store: files (default: <root>/brands), files:<dir> or
                           redis://host:port/db (default: the PIN_STORE environment variable)
  --lock-timeout <ms>      how long to wait for another process's brand lock, or for other writers
                           to let a Redis compare-and-set through (default 15000)
  --registry <where>       published versions: a folder (default <root>/registry) or a bucket,
                           s3://bucket/prefix?endpoint=<url>&region=<r> (default: WL_REGISTRY)
  --reason <text>          why (pin, rollback, canary, promote, abort): kept in the history entry
  --json                   machine-readable output
  -h, --help               this help`;

const HELP: Record<string, string> = {
  '': `wl-release: publish remote versions and choose which version each brand runs.

Usage: wl-release <command> [arguments] [options]

Commands:
  publish <remote>                             build a remote and publish it to registry/<remote>/<version>/
  pin <brand> <remote>@<version>               pin a brand's remote to a published version
  rollback <brand> <remote> [--steps N]        go back N pins through the brand's history (default 1)
  status                                       every brand × remote: pinned, published, newer
  canary <brand> <remote>@<version> <percent>  send <percent>% of the brand's browsers to a candidate
  promote <brand> <remote>                     make the running canary the pin
  abort <brand> <remote>                       end the running canary
  releases <brand>|--all [--check]             rewrite (or check) brands/<brand>.releases.json
  store copy --from <store> --to <store>       copy every brand, releases file, history and the index
  operator add|remove <name> · operator list   the console's operators (password on stdin)
  help [command]                               help for a command

Exit codes: 0 done, 1 failure (I/O, build, lock), 2 usage error, 3 refused (the reason is printed).

${COMMON}`,
  publish: `Usage: wl-release publish <remote> [--no-build]

Builds <remote> for production with MF_BUILD_VERSION = its package.json version
(<remote>/node_modules/.bin/webpack --config webpack.config.mjs --mode production), then copies
<remote>/dist to registry/<remote>/<version>/ with a release.json (shared-contracts and React
versions built against, build time, SHA-384 of every file). Atomic (temp folder + rename).
A published version is immutable: the same content again is a no-op, different content is refused
(bump the version).

  --no-build   publish the existing <remote>/dist without building

Example: wl-release publish mfe-lobby

${COMMON}`,
  pin: `Usage: wl-release pin <brand> <remote>@<version>

Pins brands/<brand>.json's <remote> to <version>. Refused, with the reason, when the version is not
published, its mf-manifest.json does not parse, its files differ from its release.json, or it was
built against another shared-contracts major or React major than the host. The brand file is
written atomically under a per-brand lock and the change is appended to brands/history/<brand>.jsonl.

Example: wl-release pin default mfe-lobby@0.2.0

${COMMON}`,
  rollback: `Usage: wl-release rollback <brand> <remote> [--steps N]

Moves <brand>'s <remote> back N pins (default 1) through brands/history/<brand>.jsonl. Refused past
the first recorded pin. The rollback is itself recorded; a later rollback continues further back.

Example: wl-release rollback default mfe-lobby --steps 2

${COMMON}`,
  status: `Usage: wl-release status [--json]

A table of every brand × remote: the pinned version (marked when it is not in the registry), the
running canary, every published version and those newer than the pin.

${COMMON}`,
  canary: `Usage: wl-release canary <brand> <remote>@<version> <percent>

Records remotes.<remote>.canary = {version, percent} in brands/<brand>.json: browsers whose
wl_bucket cookie (a stable 0-99 bucket) is below <percent> load the candidate; the rest keep the pin.
Same checks as pin. Run again to change the percentage; 0 and 100 are allowed.

Example: wl-release canary default mfe-lobby@0.2.0 10

${COMMON}`,
  promote: `Usage: wl-release promote <brand> <remote> [--force]

Makes the running canary's version the pin and ends the canary (recorded as "promote", with the
canary's figures). Refused (exit 3) while the canary's figures, as the edges counted them since it
started (at most 30 minutes), are worse than the pin's or too few (fewer than 50 loads): the
canary guard's decision, said in words. --force promotes anyway; the history entry says so.

  --force   promote whatever the figures say (recorded as forced)

${COMMON}`,
  abort: `Usage: wl-release abort <brand> <remote>

Ends the running canary; every browser gets the pin again (recorded as "abort").

${COMMON}`,
};

HELP.releases = `Usage: wl-release releases <brand> [--check]
       wl-release releases --all [--check]

Writes brands/<brand>.releases.json: the release.json of every version the brand's pins name (pin,
canary, previous), copied from the registry after checking that each describes its own version,
that the version's files still match it and that it equals the copy already in the file (a
published record never changes). The shell reads this one file instead of one release.json per
remote. pin, rollback, canary, promote and abort rewrite it themselves; run this after editing a
brand file by hand or publishing into a fresh registry. --check only compares (exit 3 when the
file is missing or differs).

${COMMON}`;

HELP.operator = `Usage: wl-release operator add <name>      (the password is read from stdin)
       wl-release operator remove <name>
       wl-release operator list

The operators of the console (/ops on the edge), kept beside the brands in the pin store (files:
brands/.ops/operators.json, never served; Redis: the hash wl:operators). Passwords are hashed with
scrypt (N=2^15, r=8, p=1); a name is 2-32 lower-case letters, digits, dot, dash or underscore and
a password at least ${MIN_PASSWORD_LENGTH} characters. Adding an existing name replaces its password.

Example: printf '%s' "$PASSWORD" | wl-release operator add anna

${COMMON}`;

HELP.store = `Usage: wl-release store copy --from <store> --to <store> [--replace]

Copies everything a pin store holds into another: the brand index, every brand file, its releases
file and its whole history (files → Redis to move a deployment onto a fleet, Redis → files to
move back or keep a copy). A store is files (<root>/brands), files:<dir> or redis://host:port/db.
Every value is checked by its schema before it is copied, and read back after; the destination's
edges are told to reload. A destination that already holds other content for a brand (or another
index) is refused unless --replace.

Example: wl-release store copy --from files --to redis://127.0.0.1:6379/0

${COMMON}`;

const OPTIONS = {
  root: { type: 'string' },
  actor: { type: 'string' },
  'host-contracts': { type: 'string' },
  'host-react': { type: 'string' },
  'host-federation': { type: 'string' },
  'lock-timeout': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  steps: { type: 'string' },
  'no-build': { type: 'boolean' },
  all: { type: 'boolean' },
  check: { type: 'boolean' },
  store: { type: 'string' },
  registry: { type: 'string' },
  reason: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  replace: { type: 'boolean' },
  force: { type: 'boolean' },
} as const;

const ARITY: Record<string, number> = {
  publish: 1,
  pin: 2,
  rollback: 2,
  status: 0,
  canary: 3,
  promote: 2,
  abort: 2,
  releases: 1,
  store: 1,
  operator: 2,
};

function wholeNumber(text: string, name: string, rule = 'a whole number'): number {
  if (!/^\d+$/.test(text)) throw usage(`${name} must be ${rule}, got "${text}"`);
  return Number(text);
}

/** What a canary percent must be (the same words for every wrong value: negative, over 100, a fraction, a word). */
export const PERCENT_RULE = '0 to 100 (a whole number)';

const NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?$/;
const NEGATIVE_MARK = '\u0000negative:';

/**
 * parseArgs reads `-5` as an unknown option ("Unknown option '-5'") and refuses `--steps -2` as
 * ambiguous: neither names the real cause. Negative numbers are hidden from it and given back as
 * the values they are, so the command's own check says what is wrong with them.
 */
function hideNegativeNumbers(argv: readonly string[]): string[] {
  return argv.map((arg) => (NEGATIVE_NUMBER.test(arg) ? `${NEGATIVE_MARK}${arg}` : arg));
}

function restoreNegative(value: string): string {
  return value.startsWith(NEGATIVE_MARK) ? value.slice(NEGATIVE_MARK.length) : value;
}

function describePin(p: { version: string; canary?: { version: string; percent: number } } | null): string {
  if (!p) return '(none)';
  return p.canary ? `${p.version} (canary ${p.canary.version} @ ${p.canary.percent}%)` : p.version;
}

function describeChange(r: ChangeResult): string {
  if (!r.changed) return `${r.brand}: ${r.remote} already ${describePin(r.to)}; nothing changed\n`;
  return `${r.brand}: ${r.remote} ${describePin(r.from)} → ${describePin(r.to)} (${r.action}${r.action === 'rollback' ? ` ${String((r as { steps?: number }).steps ?? '')}`.trimEnd() : ''})\n`;
}

/** `operator add|remove|list`: the console's operators, in the pin store. */
async function operatorCommand(
  options: ReleaseOptions,
  verb: string,
  name: string,
  readStdin: CliIo['readStdin'],
): Promise<{ text: string; operators?: string[]; operator?: string }> {
  if (!['add', 'remove', 'list'].includes(verb)) throw usage(`unknown operator command "${verb}" (add, remove or list)`);
  if (verb !== 'list' && !OPERATOR_NAME.test(name))
    throw usage(`"${name}" is not an operator name (2-32 lower-case letters, digits, ".", "-" or "_", starting with a letter)`);
  let password = '';
  if (verb === 'add') {
    if (!readStdin) throw usage('operator add reads the password from stdin: pipe it in');
    password = (await readStdin()).replace(/\r?\n$/, '');
    if (password.length < MIN_PASSWORD_LENGTH)
      throw usage(`the password must be at least ${MIN_PASSWORD_LENGTH} characters (read from stdin)`);
  }
  return withStore(options, async (store) => {
    const operators = operatorsOf(store);
    if (verb === 'list') {
      const names = (await operators.list()).map((o) => o.name);
      return { text: names.length ? `${names.join('\n')}\n` : 'no operators\n', operators: names };
    }
    if (verb === 'remove') {
      if (!(await operators.remove(name))) throw refused(`no operator "${name}" in ${store.where}`);
      return { text: `operator ${name} removed from ${store.where}\n`, operator: name };
    }
    await operators.put({ name, hash: await hashPassword(password), createdAt: nowIso(options), createdBy: actorOf(options) });
    return { text: `operator ${name} saved in ${store.where}\n`, operator: name };
  });
}

/** Runs the CLI with `argv` (without node and script); resolves with the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let command = '';
  try {
    const parse = () => {
      try {
        const parsed = parseArgs({ args: hideNegativeNumbers(argv), options: OPTIONS, allowPositionals: true, strict: true });
        const values = Object.fromEntries(
          Object.entries(parsed.values).map(([key, value]) => [key, typeof value === 'string' ? restoreNegative(value) : value]),
        ) as typeof parsed.values;
        return { values, positionals: parsed.positionals.map(restoreNegative) };
      } catch (error) {
        throw usage((error as Error).message.replace(/^TypeError \[[A-Z_]+\]: /, ''));
      }
    };
    const parsed = parse();
    const { values, positionals } = parsed;
    const [first, ...rest] = positionals;
    command = first ?? '';
    if (command === 'help') {
      const topic = rest[0] ?? '';
      if (!(topic in HELP)) throw usage(`no help for "${topic}": unknown command`);
      io.out(`${HELP[topic]}\n`);
      return EXIT.ok;
    }
    if (values.help || command === '') {
      io.out(`${HELP[command in HELP ? command : '']}\n`);
      return command === '' && !values.help ? EXIT.usage : EXIT.ok;
    }
    const arity =
      (command === 'releases' && values.all) || (command === 'operator' && rest[0] === 'list')
        ? command === 'operator'
          ? 1
          : 0
        : ARITY[command];
    if (arity === undefined) throw usage(`unknown command "${command}" (run wl-release --help)`);
    if (rest.length !== arity)
      throw usage(`${command} takes ${arity} argument${arity === 1 ? '' : 's'}, got ${rest.length}\n\n${HELP[command]}`);
    if (values.steps !== undefined && command !== 'rollback') throw usage('--steps only applies to rollback');
    if (values['no-build'] && command !== 'publish') throw usage('--no-build only applies to publish');
    if ((values.all || values.check) && command !== 'releases') throw usage('--all and --check only apply to releases');
    if ((values.from !== undefined || values.to !== undefined || values.replace) && command !== 'store')
      throw usage('--from, --to and --replace only apply to store copy');
    if (values.force && command !== 'promote') throw usage('--force only applies to promote');
    if (values.reason !== undefined && !['pin', 'rollback', 'canary', 'promote', 'abort'].includes(command))
      throw usage('--reason only applies to pin, rollback, canary, promote and abort');

    const options: ReleaseOptions = {
      root: values.root ?? io.defaultRoot,
      ...(values.actor ? { actor: values.actor } : {}),
      ...(values['host-contracts'] ? { hostContracts: values['host-contracts'] } : {}),
      ...(values['host-react'] ? { hostReact: values['host-react'] } : {}),
      ...(values['host-federation'] ? { hostFederation: values['host-federation'] } : {}),
      ...(values['lock-timeout'] ? { lock: { timeoutMs: wholeNumber(values['lock-timeout'], '--lock-timeout') } } : {}),
      ...(values.store !== undefined ? { storeSetting: values.store } : {}),
      ...(values.registry !== undefined ? { registry: values.registry } : {}),
      log: (line) => io.err(`${line}\n`),
    };
    const json = Boolean(values.json);
    const print = (result: unknown, text: string) => io.out(json ? `${JSON.stringify(result, null, 2)}\n` : text);
    const [a = '', b = '', c = ''] = rest;
    const note = values.reason ? { reason: values.reason } : {};
    const printChange = (r: ChangeResult) => {
      for (const w of r.warnings) io.err(`warning: ${w}\n`);
      print(r, describeChange(r));
    };

    switch (command) {
      case 'publish': {
        const r = await publish(options, a, { build: !values['no-build'] });
        const text =
          r.status === 'published'
            ? `published ${r.remote}@${r.version} → ${r.target} (${r.files} files, shared-contracts ${r.sharedContracts}, React ${r.react ?? 'not shared'})\n`
            : r.status === 'recorded'
              ? `${r.remote}@${r.version} was already published with identical content; release.json recorded\n`
              : `${r.remote}@${r.version} is already published with identical content; nothing to do\n`;
        for (const w of r.warnings) io.err(`warning: ${w}\n`);
        print(r, text);
        break;
      }
      case 'pin': {
        const { remote, version } = parseRemoteAtVersion(b);
        printChange(await pin(options, a, remote, version, note));
        break;
      }
      case 'rollback': {
        const steps = values.steps === undefined ? 1 : wholeNumber(values.steps, '--steps', 'a whole number ≥ 1');
        printChange(await rollback(options, a, b, steps, note));
        break;
      }
      case 'status': {
        const rows = await status(options);
        print(rows, formatStatus(rows));
        break;
      }
      case 'canary': {
        const { remote, version } = parseRemoteAtVersion(b);
        printChange(await canary(options, a, remote, version, wholeNumber(c, 'percent', PERCENT_RULE), note));
        break;
      }
      case 'promote':
        printChange(await promote(options, a, b, note, { force: Boolean(values.force) }));
        break;
      case 'operator': {
        const result = await operatorCommand(options, a, b, io.readStdin);
        print(result, result.text);
        break;
      }
      case 'abort':
        printChange(await abort(options, a, b, note));
        break;
      case 'releases': {
        const results = await writeReleases(options, values.all ? null : a, Boolean(values.check));
        const verb = (upToDate: boolean) => (values.check ? 'up to date' : upToDate ? 'unchanged' : 'written');
        print(results, results.map((r) => `${r.file}: ${verb(r.upToDate)} (${r.records.join(', ') || 'no records'})\n`).join(''));
        break;
      }
      case 'store': {
        if (a !== 'copy') throw usage(`unknown store command "${a}" (store copy --from <store> --to <store>)`);
        if (!values.from || !values.to) throw usage('store copy needs --from <store> and --to <store>');
        const r = await copyStores(options, values.from, values.to, Boolean(values.replace));
        print(
          r,
          `copied ${r.from} → ${r.to}: ${r.copied.length} brand${r.copied.length === 1 ? '' : 's'} written (${r.copied.join(', ') || 'none'}), ${r.unchanged.length} already there, ${r.historyEntries} history entries, index ${r.index}\n`,
        );
        break;
      }
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ReleaseError) {
      const label = error.kind === 'usage' ? 'usage error' : error.kind === 'refused' ? 'refused' : 'failed';
      io.err(`wl-release${command ? ` ${command}` : ''}: ${label}: ${error.message}\n`);
      return error.exitCode;
    }
    io.err(`wl-release${command ? ` ${command}` : ''}: failed: ${(error as Error).stack ?? String(error)}\n`);
    return EXIT.failure;
  }
}
