import type { InplayMatches, MyMatch, MyMatchPage, PlayerProfile, ResultsData, RewardPopup, SetResult } from '../../../../core/api/results';
import type { TabCounters } from '../../../../core/api/challenges';
import { ApiError } from '../../../../core/errors';
import { paiseToRupees } from '../../../../core/money';
import { pointsFinalTimeOf } from '../../../../core/rules/matchClock';
import { picksSettings } from '../../../../core/rules/picks';
import { displayName } from '../../../../core/rules/profile';
import { scoreSet, type QuestionResult } from '../../../../core/rules/results';
import type { Db } from '../../../db/client';
import { contestRewards } from '../../contests';
import { offerDailyGift } from '../../engagement';
import * as repo from './repository';

/**
 * The player's matches and results (core/api/results.ts). Reads what the match lifecycle and settlement write
 * (matches.status/score, question_results, room_entries.points/rank/prize_paise, reward_popups); writes only
 * the seen stamp of a reward popup. Every object a request names is checked against the caller: a room they
 * hold no seat in, or a match outside that room's challenge, is 404; another player's set only after the start.
 */

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

/** Team rooms store half-points (ADR 012): shown as points, x.5 at most. */
export const shownPoints = (gameMode: string, stored: number | null): number | null =>
  stored === null ? null : gameMode === 'nostra11' ? stored / 2 : stored;

/** Spec: another player's picks are shown for compare only once the match is locked. */
export const COMPARE_LOCKED_MESSAGE = "Other players' picks are shown once the match starts";

/** The match lifecycle's points-final delay (POINTS_FINAL_AFTER_S), for each match's points_final_at; null where not configured. */
type PointsFinalAfterMs = number | null;

async function myMatches(db: Db, userId: number, ids: readonly number[], pointsFinalAfterMs: PointsFinalAfterMs, roomId?: number): Promise<MyMatch[]> {
  const heads = await repo.challengeHeads(db, ids);
  const matches = await repo.matchesOf(db, ids);
  const entries = await repo.entriesOf(db, userId, ids, roomId);
  const byId = new Map(heads.map((h) => [h.challenge_id, h]));
  return ids.flatMap((cid) => {
    const h = byId.get(cid);
    if (!h) return [];
    const mine = entries.filter((e) => e.challenge_id === cid);
    return [
      {
        challenge_id: cid,
        challenge_name: h.name,
        game_mode: h.game_mode,
        sports_id: h.sports_id,
        start_time: h.start_time.getTime(),
        status: h.status,
        matches: matches
          .filter((m) => m.challenge_id === cid)
          .map((m) => ({
            match_id: m.match_id,
            status: m.status,
            start_time: m.start_time.getTime(),
            match_parties: m.parties,
            score: m.score,
            points_final_at:
              pointsFinalAfterMs === null
                ? null
                : (pointsFinalTimeOf({ status: m.status, completedAt: m.completed_at, pointsFinalAt: m.points_final_at }, pointsFinalAfterMs)?.getTime() ?? null),
          })),
        entries: mine.map((e) => ({
          room_id: e.room_id,
          config_id: e.config_id,
          contest_name: e.contest_name,
          room_name: e.room_name,
          draft_num: e.draft_num,
          fee: paiseToRupees(e.fee_paise),
          points: shownPoints(h.game_mode, e.points),
          rank: e.rank,
          prize: e.prize_paise === null ? null : paiseToRupees(e.prize_paise),
          refunded: e.refunded,
          room_status: e.room_status,
        })),
        winnings: paiseToRupees(mine.reduce((s, e) => s + (e.prize_paise ?? 0), 0)),
      },
    ];
  });
}

async function page(db: Db, userId: number, bucket: repo.Bucket | 'all', now: Date, q: { skip: number; limit: number }, pointsFinalAfterMs: PointsFinalAfterMs): Promise<MyMatchPage> {
  const ids = await repo.myChallengeIds(db, userId, bucket, now, q);
  const shown = ids.slice(0, q.limit);
  return { challenges: await myMatches(db, userId, shown, pointsFinalAfterMs), skip: q.skip, has_more: ids.length > q.limit };
}

