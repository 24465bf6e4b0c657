import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TimedFeedEvent } from '../../../core/feeds/events';
import type { MatchClockStep } from '../../../core/rules/matchClock';
import type { QuestionResult } from '../../../core/rules/results';
import type { Db } from '../../db/client';
import { challengeMatches, challenges, matchEvents, matches, matchParties, sports, type MatchResult, type MatchRow, type MatchScore } from '../../db/schema/challenges';
import { questionResults, questions } from '../../db/schema/picks';

/** Reads and writes of the match lifecycle; every write is idempotent (safe to repeat, safe in two processes). */

export interface ActiveMatch {
  match: MatchRow;
  sport: string;
  parties: { position: 1 | 2; name: string }[];
}

/** Matches of this feed the job still has work on: not settled, and starting soon enough to have events. */
export async function activeMatches(db: Db, feed: string, horizon: Date): Promise<ActiveMatch[]> {
  const rows = await db
    .select({ match: matches, sport: sports.slug })
    .from(matches)
    .innerJoin(sports, eq(sports.sportsId, matches.sportsId))
    .where(and(eq(matches.feed, feed), notInArray(matches.status, ['settled']), sql`${matches.startTime} <= ${horizon.toISOString()}::timestamptz`))
    .orderBy(asc(matches.startTime));
  return withParties(db, rows);
}

export async function matchById(db: Db, matchId: number): Promise<ActiveMatch | null> {
  const rows = await db
    .select({ match: matches, sport: sports.slug })
    .from(matches)
    .innerJoin(sports, eq(sports.sportsId, matches.sportsId))
    .where(eq(matches.matchId, matchId));
  return (await withParties(db, rows))[0] ?? null;
}

async function withParties(db: Db, rows: { match: MatchRow; sport: string }[]): Promise<ActiveMatch[]> {
  if (rows.length === 0) return [];
  const parties = await db
    .select()
    .from(matchParties)
    .where(inArray(matchParties.matchId, rows.map((r) => r.match.matchId)))
    .orderBy(asc(matchParties.position));
  return rows.map((r) => ({
    ...r,
    parties: parties.filter((p) => p.matchId === r.match.matchId).map((p) => ({ position: p.position as 1 | 2, name: p.partyName })),
  }));
}

/**
 * Stores the events not stored yet; (match_id, seq) makes a repeat or a second process a no-op. Returns the events
 * this call stored (another process's are not repeated).
 */
export async function ingestEvents(db: Db, matchId: number, events: readonly TimedFeedEvent[]): Promise<TimedFeedEvent[]> {
  const [{ max } = { max: 0 }] = await db
    .select({ max: sql<number>`coalesce(max(${matchEvents.seq}), 0)::int` })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId));
  const fresh = events.filter((e) => e.seq > Number(max));
  if (fresh.length === 0) return [];
  const inserted = await db
    .insert(matchEvents)
    .values(fresh.map((e) => ({ matchId, seq: e.seq, at: e.at, kind: e.kind, payload: e.payload as Record<string, unknown> })))
    .onConflictDoNothing()
    .returning({ seq: matchEvents.seq });
  const mine = new Set(inserted.map((r) => r.seq));
  return fresh.filter((e) => mine.has(e.seq));
}

/** The rooms of every challenge of the match that still move (not refunded): whose ranks a rescore changed. */
export async function roomsOfMatch(db: Db, matchId: number): Promise<number[]> {
  const rows = (await db.execute(sql`
    select r.room_id from contest_rooms r join contest_configs c on c.config_id = r.config_id
    where c.challenge_id in (select challenge_id from challenge_matches where match_id = ${matchId}) and r.status <> 'refunded'
    order by r.room_id`)) as unknown as { rows: { room_id: number }[] };
  return rows.rows.map((r) => r.room_id);
}

export async function storedEvents(db: Db, matchId: number): Promise<TimedFeedEvent[]> {
  const rows = await db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(asc(matchEvents.seq));
  return rows.map((r) => ({ kind: r.kind, payload: r.payload, seq: r.seq, at: r.at }) as TimedFeedEvent);
}

export interface ResolvableQuestion {
  questionId: number;
  resolver: string;
  params: Record<string, unknown> | null;
}

