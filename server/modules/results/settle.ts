import { DEFAULT_PICKS_SETTINGS } from '../../../core/rules/picks';
import {
  DOCUMENT_OPENING,
  documentClosing,
  entrantScorer,
  reportEntry,
  reportEntryJson,
  reportTail,
  RoomPrizer,
  type ReportEntrant,
  type ReportInput,
  type SettlementReport,
} from '../../../core/rules/settlement';
import type { Db } from '../../db/client';
import { awardPrizes } from '../../ledger';
import { runMatchStart } from '../contests';
import { ReportPartsWriter, REPORT_PART_BYTES } from './report';
import {
  countRoomEntries,
  deleteReportParts,
  insertReport,
  insertReportPart,
  resetEntryResults,
  roomEntrants,
  setLivePoints,
  writeEntryPrizes,
  type EntrantRow,
  type SealedReport,
} from './report-repository';
import { picksOf, rescoreAnyChallenge } from './rescore';
import {
  challengePlayerPoints,
  challengeQuestions,
  challengeRooms,
  challengesOfMatch,
  claimMarker,
  completeChallengeIfDone,
  insertWonCashPopups,
  lockChallenge,
  lockRoom,
  noNegsRightPoints,
  setMarkerDetail,
  setRoomStatus,
} from './repository';

export interface RoomSettlement {
  roomId: number;
  /** entries that won a prize */
  winners: number;
  prizesPaise: number;
  feesPaise: number;
  sha256: string;
}

/** Rows of final numbers written per statement while the room is ranked. */
const WRITE_BATCH = 5_000;

type RoomInput = Omit<ReportInput, 'entries'>;

function entrantOf(row: EntrantRow, input: RoomInput): ReportEntrant {
  const base = { entry_id: row.order_id, user_id: row.user_id, draft_num: row.draft_num, joined_at: row.joined_at };
  const fantasy = input.fantasy;
  return fantasy
    ? { ...base, ...(row.team ? { team: row.team } : {}), scored: row.team !== null && fantasy.players.length > 0 }
    : { ...base, picks: picksOf(row.picks, input.questions), scored: row.flow === 'prediction' && row.picks !== null };
}

interface RankedRoom {
  sealed: SealedReport;
  totals: SettlementReport['totals'];
  /** prize and best rank of each winning player */
  byUser: Map<number, { amount: number; rank: number }>;
  winners: number;
}

/**
 * One pass over the room in ranking order of its live points: score each entrant with core's rule (what
 * verify-settlement re-runs), prize it with RoomPrizer, write its report entry into the parts and its final numbers.
 * Null when a live point disagrees with the rule (an entry seated after the last rescore): the order read is then
 * not the ranking order, and the caller brings the live points up to date and ranks again.
 */
async function rankRoom(tx: Db, roomId: number, input: RoomInput, partBytes: number): Promise<RankedRoom | null> {
  const scoreOf = entrantScorer(input);
  const prizer = new RoomPrizer<{ entryId: string; joinedAt: number; points: number | null; row: EntrantRow; entrant: ReportEntrant }>(
    input.room.rewards,
    input.room.contest_type,
    await countRoomEntries(tx, roomId),
  );
  const writer = new ReportPartsWriter(partBytes, (part, text) => insertReportPart(tx, roomId, part, text));
  await writer.add(DOCUMENT_OPENING);
  await resetEntryResults(tx, roomId);
  const byUser = new Map<number, { amount: number; rank: number }>();
  let count = 0;
  let prizes = 0;
  let winners = 0;
  let changed: { order_id: string; points: number | null; rank: number; prize: number }[] = [];
  const take = async (done: ReturnType<typeof prizer.push>) => {
    for (const e of done) {
      await writer.add((count > 0 ? ',' : '') + reportEntryJson(reportEntry(e.entrant, e, input.fantasy !== undefined)));
      count += 1;
      prizes += e.prize;
      if (e.prize > 0) {
        winners += 1;
        const prior = byUser.get(e.row.user_id);
        byUser.set(e.row.user_id, { amount: (prior?.amount ?? 0) + e.prize, rank: Math.min(prior?.rank ?? e.rank, e.rank) });
      }
      if (e.prize > 0 || e.rank !== e.row.rank) changed.push({ order_id: e.entryId, points: e.points, rank: e.rank, prize: e.prize });
    }
    if (changed.length >= WRITE_BATCH) {
      await writeEntryPrizes(tx, changed);
      changed = [];
    }
  };
  for await (const batch of roomEntrants(tx, roomId, true)) {
    for (const row of batch) {
      const entrant = entrantOf(row, input);
      const points = scoreOf(entrant);
      if (points !== row.points) return null;
      await take(prizer.push({ entryId: row.order_id, joinedAt: Date.parse(row.joined_at), points, row, entrant }));
    }
  }
  await take(prizer.finish());
  await writeEntryPrizes(tx, changed);
  const fees = input.room.fee_paise * count;
  const totals = { fees_paise: fees, prizes_paise: prizes, house_paise: fees - prizes };
  await writer.add(documentClosing(reportTail(input, totals)));
  return { sealed: await writer.end(), totals, byUser, winners };
}