/** A set's picks on one match scored with core/rules/results.ts against the resolved answers. */
function scoreOne(questions: repo.ResultQuestionRow[], picks: Record<string, { answer: string | null; powerups: readonly ('2x' | 'no_negs' | 'player_poll')[] }>, draftNum: number, noNegsRightPoints: number): SetResult {
  const results: Record<number, QuestionResult> = {};
  for (const q of questions) {
    if (q.result_status === 'void') results[q.question_id] = { status: 'void' };
    else if (q.result_status === 'settled' && q.correct !== null) results[q.question_id] = { status: 'settled', correct: q.correct };
  }
  const answers = questions.map((q) => {
    const p = picks[String(q.question_id)];
    return { question_id: q.question_id, answer: p?.answer ?? null, powerups: p?.powerups ?? [] };
  });
  const score = scoreSet({
    questions: questions.map((q) => ({ question_id: q.question_id, points: { right: q.points_right, wrong: q.points_wrong } })),
    answers,
    results,
    options: { noNegsRightPoints },
  });
  return {
    draft_num: draftNum,
    total: score.total,
    provisional: score.provisional,
    questions: questions.map((q, i) => {
      const s = score.questions[i]!;
      const a = answers[i]!;
      return {
        question_id: q.question_id,
        match_id: q.match_id,
        text: { en: q.text_en, hi: q.text_hi },
        options: q.options.map((o) => ({ key: o.key, text: { en: o.text.en, hi: o.text.hi } })),
        points: { right: q.points_right, wrong: q.points_wrong },
        my_answer: a.answer,
        powerups: [...a.powerups],
        correct: q.result_status === 'settled' ? q.correct : null,
        outcome: s.outcome,
        points_scored: s.points,
        multiplier: s.multiplier,
        no_negs: s.noNegs,
      };
    }),
  };
}

