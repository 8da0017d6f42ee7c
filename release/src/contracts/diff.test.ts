import fc from 'fast-check';
import { diffContracts, formatDiff, isSubShape, type Verdict } from './diff';
import type { ContractManifest, PropShape, TypeShape } from './schema';

const str: TypeShape = { kind: 'string' };
const num: TypeShape = { kind: 'number' };
const lit = (value: string | number | boolean): TypeShape => ({ kind: 'literal', value });
const union = (...of: TypeShape[]): TypeShape => ({ kind: 'union', of });
const req = (type: TypeShape): PropShape => ({ type, optional: false });
const opt = (type: TypeShape): PropShape => ({ type, optional: true });
const obj = (props: Record<string, PropShape>): TypeShape => ({ kind: 'object', props });
const fn = (params: PropShape[], returns: TypeShape = { kind: 'void' }): TypeShape => ({ kind: 'function', params, returns });

const category = union(lit('RNG'), lit('LIVE'), lit('LOTT'));

/** The contract every case starts from: two exposes, an emitted, a listened and a two-way event. */
function base(): ContractManifest {
  return {
    schemaVersion: 1,
    remote: 'mfe-lobby',
    version: '1.0.0',
    sharedContracts: '1.3.0',
    exposes: {
      CategoryLobby: { props: obj({ category: req(category), page: opt(num) }) },
      AccountModals: { props: obj({ modal: req(union(lit('login'), lit('register'))), onClose: req(fn([])) }) },
    },
    events: {
      'auth:login-requested': { emits: true, listens: false, payload: obj({ modal: opt(str), reason: opt(str) }) },
      'centre:open': { emits: false, listens: true, payload: obj({ centre: req(union(lit('member'), lit('agent'))), page: opt(str) }) },
      'wallet:balance-changed': { emits: true, listens: true, payload: obj({ sumBalance: req(num) }) },
    },
  };
}

type Edit = (c: ContractManifest) => void;
const props = (c: ContractManifest, expose: string) => (c.exposes[expose]!.props as Extract<TypeShape, { kind: 'object' }>).props;
const payload = (c: ContractManifest, event: string) => (c.events[event]!.payload as Extract<TypeShape, { kind: 'object' }>).props;

const CATALOGUE: readonly [string, Verdict | 'none', Edit][] = [
  ['added optional prop', 'compatible', (c) => void (props(c, 'CategoryLobby').filter = opt(str))],
  ['added required prop', 'breaking', (c) => void (props(c, 'CategoryLobby').filter = req(str))],
  ['removed prop', 'breaking', (c) => void delete props(c, 'CategoryLobby').category],
  ['removed optional prop', 'breaking', (c) => void delete props(c, 'CategoryLobby').page],
  [
    'narrowed prop type (a union member dropped)',
    'breaking',
    (c) => void (props(c, 'CategoryLobby').category = req(union(lit('RNG'), lit('LIVE')))),
  ],
  [
    'widened prop type (a union member added)',
    'compatible',
    (c) => void (props(c, 'CategoryLobby').category = req(union(lit('RNG'), lit('LIVE'), lit('LOTT'), lit('FISH')))),
  ],
  ['widened prop type (literals to string)', 'compatible', (c) => void (props(c, 'CategoryLobby').category = req(str))],
  ['changed prop type (number to string)', 'breaking', (c) => void (props(c, 'CategoryLobby').page = opt(str))],
  ['optional prop made required', 'breaking', (c) => void (props(c, 'CategoryLobby').page = req(num))],
  ['required prop made optional', 'compatible', (c) => void (props(c, 'CategoryLobby').category = opt(category))],
  ['callback prop given an argument', 'compatible', (c) => void (props(c, 'AccountModals').onClose = req(fn([req(str)])))],
  ['callback prop made to return a value the remote needs', 'breaking', (c) => void (props(c, 'AccountModals').onClose = req(fn([], str)))],
  ['removed expose', 'breaking', (c) => void delete c.exposes.AccountModals],
  ['added expose', 'compatible', (c) => void (c.exposes.HomeGames = { props: obj({}) })],
  [
    'renamed expose',
    'breaking',
    (c) => {
      c.exposes.CategoryPage = c.exposes.CategoryLobby!;
      delete c.exposes.CategoryLobby;
    },
  ],
  [
    'renamed emitted event',
    'breaking',
    (c) => {
      c.events['auth:login-asked'] = c.events['auth:login-requested']!;
      delete c.events['auth:login-requested'];
    },
  ],
  ['event no longer listened to', 'breaking', (c) => void delete c.events['centre:open']],
  [
    'new emitted event',
    'compatible',
    (c) => void (c.events['inbox:unread-changed'] = { emits: true, listens: false, payload: obj({ unread: req(num) }) }),
  ],
  [
    'new listened event',
    'compatible',
    (c) => void (c.events['theme:changed'] = { emits: false, listens: true, payload: obj({ theme: req(str) }) }),
  ],
  ['emitted event now also listened to', 'compatible', (c) => void (c.events['auth:login-requested']!.listens = true)],
  ['new required payload field of an emitted event', 'compatible', (c) => void (payload(c, 'auth:login-requested').source = req(str))],
  ['new required payload field of a listened event', 'breaking', (c) => void (payload(c, 'centre:open').source = req(str))],
  ['new optional payload field of a listened event', 'compatible', (c) => void (payload(c, 'centre:open').tab = opt(str))],
  ['new optional payload field of an emitted event', 'compatible', (c) => void (payload(c, 'auth:login-requested').source = opt(str))],
  ['removed payload field of an emitted event', 'breaking', (c) => void delete payload(c, 'auth:login-requested').reason],
  ['narrowed payload field of an emitted event', 'compatible', (c) => void (payload(c, 'auth:login-requested').modal = opt(lit('login')))],
  ['narrowed payload field of a listened event', 'breaking', (c) => void (payload(c, 'centre:open').centre = req(lit('member')))],
  ['widened payload field of a listened event', 'compatible', (c) => void (payload(c, 'centre:open').centre = req(str))],
  ['widened payload field of an emitted event', 'breaking', (c) => void (payload(c, 'auth:login-requested').modal = opt(union(str, num)))],
  [
    'optional payload field of an emitted event made required',
    'compatible',
    (c) => void (payload(c, 'auth:login-requested').modal = req(str)),
  ],
  [
    'new optional payload field of an event emitted and listened to',
    'compatible',
    (c) => void (payload(c, 'wallet:balance-changed').currency = opt(str)),
  ],
  [
    'widened payload field of an event emitted and listened to',
    'breaking',
    (c) => void (payload(c, 'wallet:balance-changed').sumBalance = req(union(num, str))),
  ],
  ['nothing but the version changed', 'none', (c) => void (c.version = '1.1.0')],
];

