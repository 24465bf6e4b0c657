/**
 * npm run verify-settlement -- <report.json>
 *
 * Re-checks a room's settlement report (ADR 008) from the document alone: recomputes every set's
 * points (core/rules/results.ts scoreSet) — or, for a team room (ADR 012), every team's points in
 * half-points from the players' points the report lists (captain ×2, vice-captain ×1.5) — the ranks
 * and the prizes (core/rules/settlement) and the totals, and prints whether they agree with what the
 * report claims. Accepts the canonical
 * document itself, or the JSON the settlementReport route answers ({ data: { document, sha256 } },
 * or just { document, sha256 }), in which case the sha256 is checked too. Exit 0 = agrees, 1 = not.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { canonicalJson, verifyReport, type SettlementReport } from '../core/rules/settlement';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('usage: npm run verify-settlement -- <report.json>');

const text = readFileSync(file, 'utf8').trim();
let parsed: unknown;
try {
  parsed = JSON.parse(text);
} catch (e) {
  fail(`not JSON: ${(e as Error).message}`);
}
const wrapper = (parsed as { data?: unknown }).data ?? parsed;
const published = typeof (wrapper as { document?: unknown }).document === 'string' ? (wrapper as { document: string; sha256?: string }) : null;
const documentText = published ? published.document : text;
const report = (published ? JSON.parse(published.document) : parsed) as SettlementReport;

const problems: string[] = [];
const sha256 = createHash('sha256').update(documentText, 'utf8').digest('hex');
if (published?.sha256 !== undefined && published.sha256 !== sha256) problems.push(`sha256 ${published.sha256} does not match the document (${sha256})`);
if (canonicalJson(report) !== documentText) problems.push('the document is not in canonical form (sorted keys, no whitespace)');
try {
  problems.push(...verifyReport(report));
} catch (e) {
  problems.push(`malformed report: ${(e as Error).message}`);
}

console.log(`room ${report.room?.room_id} (${report.room?.room_name}), ${report.entries?.length ?? 0} entries, sha256 ${sha256}`);
if (problems.length > 0) {
  console.log(`DISAGREES: ${problems.length} problem(s)`);
  for (const p of problems) console.log(`  - ${p}`);
  process.exit(1);
}
console.log(
  `AGREES: points, ranks and prizes recomputed from the document match; fees ${report.totals.fees_paise} = prizes ${report.totals.prizes_paise} + house ${report.totals.house_paise} paise`,
);