/** The match's questions the feed may still decide: with a resolver and no staff answer. */
export async function feedQuestions(db: Db, matchId: number): Promise<ResolvableQuestion[]> {
  const rows = await db
    .select({ questionId: questions.questionId, resolver: questions.resolver, params: questions.resolverParams, source: questionResults.source })
    .from(questions)
    .leftJoin(questionResults, eq(questionResults.questionId, questions.questionId))
    .where(eq(questions.matchId, matchId));
  return rows
    .filter((r): r is typeof r & { resolver: string } => r.resolver !== null && r.source !== 'staff')
    .map((r) => ({ questionId: r.questionId, resolver: r.resolver, params: r.params }));
}

/**
 * Writes a question's answer unless a staff answer is there (staff always win) or it is already the same.
 * Returns true when something changed (the caller then asks for a rescore).
 */
export async function upsertQuestionResult(db: Db, questionId: number, result: QuestionResult, source: 'feed' | 'staff', now: Date): Promise<boolean> {
  const correct = result.status === 'settled' ? result.correct : null;
  const guard =
    source === 'feed'
      ? sql`question_results.source = 'feed' and (question_results.status, question_results.correct) is distinct from (excluded.status, excluded.correct)`
      : sql`(question_results.status, question_results.correct, question_results.source) is distinct from (excluded.status, excluded.correct, excluded.source)`;
  const rows = await db
    .insert(questionResults)
    .values({ questionId, status: result.status, correct, source, resolvedAt: now })
    .onConflictDoUpdate({
      target: questionResults.questionId,
      set: { status: sql`excluded.status`, correct: sql`excluded.correct`, source: sql`excluded.source`, resolvedAt: sql`excluded.resolved_at` },
      setWhere: guard,
    })
    .returning({ questionId: questionResults.questionId });
  return rows.length > 0;
}

/**
 * Moves the match to the clock's state, only from the state it was read in (another process may have moved it
 * already: then nothing happens here). Returns whether this call moved it.
 */
export async function saveClock(db: Db, matchId: number, from: string, next: MatchClockStep): Promise<boolean> {
  const rows = await db
    .update(matches)
    .set({
      status: next.status,
      lineupAnnouncedAt: next.lineupAnnouncedAt,
      startedAt: next.startedAt,
      completedAt: next.completedAt,
      pointsFinalAt: next.pointsFinalAt,
      settledAt: next.settledAt,
    })
    .where(and(eq(matches.matchId, matchId), eq(matches.status, from as MatchRow['status'])))
    .returning({ matchId: matches.matchId });
  return rows.length > 0;
}

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

export async function saveScore(db: Db, matchId: number, score: MatchScore | null, result: MatchResult | null): Promise<void> {
  await db
    .update(matches)
    .set({ score, result })
    .where(and(eq(matches.matchId, matchId), sql`(${matches.score}, ${matches.result}) is distinct from (${json(score)}::jsonb, ${json(result)}::jsonb)`));
}

const challengesOf = (db: Db, matchId: number) =>
  db.select({ id: challengeMatches.challengeId }).from(challengeMatches).where(eq(challengeMatches.matchId, matchId));

/** Challenges follow their matches: line-ups announced, and live from the first match's start (ADR 008). */
export async function syncChallenges(db: Db, matchId: number, status: string, now: Date): Promise<void> {
  if (status === 'scheduled') return;
  await db
    .update(challenges)
    .set({ lineupAnnounced: true })
    .where(and(inArray(challenges.challengeId, challengesOf(db, matchId)), eq(challenges.lineupAnnounced, false)));
  if (status === 'lineup_announced' || status === 'abandoned') return;
  await db
    .update(challenges)
    .set({ status: 'live' })
    .where(
      and(
        inArray(challenges.challengeId, challengesOf(db, matchId)),
        inArray(challenges.status, ['upcoming', 'open']),
        sql`${challenges.startTime} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

/** Some challenge of this match is not yet cancelled (its refund has not run). */
export async function refundPending(db: Db, matchId: number): Promise<boolean> {
  const rows = await db
    .select({ id: challenges.challengeId })
    .from(challenges)
    .where(and(inArray(challenges.challengeId, challengesOf(db, matchId)), notInArray(challenges.status, ['cancelled'])))
    .limit(1);
  return rows.length > 0;
}
