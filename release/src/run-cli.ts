// Argument parsing and exit codes of `wl-release`. The commands themselves are in commands/ (one
// module per command), the help text in help.ts.
import { parseArgs } from 'node:util';
import type { ChangeResult } from './commands';
import type { ReleaseOptions } from './context';
import { deadlineOf } from './deadline';
import { EXIT, ReleaseError, usage } from './errors';
import { HELP } from './help';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The standard input, whole (an operator's password); absent: none. */
  readStdin?: () => Promise<string>;
  /** The default for --root. */
  defaultRoot: string;
  /** When the command was run (ms since the epoch), where the deadline counts from; default: now. */
  startedAt?: number;
}

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
  deadline: { type: 'string' },
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
  registry: 1,
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
    if ((values.from !== undefined || values.to !== undefined) && command !== 'store' && command !== 'registry')
      throw usage('--from and --to only apply to store copy and registry copy');
    if (values.replace && command !== 'store') throw usage('--replace only applies to store copy');
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
      // Every command has one: those that write land within it or refuse, never later.
      deadline: deadlineOf(values.deadline, io.startedAt ?? Date.now()),
      log: (line) => io.err(`${line}\n`),
    };
    // The commands (and what they bring: Redis, S3, zod, shared-contracts) load once the command
    // line is understood: help and usage errors answer without them (start-up, issue 50).
    const {
      abort,
      canary,
      copyRegistry,
      copyStores,
      formatStatus,
      operatorCommand,
      parseRemoteAtVersion,
      pin,
      promote,
      publish,
      rollback,
      status,
      writeReleases,
    } = await import('./commands');
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
      case 'registry': {
        if (a !== 'copy') throw usage(`unknown registry command "${a}" (registry copy --from <folder> --to s3://bucket/prefix)`);
        if (!values.from || !values.to) throw usage('registry copy needs --from <folder> and --to s3://bucket/prefix');
        const r = await copyRegistry(options, values.from, values.to);
        const count = (n: number) => `${n} version${n === 1 ? '' : 's'}`;
        print(
          r,
          `copied ${r.from} → ${r.to}: ${count(r.copied.length)} written, ${count(r.unchanged.length)} already there${r.skipped.length ? `, ${r.skipped.length} skipped (no release.json: ${r.skipped.join(', ')})` : ''}\n`,
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
