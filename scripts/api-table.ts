/**
 * The README's API table (method, path, auth, summary) from the live OpenAPI
 * document, so the table is generated from the route contracts:
 *   node --import tsx scripts/api-table.ts           print it
 *   node --import tsx scripts/api-table.ts --write   replace it in README.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
}

const database = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
const app = await buildApp({ config: testConfig(), database });
await app.ready();
const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const rows: string[] = [];
for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
  for (const [method, op] of Object.entries(methods)) {
    const auth = op.security?.[0] ? Object.keys(op.security[0])[0] : 'none';
    rows.push(`| ${method.toUpperCase()} | \`${path}\` | ${auth} | ${op.summary ?? ''} |`);
  }
}
const table = `| Method | Path | Auth | What it does |\n|---|---|---|---|\n${rows.join('\n')}`;
if (process.argv.includes('--write')) {
  const readme = readFileSync('README.md', 'utf8');
  const updated = readme.replace(
    /(<!-- api-table:start -->)[\s\S]*(<!-- api-table:end -->)/,
    (_all, start: string, end: string) => `${start}\n${table}\n${end}`,
  );
  writeFileSync('README.md', updated);
} else {
  console.log(table);
}
await app.close();
await database.close();
