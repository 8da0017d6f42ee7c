import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// The layer rule of the reference API (README "Layers"): handlers → domain → db. A handler imports
// the domain, http, db, i18n and lib, never another handler (what two handlers share is a domain
// rule); the domain never imports a handler or the routes; http, lib and i18n know nothing above
// them; db holds tables and texts, and only the seed may use a domain rule's constant.

/** Where a module (a path under src/, without extension) sits. */
function layerOf(module: string): string {
  const [top = '', second = ''] = module.split('/');
  if (top === 'handlers') return second === 'types' || second === 'index' ? `handlers/${second}` : 'handler';
  if (top === 'db') return second.startsWith('seed') ? 'seed' : 'db';
  if (second === 'routes' || module === 'server' || module === 'main') return 'routes';
  return top;
}

const ABOVE_THE_DOMAIN = ['handler', 'handlers/index', 'routes'];

/** What each layer must not import, and why. */
const REFUSED: Readonly<Record<string, { layers: readonly string[]; why: string }>> = {
  handler: { layers: ['handler', 'handlers/index', 'routes'], why: 'a handler imports no other handler' },
  domain: { layers: [...ABOVE_THE_DOMAIN, 'handlers/types'], why: 'the domain imports no handler or route' },
  db: { layers: [...ABOVE_THE_DOMAIN, 'domain'], why: 'db imports nothing above it' },
  seed: { layers: ABOVE_THE_DOMAIN, why: 'the seed imports no handler or route' },
  http: { layers: [...ABOVE_THE_DOMAIN, 'domain'], why: 'http imports no handler or domain rule' },
  lib: { layers: [...ABOVE_THE_DOMAIN, 'domain', 'db'], why: 'lib imports nothing above it' },
  i18n: { layers: [...ABOVE_THE_DOMAIN, 'domain'], why: 'i18n imports no rule' },
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The static imports of a file that resolve to a module under `src`, as paths under it without extension. */
function localImports(src: string, file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      const resolved = fs.existsSync(`${target}.ts`) ? target : path.join(target, 'index');
      return path.relative(src, resolved).split(path.sep).join('/');
    });
}

/** Every import that breaks the layer rule, as "file → module (why)". */
function layerViolations(src: string): string[] {
  const violations: string[] = [];
  for (const file of sourceFiles(src)) {
    const module = path.relative(src, file).split(path.sep).join('/').replace(/\.ts$/, '');
    const refused = REFUSED[layerOf(module)];
    if (!refused) continue;
    for (const target of localImports(src, file)) {
      if (refused.layers.includes(layerOf(target))) violations.push(`${module} → ${target} (${refused.why})`);
    }
  }
  return violations.sort();
}

describe('layers: handlers → domain → db', () => {
  it('holds in the source', () => {
    expect(layerViolations(path.join(__dirname, '..', 'src'))).toEqual([]);
  });

  it('refuses a handler importing a handler, the domain importing a handler, db importing the domain', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-layers-'));
    const write = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), code);
    };
    try {
      write('handlers/types.ts', 'export type Handler = () => void;\n');
      write('handlers/wallet.ts', "import type { Handler } from './types';\nexport const toAmount = (c: number) => c / 100;\n");
      write('handlers/member-centre/withdraw.ts', "import { toAmount } from '../wallet';\nexport const w = toAmount(1);\n");
      write('domain/money/ledger.ts', "import { toAmount } from '../../handlers/wallet';\nexport const l = toAmount(2);\n");
      write('domain/paging.ts', "import { l } from './money/ledger';\nexport const p = l;\n");
      write('db/content.ts', "import { p } from '../domain/paging';\nexport const c = p;\n");
      write('db/seed.ts', "import { p } from '../domain/paging';\nexport const s = p;\n");
      expect(layerViolations(root)).toEqual([
        'db/content → domain/paging (db imports nothing above it)',
        'domain/money/ledger → handlers/wallet (the domain imports no handler or route)',
        'handlers/member-centre/withdraw → handlers/wallet (a handler imports no other handler)',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
