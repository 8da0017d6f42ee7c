// The contract diff: what changed between two versions of a remote's contract, and whether each
// change can break a peer built against the older one. Pure (no I/O); `publish` refuses a breaking
// change unless the new version is built against a higher shared-contracts major.
//
// Directions: an expose's props and a listened event's payload are what the remote TAKES (input:
// the new version must accept everything the old one accepted, so a wider type is compatible and a
// narrower one breaks); an emitted event's payload is what it GIVES (output: the new version must
// give only what the old one gave, so a narrower type is compatible). Removing anything (an expose,
// a prop, an event, a payload field) is breaking either way: a peer relies on it.
import { formatShape, type ContractManifest, type PropShape, type TypeShape } from './schema';

export type Verdict = 'breaking' | 'compatible';

/** One difference between two contracts. */
export interface ContractChange {
  /** Where: `expose CategoryLobby props.category`, `event auth:logged-in payload.account`, `event theme:changed`. */
  where: string;
  /** What happened, in words (`removed`, `narrowed`, `added (optional)`, `no longer emitted`, ...). */
  change: string;
  verdict: Verdict;
  before?: string;
  after?: string;
}

export interface ContractDiff {
  changes: ContractChange[];
  /** Whether any change is breaking. */
  breaking: boolean;
}

type Direction = 'in' | 'out';

/** Members of a shape as a flat list (nested unions flattened, `boolean` as `true | false`). */
function members(shape: TypeShape): TypeShape[] {
  if (shape.kind === 'union') return shape.of.flatMap(members);
  if (shape.kind === 'boolean')
    return [
      { kind: 'literal', value: true },
      { kind: 'literal', value: false },
    ];
  if (shape.kind === 'void') return [{ kind: 'undefined' }];
  return [shape];
}

/** Whether every value of `a` is a value of `b` (structural, as TypeScript's assignability). */
export function isSubShape(a: TypeShape, b: TypeShape): boolean {
  if (b.kind === 'any' || b.kind === 'unknown') return true;
  if (a.kind === 'never') return true;
  const as = members(a);
  if (as.length > 1) return as.every((member) => isSubShape(member, b));
  const single = as[0] ?? a;
  const bs = members(b);
  if (bs.length > 1) {
    // `true | false` against a union holding both literals or `boolean`.
    return bs.some((member) => isSubShape(single, member));
  }
  return isSubSingle(single, bs[0] ?? b);
}

function isSubSingle(a: TypeShape, b: TypeShape): boolean {
  switch (a.kind) {
    case 'literal':
      if (b.kind === 'literal') return a.value === b.value;
      return b.kind === typeof a.value;
    case 'array':
      return b.kind === 'array' && isSubShape(a.of, b.of);
    case 'object':
      return b.kind === 'object' && isSubObject(a, b);
    case 'function':
      return b.kind === 'function' && isSubFunction(a, b);
    case 'opaque':
      return b.kind === 'opaque' && a.name === b.name;
    case 'union':
      return false; // flattened by isSubShape
    default:
      return a.kind === b.kind;
  }
}

function isSubObject(a: Extract<TypeShape, { kind: 'object' }>, b: Extract<TypeShape, { kind: 'object' }>): boolean {
  for (const [name, bProp] of Object.entries(b.props)) {
    const aProp = a.props[name];
    if (!aProp) {
      if (!bProp.optional) return false;
      continue;
    }
    if (aProp.optional && !bProp.optional) return false;
    if (!isSubShape(aProp.type, bProp.type)) return false;
  }
  if (b.index) {
    const index = b.index;
    if (!Object.values(a.props).every((prop) => isSubShape(prop.type, index))) return false;
    if (a.index && !isSubShape(a.index, index)) return false;
  }
  return true;
}

function isSubFunction(a: Extract<TypeShape, { kind: 'function' }>, b: Extract<TypeShape, { kind: 'function' }>): boolean {
  const aRequired = a.params.filter((p) => !p.optional).length;
  if (aRequired > b.params.length) return false;
  for (let i = 0; i < Math.min(a.params.length, b.params.length); i += 1) {
    // Parameters are contravariant: `a` must accept whatever `b`'s callers pass.
    if (!isSubShape((b.params[i] as PropShape).type, (a.params[i] as PropShape).type)) return false;
  }
  return b.returns.kind === 'void' || isSubShape(a.returns, b.returns);
}

function sameShape(a: TypeShape, b: TypeShape): boolean {
  return isSubShape(a, b) && isSubShape(b, a);
}

/** The differences of two shapes at `where`, judged in one direction. */
function compareShapes(where: string, before: TypeShape, after: TypeShape, direction: Direction, out: ContractChange[]): void {
  if (before.kind === 'object' && after.kind === 'object' && !before.index && !after.index) {
    compareObjects(where, before.props, after.props, direction, out);
    return;
  }
  if (sameShape(before, after)) return;
  const widened = isSubShape(before, after);
  const narrowed = isSubShape(after, before);
  const change = widened ? 'widened' : narrowed ? 'narrowed' : 'changed';
  const compatible = direction === 'in' ? widened : narrowed;
  out.push({ where, change, verdict: compatible ? 'compatible' : 'breaking', before: formatShape(before), after: formatShape(after) });
}

