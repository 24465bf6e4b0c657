import { describe, expect, it } from 'vitest';
import { brokenNames, readRepository, repositoryPaths } from './support/repository';

/*
 * Names in the docs and in code comments stay true: a repository path (in a doc's code spans and links, or anywhere
 * in a comment), an ADR number, a docs/product.md section. A rename that forgets its readers fails here.
 */

/** Names an ADR may keep because it tells the story of what was removed or superseded (none today). */
const MAY_NAME_REMOVED: Record<string, string[]> = {};

const PRODUCT = { path: 'docs/product.md', text: '# Product\n\n## 2. Screens\n\n## 4. States\n\n### 10.2 Feeds\n' };
const PATHS = ['docs/product.md', 'docs/decisions/002-ledger.md', 'core/rules/wallet.ts', 'src/lib/http.ts', 'src/features/picks/index.ts'];
const names = (file: { path: string; text: string }) => brokenNames([PRODUCT, file], [...PATHS, file.path]).map((b) => b.name);

describe('names in docs and comments stay true', () => {
  it('every path, ADR number and docs/product.md section named in the repository exists', () => {
    expect(brokenNames(readRepository(), repositoryPaths(), MAY_NAME_REMOVED)).toEqual([]);
  });

  it.each([
    ['a removed file in a comment', { path: 'vite.config.ts', text: '// src/lib/outbox/register-sw.ts registers /sw.js\nexport {};\n' }, 'src/lib/outbox/register-sw.ts'],
    ['a removed file in a doc', { path: 'docs/architecture.md', text: 'The client is `src/lib/apiClient.ts`.\n' }, 'src/lib/apiClient.ts'],
    ['a link relative to docs/', { path: 'docs/decisions/002-ledger.md', text: 'See [003](003-join-engine.md).\n' }, 'docs/decisions/003-join-engine.md'],
    ['an ADR that does not exist', { path: 'core/rules/wallet.ts', text: '/** Paid once (ADR 002/021). */\nexport {};\n' }, 'ADR 021'],
    ['a product section that does not exist', { path: 'src/lib/http.ts', text: '/** The error popup (docs/product.md §8). */\nexport {};\n' }, 'docs/product.md §8'],
    ['the end of a section range', { path: 'src/lib/http.ts', text: '// docs/product.md §2–§5\nexport {};\n' }, 'docs/product.md §5'],
  ])('finds %s', (_what, file, name) => {
    expect(names(file)).toEqual([name]);
  });

  it.each([
    ['existing paths, a module and its export, a folder', '/** core/rules/wallet.planEntryFeeSpend in src/lib/http.ts; src/features/picks */\nexport {};\n'],
    ['patterns', '/** src/features/<f>/index.ts and tests/picks-*.test.ts and public/avatar-NN.svg */\nexport {};\n'],
    ['existing ADRs and sections', '/** ADR 002; docs/product.md §2, §4; docs/product.md §10.2 */\nexport {};\n'],
    ['paths inside strings, which are not comments', "export const p = 'src/gone.ts';\n"],
  ])('accepts %s', (_what, text) => {
    expect(names({ path: 'core/rules/x.ts', text })).toEqual([]);
  });
});
