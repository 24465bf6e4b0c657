import { hasStarted } from '../../../core/rules/challenges';
import type { PicksRulesDto, QuestionDto } from '../../../core/api/picks';
import { ApiError } from '../../../core/errors';
import { picksSettings, type PickRuleError, type PicksSettings, type PickSetState, type QuestionRef } from '../../../core/rules/picks';
import type { PowerupCounts } from '../../../core/rules/powerups';
import type { Db } from '../../db/client';
import type { QuestionRow } from '../../db/schema/picks';
import type { PickRoomRow, PickSetRow } from '../../db/schema/picks';
import { loadChallengeQuestions, loadChallengeRow, type SetStateRow } from './repository';

/**
 * Everything a picks request needs to know about its challenge: settings, lock time and the questions
 * by match. Built from two queries (challenge + settings, questions + matches).
 */

/** docs/product.md §5 / §8: the text the PWA keys its time-up modal on. */
export const MATCH_LOCKED_MESSAGE = 'Match Already Started';

/** Default maxTransferLimit per type when a challenge stores none (the bank is on unless disabled). */
export const DEFAULT_MAX_TRANSFER_LIMIT: Readonly<PowerupCounts> = Object.freeze({ '2x': 3, no_negs: 3, player_poll: 3 });

export interface ContextMatch {
  match_id: number;
  match_name: string;
  start_time: Date;
  questions: QuestionRow[];
}

export interface ChallengeContext {
  challengeId: number;
  startTime: Date;
  /** open for writes: not started by the server clock and not live / completed / cancelled */
  isOpen(now: Date): boolean;
  settings: PicksSettings;
  bankEnabled: boolean;
  maxTransferLimit: PowerupCounts;
  matches: ContextMatch[];
  refs: QuestionRef[];
  byId: Map<number, QuestionRow>;
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export function ruleError(error: PickRuleError): ApiError {
  return new ApiError(422, error.code, error.message, { key: error.key, ...(error.params ? { params: error.params } : {}) });
}

/**
 * A short-lived per-service cache of contexts (questions and settings change only when a feed or an operator
 * edits them). The lock is still exact: isOpen compares the cached start time with the server clock on every
 * call; only a status change (e.g. cancelled) can take up to CONTEXT_TTL_MS to be seen. It saves the two
 * context queries on the hot writes (answer, answerInBulk).
 */
export const CONTEXT_TTL_MS = 15_000;

export class ContextCache {
  private readonly entries = new Map<number, { at: number; ctx: ChallengeContext }>();
  constructor(
    private readonly ttlMs = CONTEXT_TTL_MS,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  async get(db: Db, challengeId: number): Promise<ChallengeContext> {
    const hit = this.entries.get(challengeId);
    const t = this.monotonicNow();
    if (hit && t - hit.at < this.ttlMs) return hit.ctx;
    const ctx = await loadContext(db, challengeId);
    // Bounded: a demo or a day's fixtures are a few hundred challenges; drop everything if it ever grows past that.
    if (this.entries.size > 1000) this.entries.clear();
    this.entries.set(challengeId, { at: t, ctx });
    return ctx;
  }
}

export async function loadContext(db: Db, challengeId: number): Promise<ChallengeContext> {
  const row = await loadChallengeRow(db, challengeId);
  if (!row || row.gameMode !== 'prediction') throw notFound('Challenge');
  const qrows = await loadChallengeQuestions(db, challengeId);
  const matches: ContextMatch[] = [];
  for (const r of qrows) {
    let m = matches.find((x) => x.match_id === r.question.matchId);
    if (!m) {
      m = { match_id: r.question.matchId, match_name: r.matchName, start_time: r.matchStart, questions: [] };
      matches.push(m);
    }
    m.questions.push(r.question);
  }
  const byId = new Map(qrows.map((r) => [r.question.questionId, r.question]));
  const startTime = row.startTime;
  const status = row.status;
  return {
    challengeId,
    startTime,
    isOpen: (now) => !hasStarted(startTime, now) && (status === 'open' || status === 'upcoming'),
    settings: picksSettings((row.settings ?? {}) as Partial<PicksSettings>),
    bankEnabled: row.bankEnabled ?? true,
    maxTransferLimit: row.maxTransferLimit ?? { ...DEFAULT_MAX_TRANSFER_LIMIT },
    matches,
    refs: qrows.map((r) => ({
      question_id: r.question.questionId,
      match_id: r.question.matchId,
      is_poll: r.question.isPoll,
      optionKeys: r.question.options.map((o) => o.key),
    })),
    byId,
  };
}

/** Every write checks this first: after the start, 409 MATCH_LOCKED 'Match Already Started'. */
export function assertOpen(ctx: ChallengeContext, now: Date): void {
  if (!ctx.isOpen(now)) throw new ApiError(409, 'MATCH_LOCKED', MATCH_LOCKED_MESSAGE);
}

export function stateOf(ctx: ChallengeContext, row: SetStateRow | PickRoomRow | PickSetRow): PickSetState {
  return { questions: ctx.refs, picks: row.picks, remaining: row.remaining, revealedPolls: row.revealedPolls };
}

export function freshState(ctx: ChallengeContext): PickSetState {
  return { questions: ctx.refs, picks: {}, remaining: { ...ctx.settings.freePowerups }, revealedPolls: [] };
}

export function rulesDto(s: PicksSettings): PicksRulesDto {
  return {
    picks_per_set: s.picksPerSet,
    picks_scope: s.picksScope,
    powerups_required: s.powerupsRequired,
    free_powerups: { ...s.freePowerups },
    reset_defaults: { ...s.resetDefaults },
    no_negs_right_points: s.noNegsRightPoints,
  };
}

export function questionDto(q: QuestionRow, state: PickSetState): QuestionDto {
  const pick = state.picks[q.questionId];
  return {
    question_id: q.questionId,
    match_id: q.matchId,
    text: { en: q.textEn, hi: q.textHi },
    options: q.options.map((o) => ({ key: o.key, text: { en: o.text.en, hi: o.text.hi } })),
    is_poll: q.isPoll,
    points: { right: q.pointsRight, wrong: q.pointsWrong },
    pick: pick
      ? { answer: pick.answer, answer_time: pick.answer_time, powerups: [...pick.powerups] }
      : { answer: null, answer_time: null, powerups: [] },
  };
}

export const addCounts = (a: PowerupCounts, b: PowerupCounts): PowerupCounts => ({
  '2x': a['2x'] + b['2x'],
  no_negs: a.no_negs + b.no_negs,
  player_poll: a.player_poll + b.player_poll,
});