function compareObjects(
  where: string,
  before: Record<string, PropShape>,
  after: Record<string, PropShape>,
  direction: Direction,
  out: ContractChange[],
): void {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const name of names) {
    const at = `${where}.${name}`;
    const old = before[name];
    const next = after[name];
    if (old && !next) {
      out.push({ where: at, change: 'removed', verdict: 'breaking', before: formatShape(old.type) });
      continue;
    }
    if (!old && next) {
      // A new required field: an input the old peers never give breaks; an output they ignore does not.
      const breaks = !next.optional && direction === 'in';
      out.push({
        where: at,
        change: next.optional ? 'added (optional)' : 'added (required)',
        verdict: breaks ? 'breaking' : 'compatible',
        after: formatShape(next.type),
      });
      continue;
    }
    if (!old || !next) continue;
    if (old.optional !== next.optional) {
      const nowRequired = !next.optional;
      // Input: requiring what was optional breaks old callers. Output: what was always given may now be missing.
      const breaks = direction === 'in' ? nowRequired : !nowRequired;
      out.push({ where: at, change: nowRequired ? 'now required' : 'now optional', verdict: breaks ? 'breaking' : 'compatible' });
    }
    compareShapes(at, old.type, next.type, direction, out);
  }
}

/** Judges in both directions (an event a remote both emits and listens to): breaking if either breaks. */
function compareBoth(where: string, before: TypeShape, after: TypeShape, out: ContractChange[]): void {
  const asInput: ContractChange[] = [];
  const asOutput: ContractChange[] = [];
  compareShapes(where, before, after, 'in', asInput);
  compareShapes(where, before, after, 'out', asOutput);
  for (const change of asInput) {
    const twin = asOutput.find((other) => other.where === change.where);
    out.push(twin?.verdict === 'breaking' ? { ...change, verdict: 'breaking' } : change);
  }
}

/**
 * Every difference from `before` (the published contract) to `after` (the one being published),
 * each with its verdict. A contract compared with itself has no change.
 */
export function diffContracts(before: ContractManifest, after: ContractManifest): ContractDiff {
  const changes: ContractChange[] = [];
  for (const name of [...new Set([...Object.keys(before.exposes), ...Object.keys(after.exposes)])].sort()) {
    const old = before.exposes[name];
    const next = after.exposes[name];
    if (old && !next) changes.push({ where: `expose ${name}`, change: 'removed', verdict: 'breaking' });
    else if (!old && next) changes.push({ where: `expose ${name}`, change: 'added', verdict: 'compatible' });
    else if (old && next) compareShapes(`expose ${name} props`, old.props, next.props, 'in', changes);
  }
  for (const name of [...new Set([...Object.keys(before.events), ...Object.keys(after.events)])].sort()) {
    const old = before.events[name];
    const next = after.events[name];
    const where = `event ${name}`;
    if (old?.emits && !next?.emits) changes.push({ where, change: 'no longer emitted', verdict: 'breaking' });
    if (!old?.emits && next?.emits) changes.push({ where, change: 'now emitted', verdict: 'compatible' });
    if (old?.listens && !next?.listens) changes.push({ where, change: 'no longer listened to', verdict: 'breaking' });
    if (!old?.listens && next?.listens) changes.push({ where, change: 'now listened to', verdict: 'compatible' });
    if (!old || !next) continue;
    const emitsBoth = old.emits && next.emits;
    const listensBoth = old.listens && next.listens;
    if (emitsBoth && listensBoth) compareBoth(`${where} payload`, old.payload, next.payload, changes);
    else if (emitsBoth) compareShapes(`${where} payload`, old.payload, next.payload, 'out', changes);
    else if (listensBoth) compareShapes(`${where} payload`, old.payload, next.payload, 'in', changes);
  }
  return { changes, breaking: changes.some((change) => change.verdict === 'breaking') };
}

/** The difference as lines for a terminal (`breaking   expose CategoryLobby props.category: narrowed ('RNG' | 'LIVE' → 'RNG')`). */
export function formatDiff(diff: ContractDiff): string {
  return diff.changes
    .map((c) => {
      const values =
        c.before !== undefined && c.after !== undefined
          ? ` (${c.before} → ${c.after})`
          : c.before !== undefined
            ? ` (was ${c.before})`
            : c.after !== undefined
              ? ` (${c.after})`
              : '';
      return `  ${c.verdict === 'breaking' ? 'BREAKING  ' : 'compatible'}  ${c.where}: ${c.change}${values}`;
    })
    .join('\n');
}
