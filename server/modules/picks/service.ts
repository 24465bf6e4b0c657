import { hasStarted } from '../../../core/rules/challenges';
import type { z } from 'zod';
import type {
  AnswerBody,
  AnswerInBulkBody,
  mySetsRoute,
  PickSetSummary,
  PollSplit,
  QuestionDto,
  QuestionsResponse,
} from '../../../core/api/picks';
import { ApiError } from '../../../core/errors';
import {
  answerQuestion,
  appliedCounts,
  buildSetFromAnswers,
  checkApplyPowerup,
  checkSetComplete,
  progress,
  resetSet,
  setPick,
  shuffleQuestions,
  applyPowerup,
  type PickSetState,
} from '../../../core/rules/picks';
import { zeroCounts, type PowerupCounts } from '../../../core/rules/powerups';
import { MAX_SET_NUMBER } from '../../../core/api/picks';
import type { Db } from '../../db/client';
import type { PickRoomRow } from '../../db/schema/picks';
import {
  addCounts,
  assertOpen,
  ContextCache,
  freshState,
  notFound,
  questionDto,
  ruleError,
  rulesDto,
  stateOf,
  type ChallengeContext,
} from './context';
import * as repo from './repository';

/**
 * Prediction picks: pseudo rooms (a set being made, question by question) and saved sets S{n}.
 *
 * - Every write runs in the idempotent route's transaction (`db` is that tx), checks the server clock
 *   first (409 MATCH_LOCKED 'Match Already Started') and the rules of core/rules/picks.ts (422 + code).
 * - Rooms and sets are only ever looked up with the caller's user id: another player's room, set or
 *   answers is indistinguishable from a missing one (404).
 * - Rows touched by a write are read FOR UPDATE so concurrent writes to one room never lose an update.
 */

/** Fewer saved answers than this on a question: no audience split (data null, the PWA shows its notice). */
export const POLL_MIN_VOTES = 5;

/** Which contest rooms a player's sets joined. The contests feature provides it; until then nothing has joined. */
export interface ContestPlaysSource {
  plays(db: Db, userId: number, challengeId: number): Promise<{ draft_num: number; room_id: number; config_id: number; contest_name: string }[]>;
}
export const noContestPlays: ContestPlaysSource = { plays: () => Promise.resolve([]) };

export interface PicksServiceOptions {
  clock: () => Date;
  contestPlays?: ContestPlaysSource;
  /** shared with the powerups service by server wiring; a fresh one per service otherwise */
  contexts?: ContextCache;
}

function toPickInputs(ctx: ChallengeContext, answers: readonly { match_id: number; question_id: number; answer: string; answer_time: number; powerups: readonly ('2x' | 'no_negs' | 'player_poll')[] }[]) {
  for (const a of answers) {
    const q = ctx.byId.get(a.question_id);
    if (q && q.matchId !== a.match_id) {
      throw ruleError({ code: 'UNKNOWN_QUESTION', message: 'This question is not part of the set', key: 'picks:errors.UNKNOWN_QUESTION', params: { question_id: a.question_id } });
    }
  }
  return answers.map((a) => ({ question_id: a.question_id, answer: a.answer, answer_time: a.answer_time, powerups: a.powerups }));
}

function pickOf(state: PickSetState, questionId: number) {
  const p = state.picks[questionId];
  return p ? { answer: p.answer, answer_time: p.answer_time, powerups: [...p.powerups] } : { answer: null, answer_time: null, powerups: [] };
}

/** The audience split of one question, or null below POLL_MIN_VOTES. Percent to one decimal. */
export async function pollSplit(db: Db, ctx: ChallengeContext, questionId: number): Promise<PollSplit | null> {
  const q = ctx.byId.get(questionId);
  if (!q) return null;
  const counts = await repo.countAnswers(db, ctx.challengeId, questionId);
  const offered = q.options.map((o) => o.key);
  const total = offered.reduce((s, k) => s + (counts.get(k) ?? 0), 0);
  if (total < POLL_MIN_VOTES) return null;
  return {
    question_id: questionId,
    options: offered.map((key) => ({ key, percent: Math.round(((counts.get(key) ?? 0) * 1000) / total) / 10 })),
    total_votes: total,
  };
}

