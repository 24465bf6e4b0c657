import { describe, expect, it } from 'vitest';
import { escapes, OUTSIDE_FOLDER, readRepository } from './support/repository';

/*
 * A fresh clone has nothing beside it: no file of the repository may name the sibling folder the workplace lays
 * next to it, nor build a path that leaves the repository root. CI lays that folder beside the clone, so a test that
 * read it would still pass there: this one fails instead. The test data lives in tests/fixtures (SOURCES.md).
 */
describe('the repository stands alone', () => {
  it('no tracked file names the sibling folder or reads a path outside the repository root', () => {
    expect(escapes(readRepository())).toEqual([]);
  });

  // Planted lines are written in two pieces so that this file's own text contains none of them.
  const line = (call: string, args: string) => `${call}(${args});\n`;
  it.each([
    ['a comment naming the folder', 'docs/notes.md', `The matches are in ${OUTSIDE_FOLDER}/data.\n`],
    ['a path from the file’s folder', 'core/feeds/x.test.ts', line('const DIR = path.resolve', "import.meta.dirname, '../../../data/cricsheet'")],
    ['a join from the file’s folder', 'server/feeds/x.test.ts', line('const DATA = join', "import.meta.dirname, '..', '..', '..', 'elsewhere'")],
    ['a URL from the file’s folder', 'core/rules/x.test.ts', line('const DIR = new URL', "'../../../../data/cricsheet/', import.meta.url")],
    ['a path from the working directory', 'tests/x-support.ts', line('export const DIR = path.resolve', "'../data/cricsheet'")],
  ])('finds %s', (_what, file, text) => {
    const found = escapes([{ path: file, text }]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file, line: 1 });
  });

  it.each([
    ['a fixture from the file’s folder', 'core/feeds/x.test.ts', line('const DIR = new URL', "'../../tests/fixtures/cricsheet/', import.meta.url")],
    ['the root from a support folder', 'tests/support/x.ts', line('export const ROOT = path.resolve', "import.meta.dirname, '../..'")],
    ['a fixture from the working directory', 'tests/x.ts', line('const DIR = path.resolve', "'tests/fixtures/cricsheet'")],
  ])('accepts %s', (_what, file, text) => {
    expect(escapes([{ path: file, text }])).toEqual([]);
  });
});
