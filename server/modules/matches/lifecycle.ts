import type { FastifyBaseLogger } from 'fastify';
import { advanceMatchClock, isBeforePointsFinal, type MatchClockSettings } from '../../../core/rules/matchClock';
import { applyCorrections } from '../../../core/rules/resolution/engine';
import { resolve } from '../../../core/rules/resolution';
import type { Db } from '../../db/client';
import type { MatchRow } from '../../db/schema/challenges';
import type { FeedProvider } from '../../feeds';
import { matchTopic, roomTopic } from '../../../core/api/live';
import type { QuestionResult } from '../../../core/rules/results';
import { appendChanges, type LiveChange } from '../live';
import { createFeedMatch, knownRefs } from './catalogue';
import { markLineup, scorePlayers } from './fantasy';
import type { ResultsPort } from './ports';
import {
  activeMatches,
  feedQuestions,
  ingestEvents,
  refundPending,
  roomsOfMatch,
  saveClock,
  saveScore,
  storedEvents,
  syncChallenges,
  upsertQuestionResult,
  type ActiveMatch,
} from './repository';
import { liveScore } from './score';

/**
 * The match lifecycle (ADR 008), one pass per tick. For the feed's fixtures: make the catalogue of new matches.
 * For every match not settled: store the events that are due (idempotent by seq), resolve its questions from the
 * stored events (staff answers stand), keep the live score strip and result, mark the announced line-up in the
 * squad and score the players (draft mode, ./fantasy.ts), advance the match clock, and tell the results module:
 * rescore after any resolution or player-points change, settle at points final (then 'settled' once every challenge
 * is), refund when abandoned. Everything is derived from stored data and written with guards, so repeating a pass,
 * crashing in the middle of one or running it in several processes at once gives the same database (ADR 006).
 */

export interface LifecycleDeps {
  db: Db;
  feed: FeedProvider;
  results: ResultsPort;
  settings: MatchClockSettings;
  log?: FastifyBaseLogger;
}

export interface PassSummary {
  created: number;
  events: number;
  resolved: number;
  transitions: number;
}

/** Questions are decided for good once the match is over (or called off). */
const OVER = new Set(['completed', 'points_final', 'settled', 'abandoned']);
/**
 * Players score from the start until the points are final, that pass included (a match first seen long after it
 * ended goes straight to points final); an abandoned match refunds: nothing to score.
 */
const SCORED = new Set(['live', 'completed', 'points_final']);

export async function syncFixtures(deps: LifecycleDeps, now: Date): Promise<number> {
  const fixtures = await deps.feed.fixtures(now);
  const known = await knownRefs(deps.db, deps.feed.name, fixtures.map((f) => f.ref));
  let created = 0;
  for (const fixture of fixtures) {
    if (known.has(fixture.ref)) continue;
    try {
      if (await createFeedMatch(deps.db, deps.feed.name, fixture, now)) created++;
    } catch (err) {
      deps.log?.error({ err, ref: fixture.ref }, 'could not make the catalogue of a feed match');
    }
  }
  return created;
}

/**
 * Resolves every feed-decided question of the match; returns the answers that changed. A question whose resolver
 * fails (an unknown key, bad params) is logged and left to staff; the others go on.
 */
export async function resolveQuestions(
  deps: Pick<LifecycleDeps, 'db' | 'log'>,
  matchId: number,
  events: Parameters<typeof resolve>[2],
  final: boolean,
  now: Date,
): Promise<{ question_id: number; status: QuestionResult['status']; correct: string | null }[]> {
  const changed = [];
  for (const q of await feedQuestions(deps.db, matchId)) {
    let answer: ReturnType<typeof resolve>;
    try {
      answer = resolve(q.resolver, q.params, events, { final });
    } catch (err) {
      deps.log?.error({ err, questionId: q.questionId }, 'question resolver failed');
      continue;
    }
    if (answer && (await upsertQuestionResult(deps.db, q.questionId, answer, 'feed', now))) {
      changed.push({ question_id: q.questionId, status: answer.status, correct: answer.status === 'settled' ? answer.correct : null });
    }
  }
  return changed;
}

/** What open screens should see of this pass (ADR 017): written to the live change log in one go. */
async function announce(db: LifecycleDeps['db'], matchId: number, changes: LiveChange[], roomsMoved: boolean, now: Date): Promise<void> {
  if (roomsMoved) for (const roomId of await roomsOfMatch(db, matchId)) changes.push({ topic: roomTopic(roomId), kind: 'ranks', payload: {} });
  await appendChanges(db, changes, now);
}

