/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkImportCycles, findImportCycles } from '../lint/import-cycles.mjs';

// `npm run lint` refuses import cycles (tooling/lint/import-cycles.mjs). This proves the check can fail:
// probe files that import each other, type-only too, are found, and allowed shapes are not.
describe('import cycle check', () => {
  let root: string;
  const write = (file: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  };
  const cycles = () => findImportCycles(root, [path.join(root, 'src')]);
  const quiet = { info: jest.fn(), error: jest.fn() };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    quiet.info.mockClear();
    quiet.error.mockClear();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds two modules that import each other', () => {
    write('src/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('src/b.tsx', "import { a } from './a';\nexport const b = () => a;\n");
    expect(cycles()).toEqual([['src/a.ts', 'src/b.tsx']]);
  });

  it('counts type-only imports and re-exports, through an index', () => {
    write('src/brand.ts', "import type { Modal } from './index';\nexport type Theme = 'light' | Modal;\n");
    write('src/index.ts', "export type { Modal } from './events';\nexport * from './brand';\n");
    write('src/events.ts', "export type Modal = 'login';\n");
    expect(cycles()).toEqual([['src/brand.ts', 'src/index.ts']]);
  });

  it('finds a longer loop as one cycle and leaves a lazy import() out', () => {
    write('src/one.ts', "import { two } from './two';\nexport const one = two;\n");
    write('src/two.ts', "import { three } from './three';\nexport const two = three;\n");
    write('src/three.ts', "import type { one } from './one';\nexport const three = 3 as unknown as typeof one;\n");
    write('src/routes.ts', "export const page = () => import('./page');\n");
    write('src/page.ts', "import { page as again } from './routes';\nexport default again;\n");
    expect(cycles()).toEqual([['src/one.ts', 'src/three.ts', 'src/two.ts']]);
  });

  it('finds nothing in an acyclic tree', () => {
    write('src/types.ts', "export type Theme = 'light' | 'dark';\n");
    write('src/a.ts', "import type { Theme } from './types';\nexport const a: Theme = 'light';\n");
    write('src/b.ts', "import { a } from './a';\nimport type { Theme } from './types';\nexport const b: Theme = a;\n");
    expect(cycles()).toEqual([]);
  });

  it('fails on a new cycle, allows a known one only exactly as listed, and says when a known one is gone', () => {
    write('src/a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('src/b.ts', "import type { A } from './a';\nexport type B = A | 1;\n");
    const dirs = [path.join(root, 'src')];
    expect(checkImportCycles(root, { known: [], dirs, log: quiet })).toBe(false);
    expect(quiet.error).toHaveBeenCalledWith(expect.stringContaining('src/a.ts  <->  src/b.ts'));
    expect(checkImportCycles(root, { known: [['src/b.ts', 'src/a.ts']], dirs, log: quiet })).toBe(true);

    write('src/c.ts', "import type { A } from './a';\nexport type C = A;\n");
    write('src/b.ts', "import type { C } from './c';\nexport type B = C | 1;\n");
    expect(checkImportCycles(root, { known: [['src/a.ts', 'src/b.ts']], dirs, log: quiet })).toBe(false);

    write('src/b.ts', 'export type B = 1;\n');
    expect(checkImportCycles(root, { known: [['src/a.ts', 'src/b.ts']], dirs, log: quiet })).toBe(true);
    expect(quiet.info).toHaveBeenCalledWith(expect.stringContaining('import cycle gone'));
  });
});
