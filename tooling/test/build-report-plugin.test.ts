// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationRuntimeOf, generatedTextBySource } = require('../webpack/build-report-plugin.cjs') as {
  federationRuntimeOf: (code: string, map: SourceMap) => { bytes: number; gzip: number };
  generatedTextBySource: (code: string, map: SourceMap) => Map<string, string>;
};

interface SourceMap {
  sources: string[];
  mappings: string;
}

// Two lines: `abc;` from the sharing runtime module and `def` from the app's code, then `gh` back
// in the sharing module (a negative source delta).
const code = 'abc;def\ngh';
const map: SourceMap = {
  sources: ['webpack://mfe_x/webpack/runtime/sharing', 'webpack://mfe_x/./src/x.ts'],
  mappings: 'AAAA,ICAA;ADAA',
};

describe('the build report’s reading of a remote entry', () => {
  it('attributes each stretch of minified text to the source its mapping names', () => {
    expect(Object.fromEntries(generatedTextBySource(code, map))).toEqual({
      'webpack://mfe_x/webpack/runtime/sharing': 'abc;gh',
      'webpack://mfe_x/./src/x.ts': 'def',
    });
  });

  it('counts what Module Federation put in the entry, not the app’s or webpack’s own code', () => {
    expect(federationRuntimeOf(code, map).bytes).toBe('abc;gh'.length);
    const packaged = {
      ...map,
      sources: ['webpack://mfe_x/./node_modules/@module-federation/runtime/dist/index.js', 'webpack://mfe_x/webpack/runtime/load script'],
    };
    expect(federationRuntimeOf(code, packaged).bytes).toBe('abc;gh'.length);
    const none = { ...map, sources: ['webpack://mfe_x/./src/a.ts', 'webpack://mfe_x/webpack/runtime/load script'] };
    expect(federationRuntimeOf(code, none)).toEqual({ bytes: 0, gzip: 0 });
  });
});
