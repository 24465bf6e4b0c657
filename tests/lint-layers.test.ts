import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm run lint` keeps the layers (docs/architecture.md): a cross-layer import planted in a file
 * is an error. Linted through ESLint's Node API with the repository's own eslint.config.js, on
 * virtual files placed where a new engineer might write them.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('lint keeps the layers', () => {
  it.each([
    ['core/rules/planted.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n"],
    ['core/planted.ts', "import { call } from '../src/lib/http';\nexport const x = call;\n"],
    ['core/api/planted.ts', "export { loadConfig } from '../../server/config';\n"],
    ['server/modules/planted.ts', "import { call } from '../../src/lib/http';\nexport const x = call;\n"],
    ['src/lib/planted.ts', "import { loadConfig } from '../../server/config';\nexport const x = loadConfig;\n"],
    ['src/features/contests/planted.ts', "import { walletStore } from '../wallet/store';\nexport const x = walletStore;\n"],
    ['src/features/picks/planted.ts', "import { PowerupBankOverlay } from '../powerups/components/PowerupBankOverlay';\nexport const x = PowerupBankOverlay;\n"],
  ])('refuses the planted import in %s', async (file, text) => {
    expect(await ruleIdsFor(file, text)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['core/rules/planted.ts', "import { formatRupees } from '../money';\nexport const x = formatRupees;\n"],
    ['server/modules/planted.ts', "import { formatRupees } from '../../core/money';\nexport const x = formatRupees;\n"],
    ['src/features/contests/planted.ts', "import { walletStore } from '../wallet';\nexport const x = walletStore;\n"],
    ['src/features/contests/planted.ts', "import { workingDraft } from '../picks';\nexport const x = workingDraft;\n"],
  ])('accepts the allowed import in %s', async (file, text) => {
    expect(await ruleIdsFor(file, text)).toEqual([]);
  });

  it('lets only server/config.ts read the environment', async () => {
    const text = "export const rate = process.env['TDS_RATE_BP'];\n";
    expect(await ruleIdsFor('server/modules/wallet/payout/planted.ts', text)).toContain('no-restricted-properties');
    expect(await ruleIdsFor('src/lib/planted.ts', text)).toContain('no-restricted-properties');
    expect(await ruleIdsFor('server/config.ts', text)).toEqual([]);
  });

  it('refuses a screen that writes its own <main> instead of <Page> (one page gutter)', async () => {
    const own = "export const Screen = () => <main className=\"page\">x</main>;\n";
    expect(await ruleIdsFor('src/features/store/screens/Planted.tsx', own)).toContain('no-restricted-syntax');
    expect(await ruleIdsFor('src/app/Planted.tsx', own)).toContain('no-restricted-syntax');
    const page = "import { Page } from '../../../app/Page';\nexport const Screen = () => <Page className=\"store\">x</Page>;\n";
    expect(await ruleIdsFor('src/features/store/screens/Planted.tsx', page)).toEqual([]);
  });

  const planted: string[] = [];
  afterAll(async () => {
    for (const dir of planted) await rm(dir, { recursive: true, force: true });
  });

  it('refuses an import cycle', async () => {
    const dir = await mkdtemp(path.join(root, 'core', 'planted-cycle-'));
    planted.push(dir);
    await writeFile(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    await writeFile(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
