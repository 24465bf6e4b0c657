/**
 * npm run verify-settlement -- <report.json>
 *
 * Re-checks a room's settlement report (ADR 008) from the document alone: recomputes every set's
 * points (core/rules/results.ts scoreSet) — or, for a team room (ADR 012), every team's points in
 * half-points from the players' points the report lists (captain ×2, vice-captain ×1.5) — the ranks
 * and the prizes (core/rules/settlement) and the totals, and prints whether they agree with what the
 * report claims. Accepts the canonical document itself, of any size: it is streamed twice (stream-json),
 * first for everything after the entries and their count, then entry by entry (ADR 022), so a report of a
 * million entries is checked without holding it; a report in parts is checked once its parts are put together
 * in order. Also accepts the JSON the settlementReport route answers ({ data: { document, sha256, part, parts } },
 * or just its data): one file for a one-part report, or one file per part in part order
 * (`… -- part-0.json part-1.json …`), whose documents are streamed one after the other; the sha256 is then
 * checked too. Exit 0 = agrees, 1 = not.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import ignore from 'stream-json/filters/ignore.js';
import pick from 'stream-json/filters/pick.js';
import streamArray from 'stream-json/streamers/stream-array.js';
import streamValues from 'stream-json/streamers/stream-values.js';
import { canonicalJson, DOCUMENT_OPENING, documentClosing, type ReportEntry, type ReportTail } from '../core/rules/settlement';
import { ReportVerifier } from '../core/rules/settlementVerify';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

type Token = parser.Token;

/** Whole keys and values only (no chunk tokens): what the filters and streamers read, at about half the tokens. */
const PACKED_ONLY = { streamValues: false };

/** Counts the elements of the top-level "entries" array from the parser's tokens, passing them on. */
function entriesCounter() {
  let depth = 0;
  let entriesNext = false;
  let inEntries = false;
  const counter = (token: Token) => {
    if (token.name === 'keyValue' && depth === 1) entriesNext = token.value === 'entries';
    if (token.name === 'startObject' || token.name === 'startArray') {
      if (depth === 2 && inEntries) counter.count += 1;
      if (depth === 1 && token.name === 'startArray' && entriesNext) inEntries = true;
      depth += 1;
    } else if (token.name === 'endObject' || token.name === 'endArray') {
      depth -= 1;
      if (depth === 1) inEntries = false;
    }
    return token;
  };
  counter.count = 0;
  return counter;
}

/** Pass 1: the raw bytes' sha256, the number of entries and everything after them. */
async function readTail(open: () => Readable): Promise<{ sha256: string; entries: number; tail: ReportTail }> {
  const hash = createHash('sha256');
  // hashed inside the chain: a 'data' listener on the file would read it at full speed past the parser's back-pressure
  const hashed = (chunk: Buffer | string) => {
    hash.update(chunk);
    return chunk;
  };
  const counter = entriesCounter();
  let tail: unknown;
  for await (const item of chain([open(), hashed, parser(PACKED_ONLY), counter, ignore({ filter: 'entries' }), streamValues()])) tail = (item as { value: unknown }).value;
  return { sha256: hash.digest('hex'), entries: counter.count, tail: tail as ReportTail };
}

/** Pass 2: every entry through the verifier, and the sha256 of the document re-written canonically. */
async function checkEntries(open: () => Readable, verifier: ReportVerifier, tail: ReportTail): Promise<string> {
  const canonical = createHash('sha256').update(DOCUMENT_OPENING);
  let n = 0;
  for await (const item of chain([open(), parser(PACKED_ONLY), pick({ filter: 'entries' }), streamArray()])) {
    const entry = (item as { value: ReportEntry }).value;
    canonical.update((n++ > 0 ? ',' : '') + canonicalJson(entry));
    verifier.entry(entry);
  }
  return canonical.update(documentClosing(tail)).digest('hex');
}

function startsWithDocument(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(DOCUMENT_OPENING.length);
    readSync(fd, head, 0, head.length, 0);
    return head.toString('utf8') === DOCUMENT_OPENING;
  } finally {
    closeSync(fd);
  }
}

interface PublishedPart {
  document: string;
  sha256?: string;
  part?: number;
  parts?: number;
}

/** A route answer ({ data: { document, sha256, part, parts } } or its data), read whole: a part is a few megabytes. */
function readPublished(file: string): PublishedPart {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`${file}: not JSON: ${(e as Error).message}`);
  }
  const wrapper = ((parsed as { data?: unknown }).data ?? parsed) as Partial<PublishedPart>;
  if (typeof wrapper.document !== 'string') fail(`${file}: neither a settlement report nor the settlementReport route's answer`);
  return wrapper as PublishedPart;
}

const files = process.argv.slice(2);
if (files.length === 0) fail('usage: npm run verify-settlement -- <report.json> | <part-0.json> <part-1.json> …');

let open: () => Readable = () => createReadStream(files[0] as string);
let publishedSha: string | undefined;
if (files.length > 1 || !startsWithDocument(files[0] as string)) {
  // the route's answers, one per part, in part order: their documents put together are the report's document
  const first = readPublished(files[0] as string);
  const parts = first.parts ?? 1;
  if (files.length !== parts) fail(`the report has ${parts} part(s) and ${files.length} file(s) were given: give every part's answer, in order`);
  publishedSha = first.sha256;
  files.forEach((f, i) => {
    const p = i === 0 ? first : readPublished(f);
    if ((p.part ?? 0) !== i || p.sha256 !== publishedSha) fail(`${f} is not part ${i} of the report whose sha256 is ${publishedSha}`);
  });
  open = () => Readable.from((function* () {
    for (const f of files) yield readPublished(f).document;
  })());
}

const problems: string[] = [];
let read: Awaited<ReturnType<typeof readTail>>;
try {
  read = await readTail(open);
} catch (e) {
  fail(`not a settlement report: ${(e as Error).message}`);
}
const { sha256, entries, tail } = read;
if (publishedSha !== undefined && publishedSha !== sha256) problems.push(`sha256 ${publishedSha} does not match the document (${sha256})`);
try {
  const verifier = new ReportVerifier(tail, entries);
  const canonical = await checkEntries(open, verifier, tail);
  if (canonical !== sha256) problems.push('the document is not in canonical form (sorted keys, no whitespace)');
  problems.push(...verifier.finish(tail.totals));
} catch (e) {
  problems.push(`malformed report: ${(e as Error).message}`);
}

console.log(`room ${tail.room?.room_id} (${tail.room?.room_name}), ${entries} entries, sha256 ${sha256}`);
if (problems.length > 0) {
  console.log(`DISAGREES: ${problems.length} problem(s)`);
  for (const p of problems.slice(0, 1000)) console.log(`  - ${p}`);
  if (problems.length > 1000) console.log(`  … and ${problems.length - 1000} more`);
  process.exit(1);
}
console.log(
  `AGREES: points, ranks and prizes recomputed from the document match; fees ${tail.totals.fees_paise} = prizes ${tail.totals.prizes_paise} + house ${tail.totals.house_paise} paise`,
);
