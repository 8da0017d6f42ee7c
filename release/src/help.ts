// The help text of `wl-release` and of each of its commands (`--help`, `help <command>`).
import { MIN_PASSWORD_LENGTH } from './operators';

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
  --deadline <ms>          the command lands within this long of being run, or refuses (exit 1) and
                           never lands later; publish counts it after its build (default 20000,
                           or WL_RELEASE_DEADLINE_MS)
  --registry <where>       published versions: a folder (default <root>/registry) or a bucket,
                           s3://bucket/prefix?endpoint=<url>&region=<r> (default: WL_REGISTRY)
  --reason <text>          why (pin, rollback, canary, promote, abort): kept in the history entry
  --json                   machine-readable output
  -h, --help               this help`;

export const HELP: Record<string, string> = {
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
  registry copy --from <folder> --to s3://…    copy every published version of a folder into a bucket
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

HELP.registry = `Usage: wl-release registry copy --from <folder> --to s3://bucket/prefix?endpoint=<url>&region=<r>

Copies every published version of a registry folder (those with a release.json) into a bucket, as
publish --registry s3://… writes one: each file with If-None-Match: *, release.json last. A version
whose files are not its release.json's is refused before any of it is written; a version already in
the bucket with the same files is left as it is, one with other content is refused (never
overwritten). Within the deadline or refused: a version cut off by it has no release.json.

Example: wl-release registry copy --from registry --to 's3://wl-site/registry?region=eu-west-1'

${COMMON}`;
