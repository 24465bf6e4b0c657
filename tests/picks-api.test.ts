import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answerInBulkRoute,
  answerRoute,
  copyMatchAnswersRoute,
  editAddAnswerRoute,
  joinPseudoContestRoute,
  mySetsRoute,
  picksListRoute,
  pollRoute,
  questionRoute,
  questionsResponseSchema,
  questionsRoute,
  resetAllAnswersRoute,
  userChallengeContestPlaysRoute,
  userPseudoAnswersRoute,
} from '../core/api/picks';
import { errorEnvelope } from '../core/api/route';
import { seedDemo } from '../server/db/seed';
import { PER_MATCH_DEMO_CHALLENGE_ID } from '../server/db/seed/questions';
import { POLL_MIN_VOTES } from '../server/modules/picks/service';
import { CHALLENGE, completeAnswers, get, MATCH, MIN, post, questionsOf, SEEDED_AT } from './picks-support';
import { closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

const Q = questionsOf(MATCH);
const q = (i: number) => {
  const row = Q[i];
  if (!row) throw new Error(`no question ${i}`);
  return row;
};
/** The first poll question of the match and a non-poll one. */
const POLL_Q = Q.find((x) => x.isPoll)!;
const PLAIN_Q = Q.find((x) => !x.isPoll)!;

describe.each(testDrivers())('picks API on %s', (driver) => {
  const db = useTestDatabase(driver);
  let now = SEEDED_AT;
  const openApp = () => createTestApp(db(), { clock: () => now });

  beforeAll(async () => {
    await seedDemo(db().db, SEEDED_AT);
  });
  afterEach(async () => {
    now = SEEDED_AT;
    await closeTestApps();
  });

  async function player(challengeId = CHALLENGE) {
    const app = await openApp();
    const token = await guestToken(app);
    const join = await post(app, token, joinPseudoContestRoute.path, { challenge_id: challengeId });
    expect(join.statusCode).toBe(200);
    const roomId = join.json().data.userRoom.room_id as number;
    return { app, token, roomId };
  }

  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const body = errorEnvelope.parse(res.json());
    expect(body.code).toBe(code);
    return body;
  };

  it('serves the questions by match in English and Hindi with the 3/3/3 free powerups and the rules', async () => {
    const { app, token, roomId } = await player();
    const res = await get(app, token, questionsRoute.path, { challenge_id: CHALLENGE, room_id: roomId, showNewQuestionFormat: 'true' });
    expect(res.statusCode).toBe(200);
    const data = questionsResponseSchema.parse(res.json().data);
    expect(data.room_id).toBe(roomId);
    expect(data.matches).toHaveLength(1);
    const m = data.matches[0]!;
    expect(m.match_id).toBe(MATCH);
    expect(m.match_name).toBe('Mumbai Mariners vs Chennai Chargers');
    expect(m.locked).toBe(false);
    expect(m.questions.length).toBeGreaterThanOrEqual(12);
    // "questions shuffle (first moves to the end)"
    expect(m.questions.at(-1)?.question_id).toBe(q(0).questionId);
    const toss = m.questions.find((x) => x.question_id === q(0).questionId)!;
    expect(toss.text).toEqual({ en: 'Who will win the toss?', hi: 'टॉस कौन जीतेगा?' });
    expect(toss.options.map((o) => o.text.hi)).toEqual(['मुंबई मरीनर्स', 'चेन्नई चार्जर्स']);
    expect(toss.is_poll).toBe(true);
    expect(m.questions.some((x) => !x.is_poll)).toBe(true);
    expect(data.powerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
    expect(data.allotted_powerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
    expect(data.appliedPowerups).toEqual({ '2x': 0, no_negs: 0, player_poll: 0 });
    expect(data.poll).toEqual([]);
    expect(data.rules).toMatchObject({ picks_per_set: 12, picks_scope: 'set', powerups_required: 6 });

    const other = await get(app, token, questionsRoute.path, { challenge_id: PER_MATCH_DEMO_CHALLENGE_ID });
    expect(other.json().data.rules).toMatchObject({ picks_per_set: 15, picks_scope: 'match' });
    expect(other.json().data.room_id).toBeNull();
    expect(other.json().data.matches[0].questions.length).toBeGreaterThanOrEqual(15);
  });

  it('answers one question with powerups, returns the remaining counts, and serves it back', async () => {
    const { app, token, roomId } = await player();
    const res = await post(app, token, answerRoute.path, {
      match_id: MATCH,
      room_id: roomId,
      question_id: q(1).questionId,
      answer: 'B',
      answer_time: SEEDED_AT.getTime(),
      powerups: ['2x', 'no_negs'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      question_id: q(1).questionId,
      pick: { answer: 'B', answer_time: SEEDED_AT.getTime(), powerups: ['2x', 'no_negs'] },
      powerups: { '2x': 2, no_negs: 2, player_poll: 3 },
    });
    const one = await get(app, token, questionRoute.path, { room_id: roomId, match_id: MATCH, question_id: q(1).questionId });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.pick.answer).toBe('B');

    // changing the answer and dropping 2x gives the 2x back
    const again = await post(app, token, answerRoute.path, {
      match_id: MATCH,
      room_id: roomId,
      question_id: q(1).questionId,
      answer: 'A',
      answer_time: SEEDED_AT.getTime() + 1,
      powerups: ['no_negs'],
    });
    expect(again.json().data.powerups).toEqual({ '2x': 3, no_negs: 2, player_poll: 3 });

    const pseudo = await get(app, token, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE });
    expect(pseudo.json().data).toEqual({
      room_id: roomId,
      draft_num: null,
      answers: [{ match_id: MATCH, question_id: q(1).questionId, answer: 'A', answer_time: SEEDED_AT.getTime() + 1, powerups: ['no_negs'] }],
      powerups: { '2x': 3, no_negs: 2, player_poll: 3 },
    });
  });

  it('refuses bad answers with a clear 4xx and changes nothing', async () => {
    const { app, token, roomId } = await player();
    const base = { match_id: MATCH, room_id: roomId, question_id: PLAIN_Q.questionId, answer: 'yes', answer_time: 1, powerups: [] as string[] };
    // unknown question / wrong match
    expectError(await post(app, token, answerRoute.path, { ...base, question_id: 999_999 }), 422, 'UNKNOWN_QUESTION');
    expectError(await post(app, token, answerRoute.path, { ...base, match_id: 41001 }), 422, 'UNKNOWN_QUESTION');
    // option not offered
    expectError(await post(app, token, answerRoute.path, { ...base, answer: 'maybe' }), 422, 'INVALID_OPTION');
    // powerup not allowed: audience poll on a non-poll question
    expectError(await post(app, token, answerRoute.path, { ...base, answer: PLAIN_Q.options[0]!.key, powerups: ['player_poll'] }), 422, 'POLL_NOT_ALLOWED');
    // malformed body: 400
    expectError(await post(app, token, answerRoute.path, { ...base, question_id: '5' }), 400, 'VALIDATION_FAILED');
    // another player's room: 404
    const stranger = await guestToken(app);
    expectError(await post(app, stranger, answerRoute.path, { ...base, answer: PLAIN_Q.options[0]!.key }), 404, 'NOT_FOUND');
    expectError(await get(app, stranger, questionRoute.path, { room_id: roomId, match_id: MATCH, question_id: PLAIN_Q.questionId }), 404, 'NOT_FOUND');
    expectError(await get(app, stranger, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE, room_id: roomId }), 404, 'NOT_FOUND');
    expectError(await get(app, stranger, questionsRoute.path, { challenge_id: CHALLENGE, room_id: roomId }), 404, 'NOT_FOUND');

    const pseudo = await get(app, token, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE, room_id: roomId });
    expect(pseudo.json().data.answers).toEqual([]);
    expect(pseudo.json().data.powerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
  });

  it("refuses every write once the match started: 409 MATCH_LOCKED 'Match Already Started'", async () => {
    const { app, token, roomId } = await player();
    const saved = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() });
    expect(saved.statusCode).toBe(200);
    now = new Date(SEEDED_AT.getTime() + 40 * MIN);
    const a = completeAnswers()[0]!;
    const writes = [
      post(app, token, answerRoute.path, { ...a, room_id: roomId }),
      post(app, token, editAddAnswerRoute.path, { ...a, room_id: roomId, draft_num: 1 }),
      post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() }),
      post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, draft_num: 1, answers: completeAnswers() }),
      post(app, token, resetAllAnswersRoute.path, { challenge_id: CHALLENGE, room_id: roomId }),
      post(app, token, pollRoute.path, { question_id: POLL_Q.questionId, room_id: roomId }),
      post(app, token, joinPseudoContestRoute.path, { challenge_id: CHALLENGE }),
      post(app, token, copyMatchAnswersRoute.path, { challenge_id: CHALLENGE, match_id: MATCH, from_draft_num: 1, room_id: roomId }),
    ];
    for (const res of await Promise.all(writes)) {
      const body = expectError(res, 409, 'MATCH_LOCKED');
      expect(body.message).toBe('Match Already Started');
    }
    const view = await get(app, token, questionsRoute.path, { challenge_id: CHALLENGE, draft_num: 1 });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.matches[0].locked).toBe(true);
    const sets = await get(app, token, mySetsRoute.path, { challenge_id: CHALLENGE });
    expect(sets.json().data.sets).toHaveLength(1);
  });

  it('saves a complete set as S1, S2 (answerInBulk), edits S1 in place, and refuses an incomplete one', async () => {
    const { app, token } = await player();
    const incomplete = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers(MATCH, 11) });
    const body = expectError(incomplete, 422, 'SET_INCOMPLETE');
    expect(body.message).toBe('You must make all 12 picks & apply 6 powerups to save your set & use it to join contests');
    const fewPowerups = completeAnswers().map((a, i) => (i >= 5 ? { ...a, powerups: [] } : a));
    expectError(await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: fewPowerups }), 422, 'SET_INCOMPLETE');
    const tooMany2x = completeAnswers().map((a, i) => (i < 4 ? { ...a, powerups: ['2x'] } : a));
    expectError(await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: tooMany2x }), 422, 'POWERUP_UNAVAILABLE');
    expect((await get(app, token, mySetsRoute.path, { challenge_id: CHALLENGE })).json().data.sets).toEqual([]);

    const s1 = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() });
    expect(s1.json()).toEqual({ status: 200, data: { draft_num: 1, created: true } });
    const s2 = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() });
    expect(s2.json().data).toEqual({ draft_num: 2, created: true });

    const changed = completeAnswers().map((a, i) => (i === 11 ? { ...a, answer: q(11).options[1]!.key } : a));
    const edit = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, draft_num: 1, answers: changed });
    expect(edit.json().data).toEqual({ draft_num: 1, created: false });
    expectError(await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, draft_num: 9, answers: changed }), 404, 'NOT_FOUND');

    const view = await get(app, token, questionsRoute.path, { challenge_id: CHALLENGE, draft_num: 1 });
    const data = questionsResponseSchema.parse(view.json().data);
    expect(data.draft_num).toBe(1);
    expect(data.appliedPowerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 0 });
    expect(data.powerups).toEqual({ '2x': 0, no_negs: 0, player_poll: 3 });
    expect(data.matches[0]!.questions.find((x) => x.question_id === q(11).questionId)?.pick.answer).toBe(q(11).options[1]!.key);

    const list = await get(app, token, picksListRoute.path, { challenge_id: CHALLENGE, is_joining: 'true' });
    expect(list.json().data.sets.map((s: { label: string; complete: boolean; joined: boolean }) => [s.label, s.complete, s.joined])).toEqual([
      ['S1', true, false],
      ['S2', true, false],
    ]);
    const mine = await get(app, token, mySetsRoute.path, { challenge_id: CHALLENGE });
    expect(mine.json().data.sets[0]).toMatchObject({ draft_num: 1, picks_made: 12, picks_required: 12, powerups_applied: 6, matches: [{ match_id: MATCH, picks_made: 12 }] });

    // another player sees none of it
    const stranger = await guestToken(app);
    expect((await get(app, stranger, mySetsRoute.path, { challenge_id: CHALLENGE })).json().data.sets).toEqual([]);
    // draft_num 1 of a player with no saved set (docs/product.md §4 "entering a challenge: draft number 1"): the questions, empty picks
    const empty = await get(app, stranger, questionsRoute.path, { challenge_id: CHALLENGE, draft_num: 1 });
    expect(empty.statusCode).toBe(200);
    const emptyData = questionsResponseSchema.parse(empty.json().data);
    expect(emptyData.matches[0]!.questions.length).toBeGreaterThanOrEqual(12);
    expect(emptyData.matches[0]!.questions.every((x) => x.pick.answer === null && x.pick.powerups.length === 0)).toBe(true);
    expect(emptyData.powerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
    expect(emptyData.appliedPowerups).toEqual({ '2x': 0, no_negs: 0, player_poll: 0 });
    expectError(await post(app, stranger, answerInBulkRoute.path, { challenge_id: CHALLENGE, draft_num: 1, answers: changed }), 404, 'NOT_FOUND');
  });

  it('a replayed Idempotency-Key returns the same set number and saves nothing twice', async () => {
    const { app, token } = await player();
    const key = randomUUID();
    const first = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() }, key);
    const replay = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await get(app, token, mySetsRoute.path, { challenge_id: CHALLENGE })).json().data.sets).toHaveLength(1);
  });

  it('the per-match challenge needs 15 picks in its match', async () => {
    const { app, token } = await player();
    const match = 41004;
    const twelve = await post(app, token, answerInBulkRoute.path, { challenge_id: PER_MATCH_DEMO_CHALLENGE_ID, answers: completeAnswers(match, 12) });
    expect(expectError(twelve, 422, 'SET_INCOMPLETE').message).toBe(
      'You must make all 15 picks & apply 6 powerups to save your set & use it to join contests',
    );
    const fifteen = await post(app, token, answerInBulkRoute.path, { challenge_id: PER_MATCH_DEMO_CHALLENGE_ID, answers: completeAnswers(match, 15) });
    expect(fifteen.json().data).toEqual({ draft_num: 1, created: true });
  });

  it('editAddAnswer changes one answer of a saved set and keeps it complete', async () => {
    const { app, token, roomId } = await player();
    await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() });
    const a = completeAnswers()[7]!;
    const res = await post(app, token, editAddAnswerRoute.path, { ...a, room_id: roomId, draft_num: 1, answer: q(7).options[1]!.key });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ draft_num: 1, question_id: a.question_id, pick: { answer: q(7).options[1]!.key } });
    // taking a 2x off would leave 5 powerups: refused, set unchanged
    const first = completeAnswers()[0]!;
    expectError(await post(app, token, editAddAnswerRoute.path, { ...first, room_id: roomId, draft_num: 1, powerups: [] }), 422, 'SET_INCOMPLETE');
    const set = await get(app, token, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE, draft_num: 1 });
    expect(set.json().data.answers.find((x: { question_id: number }) => x.question_id === first.question_id).powerups).toEqual(['2x']);
    expectError(await post(app, token, editAddAnswerRoute.path, { ...a, room_id: roomId, draft_num: 5 }), 404, 'NOT_FOUND');
  });

  it('resets the room: answers and flags cleared, counts 0/3/3, revealed polls kept for replay', async () => {
    // Football (Goa Gulls vs Kerala Cobras): no other test answers its questions, so the counts are exact.
    const FOOT = 79650;
    const FOOT_MATCH = 42001;
    const pollQ = questionsOf(FOOT_MATCH).find((x) => x.isPoll)!;
    const plain = questionsOf(FOOT_MATCH).find((x) => !x.isPoll)!;
    const voters = await Promise.all(Array.from({ length: POLL_MIN_VOTES + 1 }, () => player(FOOT)));
    const { app, token, roomId } = voters[0]!;
    for (const v of voters) {
      await post(v.app, v.token, answerRoute.path, { match_id: FOOT_MATCH, room_id: v.roomId, question_id: pollQ.questionId, answer: 'A', answer_time: 1, powerups: [] });
    }
    const poll = await post(app, token, pollRoute.path, { question_id: pollQ.questionId, room_id: roomId });
    expect(poll.statusCode).toBe(200);
    await post(app, token, answerRoute.path, { match_id: FOOT_MATCH, room_id: roomId, question_id: plain.questionId, answer: plain.options[0]!.key, answer_time: 1, powerups: ['2x'] });

    const reset = await post(app, token, resetAllAnswersRoute.path, { challenge_id: FOOT, room_id: roomId });
    expect(reset.json().data).toEqual({ powerups: { '2x': 0, no_negs: 3, player_poll: 3 }, poll_replay: [pollQ.questionId] });
    const after = await get(app, token, userPseudoAnswersRoute.path, { challenge_id: FOOT });
    expect(after.json().data.answers).toEqual([]);
    // the replay after a reset is free (the split is live: this player's own answer is gone now)
    const replay = await post(app, token, pollRoute.path, { question_id: pollQ.questionId, room_id: roomId });
    expect(replay.json().data.total_votes).toBe(POLL_MIN_VOTES);
    const qs = await get(app, token, questionsRoute.path, { challenge_id: FOOT });
    expect(qs.json().data.powerups.player_poll).toBe(3);
    expect(qs.json().data.poll).toEqual([replay.json().data]);
    const stranger = await guestToken(app);
    expectError(await post(app, stranger, resetAllAnswersRoute.path, { challenge_id: FOOT, room_id: roomId }), 404, 'NOT_FOUND');
  });

  it('poll: null below the minimum (no charge), a split after, one player_poll per question, free replay', async () => {
    // Hockey (India vs Belgium): its own questions, untouched by the other tests.
    const HOCKEY = 79670;
    const HOCKEY_MATCH = 44001;
    const hq = questionsOf(HOCKEY_MATCH);
    const voters = await Promise.all(Array.from({ length: POLL_MIN_VOTES }, () => player(HOCKEY)));
    const { app, token, roomId } = voters[0]!;
    const target = hq.find((x) => x.isPoll && x.options.length === 3)!;
    const plain = hq.find((x) => !x.isPoll)!;
    const early = await post(app, token, pollRoute.path, { question_id: target.questionId, room_id: roomId });
    expect(early.json()).toEqual({ status: 200, data: null });
    expect((await get(app, token, questionsRoute.path, { challenge_id: HOCKEY })).json().data.powerups.player_poll).toBe(3);

    const choices = ['A', 'A', 'A', 'B', 'draw'];
    for (const [i, v] of voters.entries()) {
      await post(v.app, v.token, answerRoute.path, { match_id: HOCKEY_MATCH, room_id: v.roomId, question_id: target.questionId, answer: choices[i], answer_time: 1, powerups: [] });
    }
    const split = await post(app, token, pollRoute.path, { question_id: target.questionId, room_id: roomId });
    expect(split.json().data).toEqual({
      question_id: target.questionId,
      options: [
        { key: 'A', percent: 60 },
        { key: 'draw', percent: 20 },
        { key: 'B', percent: 20 },
      ],
      total_votes: 5,
    });
    const qs = (await get(app, token, questionsRoute.path, { challenge_id: HOCKEY })).json().data;
    expect(qs.powerups.player_poll).toBe(2);
    expect(qs.appliedPowerups.player_poll).toBe(1);
    // a second request (new key) on the same question replays without charge
    await post(app, token, pollRoute.path, { question_id: target.questionId, room_id: roomId });
    expect((await get(app, token, questionsRoute.path, { challenge_id: HOCKEY })).json().data.powerups.player_poll).toBe(2);
    // not a poll question
    expectError(await post(app, token, pollRoute.path, { question_id: plain.questionId, room_id: roomId }), 422, 'POLL_NOT_ALLOWED');
    expectError(await post(app, token, pollRoute.path, { question_id: 12345, room_id: roomId }), 422, 'UNKNOWN_QUESTION');
    const stranger = await guestToken(app);
    expectError(await post(app, stranger, pollRoute.path, { question_id: target.questionId, room_id: roomId }), 404, 'NOT_FOUND');
  });

  it('joinPseudoContestv2 is one room per player and challenge; with draft_num it loads that set for editing', async () => {
    const { app, token, roomId } = await player();
    const again = await post(app, token, joinPseudoContestRoute.path, { challenge_id: CHALLENGE });
    expect(again.json().data).toEqual({ userRoom: { room_id: roomId, draft_num: null } });
    await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() });
    const edit = await post(app, token, joinPseudoContestRoute.path, { challenge_id: CHALLENGE, draft_num: 1 });
    expect(edit.json().data).toEqual({ userRoom: { room_id: roomId, draft_num: 1 } });
    const loaded = await get(app, token, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE, room_id: roomId });
    expect(loaded.json().data.answers).toHaveLength(12);
    expect(loaded.json().data.powerups).toEqual({ '2x': 0, no_negs: 0, player_poll: 3 });
    // saving from the room with the draft_num edits S1 and empties the room
    const saved = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, draft_num: 1, room_id: roomId, answers: completeAnswers() });
    expect(saved.json().data).toEqual({ draft_num: 1, created: false });
    expect((await get(app, token, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE })).json().data.answers).toEqual([]);
    expectError(await post(app, token, joinPseudoContestRoute.path, { challenge_id: CHALLENGE, draft_num: 7 }), 404, 'NOT_FOUND');
    expectError(await post(app, token, joinPseudoContestRoute.path, { challenge_id: 79640 }), 404, 'NOT_FOUND');
    expectError(await post(app, token, joinPseudoContestRoute.path, { challenge_id: 1 }), 404, 'NOT_FOUND');
  });

  it('copyMatchAnswersv2 copies a saved set’s answers (not powerups) into the room', async () => {
    const { app, token, roomId } = await player();
    await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers() });
    const res = await post(app, token, copyMatchAnswersRoute.path, { challenge_id: CHALLENGE, match_id: MATCH, from_draft_num: 1, room_id: roomId });
    expect(res.json().data).toEqual({ copied: 12 });
    const room = await get(app, token, userPseudoAnswersRoute.path, { challenge_id: CHALLENGE });
    expect(room.json().data.answers).toHaveLength(12);
    expect(room.json().data.answers.every((a: { powerups: string[] }) => a.powerups.length === 0)).toBe(true);
    expect(room.json().data.powerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
    expectError(await post(app, token, copyMatchAnswersRoute.path, { challenge_id: CHALLENGE, match_id: 41001, from_draft_num: 1, room_id: roomId }), 404, 'NOT_FOUND');
    expectError(await post(app, token, copyMatchAnswersRoute.path, { challenge_id: CHALLENGE, match_id: MATCH, from_draft_num: 3, room_id: roomId }), 404, 'NOT_FOUND');
  });

  it('getUserChallengeContestPlaysv2 lists no plays before any contest is joined; unknown challenge is 404', async () => {
    const { app, token } = await player();
    const res = await get(app, token, userChallengeContestPlaysRoute.path, { challenge_id: CHALLENGE });
    expect(res.json()).toEqual({ status: 200, data: { plays: [] } });
    expectError(await get(app, token, userChallengeContestPlaysRoute.path, { challenge_id: 424242 }), 404, 'NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: `${mySetsRoute.path}?challenge_id=${CHALLENGE}` })).statusCode).toBe(401);
  });
});