export function createPicksService(options: PicksServiceOptions) {
  const { clock } = options;
  const contestPlays = options.contestPlays ?? noContestPlays;
  const contexts = options.contexts ?? new ContextCache();
  const loadContext = (db: Db, challengeId: number) => contexts.get(db, challengeId);

  /** The caller's own room; someone else's (or none) is 404. Optionally also checks the challenge. */
  async function ownRoom(db: Db, userId: number, roomId: number, challengeId?: number, forUpdate = false): Promise<PickRoomRow> {
    const room = await repo.findRoomById(db, userId, roomId, forUpdate);
    if (!room || (challengeId !== undefined && room.challengeId !== challengeId)) throw notFound('Room');
    return room;
  }

  async function saveRoomState(db: Db, roomId: number, state: PickSetState, extra: { allotted?: PowerupCounts; sourceDraftNum?: number | null; bankAdded?: PowerupCounts } = {}) {
    await repo.updateRoom(db, roomId, {
      picks: state.picks,
      remaining: state.remaining,
      revealedPolls: state.revealedPolls,
      ...extra,
      updatedAt: clock(),
    });
  }

  function summary(ctx: ChallengeContext, row: { draftNum: number; updatedAt: Date } & repo.SetStateRow, joined: boolean): PickSetSummary & { picksByMatch: Record<number, number> } {
    const state = stateOf(ctx, row);
    const p = progress(state, ctx.settings);
    return {
      draft_num: row.draftNum,
      label: `S${row.draftNum}`,
      picks_made: p.picksMade,
      picks_required: p.picksRequired,
      powerups_applied: p.powerupsApplied,
      powerups_required: p.powerupsRequired,
      complete: checkSetComplete(state, ctx.settings).ok,
      joined,
      updated_at: row.updatedAt.getTime(),
      picksByMatch: p.picksByMatch,
    };
  }

  return {
    async questions(db: Db, userId: number, q: { challenge_id: number; draft_num?: number | undefined; room_id?: number | undefined }): Promise<QuestionsResponse> {
      const ctx = await loadContext(db, q.challenge_id);
      const now = clock();
      let state: PickSetState;
      let allotted: PowerupCounts;
      let roomId: number | null;
      if (q.draft_num !== undefined) {
        // docs/product.md §4: entering a challenge sets draft number 1 before any set exists. A set not saved yet
        // is shown as the questions with empty picks and the free powerups (never someone else's set:
        // the lookup is by the caller's id).
        const set = await repo.findSet(db, userId, q.challenge_id, q.draft_num);
        state = set ? stateOf(ctx, set) : freshState(ctx);
        allotted = set ? set.allotted : { ...ctx.settings.freePowerups };
        roomId = q.room_id !== undefined ? (await ownRoom(db, userId, q.room_id, q.challenge_id)).roomId : null;
      } else {
        const room = q.room_id !== undefined ? await ownRoom(db, userId, q.room_id, q.challenge_id) : await repo.findRoomByChallenge(db, userId, q.challenge_id);
        state = room ? stateOf(ctx, room) : freshState(ctx);
        allotted = room ? room.allotted : { ...ctx.settings.freePowerups };
        roomId = room?.roomId ?? null;
      }
      const poll: PollSplit[] = [];
      for (const qid of state.revealedPolls) {
        const split = await pollSplit(db, ctx, qid);
        if (split) poll.push(split);
      }
      return {
        challenge_id: q.challenge_id,
        room_id: roomId,
        draft_num: q.draft_num ?? null,
        matches: ctx.matches.map((m) => ({
          match_id: m.match_id,
          match_name: m.match_name,
          start_time: m.start_time.getTime(),
          locked: !ctx.isOpen(now) || hasStarted(m.start_time, now),
          // docs/product.md §4 "questions shuffle (first moves to the end)".
          questions: shuffleQuestions(m.questions).map((qr) => questionDto(qr, state)),
        })),
        powerups: { ...state.remaining },
        allotted_powerups: { ...allotted },
        appliedPowerups: appliedCounts(state),
        poll,
        rules: rulesDto(ctx.settings),
      };
    },

    async question(db: Db, userId: number, q: { room_id: number; match_id: number; question_id: number }): Promise<QuestionDto> {
      const room = await ownRoom(db, userId, q.room_id);
      const ctx = await loadContext(db, room.challengeId);
      const question = ctx.byId.get(q.question_id);
      if (!question || question.matchId !== q.match_id) throw notFound('Question');
      return questionDto(question, stateOf(ctx, room));
    },

    async answer(db: Db, userId: number, body: AnswerBody) {
      const room = await ownRoom(db, userId, body.room_id, undefined, true);
      const ctx = await loadContext(db, room.challengeId);
      assertOpen(ctx, clock());
      const [input] = toPickInputs(ctx, [body]);
      const r = setPick(stateOf(ctx, room), input as NonNullable<typeof input>);
      if (!r.ok) throw ruleError(r.error);
      await saveRoomState(db, room.roomId, r.value);
      return { question_id: body.question_id, pick: pickOf(r.value, body.question_id), powerups: { ...r.value.remaining } };
    },

    /** Edits one answer of a saved set; the set must stay complete. room_id names the challenge (the player's room). */
    async editAddAnswer(db: Db, userId: number, body: AnswerBody & { draft_num: number }) {
      const room = await ownRoom(db, userId, body.room_id);
      const ctx = await loadContext(db, room.challengeId);
      assertOpen(ctx, clock());
      const set = await repo.findSet(db, userId, room.challengeId, body.draft_num, true);
      if (!set) throw notFound('Set');
      const [input] = toPickInputs(ctx, [body]);
      const r = setPick(stateOf(ctx, set), input as NonNullable<typeof input>);
      if (!r.ok) throw ruleError(r.error);
      const complete = checkSetComplete(r.value, ctx.settings);
      if (!complete.ok) throw ruleError(complete.error);
      await repo.updateSet(db, set.setId, {
        picks: r.value.picks,
        remaining: r.value.remaining,
        allotted: set.allotted,
        revealedPolls: r.value.revealedPolls,
        updatedAt: clock(),
      });
      return {
        question_id: body.question_id,
        pick: pickOf(r.value, body.question_id),
        powerups: { ...r.value.remaining },
        draft_num: body.draft_num,
      };
    },

    /**
     * Saves a whole set. Without draft_num: a new set, numbered S{n} by repo.allocateDraftNum (atomic).
     * With draft_num: overwrites that set. The allotment checked is the room's (free + bank transfers)
     * when room_id is given, else the edited set's, else the challenge's free powerups. A save from the
     * room empties the room for the next set (its transfers now belong to the saved set).
     */
    async answerInBulk(db: Db, userId: number, body: AnswerInBulkBody) {
      const ctx = await loadContext(db, body.challenge_id);
      const now = clock();
      assertOpen(ctx, now);
      const room = body.room_id !== undefined ? await ownRoom(db, userId, body.room_id, body.challenge_id, true) : undefined;
      const existing = body.draft_num !== undefined ? await repo.findSet(db, userId, body.challenge_id, body.draft_num, true) : undefined;
      if (body.draft_num !== undefined && !existing) throw notFound('Set');
      const allotted = room?.allotted ?? existing?.allotted ?? { ...ctx.settings.freePowerups };
      const built = buildSetFromAnswers(ctx.refs, toPickInputs(ctx, body.answers), allotted);
      if (!built.ok) throw ruleError(built.error);
      const complete = checkSetComplete(built.value, ctx.settings);
      if (!complete.ok) throw ruleError(complete.error);
      const revealed = [...new Set([...(room?.revealedPolls ?? existing?.revealedPolls ?? []), ...built.value.revealedPolls])];
      const state = { picks: built.value.picks, remaining: built.value.remaining, allotted, revealedPolls: revealed };

      let draftNum: number;
      if (existing) {
        draftNum = existing.draftNum;
        await repo.updateSet(db, existing.setId, { ...state, updatedAt: now });
      } else {
        draftNum = await repo.allocateDraftNum(db, { userId, challengeId: body.challenge_id, fresh: { ...ctx.settings.freePowerups }, now });
        if (draftNum > MAX_SET_NUMBER) throw new ApiError(409, 'CONFLICT', `You can save at most ${MAX_SET_NUMBER} sets in a challenge`);
        await repo.insertSet(db, { ...state, userId, challengeId: body.challenge_id, draftNum, updatedAt: now });
      }
      if (room) {
        await repo.updateRoom(db, room.roomId, {
          picks: {},
          remaining: { ...ctx.settings.freePowerups },
          allotted: { ...ctx.settings.freePowerups },
          revealedPolls: [],
          bankAdded: zeroCounts(),
          sourceDraftNum: null,
          updatedAt: now,
        });
      }
      return { draft_num: draftNum, created: !existing };
    },

    /** docs/product.md §4 reset: answers and flags cleared, counts to the reset defaults (plus what came from the bank), polls kept for replay. */
    async resetAllAnswers(db: Db, userId: number, body: { challenge_id: number; room_id: number }) {
      const room = await ownRoom(db, userId, body.room_id, body.challenge_id, true);
      const ctx = await loadContext(db, body.challenge_id);
      assertOpen(ctx, clock());
      const out = resetSet(stateOf(ctx, room), ctx.settings);
      const remaining = addCounts(out.state.remaining, room.bankAdded);
      await saveRoomState(db, room.roomId, { ...out.state, remaining }, { allotted: remaining });
      return { powerups: remaining, poll_replay: out.pollReplay };
    },

    /**
     * The audience poll. Only poll questions (422 POLL_NOT_ALLOWED). No split yet (fewer than
     * POLL_MIN_VOTES answers) → null and nothing is charged. A question already revealed in this room
     * replays for free; otherwise one player_poll is applied (POLL_ALREADY_USED / POWERUP_UNAVAILABLE).
     */
    async poll(db: Db, userId: number, body: { question_id: number; room_id: number }): Promise<PollSplit | null> {
      const room = await ownRoom(db, userId, body.room_id, undefined, true);
      const ctx = await loadContext(db, room.challengeId);
      assertOpen(ctx, clock());
      const state = stateOf(ctx, room);
      const question = ctx.byId.get(body.question_id);
      if (!question) throw ruleError({ code: 'UNKNOWN_QUESTION', message: 'This question is not part of the set', key: 'picks:errors.UNKNOWN_QUESTION', params: { question_id: body.question_id } });
      if (!question.isPoll) {
        const check = checkApplyPowerup(state, body.question_id, 'player_poll');
        if (!check.ok) throw ruleError(check.error);
      }
      const split = await pollSplit(db, ctx, body.question_id);
      if (!split) return null;
      if (state.revealedPolls.includes(body.question_id)) return split;
      const r = applyPowerup(state, body.question_id, 'player_poll');
      if (!r.ok) throw ruleError(r.error);
      await saveRoomState(db, room.roomId, r.value);
      return split;
    },

    /**
     * The player's room for the challenge, created on first use. With draft_num the room is loaded with a
     * copy of set S{n} for editing (answerInBulk with that draft_num saves it back); without, a room that
     * held such a copy is emptied for a new set, while a new set in progress is kept as it is.
     */
    async joinPseudoContest(db: Db, userId: number, body: { challenge_id: number; draft_num?: number | undefined }) {
      const ctx = await loadContext(db, body.challenge_id);
      const now = clock();
      assertOpen(ctx, now);
      const set = body.draft_num !== undefined ? await repo.findSet(db, userId, body.challenge_id, body.draft_num) : undefined;
      if (body.draft_num !== undefined && !set) throw notFound('Set');
      const room = await repo.ensureRoom(db, { userId, challengeId: body.challenge_id, fresh: { ...ctx.settings.freePowerups }, now });
      if (set) {
        await repo.updateRoom(db, room.roomId, {
          picks: set.picks,
          remaining: addCounts(set.remaining, room.bankAdded),
          allotted: addCounts(set.allotted, room.bankAdded),
          revealedPolls: set.revealedPolls,
          sourceDraftNum: set.draftNum,
          updatedAt: now,
        });
        return { userRoom: { room_id: room.roomId, draft_num: set.draftNum } };
      }
      if (room.sourceDraftNum !== null) {
        const fresh = addCounts(ctx.settings.freePowerups, room.bankAdded);
        await repo.updateRoom(db, room.roomId, { picks: {}, remaining: fresh, allotted: fresh, revealedPolls: [], sourceDraftNum: null, updatedAt: now });
      }
      return { userRoom: { room_id: room.roomId, draft_num: null } };
    },

    async pseudoAnswers(db: Db, userId: number, q: { challenge_id: number; room_id?: number | undefined; draft_num?: number | undefined }) {
      const ctx = await loadContext(db, q.challenge_id);
      let row: repo.SetStateRow | undefined;
      let roomId: number | null = null;
      if (q.draft_num !== undefined) {
        row = await repo.findSet(db, userId, q.challenge_id, q.draft_num);
        if (!row) throw notFound('Set');
      } else {
        const room = q.room_id !== undefined ? await ownRoom(db, userId, q.room_id, q.challenge_id) : await repo.findRoomByChallenge(db, userId, q.challenge_id);
        row = room;
        roomId = room?.roomId ?? null;
      }
      const state = row ? stateOf(ctx, row) : freshState(ctx);
      const answers = ctx.refs
        .filter((r) => {
          const p = state.picks[r.question_id];
          return p !== undefined && (p.answer !== null || p.powerups.length > 0);
        })
        .map((r) => ({ match_id: r.match_id, question_id: r.question_id, ...pickOf(state, r.question_id) }));
      return { room_id: roomId, draft_num: q.draft_num ?? null, answers, powerups: { ...state.remaining } };
    },

    async contestPlays(db: Db, userId: number, challengeId: number) {
      await loadContext(db, challengeId);
      return { plays: await contestPlays.plays(db, userId, challengeId) };
    },

    /** Copies the answers (not the powerup flags) of one match of set S{n} into the room. */
    async copyMatchAnswers(db: Db, userId: number, body: { challenge_id: number; match_id: number; from_draft_num: number; room_id: number }) {
      const room = await ownRoom(db, userId, body.room_id, body.challenge_id, true);
      const ctx = await loadContext(db, body.challenge_id);
      assertOpen(ctx, clock());
      const match = ctx.matches.find((m) => m.match_id === body.match_id);
      if (!match) throw notFound('Match');
      const set = await repo.findSet(db, userId, body.challenge_id, body.from_draft_num);
      if (!set) throw notFound('Set');
      let state = stateOf(ctx, room);
      let copied = 0;
      for (const q of match.questions) {
        const from = set.picks[q.questionId];
        if (!from || from.answer === null) continue;
        const r = answerQuestion(state, q.questionId, from.answer, from.answer_time ?? clock().getTime());
        if (!r.ok) throw ruleError(r.error);
        state = r.value;
        copied += 1;
      }
      await saveRoomState(db, room.roomId, state);
      return { copied };
    },

    async list(db: Db, userId: number, q: { challenge_id: number; room_id?: number | undefined; config_id?: number | undefined }) {
      const ctx = await loadContext(db, q.challenge_id);
      const [sets, plays] = [await repo.listSets(db, userId, q.challenge_id), await contestPlays.plays(db, userId, q.challenge_id)];
      const joined = (n: number) =>
        plays.some((p) => p.draft_num === n && ((q.room_id !== undefined && p.room_id === q.room_id) || (q.config_id !== undefined && p.config_id === q.config_id)));
      return {
        sets: sets.map((s) => {
          const { picksByMatch: _ignored, ...rest } = summary(ctx, s, joined(s.draftNum));
          return rest;
        }),
      };
    },

    async mySets(db: Db, userId: number, challengeId: number): Promise<z.output<typeof mySetsRoute.data>> {
      const ctx = await loadContext(db, challengeId);
      const [sets, plays] = [await repo.listSets(db, userId, challengeId), await contestPlays.plays(db, userId, challengeId)];
      return {
        sets: sets.map((s) => {
          const { picksByMatch, ...rest } = summary(ctx, s, plays.some((p) => p.draft_num === s.draftNum));
          return { ...rest, matches: ctx.matches.map((m) => ({ match_id: m.match_id, picks_made: picksByMatch[m.match_id] ?? 0 })) };
        }),
      };
    },
  };
}

export type PicksService = ReturnType<typeof createPicksService>;
