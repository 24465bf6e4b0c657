import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, type SettlementReport } from '../core/rules/settlement';
import { verifyReport } from '../core/rules/settlementVerify';
import { sumAllPostings } from '../server/ledger';
import { runMatchStart } from '../server/modules/contests';
import { rescoreMatch, settleMatch, settleRoom } from '../server/modules/results';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createConfig, createPlayer, fund, q, type Player } from './contests-support';
import { createPickedSet, createResultsChallenge, expectRoomPointsOfEntries, joinAndSeat, resolve, roomOf, setMatchStatus, setRewards } from './results-support';

// A room's settlement report in parts (ADR 022): settled in one pass over the entries in ranking order, its document
// written in parts of a given size (here a few hundred bytes, so that a small room has many), served a part a page.
const HOUR = 3_600_000;
const PART_BYTES = 400;
const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(testDrivers())('a settlement report in parts on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('settles in one pass, catches up a live point left behind, and serves the document a part at a time', { timeout: 120_000 }, async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createResultsChallenge(db, start);
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 10, maxRooms: 1, name: 'Parts' });
    await setRewards(db, config, [
      { rank_from: 1, rank_to: 1, prize: 3000 },
      { rank_from: 2, rank_to: 3, prize: 1001 },
    ]);
    // answers: q1 right = 'a' (+10 / −5), q2 right = 'a' (+20 / 0): points 30, 30, 15, 10, −5, 10 (a wrong 2x costs 10), 30
    const picks: [Parameters<typeof createPickedSet>[4], Parameters<typeof createPickedSet>[5]][] = [
      [['a'], ['a']],
      [['a'], ['a']],
      [['b'], ['a']],
      [['a'], ['b']],
      [['b'], ['b']],
      [['b', ['2x']], ['a']],
      [['a'], ['a']],
    ];
    const players: Player[] = [];
    const orders: string[] = [];
    for (const [p1, p2] of picks) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 1000);
      await createPickedSet(db, f, p.id, 1, p1, p2);
      now = new Date(now.getTime() + 1000);
      orders.push(await joinAndSeat(app, p, f.challengeId, config));
      players.push(p);
    }
    await resolve(db, f.q1, 'a');
    await resolve(db, f.q2, 'a');
    await setMatchStatus(db, f.matchId, 'points_final');
    now = new Date(start.getTime() + 5 * HOUR);
    await runMatchStart(db, now, f.challengeId);
    await rescoreMatch(db, f.matchId, now);
    const room = await roomOf(db, orders[0]!);
    // One live point behind the rule (as if the last rescore missed this entry): settlement must not rank by it.
    await db.execute(sql`update entry_scores set points = 99 where order_id = ${orders[3]!}::uuid`);

    const settled = await settleRoom(db, room, now, PART_BYTES);
    expect(settled).toMatchObject({ winners: 3, prizesPaise: 3000 + 1001 * 2, feesPaise: 7000 });
    expect(await settleRoom(db, room, now, PART_BYTES)).toBeNull();
    const [stored] = await q<{ parts: number; bytes: number; sha256: string }>(db, sql`select parts, bytes::int as bytes, sha256 from settlement_reports where room_id = ${room}`);
    expect(stored!.parts).toBeGreaterThan(3);
    expect(await q(db, sql`select count(*)::int as n from settlement_report_parts where room_id = ${room}`)).toEqual([{ n: stored!.parts - 1 }]);

    // the document, page by page through the players' route
    const pages: string[] = [];
    const answers: string[] = [];
    for (let part = 0; part < stored!.parts; part++) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=${room}&part=${part}`, headers: players[2]!.headers });
      expect(res.statusCode).toBe(200);
      const page = res.json().data as { document: string; part: number; parts: number; bytes: number; sha256: string };
      expect(page).toMatchObject({ part, parts: stored!.parts, bytes: stored!.bytes, sha256: stored!.sha256 });
      pages.push(page.document);
      answers.push(res.body);
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=${room}&part=${stored!.parts}`, headers: players[2]!.headers })).statusCode).toBe(404);
    const document = pages.join('');
    expect(Buffer.byteLength(document)).toBe(stored!.bytes);
    expect(createHash('sha256').update(document, 'utf8').digest('hex')).toBe(stored!.sha256);
    const report = JSON.parse(document) as SettlementReport;
    expect(canonicalJson(report)).toBe(document);
    expect(verifyReport(report)).toEqual([]);

    // points 30, 30, 30 share positions 1–3 (5002 paise: 1668 to the earliest join, then 1667, 1667)
    expect(report.entries.map((e) => [e.entry_id, e.points, e.rank, e.prize_paise])).toEqual([
      [orders[0], 30, 1, 1668],
      [orders[1], 30, 1, 1667],
      [orders[6], 30, 1, 1667],
      [orders[2], 15, 4, 0],
      [orders[3], 10, 5, 0],
      [orders[5], 10, 5, 0],
      [orders[4], -5, 7, 0],
    ]);
    // the live point left behind now says what the report says; the room's final numbers are the report's
    expect(await q(db, sql`select points from entry_scores where order_id = ${orders[3]!}::uuid`)).toEqual([{ points: 10 }]);
    await expectRoomPointsOfEntries(db, room);
    const finals = await q<{ order_id: string; points: number; rank: number; prize_paise: number }>(
      db,
      sql`select order_id::text, points, rank, prize_paise::int as prize_paise from room_entries where room_id = ${room}`,
    );
    for (const e of report.entries) expect(finals).toContainEqual({ order_id: e.entry_id, points: e.points, rank: e.rank, prize_paise: e.prize_paise });
    expect(await sumAllPostings(db)).toBe(0);
    expect((await settleMatch(db, f.matchId, now)).roomsSettled).toBe(0);

    if (driver !== 'pglite') return;
    // npm run verify-settlement streams the put-together document, or the route's answers part after part, and
    // refuses a lone part
    const verify = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-settlement.ts', ...args], { encoding: 'utf8' });
    const whole = path.join(dir, 'whole.json');
    writeFileSync(whole, document);
    expect(verify(whole).stdout).toContain('AGREES');
    const files = answers.map((body, i) => {
      const file = path.join(dir, `part-${i}.json`);
      writeFileSync(file, body);
      return file;
    });
    const byParts = verify(...files);
    expect(byParts.stdout).toContain('AGREES');
    expect(byParts.stdout).toContain('7 entries');
    const lone = verify(files[0]!);
    expect(lone.status).toBe(1);
    expect(lone.stderr).toContain(`the report has ${stored!.parts} part(s) and 1 file(s) were given`);
    const shuffled = verify(files[1]!, files[0]!, ...files.slice(2));
    expect(shuffled.status).toBe(1);
  });
});
