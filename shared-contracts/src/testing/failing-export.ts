/** How many more reads of a {@link failingExport}'s export fail (a test sets `count`). */
export interface ExportFailures {
  count: number;
}

/**
 * For a test of what a part does when its chunk cannot load (a dropped connection): the part's
 * module `actual` (from `jest.requireActual`), whose export `name` throws a `ChunkLoadError` on its
 * next `failures.count` reads, as the part's loader (`import(...).then((module) => module.Part)`)
 * would see. The reads fail, not the module's load, so it works whether or not another test of the
 * file loaded the module already. In a `jest.mock` factory, imported under a `mock` name:
 *
 *   import { failingExport as mockFailingExport } from 'shared-contracts/testing';
 *   const mockFailures = { count: 0 };
 *   jest.mock('./apply-dialog', () => mockFailingExport(jest.requireActual('./apply-dialog'), 'ApplyDialog', mockFailures));
 */
export function failingExport<M extends object>(actual: M, name: string, failures: ExportFailures): M {
  return new Proxy(actual, {
    get(target, key, receiver) {
      if (key === name && failures.count > 0) {
        failures.count -= 1;
        throw new Error(`ChunkLoadError: ${name}`);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
