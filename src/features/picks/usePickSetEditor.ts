/**
 * The pick-set editor's logic, shared by /choosePicks (a new set) and /EditSwitchSet (set S{n}):
 * questions from the server or, offline, from Dexie; the device draft laid over them and written after
 * every change; polls (needs the network and the pseudo room); reset with the one-per-second poll replay;
 * save as ONE outbox item (store.ts saveSet), refused locally while incomplete or once the match started.
 */
import { hasStarted } from '../../../core/rules/challenges';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { PollSplit, QuestionsResponse } from '../../../core/api/picks';
import type { PowerupType } from '../../../core/rules/powerups';
import { serverNow } from '../../lib/serverTime';
import { getUserId } from '../../lib/session';
import type { ApiFailure } from '../../lib/http';
import { copySetAnswers, fetchPoll, loadQuestions, openPseudoRoom } from './api';
import { changesSet, editorReducer, initialView, type EditorAction } from './machines/editor';
import { canSave, toAnswerInBulkBody, type PickSetView } from './machines/pickSet.reducer';
import { pollReplayMachine } from './machines/pollReplay.machine';
import { isQuotaExceeded } from '../../lib/storage';
import { putWorkingDraft, saveSet, workingDraft, type NewDraft } from './store';

export type EditorLoad =
  | { status: 'loading' }
  | { status: 'ready'; resp: QuestionsResponse; source: 'server' | 'cache' }
  | { status: 'unavailable'; offline: boolean; code?: string | undefined };

export type SaveOutcome =
  | { kind: 'incomplete'; picks: number; powerups: number }
  | { kind: 'timeUp' }
  | { kind: 'queued'; offline: boolean }
  | { kind: 'noUser' }
  /** the device's storage is full: nothing was stored, the set is still in the editor */
  | { kind: 'storageFull' };

export type CopyResult =
  /** copying needs the network: nothing was sent */
  | { kind: 'offline' }
  | { kind: 'copied'; copied: number }
  | { kind: 'failed'; error: ApiFailure };

export interface PickSetEditor {
  load: EditorLoad;
  view: PickSetView | null;
  roomId: number | null;
  dispatch: (a: EditorAction) => void;
  answer: (questionId: number, option: string) => void;
  togglePowerup: (questionId: number, type: PowerupType) => void;
  reset: () => void;
  save: () => Promise<SaveOutcome>;
  /** copies saved set S{n}'s answers into this set (the server's copy, then read back and laid over the set) */
  copyFrom: (fromDraftNum: number) => Promise<CopyResult>;
  retry: () => void;
  /** the server clock passed the first match's start while the editor was open (docs/product.md §4: time up) */
  timeUp: boolean;
}

/** setTimeout's longest wait (about 24.8 days); a longer one fires at once, so the watcher waits in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface EditorDeps {
  loadQuestions?: typeof loadQuestions;
  openPseudoRoom?: typeof openPseudoRoom;
  fetchPoll?: (input: { question_id: number; room_id: number }) => Promise<PollSplit | null>;
  copySetAnswers?: typeof copySetAnswers;
  isOnline?: () => boolean;
  now?: () => number;
}

const browserOnline = () => navigator.onLine;
/** Whole epoch ms: answer_time is an integer in the contract (the server offset can be fractional). */
const serverNowMs = () => Math.round(serverNow());

/** The match has started (or the server marked it locked): no set can be saved any more. */
export function matchStarted(resp: QuestionsResponse, now: number): boolean {
  return resp.matches.some((m) => m.locked || hasStarted(m.start_time, now));
}

/** A fresh set after a save: no picks, the set's full allotment, no revealed polls. */
export function blankResponse(resp: QuestionsResponse): QuestionsResponse {
  return {
    ...resp,
    draft_num: null,
    matches: resp.matches.map((m) => ({ ...m, questions: m.questions.map((q) => ({ ...q, pick: { answer: null, answer_time: null, powerups: [] } })) })),
    powerups: { ...resp.allotted_powerups },
    appliedPowerups: { '2x': 0, no_negs: 0, player_poll: 0 },
    poll: [],
  };
}

