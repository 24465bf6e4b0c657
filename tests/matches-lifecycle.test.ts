import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { fakeResults, insertSports, replayDeps, replayDirOf, rowsOf } from './matches-support';
import { testDrivers, useTestDatabase } from './support/app';

const STARTED = new Date('2026-05-01T12:00:00Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000);

describe.each(testDrivers())('match lifecycle on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('replays a Cricsheet file at speed 300: catalogue once, line-ups, live, ball by ball, completed, points final, settled', async () => {
    const db = database().db;
    await insertSports(db);
    const results = fakeResults();
    const deps = replayDeps(db, replayDirOf('1370351'), STARTED, results);

    // The catalogue: match, parties, a prediction challenge with the cricket bank, the five contest configs.
    expect((await runLifecycle(deps, at(0))).created).toBe(1);
    expect((await runLifecycle(deps, at(1))).created).toBe(0);
    const [match] = rowsOf<{ status: string; feed: string; start_time: Date }>(await db.execute(sql`select status, feed, start_time from matches where match_id = 1370351`));
    expect(match).toMatchObject({ status: 'scheduled', feed: 'replay' });
    const [challenge] = rowsOf<{ status: string; name: string; lineup_announced: boolean }>(await db.execute(sql`select status, name, lineup_announced from challenges where challenge_id = 1370351`));
    expect(challenge).toEqual({ status: 'open', name: 'Mumbai Indians vs Lucknow Super Giants', lineup_announced: false });
    expect(rowsOf(await db.execute(sql`select 1 from contest_configs where challenge_id = 1370351`))).toHaveLength(5);
    expect(rowsOf(await db.execute(sql`select 1 from questions where match_id = 1370351`)).length).toBeGreaterThanOrEqual(12);

    // Line-ups 30 min / 300 = 6 s before the start (60 s after server start): the toss is in, the challenge says so.
    await runLifecycle(deps, at(55));
    expect(rowsOf<{ status: string }>(await db.execute(sql`select status from matches where match_id = 1370351`))[0]!.status).toBe('lineup_announced');
    expect(rowsOf<{ lineup_announced: boolean }>(await db.execute(sql`select lineup_announced from challenges where challenge_id = 1370351`))[0]!.lineup_announced).toBe(true);

    // Live at the start; deliveries arrive as their synthetic time comes.
    await runLifecycle(deps, at(70));
    const live = rowsOf<{ status: string; started_at: Date; score: { parties: { score: string }[] } }>(
      await db.execute(sql`select status, started_at, score from matches where match_id = 1370351`),
    )[0]!;
    expect(live.status).toBe('live');
    expect(new Date(live.started_at)).toEqual(at(60));
    expect(live.score.parties[0]!.score).toMatch(/^\d+\/\d+ \(\d+\.\d\)$/);
    expect(rowsOf<{ status: string }>(await db.execute(sql`select status from challenges where challenge_id = 1370351`))[0]!.status).toBe('live');
    const someEvents = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from match_events where match_id = 1370351`))[0]!.n;
    await runLifecycle(deps, at(80));
    const moreEvents = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from match_events where match_id = 1370351`))[0]!.n;
    expect(moreEvents).toBeGreaterThan(someEvents);

    // Over: Mumbai Indians won by 81 runs; completed at the result event, points final 10 s later, then settled.
    const resultAt = (await deps.feed.events({ ref: '1370351', startTime: at(60) }, at(1000))).at(-1)!.at;
    await runLifecycle(deps, new Date(resultAt.getTime() + 5_000));
    const done = rowsOf<{ status: string; result: unknown; completed_at: Date; score: { status: string } }>(
      await db.execute(sql`select status, result, completed_at, score from matches where match_id = 1370351`),
    )[0]!;
    expect(done.status).toBe('completed');
    expect(new Date(done.completed_at)).toEqual(resultAt);
    expect(done.result).toMatchObject({ type: 'win', winner: 1, margin: { runs: 81 } });
    expect(done.score.status).toBe('Mumbai Indians won by 81 runs');
    expect(results.calls.filter((c) => c.op === 'settle')).toHaveLength(0);
    await runLifecycle(deps, at(400));
    expect(results.calls.filter((c) => c.op === 'settle')).toEqual([{ op: 'settle', matchId: 1370351 }]);
    const final = rowsOf<{ status: string; points_final_at: Date; completed_at: Date }>(
      await db.execute(sql`select status, points_final_at, completed_at from matches where match_id = 1370351`),
    )[0]!;
    expect(final.status).toBe('settled');
    expect(new Date(final.points_final_at).getTime() - new Date(final.completed_at).getTime()).toBe(10_000);
    expect(results.calls.some((c) => c.op === 'rescore')).toBe(true);
    // Nothing more to do: a later pass calls nobody.
    const before = results.calls.length;
    await runLifecycle(deps, at(500));
    expect(results.calls.length).toBe(before);
  });

  it('stays at points final while the settlement reports challenges pending', async () => {
    const db = database().db;
    await insertSports(db);
    const results = fakeResults();
    results.pending = 1;
    const deps = replayDeps(db, replayDirOf('1426269'), STARTED, results);
    await runLifecycle(deps, at(0));
    await runLifecycle(deps, at(400));
    await runLifecycle(deps, at(401));
    expect(rowsOf<{ status: string }>(await db.execute(sql`select status from matches where match_id = 1426269`))[0]!.status).toBe('points_final');
    expect(results.calls.filter((c) => c.op === 'settle').length).toBe(2);
    results.pending = 0;
    await runLifecycle(deps, at(402));
    expect(rowsOf<{ status: string }>(await db.execute(sql`select status from matches where match_id = 1426269`))[0]!.status).toBe('settled');
  });

  it('ingestion is idempotent by seq: repeated and concurrent passes store every event once', async () => {
    const db = database().db;
    await insertSports(db);
    const deps = replayDeps(db, replayDirOf('1370353'), STARTED, fakeResults());
    await runLifecycle(deps, at(0));
    await Promise.all([runLifecycle(deps, at(90)), runLifecycle(deps, at(90))]);
    await runLifecycle(deps, at(90));
    const [counts] = rowsOf<{ n: number; distinct_seq: number; max_seq: number }>(
      await db.execute(sql`select count(*)::int as n, count(distinct seq)::int as distinct_seq, max(seq)::int as max_seq from match_events where match_id = 1370353`),
    );
    expect(counts!.n).toBe(counts!.distinct_seq);
    expect(counts!.n).toBe(counts!.max_seq);
    const due = await deps.feed.events({ ref: '1370353', startTime: at(60) }, at(90));
    expect(counts!.n).toBe(due.length);
  });

  it('a no-result match is abandoned and refunded once; its questions that nothing decided are void', async () => {
    const db = database().db;
    await insertSports(db);
    const results = fakeResults();
    const deps = replayDeps(db, replayDirOf('1359519'), STARTED, results);
    await runLifecycle(deps, at(0));
    // The cricket bank: 1 toss, 2 winner.
    expect(rowsOf<{ resolver: string }>(await db.execute(sql`select resolver from questions where question_id in (135951901, 135951902) order by question_id`))).toEqual([
      { resolver: 'cricket.toss' },
      { resolver: 'cricket.winner' },
    ]);
    await runLifecycle(deps, at(300));
    await runLifecycle(deps, at(301));
    const [m] = rowsOf<{ status: string; result: unknown }>(await db.execute(sql`select status, result from matches where match_id = 1359519`));
    expect(m).toMatchObject({ status: 'abandoned', result: { type: 'no_result' } });
    expect(results.calls.filter((c) => c.op === 'refund')).toEqual([{ op: 'refund', matchId: 1359519 }]);
    expect(results.calls.some((c) => c.op === 'settle')).toBe(false);
    const answers = rowsOf<{ question_id: number; status: string; correct: string | null }>(
      await db.execute(sql`select question_id, status, correct from question_results where question_id in (135951901, 135951902) order by question_id`),
    );
    // The toss happened (Chennai Super Kings, party 2, won it): certain, it stands; the winner is void.
    expect(answers).toEqual([
      { question_id: 135951901, status: 'settled', correct: 'B' },
      { question_id: 135951902, status: 'void', correct: null },
    ]);
  });

  it('resolves questions from the stored events, never over a staff answer, and asks for a rescore on each change', async () => {
    const db = database().db;
    await insertSports(db);
    const results = fakeResults();
    const deps = replayDeps(db, replayDirOf('1216517'), STARTED, results);
    await runLifecycle(deps, at(0));
    expect(rowsOf<{ resolver: string }>(await db.execute(sql`select resolver from questions where question_id in (121651701, 121651702, 121651709) order by question_id`))).toEqual([
      { resolver: 'cricket.toss' },
      { resolver: 'cricket.winner' },
      { resolver: 'cricket.super_over' },
    ]);
    await db.execute(sql`insert into question_results (question_id, status, correct, source, resolved_at) values (121651702, 'settled', 'A', 'staff', now())`);
    await runLifecycle(deps, at(56));
    expect(rowsOf<{ correct: string }>(await db.execute(sql`select correct from question_results where question_id = 121651701`))[0]!.correct).toBe('A');
    expect(results.calls.filter((c) => c.op === 'rescore')).toHaveLength(1);
    await runLifecycle(deps, at(400));
    const rows = rowsOf<{ question_id: number; correct: string; source: string }>(
      await db.execute(sql`select question_id, correct, source from question_results where question_id in (121651701, 121651702, 121651709) order by question_id`),
    );
    // Mumbai Indians (party 1) won the toss; the tie went to super overs; staff's 'A' for the winner stands
    // (the feed says Kings XI Punjab won the super over).
    expect(rows).toEqual([
      { question_id: 121651701, correct: 'A', source: 'feed' },
      { question_id: 121651702, correct: 'A', source: 'staff' },
      { question_id: 121651709, correct: 'yes', source: 'feed' },
    ]);
  });
});
