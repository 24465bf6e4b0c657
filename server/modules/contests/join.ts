import { promoLimitFor } from '../../../core/rules/wallet';
import type { MoneyMode } from '../../../core/money';
import { sql } from 'drizzle-orm';
import type { JoinVerify } from '../../../core/api/contests';
import { ApiError } from '../../../core/errors';
import { paise, paiseToRupees } from '../../../core/money';
import { canJoin, JOIN_MESSAGES, joinTimeRefusal, joinWindow, type JoinRefusalCode } from '../../../core/rules/contests';
import { checkCanJoin, picksSettings, type PickSetState, type PicksSettings, type QuestionRef } from '../../../core/rules/picks';
import type { Db } from '../../db/client';
import type { Planned } from '../../http/idempotency';
import { newId } from '../../ids';
import { executePrepared } from '../../db/prepared';
import { loadConfig, rows, type ConfigRow } from './repository';
import { isPlayRefusalCode, type PlayPolicy } from '../../../core/rules/responsiblePlay';
import { playStatusJson, toPlayStatus } from '../profile/play-repository';
import { TtlMap } from './ttl-map';

/**
 * The request path of ADR 003: no transaction, no room lock, no money. One read (the set, the
 * player's balances, an active order for the same set), checks in memory, then ONE write: the
 * queued order, committed in the same statement as the Idempotency-Key (runPlanned, grouped with the
 * other requests of the moment, ADR 024). The batch decides seats and money. The caller wakes the
 * engine after the response is sent. The read and verify's read are prepared statements (ADR 024).
 */

export interface JoinRequest {
  userId: number;
  challengeId: number;
  configId: number;
  flow: 'prediction' | 'team';
  draftNum: number;
  promoLimit?: number;
  teamId?: number;
  pseudoRoomId?: number;
  now: Date;
  /** social mode: given coins pay a whole fee (core/rules/wallet.ts promoLimitFor) */
  moneyMode: MoneyMode;
  /** MONEY_MODE=real: the responsible-play policy; a paid join reads the player's play status with its one read */
  paidPlayPolicy?: PlayPolicy;
}

const refusal = (status: number, code: JoinRefusalCode) => new ApiError(status, code, JOIN_MESSAGES[code]);

function predictionSetComplete(
  set: { picks: PickSetState['picks']; remaining: PickSetState['remaining']; revealed_polls: number[] },
  loaded: { questions: QuestionRef[]; settings: PicksSettings },
): boolean {
  const state: PickSetState = { questions: loaded.questions, picks: set.picks, remaining: set.remaining, revealedPolls: set.revealed_polls };
  return checkCanJoin(state, loaded.settings).ok;
}

async function loadQuestions(db: Db, challengeId: number) {
  const questions = rows<{ question_id: number; match_id: number; is_poll: boolean; options: { key: string }[] }>(
    await db.execute(sql`
      select q.question_id, q.match_id, q.is_poll, q.options from questions q
      join challenge_matches cm on cm.match_id = q.match_id
      where cm.challenge_id = ${challengeId} order by cm.position, q.position`),
  );
  const [settingsRow] = rows<{ settings: Partial<PicksSettings> }>(
    await db.execute(sql`select settings from picks_challenge_settings where challenge_id = ${challengeId}`),
  );
  return {
    questions: questions.map(
      (q): QuestionRef => ({ question_id: q.question_id, match_id: q.match_id, is_poll: q.is_poll, optionKeys: q.options.map((o) => o.key) }),
    ),
    settings: picksSettings(settingsRow?.settings ?? {}),
  };
}

/**
 * Per-app caches of the request path (one per database, never shared between apps):
 * - config: the definition as the request path needs it, 2 s — every decision that matters
 *   (start, cutoff, seats, money) is taken again by the batch under lock;
 * - questions: a challenge's questions and pick settings, fixed before the match, 5 s.
 */
export interface JoinCaches {
  config: TtlMap<number, ConfigRow>;
  questions: TtlMap<number, { questions: QuestionRef[]; settings: PicksSettings }>;
}

export function createJoinCaches(): JoinCaches {
  return { config: new TtlMap(2000), questions: new TtlMap(5000) };
}

