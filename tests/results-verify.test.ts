import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, type SettlementReport } from '../core/rules/settlement';
import { settleMatch } from '../server/modules/results';
import { closeTestApps, createTestApp, useTestDatabase } from './support/app';
import { createConfig, createPlayer, fund } from './contests-support';
import { createPickedSet, createResultsChallenge, joinAndSeat, resolve, roomOf, setMatchStatus } from './results-support';

const HOUR = 3_600_000;
const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-verify-'));

function verifySettlement(file: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-settlement.ts', file], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

// The script is pure (it reads a file); one database driver is enough to produce a real report.
describe('npm run verify-settlement', () => {
  const database = useTestDatabase('pglite');
  afterEach(closeTestApps);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('agrees with a real settlement report and finds a tampered one', { timeout: 60_000 }, async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    const app = await createTestApp(database());
    const f = await createResultsChallenge(db, start);
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 5, maxRooms: 1, name: 'Verify' });
    const players = [];
    for (const answer of ['a', 'b', 'a']) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 1000);
      await createPickedSet(db, f, p.id, 1, [answer], ['a', ['2x']]);
      const order = await joinAndSeat(app, p, f.challengeId, config);
      players.push({ p, order });
    }
    await resolve(db, f.q1, 'a');
    await resolve(db, f.q2, 'a');
    await setMatchStatus(db, f.matchId, 'points_final');
    await settleMatch(db, f.matchId, new Date(start.getTime() + 5 * HOUR));
    const room = await roomOf(db, players[0]!.order);
    const res = await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=${room}`, headers: players[0]!.p.headers });
    const published = res.json() as { data: { document: string; sha256: string } };

    const envelope = path.join(dir, 'published.json');
    writeFileSync(envelope, JSON.stringify(published));
    const good = verifySettlement(envelope);
    expect(good.out).toContain('AGREES');
    expect(good.code).toBe(0);
    const raw = path.join(dir, 'raw.json');
    writeFileSync(raw, published.data.document);
    expect(verifySettlement(raw).code).toBe(0);

    // Tampered: a prize moved from the winner to the runner-up, totals kept, document re-canonicalised.
    const report = JSON.parse(published.data.document) as SettlementReport;
    const tampered = structuredClone(report);
    tampered.entries[0]!.prize_paise -= 100;
    tampered.entries[1]!.prize_paise += 100;
    const forged = path.join(dir, 'forged.json');
    writeFileSync(forged, canonicalJson(tampered));
    const bad = verifySettlement(forged);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('DISAGREES');
    expect(bad.out).toContain(`entry ${tampered.entries[0]!.entry_id}: prize`);

    // Tampered answer inside the published envelope: the sha256 no longer matches, and the points disagree.
    const answer = structuredClone(report);
    answer.questions[0]!.result = { status: 'settled', correct: 'b' };
    const swapped = path.join(dir, 'swapped.json');
    writeFileSync(swapped, JSON.stringify({ data: { ...published.data, document: canonicalJson(answer) } }));
    const out = verifySettlement(swapped);
    expect(out.code).toBe(1);
    expect(out.out).toContain('does not match the document');
    expect(out.out).toMatch(/points \d+, recomputed/);
  });
});