export async function advanceMatch(deps: LifecycleDeps, active: ActiveMatch, now: Date): Promise<Omit<PassSummary, 'created'>> {
  const { db } = deps;
  const { match } = active;
  // Points final or abandoned: the feed has nothing more to say; only the money steps may be left.
  if (!isBeforePointsFinal(match.status)) return { events: 0, resolved: 0, transitions: await finishMoney(deps, match, now) };

  const fresh = await ingestEvents(db, match.matchId, await deps.feed.events({ ref: match.feedRef ?? '', startTime: match.startTime, sport: active.sport, parties: active.parties }, now));
  const timed = await storedEvents(db, match.matchId);
  const events = applyCorrections(timed);
  // applyCorrections keeps the other events in order, so event i is the i-th stored event that is no correction.
  const times = timed.filter((e) => e.kind !== 'correction').map((e) => e.at);
  const lineupIndex = events.findIndex((e) => e.kind === 'lineup');
  const resultIndex = events.findLastIndex((e) => e.kind === 'result');
  const resultEvent = events[resultIndex];
  const feedResult = resultEvent?.kind === 'result' ? resultEvent.payload : undefined;
  const next = advanceMatchClock({
    match,
    feed: { lineupAt: times[lineupIndex], result: feedResult ? { result: feedResult, at: times[resultIndex]! } : undefined },
    now,
    settings: deps.settings,
  });

  const resolved = await resolveQuestions(deps, match.matchId, timed, OVER.has(next.status), now);
  const news = fresh.length > 0 || next.status !== match.status;
  const score = news ? liveScore(active.sport, events, active.parties) : null;
  if (news) await saveScore(db, match.matchId, score, feedResult ?? null);
  const lineup = events[lineupIndex];
  if (news && lineup?.kind === 'lineup') await markLineup(db, match.matchId, lineup.payload);
  // Draft points from the start on, on every pass with news; and on every pass while completed, which heals a crash
  // between the last events and their scoring before the points become final.
  const scored = SCORED.has(next.status) && (news || next.status === 'completed') ? await scorePlayers(db, match.matchId, active.sport, events, now) : 0;
  const moved = next.status !== match.status && (await saveClock(db, match.matchId, match.status, next));
  await syncChallenges(db, match.matchId, next.status, now);
  // After any change; at the start (the first points of every entry: picks are frozen from then on); and again when
  // the match is over, which also heals a crash between an answer and its rescore.
  const rescored = resolved.length > 0 || scored > 0 || (moved && (next.status === 'live' || OVER.has(next.status)));
  if (rescored) await deps.results.rescoreMatch(db, match.matchId, now);

  // this pass's news, before the money steps (which announce their own, later, moves)
  const topic = matchTopic(match.matchId);
  const changes: LiveChange[] = [];
  if (fresh.length > 0) {
    changes.push({ topic, kind: 'events', payload: { events: fresh.map((e) => ({ seq: e.seq, at: e.at.getTime(), kind: e.kind, payload: e.payload })) } });
  }
  if (news) changes.push({ topic, kind: 'status', payload: { status: moved ? next.status : match.status, score, result: feedResult ?? null } });
  if (resolved.length > 0) changes.push({ topic, kind: 'questions', payload: { results: resolved } });
  await announce(db, match.matchId, changes, rescored, now);

  const transitions = (moved ? 1 : 0) + (moved ? await finishMoney(deps, { ...match, ...next }, now) : 0);
  return { events: fresh.length, resolved: resolved.length, transitions };
}

/**
 * Points final: settle (then 'settled' once no challenge is pending). Abandoned: refund while a challenge of the
 * match is not cancelled yet. Returns 1 when the match became settled.
 */
async function finishMoney(deps: LifecycleDeps, match: MatchRow, now: Date): Promise<number> {
  const { db, results } = deps;
  if (match.status === 'points_final') {
    const settled = await results.settleMatch(db, match.matchId, now);
    if (settled.roomsSettled > 0) await announce(db, match.matchId, [], true, now);
    if (settled.pendingChallenges > 0) return 0;
    const done = advanceMatchClock({ match, feed: {}, now, settings: deps.settings, settlementDone: true });
    if (!(await saveClock(db, match.matchId, 'points_final', done))) return 0;
    await announce(db, match.matchId, [{ topic: matchTopic(match.matchId), kind: 'status', payload: { status: done.status, score: match.score, result: match.result } }], false, now);
    return 1;
  }
  if (match.status === 'abandoned' && (await refundPending(db, match.matchId))) await results.refundMatch(db, match.matchId, now);
  return 0;
}

/** One pass of the lifecycle over the feed; a failing match is logged and the others go on. */
export async function runLifecycle(deps: LifecycleDeps, now: Date): Promise<PassSummary> {
  const summary: PassSummary = { created: await syncFixtures(deps, now), events: 0, resolved: 0, transitions: 0 };
  // Matches whose line-ups may already be due; later ones have nothing to do yet.
  const horizon = new Date(now.getTime() + deps.settings.lineupLeadMs + 60_000);
  for (const active of await activeMatches(deps.db, deps.feed.name, horizon)) {
    try {
      const r = await advanceMatch(deps, active, now);
      summary.events += r.events;
      summary.resolved += r.resolved;
      summary.transitions += r.transitions;
    } catch (err) {
      deps.log?.error({ err, matchId: active.match.matchId }, 'match lifecycle failed for a match');
    }
  }
  return summary;
}
