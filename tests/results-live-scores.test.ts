import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pointsOf, rankStandard } from '../core/rules/settlement';
import type { Db } from '../server/db/client';
import { rescoreChallenge, rescoreMatch } from '../server/modules/results';
import { challengeQuestions } from '../server/modules/results/repository';
import { picksOf } from '../server/modules/results/rescore';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createConfig, createFundedPlayers, q } from './contests-support';
import { createResultsChallenge, expectRoomPointsOfEntries, joinAndSeat, resolve, type ResultsFixture } from './results-support';

const HOUR = 3_600_000;
const POWERUPS = [[], ['2x'], ['no_negs'], ['2x', 'no_negs'], ['player_poll']] as const;

async function expectScoresOfStoredResults(db: Db, f: ResultsFixture, rooms: number[]) {
  const questions = await challengeQuestions(db, f.challengeId);
  const sets = new Map(
    (await q<{ user_id: number; draft_num: number; picks: Record<string, never> }>(db, sql`select user_id::int as user_id, draft_num, picks from pick_sets where challenge_id = ${f.challengeId}`)).map(
      (s) => [`${s.user_id}/${s.draft_num}`, s.picks],
    ),
  );
  for (const room of rooms) {
    const entries = await q<{ order_id: string; user_id: number; draft_num: number; points: number | null; rank: number }>(
      db,
      sql`select order_id, user_id::int as user_id, draft_num, points, rank from entry_standings where room_id = ${room} and not refunded`,
    );
    const expected = rankStandard(
      entries.map((e) => {
        const picks = sets.get(`${e.user_id}/${e.draft_num}`);
        return { entryId: e.order_id, joinedAt: 0, points: picks ? pointsOf(questions, picksOf(picks, questions), 10) : null };
      }),
    );
    for (const e of expected) expect(entries.find((x) => x.order_id === e.entryId), `entry ${e.entryId}`).toMatchObject({ points: e.points, rank: e.rank });
    await expectRoomPointsOfEntries(db, room);
  }
}

/** The player's set S1 with these picks (createFundedPlayers saved one already). */
async function savePicks(db: Db, userId: number, challengeId: number, picks: Record<number, unknown>) {
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  await db.execute(sql`insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    values (${userId}, ${challengeId}, 1, ${JSON.stringify(picks)}::jsonb, ${counts}::jsonb, ${counts}::jsonb, now())
    on conflict (user_id, challenge_id, draft_num) do update set picks = excluded.picks`);
}

/**
 * Live points move by the worth of each change of result (ADR 018), never by scoring every set again: after every
 * kind of change (a first answer, a correction, a void, an answer taken back) each entry's live points and rank must
 * be what scoring its whole set against the stored answers gives, as settlement would score it.
 */