/**
 * A launcher's player's order is written 'reserving': their money is in the host wallet, so the
 * request does not check PickXI balances and the order waits for the host's reservation (modules/host) before
 * the engine sees it. `reserving` tells the caller to wake the host jobs.
 */
export type PlannedJoin = Planned<{ order_id: string }> & { reserving?: boolean };

export async function requestJoin(db: Db, req: JoinRequest, caches: JoinCaches = createJoinCaches()): Promise<PlannedJoin> {
  const config = await caches.config.get(req.configId, () => loadConfig(db, req.configId));
  if (config.challenge_id !== req.challengeId) throw new ApiError(404, 'NOT_FOUND', 'This contest does not exist');
  // Time first and before any other read (core canJoin order); canJoin below repeats it with the rest.
  const window = joinWindow({ startTime: config.start_time, cutoffAt: config.join_cutoff_at, now: req.now });
  const late = joinTimeRefusal(window);
  if (late) throw refusal(422, late);
  const promoLimit = promoLimitFor(config.promo_limit, req.moneyMode);
  if (req.promoLimit !== undefined && req.promoLimit !== promoLimit) {
    throw new ApiError(409, 'CONFLICT', 'This contest changed. Please refresh and try again.', { promo_limit: promoLimit });
  }
  const loaded = req.flow === 'prediction' ? await caches.questions.get(req.challengeId, () => loadQuestions(db, req.challengeId)) : null;

  // ONE read: the set (or team), the player's three buckets, and whether this set already has an
  // active order here; core canJoin decides in its order (set, duplicate, money; seats are the batch's).
  const setQuery =
    req.flow === 'team'
      ? sql`(select json_build_object('n', jsonb_array_length(players)) from teams
           where team_id = ${req.teamId ?? null}::bigint and user_id = ${req.userId} and challenge_id = ${req.challengeId} and draft_num = ${req.draftNum})`
      : sql`(select json_build_object('picks', picks, 'remaining', remaining, 'revealed_polls', revealed_polls) from pick_sets
           where user_id = ${req.userId} and challenge_id = ${req.challengeId} and draft_num = ${req.draftNum})`;
  const checkPlay = req.paidPlayPolicy !== undefined && config.fee_paise > 0;
  const [row] = rows<{ set: unknown; balances: Record<string, number | string> | null; joined: boolean; host: boolean; play?: unknown }>(
    await executePrepared(db, sql`
      select ${setQuery} as set,${checkPlay ? sql` ${playStatusJson(req.userId)} as play,` : sql``}
        (select json_object_agg(bucket, balance_paise) from ledger_accounts where user_id = ${req.userId}) as balances,
        exists (select 1 from join_orders where config_id = ${req.configId} and user_id = ${req.userId} and flow = ${req.flow}
                and draft_num = ${req.draftNum} and status <> 'refused') as joined,
        exists (select 1 from host_players where user_id = ${req.userId}) as host`),
  );
  const host = row?.host === true;
  const set = row?.set ?? null;
  const complete =
    req.flow === 'team'
      ? req.teamId !== undefined && set !== null && (set as { n: number }).n > 0
      : set !== null && predictionSetComplete(set as Parameters<typeof predictionSetComplete>[0], loaded as NonNullable<typeof loaded>);
  // Money on unlocked balances: an early, exact shortfall. The batch decides again under lock.
  const b = row?.balances ?? {};
  const wallet = { deposit: Number(b['deposit'] ?? 0), promo: Number(b['promo'] ?? 0), winnings: Number(b['winnings'] ?? 0) };
  const decision = canJoin({
    ...window,
    setComplete: complete,
    alreadyInRoomWithSet: row?.joined ?? false,
    // A launcher's player pays from the host wallet: the host decides (modules/host/reservations.ts).
    ...(host ? {} : { money: { fee: paise(config.fee_paise), promoLimitPercent: promoLimit, wallet } }),
    ...(checkPlay && req.paidPlayPolicy ? { paidPlay: { status: toPlayStatus(row?.play), policy: req.paidPlayPolicy, nowMs: req.now.getTime() } } : {}),
  });
  if (!decision.ok) {
    if (decision.code === 'INSUFFICIENT_FUNDS') {
      throw new ApiError(422, 'INSUFFICIENT_FUNDS', decision.message, { shortfall: paiseToRupees(decision.shortfall) });
    }
    if (isPlayRefusalCode(decision.code)) {
      throw new ApiError(403, decision.code, decision.message, 'untilMs' in decision && decision.untilMs !== undefined ? { until_ms: decision.untilMs } : undefined);
    }
    throw refusal(decision.code === 'ALREADY_JOINED' ? 409 : 422, decision.code);
  }

  // The write. No ON CONFLICT: if a concurrent request (another key) queued this set meanwhile, the
  // partial unique index fails the statement, key included, and runPlanned plans again (→ ALREADY_JOINED).
  const orderId = newId();
  const reserving = host && Number(config.fee_paise) > 0;
  return {
    data: { order_id: orderId },
    reserving,
    write: {
      table: 'join_orders',
      columns: JOIN_ORDER_COLUMNS,
      values: {
        order_id: orderId,
        user_id: req.userId,
        config_id: req.configId,
        challenge_id: req.challengeId,
        flow: req.flow,
        draft_num: req.draftNum,
        team_id: req.teamId ?? null,
        pseudo_room_id: req.pseudoRoomId ?? null,
        status: reserving ? 'reserving' : 'queued',
        fee_paise: Number(config.fee_paise),
        created_at: req.now.toISOString(),
      },
    },
  };
}

