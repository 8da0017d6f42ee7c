/** @jest-environment node */
import path from 'node:path';
import { minify } from 'terser';
import webpack from 'webpack';

const loader = jest.requireActual<{
  (this: unknown, source: string, map?: unknown): void;
  pureSchemaCallOffsets: (code: string) => number[];
}>('../webpack/pure-schemas-loader.cjs');

const PURE = '/*#__PURE__*/';

/** What the loader hands on for `code` (no input map). */
function marked(code: string): string {
  let out = '';
  loader.call(
    {
      resourcePath: path.join(__dirname, 'catalogue.js'),
      _compiler: { webpack },
      callback: (error: Error | null, result: string) => {
        if (error) throw error;
        out = result;
      },
    },
    code,
  );
  return out;
}

const CATALOGUE = [
  "import { z } from 'zod/mini';",
  "import { defineEndpoint } from './endpoint';",
  'export const usedSchema = z.object({ id: z.number().check(z.int()) });',
  'const unusedSchema = z.object({ list: z.array(z.string()), page: z._default(z.coerce.number(), 1) });',
  'const unusedEndpoint = /*#__PURE__*/ defineEndpoint({ value: z.extend(usedSchema, { name: z.optional(z.string()) }) });',
  'z.config({ jitless: true });',
  'export function check(value) { z.string().parse(value); return z.safeParse(usedSchema, value).success; }',
].join('\n');

describe('pure-schemas-loader (unused zod/mini schemas drop out of the minified build)', () => {
  it('marks each call chain that builds a schema from the module’s zod/mini `z`, once per chain start', () => {
    const out = marked(CATALOGUE);
    expect(out).toContain(`export const usedSchema = ${PURE}z.object({ id: ${PURE}z.number().check(${PURE}z.int()) });`);
    expect(out).toContain(`page: ${PURE}z._default(${PURE}z.coerce.number(), 1)`);
    expect(out).toContain(`${PURE} defineEndpoint({ value: ${PURE}z.extend(usedSchema, { name: ${PURE}z.optional(${PURE}z.string()) })`);
    // What acts is never marked: the global configuration, and parsing (its throw may be the point).
    expect(out).toContain('\nz.config({ jitless: true });');
    expect(out).toContain('{ z.string().parse(value); return z.safeParse(usedSchema, value).success; }');
    // Nothing else changed.
    expect(out.split(PURE).join('')).toBe(CATALOGUE.split(PURE).join(''));
  });

  it('leaves a module alone that does not import `z` from zod/mini (or names another `z`)', () => {
    const other = "import { z } from './not-zod';\nexport const a = z.object({});";
    expect(loader.pureSchemaCallOffsets(other)).toEqual([]);
    const renamed =
      "import { z as schema } from 'zod/mini';\nconst z = { object: () => 1 };\nexport const a = schema.object({ b: z.object() });";
    const out = marked(renamed);
    expect(out).toContain(`export const a = ${PURE}schema.object({ b: z.object() });`);
    expect(loader.pureSchemaCallOffsets('this is not JavaScript {')).toEqual([]);
  });

  it('lets terser drop an unused schema and keep the used ones, the configuration and the parsing', async () => {
    const { code } = await minify(marked(CATALOGUE), { module: true, compress: { passes: 2 }, mangle: false });
    expect(code).not.toContain('list:');
    expect(code).not.toContain('name:');
    expect(code).toContain('id:');
    expect(code).toContain('config({jitless:!0})');
    expect(code).toContain('.parse(');
    // Without the marks, terser keeps the unused schema's calls.
    const { code: unmarked } = await minify(CATALOGUE, { module: true, compress: { passes: 2 }, mangle: false });
    expect(unmarked).toContain('list:');
  });

  it('keeps the module’s source map: the marks shift no original position', () => {
    const { SourceMapSource } = webpack.sources;
    const input = new SourceMapSource(CATALOGUE, 'catalogue.js', {
      version: 3,
      sources: ['catalogue.ts'],
      names: [],
      mappings: 'AAAA;AACA;AACA;AACA;AACA;AACA;AACA',
      sourcesContent: [CATALOGUE],
    });
    let result: { code: string; map: { mappings: string } } | undefined;
    loader.call(
      {
        resourcePath: 'catalogue.js',
        _compiler: { webpack },
        callback: (_error: unknown, code: string, map: { mappings: string }) => (result = { code, map }),
      },
      CATALOGUE,
      input.map(),
    );
    expect(result?.code).toContain(PURE);
    expect(result?.map.mappings.split(';')).toHaveLength(7);
  });
});