describe.each(testDrivers())('live scores of a prediction challenge on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('after a first answer, a correction, a void and an answer taken back, every entry has the points and rank of its whole set', async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createResultsChallenge(db, start);
    // a third question with three options
    const q3 = f.q2 + 1;
    await db.execute(sql`insert into questions (question_id, match_id, position, text_en, text_hi, options, points_right, points_wrong)
      values (${q3}, ${f.matchId}, 3, 'Top scorer?', 'शीर्ष स्कोरर?', ${JSON.stringify(['a', 'b', 'c'].map((key) => ({ key, text: { en: key, hi: key } })))}::jsonb, 7, -2)`);
    const one = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, roomSize: 20, maxRooms: 1, name: 'One' });
    const two = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, roomSize: 20, maxRooms: 1, name: 'Two' });
    const players = await createFundedPlayers(app, db, f, 12, 1000);
        for (const [i, p] of players.entries()) {
      // every answer and powerup combination somewhere; the last player answers nothing of q3, one has no set at all
      const pick = (question: number, keys: string[], k: number) => ({ [question]: { answer: keys[(i + k) % keys.length], answer_time: 1, powerups: POWERUPS[(i + k) % POWERUPS.length] } });
      const picks = { ...pick(f.q1, ['a', 'b'], 0), ...pick(f.q2, ['a', 'b'], 1), ...(i === 11 ? {} : pick(q3, ['a', 'b', 'c'], 2)) };
      await savePicks(db, p.id, f.challengeId, picks);
      await joinAndSeat(app, p, f.challengeId, one);
      if (i % 2 === 0) await joinAndSeat(app, p, f.challengeId, two);
    }
    // a seat whose set is gone (as settlement meets it: not scored)
    await db.execute(sql`delete from pick_sets where user_id = ${players[10]!.id} and challenge_id = ${f.challengeId}`);
    const roomIds = (await q<{ room_id: number }>(db, sql`select distinct room_id from room_entries where challenge_id = ${f.challengeId}`)).map((r) => Number(r.room_id));
    expect(roomIds).toHaveLength(2);

    // an answer known before the start (a toss question) scores nothing yet: picks may still change
    await resolve(db, f.q1, 'a');
    await rescoreMatch(db, f.matchId, now);
    expect(await q(db, sql`select count(points)::int as n from entry_scores where room_id in (${sql.join(roomIds.map((r) => sql`${r}`), sql`, `)})`)).toEqual([{ n: 0 }]);

    now = new Date(start.getTime() + 60_000);
    const steps: [number, string | null | 'unresolved'][] = [
      [f.q2, 'b'], // a first answer (q1's, from before the start, comes with the first rescore)
      [f.q1, 'b'], // a correction
      [q3, null], // a void
      [q3, 'c'],
      [f.q2, 'unresolved'], // taken back
      [f.q2, 'a'],
    ];
    await rescoreMatch(db, f.matchId, now);
    await expectScoresOfStoredResults(db, f, roomIds);
    for (const [question, answer] of steps) {
      if (answer === 'unresolved') await db.execute(sql`delete from question_results where question_id = ${question}`);
      else await resolve(db, question, answer);
      await rescoreMatch(db, f.matchId, now);
      await expectScoresOfStoredResults(db, f, roomIds);
    }
    // a second rescore of the same news adds nothing
    const before = await q(db, sql`select order_id, points from entry_scores order by order_id`);
    await rescoreChallenge(db, f.challengeId, now);
    expect(await q(db, sql`select order_id, points from entry_scores order by order_id`)).toEqual(before);
    // the entry without a set is not scored and comes last
    const [noSet] = await q<{ points: number | null; rank: number }>(db, sql`select points, rank from entry_standings where user_id = ${players[10]!.id} and room_id = ${roomIds[0]}`);
    expect(noSet).toEqual({ points: null, rank: 12 });
    // an entry seated after the others were scored (points null again) gets its whole set's points from the results
    // the others stand on, and nothing moves for them
    const late = (await q<{ order_id: string }>(db, sql`select order_id from entry_scores where user_id = ${players[3]!.id} and room_id = ${roomIds[0]}`))[0]!.order_id;
    await db.execute(sql`update entry_scores set points = null where order_id = ${late}::uuid`);
    await rescoreChallenge(db, f.challengeId, now);
    expect(await q(db, sql`select order_id, points from entry_scores order by order_id`)).toEqual(before);
    // room_points follows every writer of entry_scores: a refund deletes a scored row, a switched draft updates one
    // without moving its points, a removed room entry cascades
    const [refunded, switched, removed] = (await q<{ order_id: string }>(db, sql`select order_id from entry_scores where room_id = ${roomIds[0]} and points is not null order by order_id limit 3`)).map((e) => e.order_id);
    await db.execute(sql`update room_entries set refunded = true where order_id = ${refunded}::uuid`);
    await db.execute(sql`update room_entries set draft_num = 2 where order_id = ${switched}::uuid`);
    await db.execute(sql`delete from room_entries where order_id = ${removed}::uuid`);
    for (const room of roomIds) await expectRoomPointsOfEntries(db, room);
    expect((await q(db, sql`select order_id from entry_scores where order_id in (${refunded}::uuid, ${removed}::uuid)`)).length).toBe(0);
    // the whole-room plan settings (SET LOCAL) end with the rescore's transaction
    if (driver === 'pglite') expect(await q(db, sql`select current_setting('enable_nestloop') as nestloop, current_setting('work_mem') as work_mem`)).toEqual([{ nestloop: 'on', work_mem: '4MB' }]);
  });

});

describe.each(testDrivers().filter((d) => d === 'postgres'))('live scores rescored at once on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('rescorers of one challenge in several connections at once add each change once', async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createResultsChallenge(db, start);
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, roomSize: 20, maxRooms: 1, name: 'One' });
    const players = await createFundedPlayers(app, db, f, 6, 1000);
    let room = 0;
    for (const [i, p] of players.entries()) {
      const picks = { [f.q1]: { answer: i % 2 ? 'a' : 'b', answer_time: 1, powerups: i % 3 ? [] : ['2x'] }, [f.q2]: { answer: 'a', answer_time: 1, powerups: [] } };
      await savePicks(db, p.id, f.challengeId, picks);
      const order = await joinAndSeat(app, p, f.challengeId, config);
      room = Number((await q<{ room_id: number }>(db, sql`select room_id from room_entries where order_id = ${order}::uuid`))[0]!.room_id);
    }
    now = new Date(start.getTime() + 60_000);
    await resolve(db, f.q1, 'a');
    await resolve(db, f.q2, 'a');
    await Promise.all(Array.from({ length: 4 }, () => rescoreChallenge(db, f.challengeId, now)));
    await expectScoresOfStoredResults(db, f, [room]);
  });
});