/**
 * Brings every live point of the room to what core's rule makes of its entrant. Under the challenge's rescoring lock
 * (till the settlement commits): a rescore of the same challenge writing these rows and their room_points at the same
 * time could otherwise deadlock with these statements.
 */
async function catchUpLivePoints(tx: Db, roomId: number, input: RoomInput): Promise<void> {
  await lockChallenge(tx, input.room.challenge_id);
  const scoreOf = entrantScorer(input);
  for await (const batch of roomEntrants(tx, roomId, false)) {
    const behind = batch.flatMap((row) => {
      const points = scoreOf(entrantOf(row, input));
      return points === row.points ? [] : [{ order_id: row.order_id, points }];
    });
    await setLivePoints(tx, behind);
  }
}

/**
 * Settle one closed room exactly once, in ONE transaction (ADR 008 "Settlement"; any size, ADR 022):
 * lock the room, claim (room, 'payout'), rank and prize it in one pass with core/rules/settlement (the rule
 * verify-settlement re-runs) while its report is written in parts, store the report, THEN post the prizes with
 * ledger awardPrizes, mark the room settled and owe each winner a won_cash popup. Null: not a locked room, or
 * another run already settled it. `partBytes`: the report's part size (tests make it small).
 */
export async function settleRoom(db: Db, roomId: number, now: Date, partBytes = REPORT_PART_BYTES): Promise<RoomSettlement | null> {
  return db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId);
    if (room?.status !== 'locked') return null;
    if (!(await claimMarker(tx, roomId, 'payout', now))) return null;

    const questions = await challengeQuestions(tx, room.challenge_id);
    // a team room: every scored player's points go into the report, the teams are scored from them (ADR 012)
    const fantasy = room.game_mode === 'nostra11' ? await challengePlayerPoints(tx, room.challenge_id) : null;
    const input: RoomInput = {
      room: {
        room_id: room.room_id,
        room_name: room.room_name,
        challenge_id: room.challenge_id,
        contest_type: room.contest_type,
        fee_paise: room.fee_paise,
        rewards: room.frozen_rewards ?? room.rewards,
      },
      noNegsRightPoints: await noNegsRightPoints(tx, room.challenge_id, DEFAULT_PICKS_SETTINGS.noNegsRightPoints),
      questions,
      ...(fantasy ? { fantasy: { tag: fantasy.tag, points_unit: 'half_points' as const, players: fantasy.players } } : {}),
    };
    let ranked = await rankRoom(tx, roomId, input, partBytes);
    if (!ranked) {
      await deleteReportParts(tx, roomId);
      await catchUpLivePoints(tx, roomId, input);
      ranked = await rankRoom(tx, roomId, input, partBytes);
      if (!ranked) throw new Error(`room ${roomId}: live points still disagree with the settlement rule after catching up`);
    }
    const { sealed, totals, byUser } = ranked;
    // Published before the money moves: the same transaction, written first.
    await insertReport(tx, roomId, sealed, now);
    let operationId: number | null = null;
    if (totals.fees_paise > 0 || byUser.size > 0) {
      const posted = await awardPrizes(tx, {
        roomId: `room:${roomId}`,
        escrowPaise: totals.fees_paise,
        prizes: [...byUser].map(([userId, w]) => ({ userId, amountPaise: w.amount })),
        at: now,
        description: `Prizes of ${room.room_name}`,
      });
      operationId = posted.operationId;
    }
    await setRoomStatus(tx, roomId, 'settled');
    await insertWonCashPopups(
      tx,
      roomId,
      [...byUser].map(([user_id, w]) => ({ user_id, amount: w.amount, rank: w.rank })),
      { room_name: room.room_name, challenge_id: room.challenge_id },
      now,
    );
    await setMarkerDetail(tx, roomId, 'payout', { operationId, sha256: sealed.sha256, parts: sealed.parts, bytes: sealed.bytes, ...totals });
    return { roomId, winners: ranked.winners, prizesPaise: totals.prizes_paise, feesPaise: totals.fees_paise, sha256: sealed.sha256 };
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
