import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation the fault-matrix specs give each cell (fault-matrix.ts `faultCell`). */
const FAULT_CELL = 'fault-cell';

/** One cell of the printed matrix. */
export interface FaultCellResult {
  row: string;
  column: string;
  /** pass; FAIL; "known bug" (a test.fail() cell that failed as expected: the product bug is named in the spec). */
  outcome: 'pass' | 'FAIL' | 'known bug' | 'not run';
  title: string;
  durationMs: number;
  error?: string;
}

function outcomeOf(test: TestCase): FaultCellResult['outcome'] {
  switch (test.outcome()) {
    case 'expected':
    case 'flaky':
      return test.expectedStatus === 'failed' ? 'known bug' : 'pass';
    case 'skipped':
      return 'not run';
    default:
      return 'FAIL';
  }
}

function table(rows: string[], columns: string[], cells: Map<string, FaultCellResult>): string {
  const header = ['', ...columns];
  const body = rows.map((row) => [row, ...columns.map((column) => cells.get(`${row}\u0000${column}`)?.outcome ?? '')]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((line) => (line[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/**
 * Collects the fault-matrix cells (tests annotated `fault-cell`, in the `faults` project) into a
 * table printed at the end of the run (rows = what fails, columns = how) and writes
 * `test-results/faults.json`. Silent when no cell ran (a run of the journeys alone).
 */
export default class FaultsReporter implements Reporter {
  /** Every cell of the run in declaration order (rows and columns keep it); a cell that never ends is "not run". */
  private readonly tests = new Map<string, TestCase>();
  private readonly lastResult = new Map<string, TestResult>();
  private ran = false;

  onBegin(_config: FullConfig, suite: Suite): void {
    for (const test of suite.allTests()) if (test.annotations.some((a) => a.type === FAULT_CELL)) this.tests.set(test.id, test);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.tests.has(test.id)) return;
    this.ran = true;
    this.lastResult.set(test.id, result);
  }

  printsToStdio(): boolean {
    return true;
  }

  onEnd(result: FullResult): void {
    if (!this.ran) return;
    const cells: FaultCellResult[] = [];
    for (const test of this.tests.values()) {
      const annotation = test.annotations.find((a) => a.type === FAULT_CELL);
      const { row, column } = JSON.parse(annotation?.description ?? '{}') as { row: string; column: string };
      const last = this.lastResult.get(test.id);
      const outcome = !last || last.status === 'interrupted' ? 'not run' : outcomeOf(test);
      cells.push({
        row,
        column,
        outcome,
        title: test.title,
        durationMs: last?.duration ?? 0,
        ...(outcome === 'FAIL' && last?.error?.message ? { error: failureSummary(last.error.message, last.error.location) } : {}),
      });
    }
    interface Group {
      rows: string[];
      columns: string[];
      cells: Map<string, FaultCellResult>;
    }
    const groups = new Map<string, Group>();
    for (const cell of cells) {
      // Remote rows and API rows have different columns: one table each (remotes first).
      const group = cell.row.startsWith('mfe-') ? 'remotes' : 'API calls';
      const entry: Group = groups.get(group) ?? { rows: [], columns: [], cells: new Map() };
      if (!entry.rows.includes(cell.row)) entry.rows.push(cell.row);
      if (!entry.columns.includes(cell.column)) entry.columns.push(cell.column);
      entry.cells.set(`${cell.row}\u0000${cell.column}`, cell);
      groups.set(group, entry);
    }
    const out: string[] = ['', 'Fault matrix'];
    for (const name of ['remotes', 'API calls']) {
      const group = groups.get(name);
      if (!group) continue;
      out.push('', `${name}:`, table(group.rows, group.columns, group.cells));
    }
    const failed = cells.filter((c) => c.outcome === 'FAIL');
    const count = (outcome: FaultCellResult['outcome']) => cells.filter((c) => c.outcome === outcome).length;
    out.push(
      '',
      `${cells.length} cells: ${count('pass')} pass, ${failed.length} FAIL, ${count('known bug')} known bug, ${count('not run')} not run`,
    );
    for (const cell of failed) out.push(`  FAIL ${cell.title}: ${cell.error ?? '(see the report)'}`);
    console.info(out.join('\n'));
    const file = path.join(__dirname, '..', 'test-results', 'faults.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ status: result.status, cells }, null, 2)}\n`);
  }
}

/**
 * A failure in one line without terminal colours: the assertion, what it looked for (the
 * "Locator:" line) and where, so a CI log that keeps only the table still says which step failed.
 */
export function failureSummary(message: string, location?: { file: string; line: number }): string {
  const lines = message
    // eslint-disable-next-line no-control-regex -- the colour codes Playwright writes into messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim());
  const locator = lines.find((line) => line.startsWith('Locator:'));
  const where = location ? ` at ${location.file.split('/').slice(-2).join('/')}:${location.line}` : '';
  return [lines[0], locator].filter(Boolean).join(' · ') + where;
}