describe('diffContracts: the catalogue of changes', () => {
  it('holds at least 20 changes', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CATALOGUE)('%s → %s', (_name, verdict, edit) => {
    const before = base();
    const after = base();
    edit(after);
    const diff = diffContracts(before, after);
    if (verdict === 'none') {
      expect(diff.changes).toEqual([]);
      return;
    }
    expect(diff.changes.length).toBeGreaterThan(0);
    expect(diff.breaking).toBe(verdict === 'breaking');
    // The printed difference names every change.
    const printed = formatDiff(diff);
    for (const change of diff.changes) expect(printed).toContain(change.where);
  });

  it('prints what a narrowed prop was and is', () => {
    const after = base();
    props(after, 'CategoryLobby').category = req(union(lit('RNG'), lit('LIVE')));
    expect(formatDiff(diffContracts(base(), after))).toBe(
      "  BREAKING    expose CategoryLobby props.category: narrowed ('RNG' | 'LIVE' | 'LOTT' → 'RNG' | 'LIVE')",
    );
  });
});

const shapeArbitrary: fc.Arbitrary<TypeShape> = fc.letrec<{ shape: TypeShape }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<TypeShape>(str, num, { kind: 'boolean' }, { kind: 'null' }, { kind: 'undefined' }, { kind: 'unknown' }),
    fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean()).map(lit),
    fc.array(tie('shape'), { minLength: 1, maxLength: 3 }).map((of) => union(...of)),
    tie('shape').map((of): TypeShape => ({ kind: 'array', of })),
    fc
      .dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.record({ type: tie('shape'), optional: fc.boolean() }), { maxKeys: 3 })
      .map((record) => obj(record)),
    fc
      .record({ params: fc.array(fc.record({ type: tie('shape'), optional: fc.boolean() }), { maxLength: 2 }), returns: tie('shape') })
      .map(({ params, returns }) => fn(params, returns)),
  ),
})).shape;

const manifestArbitrary: fc.Arbitrary<ContractManifest> = fc.record({
  schemaVersion: fc.constant(1 as const),
  remote: fc.constant('mfe-lobby'),
  version: fc.constant('1.0.0'),
  sharedContracts: fc.constant('1.3.0'),
  exposes: fc.dictionary(
    fc.constantFrom('A', 'B', 'C'),
    shapeArbitrary.map((shape) => ({ props: shape })),
    { maxKeys: 3 },
  ),
  events: fc.dictionary(
    fc.constantFrom('x:a', 'x:b', 'y:c'),
    fc.record({ emits: fc.boolean(), listens: fc.boolean(), payload: shapeArbitrary }),
    { maxKeys: 3 },
  ),
});

describe('diffContracts: properties', () => {
  it('finds a contract compatible with itself (and with a copy of itself)', () => {
    fc.assert(
      fc.property(manifestArbitrary, (manifest) => {
        expect(diffContracts(manifest, manifest)).toEqual({ changes: [], breaking: false });
        expect(diffContracts(manifest, structuredClone(manifest))).toEqual({ changes: [], breaking: false });
      }),
    );
  });

  it('isSubShape is reflexive', () => {
    fc.assert(fc.property(shapeArbitrary, (shape) => isSubShape(shape, shape)));
  });
});
