/** @jest-environment node */
import path from 'node:path';
/* eslint-disable import-x/no-relative-packages -- the root's scripts/ is no package to import by name; its pure helpers are tested here */
import {
  CHECKABLE_REMOTES,
  STAGES,
  UsageError,
  checkGrep,
  groupStages,
  journeysOf,
  listRemotes,
  listSpecs,
  missingForJourneys,
  parseCheckArgs,
  planStages,
  tagsOfSpec,
} from '../../scripts/lib/check-plan.mjs';
/* eslint-enable import-x/no-relative-packages */

const repoRoot = path.resolve(__dirname, '..', '..');
const specs = listSpecs(repoRoot);

describe('npm run check: arguments', () => {
  it('runs every stage, in order, for a known remote', () => {
    expect(parseCheckArgs(['mfe-promotions'])).toEqual({ remote: 'mfe-promotions', stages: STAGES });
    expect(STAGES).toEqual(['lint', 'typecheck', 'jest', 'build', 'publish', 'journeys']);
  });

  it('refuses an unknown remote, naming the known ones', () => {
    expect(() => parseCheckArgs(['mfe-casino'])).toThrow(UsageError);
    expect(() => parseCheckArgs(['mfe-casino'])).toThrow(/"mfe-casino" is not a remote \(one of: mfe-lobby, mfe-account/);
    // The shell and the shared packages are not remotes a team checks alone.
    expect(() => parseCheckArgs(['shell'])).toThrow(UsageError);
    expect(() => parseCheckArgs(['shared-contracts'])).toThrow(UsageError);
  });

  it('knows every remote folder of the workspace', () => {
    expect(listRemotes(repoRoot)).toEqual(expect.arrayContaining(CHECKABLE_REMOTES));
    expect(listRemotes(repoRoot).every((name) => name.startsWith('mfe-'))).toBe(true);
  });

  it('refuses no remote, two remotes, and an unknown option or stage', () => {
    expect(() => parseCheckArgs([])).toThrow(/name the remote/);
    expect(() => parseCheckArgs(['mfe-lobby', 'mfe-account'])).toThrow(/one remote at a time/);
    expect(() => parseCheckArgs(['mfe-lobby', '--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseCheckArgs(['mfe-lobby', '--skip=lnt'])).toThrow(/unknown stage/);
    expect(() => parseCheckArgs(['mfe-lobby', '--skip='])).toThrow(/unknown stage/);
    expect(() => parseCheckArgs(['mfe-lobby', '--skip=lint', '--only=jest'])).toThrow(/cannot be combined/);
  });

  it('keeps the stage order whatever order --only names them in, and drops --skip ones', () => {
    expect(parseCheckArgs(['mfe-lobby', '--only=jest,lint']).stages).toEqual(['lint', 'jest']);
    expect(parseCheckArgs(['mfe-lobby', '--skip=journeys']).stages).toEqual(['lint', 'typecheck', 'jest', 'build', 'publish']);
  });

  it('refuses to publish an old build before the journeys', () => {
    expect(() => parseCheckArgs(['mfe-lobby', '--skip=build'])).toThrow(/publish needs build/);
    expect(parseCheckArgs(['mfe-lobby', '--skip=build,publish']).stages).toEqual(['lint', 'typecheck', 'jest', 'journeys']);
  });
});

describe('npm run check: stage planning', () => {
  it("runs the remote's own lint, typecheck and jest project, nothing of another package", () => {
    const plan = planStages('mfe-promotions', STAGES, { specs });
    expect(plan.map((stage) => stage.name)).toEqual(STAGES);
    const commands = plan.flatMap((stage) => stage.commands);
    expect(commands).toEqual([
      ['eslint', ['mfe-promotions', '--max-warnings=0']],
      ['prettier', ['--check', 'mfe-promotions', '--log-level=warn']],
      ['tsc', ['-p', 'mfe-promotions/tsconfig.json', '--noEmit']],
      ['jest', ['--selectProjects', 'mfe-promotions', '--ci']],
    ]);
  });

  it('gives each remote the journeys tagged with its check, and every remote has some', () => {
    const owners = new Map<string, string[]>();
    for (const remote of CHECKABLE_REMOTES) {
      const journeys = journeysOf(remote, specs);
      expect(journeys.length).toBeGreaterThan(0);
      for (const spec of journeys) owners.set(spec, [...(owners.get(spec) ?? []), remote]);
    }
    // No spec is two remotes' own (member-centre-* is not the lobby's, agent-centre-* not account's).
    expect([...owners.values()].filter((list) => list.length > 1)).toEqual([]);
    // A remote's check runs its own journeys, not every journey that passes through the remote.
    expect(journeysOf('mfe-account', specs)).not.toContain('shell-header.spec.ts');
    const tagged = [
      { file: 'promotions-point-mall.spec.ts', tags: ['@mfe-account', '@mfe-promotions', '@check-mfe-promotions'] },
      { file: 'shell-header.spec.ts', tags: ['@mfe-promotions', '@shell'] },
      { file: 'promotions.md', tags: ['@check-mfe-promotions'] },
    ];
    expect(journeysOf('mfe-promotions', tagged)).toEqual(['promotions-point-mall.spec.ts']);
    expect(journeysOf('mfe-account', tagged)).toEqual([]);
  });

  it("reads a spec's tags from its source, and greps the check's tag alone", () => {
    const source = `test.describe('x', { tag: ['@mfe-lobby', '@check-mfe-lobby'] }, () => {
      test('y', { tag: "@mfe-account", annotation: [] }, () => {});
      test('z', { tag: [\n'@shell',\n] }, () => {});
    });`;
    expect(tagsOfSpec(source)).toEqual(['@check-mfe-lobby', '@mfe-account', '@mfe-lobby', '@shell']);
    const grep = new RegExp(checkGrep('mfe-agent-centre'));
    expect(grep.test('tests/x.spec.ts › y @mfe-agent-centre @check-mfe-agent-centre')).toBe(true);
    expect(grep.test('tests/x.spec.ts › y @mfe-agent-centre @check-mfe-agent-centre-extra')).toBe(false);
    expect(new RegExp(checkGrep('mfe-lobby')).test('@mfe-lobby @shell')).toBe(false);
  });

  it('names what the journeys need and check does not build: the shell and the other remotes as published', () => {
    const pins = { 'mfe-lobby': { version: '0.1.0' }, 'mfe-promotions': { version: '0.2.0' } };
    expect(missingForJourneys({ remote: 'mfe-promotions', pins, exists: () => false })).toEqual([
      'the shell build (shell/dist)',
      'mfe-lobby@0.1.0 in registry/',
    ]);
    expect(missingForJourneys({ remote: 'mfe-promotions', pins, exists: () => true })).toEqual([]);
  });
});

describe('npm run check: lint and typecheck side by side', () => {
  const names = (groups: { name: string }[][]) => groups.map((group) => group.map((stage) => stage.name));

  it('groups lint with typecheck and runs every other stage alone, in order', () => {
    const plan = planStages('mfe-promotions', STAGES, { specs });
    expect(names(groupStages(plan))).toEqual([['lint', 'typecheck'], ['jest'], ['build'], ['publish'], ['journeys']]);
  });

  it('keeps a stage alone when its neighbour was skipped', () => {
    expect(names(groupStages(planStages('mfe-lobby', ['typecheck', 'jest'], { specs })))).toEqual([['typecheck'], ['jest']]);
    expect(names(groupStages(planStages('mfe-lobby', ['lint', 'build'], { specs })))).toEqual([['lint'], ['build']]);
  });
});