export function usePickSetEditor(challengeId: number, draftNum: number | null, deps: EditorDeps = {}): PickSetEditor {
  const load$ = deps.loadQuestions ?? loadQuestions;
  const room$ = deps.openPseudoRoom ?? openPseudoRoom;
  const poll$ = deps.fetchPoll ?? fetchPoll;
  const copy$ = deps.copySetAnswers ?? copySetAnswers;
  const isOnline = deps.isOnline ?? browserOnline;
  const now = deps.now ?? serverNowMs;

  const [load, setLoad] = useState<EditorLoad>({ status: 'loading' });
  const [view, setView] = useState<PickSetView | null>(null);
  const [roomId, setRoomId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [timeUp, setTimeUp] = useState(false);
  const [timeUpCheck, setTimeUpCheck] = useState(0);
  const dirty = useRef(false);
  const replay = useRef<{ stop: () => void } | null>(null);
  const userId = getUserId();

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void (async () => {
      const [q, draft] = await Promise.all([load$(challengeId, draftNum), userId ? workingDraft(userId, challengeId, draftNum) : undefined]);
      if (!live) return;
      if (q.source === 'none') {
        setLoad({ status: 'unavailable', offline: q.offline, ...(q.code !== undefined ? { code: q.code } : {}) });
        return;
      }
      setView(initialView(q.value, draft));
      setRoomId(q.value.room_id ?? draft?.room_id ?? null);
      setLoad({ status: 'ready', resp: q.value, source: q.source });
      if (isOnline()) {
        const room = await room$(challengeId, draftNum);
        if (live && room !== null) setRoomId(room);
      }
    })();
    return () => {
      live = false;
    };
    // deps are stable functions for a screen's life; a new attempt reloads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeId, draftNum, attempt, userId]);

  useEffect(() => () => replay.current?.stop(), []);

  // Every change to the set is written to the device at once (a reload or a lost tab keeps the picks).
  useEffect(() => {
    if (!dirty.current || !view || !userId) return;
    dirty.current = false;
    const input: NewDraft = {
      userId,
      challengeId,
      draftNum,
      answers: view.set.picks,
      powerups: view.set.remaining,
      revealedPolls: view.set.revealedPolls,
      polls: view.polls,
      room_id: roomId,
    };
    void putWorkingDraft(input, now());
  }, [view, userId, challengeId, draftNum, roomId, now]);

  const dispatch = useCallback((a: EditorAction) => {
    setView((v) => {
      if (!v) return v;
      const next = editorReducer(v, a);
      if (changesSet(a) && (next.set !== v.set || next.polls !== v.polls)) dirty.current = true;
      return next;
    });
  }, []);

  const answer = useCallback((questionId: number, option: string) => dispatch({ type: 'answer', question_id: questionId, answer: option, at: now() }), [dispatch, now]);

  const togglePowerup = useCallback(
    (questionId: number, type: PowerupType) => {
      if (!view) return;
      const applied = view.set.picks[questionId]?.powerups.includes(type) ?? false;
      if (applied) {
        dispatch({ type: 'removePowerup', question_id: questionId, powerup: type });
        return;
      }
      dispatch({ type: 'applyPowerup', question_id: questionId, powerup: type });
      if (type !== 'player_poll') return;
      // Only fetch when the rules let the poll on (the reducer would have refused it otherwise).
      const q = view.set.questions.find((x) => x.question_id === questionId);
      const allowed = q?.is_poll && !view.set.revealedPolls.includes(questionId) && view.set.remaining.player_poll > 0;
      if (!allowed) return;
      if (!isOnline() || roomId === null) {
        // No split without the server: the notice, and the poll is given back (reducer pollResult null).
        dispatch({ type: 'pollResult', question_id: questionId, split: null });
        return;
      }
      poll$({ question_id: questionId, room_id: roomId }).then(
        (split) => dispatch({ type: 'pollResult', question_id: questionId, split }),
        () => dispatch({ type: 'pollResult', question_id: questionId, split: null }),
      );
    },
    [view, dispatch, isOnline, roomId, poll$],
  );

  // The time-up handler: fires the moment the server clock passes the first start while the player is still picking.
  useEffect(() => {
    if (load.status !== 'ready' || load.resp.matches.length === 0 || matchStarted(load.resp, now())) return;
    const wait = Math.min(...load.resp.matches.map((m) => m.start_time)) - now();
    const timer = setTimeout(() => (matchStarted(load.resp, now()) ? setTimeUp(true) : setTimeUpCheck((n) => n + 1)), Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [load, now, timeUpCheck]);

  const reset = useCallback(() => {
    if (!view) return;
    replay.current?.stop();
    const ids = view.set.questions.filter((q) => q.is_poll && view.set.revealedPolls.includes(q.question_id)).map((q) => q.question_id);
    dispatch({ type: 'reset' });
    if (ids.length === 0 || roomId === null || !isOnline()) return;
    const actor = createActor(
      pollReplayMachine.provide({ actors: { fetchPoll: fromPromise(({ input }: { input: { question_id: number; room_id: number } }) => poll$(input)) } }),
      { input: { room_id: roomId, questionIds: ids } },
    );
    actor.on('poll', (e) => dispatch({ type: 'pollResult', question_id: e.question_id, split: e.split }));
    actor.start();
    replay.current = { stop: () => actor.send({ type: 'CANCEL' }) };
  }, [view, dispatch, roomId, isOnline, poll$]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!view || load.status !== 'ready') return { kind: 'incomplete', picks: 0, powerups: 0 };
    const check = canSave(view);
    if (!check.ok) {
      return { kind: 'incomplete', picks: Number(check.error.params?.picks ?? 0), powerups: Number(check.error.params?.powerups ?? 0) };
    }
    if (matchStarted(load.resp, now())) return { kind: 'timeUp' };
    if (!userId) return { kind: 'noUser' };
    const body = toAnswerInBulkBody(view, {
      challenge_id: challengeId,
      ...(draftNum !== null ? { draft_num: draftNum } : {}),
      ...(roomId !== null ? { room_id: roomId } : {}),
    });
    const offline = !isOnline();
    try {
      await saveSet(
        { userId, challengeId, draftNum, answers: view.set.picks, powerups: view.set.remaining, revealedPolls: view.set.revealedPolls, polls: view.polls, room_id: roomId },
        body,
        now(),
      );
    } catch (error) {
      if (isQuotaExceeded(error)) return { kind: 'storageFull' };
      throw error;
    }
    // A new set starts afresh at once; the saved one lives on in the sets list (waiting → synced).
    if (draftNum === null) setView(initialView(blankResponse(load.resp), undefined));
    return { kind: 'queued', offline };
  }, [view, load, now, userId, challengeId, draftNum, roomId, isOnline]);

  const copyFrom = useCallback(
    async (fromDraftNum: number): Promise<CopyResult> => {
      if (load.status !== 'ready') return { kind: 'failed', error: { kind: 'http', message: '' } };
      if (!isOnline()) return { kind: 'offline' };
      let room = roomId;
      if (room === null) {
        room = await room$(challengeId, draftNum);
        if (room === null) return isOnline() ? { kind: 'failed', error: { kind: 'network', message: '' } } : { kind: 'offline' };
        setRoomId(room);
      }
      const r = await copy$({ challengeId, roomId: room, fromDraftNum, matchIds: load.resp.matches.map((m) => m.match_id) });
      if (!r.ok) return r.error.kind === 'network' && !isOnline() ? { kind: 'offline' } : { kind: 'failed', error: r.error };
      dispatch({ type: 'copyAnswers', answers: r.answers, at: now() });
      return { kind: 'copied', copied: r.copied };
    },
    [load, isOnline, roomId, room$, challengeId, draftNum, copy$, dispatch, now],
  );

  return { load, view, roomId, dispatch, answer, togglePowerup, reset, save, copyFrom, retry: () => setAttempt((n) => n + 1), timeUp };
}
