import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerInBulkRoute, joinPseudoContestRoute, questionsRoute } from '../core/api/picks';
import { powerupTransferStatsRoute, transferFromBankRoute } from '../core/api/powerups';
import { errorEnvelope } from '../core/api/route';
import { seedDemo } from '../server/db/seed';
import { BANK_DISABLED_DEMO_CHALLENGE_ID } from '../server/db/seed/questions';
import { STARTING_BANK_BALANCE } from '../server/modules/powerups/service';
import { CHALLENGE, completeAnswers, get, MIN, post, SEEDED_AT } from './picks-support';
import { closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

const counts = (x: number, y: number, z: number) => ({ '2x': x, no_negs: y, player_poll: z });

describe.each(testDrivers())('powerup bank on %s', (driver) => {
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
    return { app, token, roomId: join.json().data.userRoom.room_id as number };
  }
  const stats = (app: Awaited<ReturnType<typeof openApp>>, token: string, challengeId = CHALLENGE) =>
    app.inject({ method: 'POST', url: powerupTransferStatsRoute.path, headers: { authorization: `Bearer ${token}` }, payload: { challenge_id: challengeId } });

  it('a new player starts with the starting balance; the challenge has its limit', async () => {
    const { app, token } = await player();
    const res = await stats(app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ maxTransferLimit: counts(3, 3, 3), alreadyTransferred: counts(0, 0, 0), userBalance: { ...STARTING_BANK_BALANCE } });
  });

  it('transfers into the room: bank down, transferred up, the set gets more powerups to apply; a replay moves nothing twice', async () => {
    const { app, token, roomId } = await player();
    const key = randomUUID();
    const body = { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(2, 1, 0) };
    const res = await post(app, token, transferFromBankRoute.path, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      stats: { maxTransferLimit: counts(3, 3, 3), alreadyTransferred: counts(2, 1, 0), userBalance: counts(0, 1, 2) },
      powerups: counts(5, 4, 3),
    });
    const replay = await post(app, token, transferFromBankRoute.path, body, key);
    expect(replay.json()).toEqual(res.json());
    expect((await stats(app, token)).json().data.userBalance).toEqual(counts(0, 1, 2));
    const qs = await get(app, token, questionsRoute.path, { challenge_id: CHALLENGE });
    expect(qs.json().data.allotted_powerups).toEqual(counts(5, 4, 3));

    // the extra 2x can be applied in the saved set: 5 doublers
    const answers = completeAnswers().map((a, i) => ({ ...a, powerups: i < 5 ? (['2x'] as const) : i < 6 ? (['no_negs'] as const) : [] }));
    const saved = await post(app, token, answerInBulkRoute.path, { challenge_id: CHALLENGE, room_id: roomId, answers });
    expect(saved.json().data).toEqual({ draft_num: 1, created: true });
  });

  it('refuses: nothing staged, balance exceeded, limit exceeded, bank disabled, wrong owner, after the start — and moves nothing', async () => {
    const { app, token, roomId } = await player();
    const expectRefusal = async (payload: object, status: number, code: string) => {
      const res = await post(app, token, transferFromBankRoute.path, payload);
      expect(res.statusCode).toBe(status);
      expect(errorEnvelope.parse(res.json()).code).toBe(code);
    };
    await expectRefusal({ challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(0, 0, 0) }, 422, 'TRANSFER_NOTHING_STAGED');
    await expectRefusal({ challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(3, 0, 0) }, 422, 'TRANSFER_BALANCE_EXCEEDED');
    await expectRefusal({ challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(-1, 1, 0) }, 400, 'VALIDATION_FAILED');
    // after moving both no_negs the bank has none left
    await post(app, token, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(0, 2, 0) });
    await expectRefusal({ challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(0, 1, 0) }, 422, 'TRANSFER_BALANCE_EXCEEDED');

    const off = await post(app, token, joinPseudoContestRoute.path, { challenge_id: BANK_DISABLED_DEMO_CHALLENGE_ID });
    const offRoom = off.json().data.userRoom.room_id as number;
    expect((await stats(app, token, BANK_DISABLED_DEMO_CHALLENGE_ID)).json().data.maxTransferLimit).toEqual(counts(0, 0, 0));
    await expectRefusal({ challenge_id: BANK_DISABLED_DEMO_CHALLENGE_ID, room_id: offRoom, add_powerups: counts(1, 0, 0) }, 422, 'TRANSFER_DISABLED');
    // a room of another challenge / another player
    await expectRefusal({ challenge_id: CHALLENGE, room_id: offRoom, add_powerups: counts(1, 0, 0) }, 404, 'NOT_FOUND');
    const stranger = await guestToken(app);
    const res = await post(app, stranger, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(1, 0, 0) });
    expect(res.statusCode).toBe(404);

    now = new Date(SEEDED_AT.getTime() + 41 * MIN);
    const late = await post(app, token, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(1, 0, 0) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'MATCH_LOCKED', message: 'Match Already Started' });

    now = SEEDED_AT;
    expect((await stats(app, token)).json().data).toEqual({
      maxTransferLimit: counts(3, 3, 3),
      alreadyTransferred: counts(0, 2, 0),
      userBalance: counts(2, 0, 2),
    });
  });

  it('refuses a transfer over the per-challenge limit', async () => {
    const { app, token, roomId } = await player();
    // The starting balance (2) cannot reach the limit (3) alone: move 2, then top the bank up (as a store
    // purchase would) so only the limit can refuse the next 2.
    const first = await post(app, token, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(2, 0, 0) });
    expect(first.statusCode).toBe(200);
    const { powerupBanks } = await import('../server/db/schema/picks');
    await db().db.update(powerupBanks).set({ balance2x: 5 });
    const over = await post(app, token, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(2, 0, 0) });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'TRANSFER_LIMIT_EXCEEDED', data: { type: '2x', limit: 1 } });
    const ok = await post(app, token, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(1, 0, 0) });
    expect(ok.json().data.stats.alreadyTransferred).toEqual(counts(3, 0, 0));
  });
});