export function createPlayerResultsService(deps: {
  clock: () => Date;
  config?: { engagement: { dailyGiftPaise: number }; feed?: { pointsFinalAfterS: number } };
}) {
  const { clock } = deps;
  const pointsFinalAfterS = deps.config?.feed?.pointsFinalAfterS;
  const pointsFinalAfterMs: PointsFinalAfterMs = pointsFinalAfterS === undefined ? null : pointsFinalAfterS * 1000;

  /** The room, its challenge, and the caller's seats there; no seat → 404 (one cannot read rooms one is not in). */
  async function myRoom(db: Db, userId: number, roomId: number, challengeId?: number) {
    const room = await repo.roomHead(db, roomId);
    if (!room || (challengeId !== undefined && room.challenge_id !== challengeId)) throw notFound('Room');
    const [challenge] = await myMatches(db, userId, [room.challenge_id], pointsFinalAfterMs, roomId);
    if (!challenge || challenge.entries.length === 0) throw notFound('Room');
    return { room, challenge };
  }

  async function matchQuestions(db: Db, challengeId: number, matchId: number) {
    const status = await repo.matchInChallenge(db, challengeId, matchId);
    if (!status) throw notFound('Match');
    const settings = picksSettings(await repo.challengeSettings(db, challengeId));
    return { status, questions: await repo.questionsWithResults(db, matchId), noNegs: settings.noNegsRightPoints };
  }

  return {
    async inPlay(db: Db, userId: number) {
      const now = clock();
      const [up, live] = [await repo.myChallengeIds(db, userId, 'upcoming', now, null), await repo.myChallengeIds(db, userId, 'live', now, null)];
      return { upcoming: await myMatches(db, userId, up, pointsFinalAfterMs), live: await myMatches(db, userId, live, pointsFinalAfterMs) };
    },

    completed: (db: Db, userId: number, q: { skip: number; limit: number }) => page(db, userId, 'history', clock(), q, pointsFinalAfterMs),
    timeline: (db: Db, userId: number, q: { skip: number; limit: number }) => page(db, userId, 'all', clock(), q, pointsFinalAfterMs),

    /** The player's tab counts; all_matches (what home offers) comes from the challenges catalogue. */
    async tabCounts(db: Db, userId: number): Promise<Omit<TabCounters, 'all_matches'>> {
      const c = await repo.myBucketCounts(db, userId, clock());
      return { inplay: c.upcoming, live: c.live, history: c.history, my_matches: c.all };
    },

    async inplayMatches(db: Db, userId: number, q: { room_id: number; challenge_id: number }): Promise<InplayMatches> {
      const { room, challenge } = await myRoom(db, userId, q.room_id, q.challenge_id);
      const prizes = await contestRewards(db, { room_id: room.room_id });
      return {
        challenge,
        room: {
          room_id: room.room_id,
          room_name: room.room_name,
          contest_name: room.contest_name,
          config_id: room.config_id,
          size: room.size,
          filled: room.filled,
          status: room.status,
          prize_pool: prizes.prize_pool,
        },
      };
    },

    async results(db: Db, userId: number, q: { match_id: number; room_id: number }): Promise<ResultsData> {
      const { room, challenge } = await myRoom(db, userId, q.room_id);
      const m = await matchQuestions(db, room.challenge_id, q.match_id);
      const drafts = [...new Set(challenge.entries.map((e) => e.draft_num))];
      const sets = await repo.setsOf(db, userId, room.challenge_id, drafts);
      return {
        match_id: q.match_id,
        room_id: room.room_id,
        challenge_id: room.challenge_id,
        match_status: m.status,
        sets: drafts.map((n) => scoreOne(m.questions, sets.get(n) ?? {}, n, m.noNegs)),
      };
    },

    async playerMatchResult(db: Db, userId: number, challengeId: number): Promise<MyMatch> {
      const [challenge] = await myMatches(db, userId, [challengeId], pointsFinalAfterMs);
      if (!challenge || challenge.entries.length === 0) throw notFound('Challenge');
      return challenge;
    },

    /**
     * Another player's profile and their set in a room, for CompareResults. Only once the challenge has
     * started (before it, picks are private: 403); the set must be one that holds a seat in that room.
     */
    async playerProfile(db: Db, q: { user_id: number; room_id: number; draft_num: number }): Promise<PlayerProfile> {
      const seat = await repo.seatOf(db, q.user_id, q.room_id, q.draft_num);
      if (!seat) throw notFound('Player set');
      const [head] = await repo.challengeHeads(db, [seat.challengeId]);
      if (!head || clock().getTime() < head.start_time.getTime()) throw new ApiError(403, 'FORBIDDEN', COMPARE_LOCKED_MESSAGE);
      const profile = await repo.publicProfile(db, q.user_id);
      if (!profile) throw notFound('Player');
      const matches = await repo.matchesOf(db, [seat.challengeId]);
      const sets = await repo.setsOf(db, q.user_id, seat.challengeId, [q.draft_num]);
      const settings = picksSettings(await repo.challengeSettings(db, seat.challengeId));
      const questions = (await Promise.all(matches.map((mm) => repo.questionsWithResults(db, mm.match_id)))).flat();
      return {
        user_id: q.user_id,
        user_nick: displayName(q.user_id, profile.nick),
        user_photo: null,
        count_contests_joined: profile.joined,
        set: scoreOne(questions, sets.get(q.draft_num) ?? {}, q.draft_num, settings.noNegsRightPoints),
        rank: seat.rank,
      };
    },

    async checkPopup(db: Db, userId: number): Promise<RewardPopup[]> {
      const now = clock();
      const p = await repo.claimPopup(db, userId, now);
      if (p) return [{ type: p.type, amount: paiseToRupees(p.amount_paise), detail: p.detail }];
      // Nothing owed: offer today's daily gift once (engagement, ADR 015); the popup's button claims it.
      const gift = await offerDailyGift(db, userId, now, deps.config?.engagement.dailyGiftPaise ?? 0);
      return gift ? [{ type: 'daily_gift', amount: paiseToRupees(gift.amountPaise), detail: { day: gift.day } }] : [];
    },
  };
}

export type PlayerResultsService = ReturnType<typeof createPlayerResultsService>;