/**
 * Races on set numbering. PostgreSQL only (PGlite has one connection, so nothing runs in parallel there):
 * the list of drivers is filtered, not skipped.
 */
const raceDrivers = testDrivers().filter((d) => d === 'postgres');

describe.each(raceDrivers)('pick set numbering under concurrency on %s', (driver) => {
  const db = useTestDatabase(driver);
  const openApp = () => createTestApp(db(), { clock: () => SEEDED_AT });

  beforeAll(async () => {
    await seedDemo(db().db, SEEDED_AT);
  });
  afterEach(async () => {
    await closeTestApps();
  });

  it('the same set sent 20 times in parallel with one Idempotency-Key is saved once', async () => {
    const app = await openApp();
    const token = await guestToken(app);
    const key = randomUUID();
    const body = { challenge_id: CHALLENGE, answers: completeAnswers() };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(app, token, answerInBulkRoute.path, body, key)));
    const ok = results.filter((r) => r.statusCode === 200);
    // Each either got the stored response or was told the first is still in flight (409 CONFLICT, retried by the outbox).
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of ok) expect(r.json().data).toEqual({ draft_num: 1, created: true });
    const sets = await get(app, token, mySetsRoute.path, { challenge_id: CHALLENGE });
    expect(sets.json().data.sets.map((s: { draft_num: number }) => s.draft_num)).toEqual([1]);
  });

  it('two new sets with different keys at once become S1 and S2, never two S1', async () => {
    for (let round = 0; round < 5; round += 1) {
      const app = await openApp();
      const token = await guestToken(app);
      const body = { challenge_id: CHALLENGE, answers: completeAnswers() };
      const [a, b] = await Promise.all([post(app, token, answerInBulkRoute.path, body), post(app, token, answerInBulkRoute.path, body)]);
      expect(a?.statusCode).toBe(200);
      expect(b?.statusCode).toBe(200);
      const nums = [a!.json().data.draft_num, b!.json().data.draft_num].sort();
      expect(nums).toEqual([1, 2]);
      const sets = await get(app, token, mySetsRoute.path, { challenge_id: CHALLENGE });
      expect(sets.json().data.sets.map((s: { draft_num: number }) => s.draft_num)).toEqual([1, 2]);
    }
  });
});
