import { DEFAULT_PICKS_SETTINGS } from '../../../core/rules/picks';
import { buildReport } from '../../../core/rules/settlement';
import type { Db } from '../../db/client';
import { awardPrizes } from '../../ledger';
import { runMatchStart } from '../contests';
import { sealReport } from './report';
import { picksOf, rescoreAnyChallenge } from './rescore';
import {
  challengePlayerPoints,
  challengeQuestions,
  challengeRooms,
  challengesOfMatch,
  claimMarker,
  completeChallengeIfDone,
  insertReport,
  insertWonCashPopups,
  lockRoom,
  noNegsRightPoints,
  roomEntriesToSettle,
  setMarkerDetail,
  setRoomStatus,
  writeEntryResults,
} from './repository';

export interface RoomSettlement {
  roomId: number;
  /** entries that won a prize */
  winners: number;
  prizesPaise: number;
  feesPaise: number;
  sha256: string;
}

/**
 * Settle one closed room exactly once, in ONE transaction (ADR 008 "Settlement"):
 * lock the room, claim (room, 'payout'), build the report from the stored answers and picks with
 * core/rules/settlement (the rule verify-settlement re-runs), store it, THEN post the prizes with
 * ledger awardPrizes, write final points/ranks/prizes, mark the room settled and owe each winner a
 * won_cash popup. Null: not a locked room, or another run already settled it.
 */
export async function settleRoom(db: Db, roomId: number, now: Date): Promise<RoomSettlement | null> {
  return db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId);
    if (room?.status !== 'locked') return null;
    if (!(await claimMarker(tx, roomId, 'payout', now))) return null;

    const questions = await challengeQuestions(tx, room.challenge_id);
    const noNegs = await noNegsRightPoints(tx, room.challenge_id, DEFAULT_PICKS_SETTINGS.noNegsRightPoints);
    const entries = await roomEntriesToSettle(tx, roomId);
    // a team room: every scored player's points go into the report, the teams are scored from them (ADR 012)
    const fantasy = room.game_mode === 'nostra11' ? await challengePlayerPoints(tx, room.challenge_id) : null;
    const report = buildReport({
      room: {
        room_id: room.room_id,
        room_name: room.room_name,
        challenge_id: room.challenge_id,
        contest_type: room.contest_type,
        fee_paise: room.fee_paise,
        rewards: room.frozen_rewards ?? room.rewards,
      },
      noNegsRightPoints: noNegs,
      questions,
      ...(fantasy ? { fantasy: { tag: fantasy.tag, points_unit: 'half_points' as const, players: fantasy.players } } : {}),
      entries: entries.map((e) =>
        fantasy
          ? {
              entry_id: e.order_id,
              user_id: e.user_id,
              draft_num: e.draft_num,
              joined_at: e.joined_at,
              ...(e.team ? { team: e.team } : {}),
              scored: e.team !== null && fantasy.players.length > 0,
            }
          : {
              entry_id: e.order_id,
              user_id: e.user_id,
              draft_num: e.draft_num,
              joined_at: e.joined_at,
              picks: picksOf(e.picks, questions),
              scored: e.flow === 'prediction' && e.picks !== null,
            },
      ),
    });
    const sealed = sealReport(report);
    // Published before the money moves: the same transaction, written first.
    await insertReport(tx, roomId, sealed.document, sealed.sha256, now);

    const winners = report.entries.filter((e) => e.prize_paise > 0);
    const byUser = new Map<number, { amount: number; rank: number }>();
    for (const w of winners) {
      const prior = byUser.get(w.user_id);
      byUser.set(w.user_id, { amount: (prior?.amount ?? 0) + w.prize_paise, rank: Math.min(prior?.rank ?? w.rank, w.rank) });
    }
    const fees = report.totals.fees_paise;
    let operationId: number | null = null;
    if (fees > 0 || winners.length > 0) {
      const posted = await awardPrizes(tx, {
        roomId: `room:${roomId}`,
        escrowPaise: fees,
        prizes: [...byUser].map(([userId, w]) => ({ userId, amountPaise: w.amount })),
        at: now,
        description: `Prizes of ${room.room_name}`,
      });
      operationId = posted.operationId;
    }
    const stored = new Map(entries.map((e) => [e.order_id, e]));
    await writeEntryResults(
      tx,
      roomId,
      report.entries
        .filter((e) => e.prize_paise > 0 || stored.get(e.entry_id)?.points !== e.points || stored.get(e.entry_id)?.rank !== e.rank)
        .map((e) => ({ order_id: e.entry_id, points: e.points, rank: e.rank, prize: e.prize_paise })),
    );
    await setRoomStatus(tx, roomId, 'settled');
    await insertWonCashPopups(
      tx,
      roomId,
      [...byUser].map(([user_id, w]) => ({ user_id, amount: w.amount, rank: w.rank })),
      { room_name: room.room_name, challenge_id: room.challenge_id },
      now,
    );
    await setMarkerDetail(tx, roomId, 'payout', { operationId, sha256: sealed.sha256, ...report.totals });
    return { roomId, winners: winners.length, prizesPaise: report.totals.prizes_paise, feesPaise: fees, sha256: sealed.sha256 };
  });
}

/**
 * settleMatch of the results port: every challenge of the match whose matches are all points_final
 * (or settled) has its rooms closed (idempotent match-start), rescored and settled, then is marked
 * completed. Safe to run again, or in several processes at once.
 */
export async function settleMatch(
  db: Db,
  matchId: number,
  now: Date,
): Promise<{ roomsSettled: number; prizesPaid: number; pendingChallenges: number }> {
  const out = { roomsSettled: 0, prizesPaid: 0, pendingChallenges: 0 };
  for (const c of await challengesOfMatch(db, matchId)) {
    if (c.status === 'cancelled' || c.status === 'completed') continue;
    if (!c.ready) {
      out.pendingChallenges += 1;
      continue;
    }
    await runMatchStart(db, now, c.challenge_id);
    await rescoreAnyChallenge(db, c, now);
    for (const roomId of await challengeRooms(db, c.challenge_id, ['locked'])) {
      const done = await settleRoom(db, roomId, now);
      if (!done) continue;
      out.roomsSettled += 1;
      out.prizesPaid += done.winners;
    }
    if (!(await completeChallengeIfDone(db, c.challenge_id))) out.pendingChallenges += 1;
  }
  return out;
}