/** The queued order's columns as the request writes them (runPlanned's row). */
const JOIN_ORDER_COLUMNS = [
  ['order_id', 'uuid'],
  ['user_id', 'bigint'],
  ['config_id', 'int'],
  ['challenge_id', 'int'],
  ['flow', 'text'],
  ['draft_num', 'smallint'],
  ['team_id', 'int'],
  ['pseudo_room_id', 'int'],
  ['status', 'text'],
  ['fee_paise', 'bigint'],
  ['created_at', 'timestamptz'],
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verify: a primary-key read, never a lock. Another player's (or an unknown) order is 404. */
/** A queued order older than this has survived a failed batch: tell the player 'all slots are full' while it retries. */
export const SLOW_ORDER_MS = 3000;

export async function verifyJoin(db: Db, userId: number, orderId: string, flow: 'prediction' | 'team', now: Date): Promise<JoinVerify> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'This join request does not exist');
  if (!UUID.test(orderId)) throw notFound;
  const [o] = rows<{
    status: 'queued' | 'seated' | 'refused' | 'reserving';
    refusal_code: JoinRefusalCode | null;
    refusal_data: { shortfall?: number } | null;
    room_id: number | null;
    room_name: string | null;
    config_id: number;
    challenge_id: number;
    draft_num: number;
    fee_paise: number;
    created_at: Date | string;
  }>(
    await executePrepared(db, sql`
      select o.status, o.refusal_code, o.refusal_data, o.room_id, r.room_name, o.config_id, o.challenge_id, o.draft_num,
             o.fee_paise::bigint as fee_paise, o.created_at
      from join_orders o left join contest_rooms r on r.room_id = o.room_id
      where o.order_id = ${orderId}::uuid and o.user_id = ${userId} and o.flow = ${flow}`),
  );
  if (!o) throw notFound;
  // Waiting for the launcher wallet: no 'slots full' notice, the host is answering.
  if (o.status === 'reserving') return { try_again: true, error: null, room: null };
  if (o.status === 'queued') {
    const age = now.getTime() - new Date(o.created_at).getTime();
    return age > SLOW_ORDER_MS
      ? { try_again: true, error: { code: 'SLOTS_FULL', message: JOIN_MESSAGES.SLOTS_FULL }, room: null }
      : { try_again: true, error: null, room: null };
  }
  if (o.status === 'refused') {
    const code = o.refusal_code ?? 'SLOTS_FULL';
    return {
      try_again: false,
      error: {
        code,
        message: JOIN_MESSAGES[code],
        ...(code === 'INSUFFICIENT_FUNDS' && typeof o.refusal_data?.shortfall === 'number'
          ? { shortfall: paiseToRupees(o.refusal_data.shortfall) }
          : {}),
      },
      room: null,
    };
  }
  return {
    try_again: false,
    error: null,
    room: {
      room_id: o.room_id as number,
      room_name: o.room_name ?? '',
      config_id: o.config_id,
      challenge_id: o.challenge_id,
      draft_num: o.draft_num,
      fee: paiseToRupees(Number(o.fee_paise)),
    },
  };
}
