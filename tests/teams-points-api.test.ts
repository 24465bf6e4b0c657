import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../core/api/route';
import { playerInfoRoute, roomTeamRoute, switchTeamRoute, teamPointsRoute, type TeamPointsDto } from '../core/api/teams';
import { teamPoints } from '../core/rules/fantasy/team';
import { teamChallengeId } from '../server/modules/matches/draft';
import { rescoreTeamChallenge } from '../server/modules/results';
import { createPlayer, q, type Player } from './contests-support';
import { createDraftChallenge, joinWithTeam, saveAutoTeam, setPlayerPoints, squadOf, TEST_SQUAD, type SavedTeam } from './draft-support';
import { insertSports } from './matches-support';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

/**
 * The draft points API (core/api/teams.ts): squad points, player info, a team's points, an entry's team in a room
 * (others' only after the start, only for players of the room), switching an entry's team until the start, and
 * team points shown as half-points / 2 on the leaderboard and the player's matches.
 */

const MATCH = 5_000_001;
const CHALLENGE = teamChallengeId(MATCH);
const FREE = CHALLENGE * 10 + 1;
const START = new Date('2026-07-01T12:00:00Z');
const BEFORE = new Date(START.getTime() - 3_600_000);
const AFTER = new Date(START.getTime() + 600_000);
const ALPHA = TEST_SQUAD[0]!.id;

describe.each(testDrivers())('draft points API on %s', (driver) => {
  const database = useTestDatabase(driver);
  let now = BEFORE;
  let app: FastifyInstance;
  let a: Player;
  let b: Player;
  let outsider: Player;
  const teamsOf: Record<string, SavedTeam[]> = {};
  let room = 0;

  beforeAll(async () => {
    const db = database().db;
    await insertSports(db);
    await createDraftChallenge(db, { matchId: MATCH, challengeId: CHALLENGE, start: START });
    // the feed's earlier matches: six over (newest first the last five count), one of another feed, one later
    await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time, status, feed, feed_ref)
      select 5000000 - n, 1, 1998, ${START.toISOString()}::timestamptz - n * interval '1 day', 'settled', 'sim', 'old-' || n from generate_series(1, 6) n`);
    await db.execute(sql`insert into match_parties (match_id, position, party_name, party_img_url)
      select 5000000 - n, p, 'Old ' || n || '-' || p, '/x.svg' from generate_series(1, 6) n, generate_series(1, 2) p`);
    for (let n = 1; n <= 6; n++) await setPlayerPoints(db, 5_000_000 - n, { [ALPHA]: 10 * n });
    await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time, status, feed, feed_ref) values
      (4999990, 1, 1998, ${new Date(START.getTime() - 3_600_000).toISOString()}::timestamptz, 'settled', 'replay', 'other'),
      (5000002, 1, 1998, ${new Date(START.getTime() + 86_400_000).toISOString()}::timestamptz, 'settled', 'sim', 'later')`);
    await setPlayerPoints(db, 4_999_990, { [ALPHA]: 999 });
    await setPlayerPoints(db, 5_000_002, { [ALPHA]: 999 });

    app = await createTestApp(database(), { clock: () => now });
    [a, b, outsider] = [await createPlayer(app, db), await createPlayer(app, db), await createPlayer(app, db)];
    for (const [name, p] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const t1 = await saveAutoTeam(app, p, CHALLENGE, `${name}-1`);
      const t2 = await saveAutoTeam(app, p, CHALLENGE, `${name}-2`, [t1.choice]);
      teamsOf[name] = [t1, t2];
      room = (await joinWithTeam(app, p, CHALLENGE, FREE, t1)).roomId;
    }
  });
  afterAll(() => closeTestApps());

  const get = (p: Player, url: string) => app.inject({ method: 'GET', url, headers: p.headers });
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const body = errorEnvelope.parse(res.json());
    expect(body.code).toBe(code);
    return body;
  };
  const roomTeam = (p: Player, owner: Player, draft: number) => get(p, `${roomTeamRoute.path}?room_id=${room}&user_id=${owner.id}&draft_num=${draft}`);
  const switchTeam = (p: Player, body: object, key = randomUUID()) =>
    app.inject({ method: 'POST', url: switchTeamRoute.path, headers: { ...p.headers, 'idempotency-key': key }, payload: body });

  it('before the start: no points anywhere; own entries visible, others’ hidden (403 TEAM_HIDDEN_UNTIL_START), outsiders refused', async () => {
    const squad = await squadOf(app, a, CHALLENGE);
    expect(squad.started).toBe(false);
    expect(squad.players.every((p) => p.points === null)).toBe(true);
    const own = await roomTeam(a, a, teamsOf.a![0]!.draft);
    expect(own.statusCode).toBe(200);
    expect((own.json().data as TeamPointsDto)).toMatchObject({ total_halves: null, rank: null, user_id: a.id });
    const hidden = expectError(await roomTeam(a, b, teamsOf.b![0]!.draft), 403, 'TEAM_HIDDEN_UNTIL_START');
    expect(hidden.message).toBe("Other players' teams are shown once the match starts.");
    expectError(await roomTeam(outsider, a, teamsOf.a![0]!.draft), 403, 'FORBIDDEN');
    expectError(await roomTeam(a, a, 9), 404, 'NOT_FOUND');
  });

  it('switchTeam: the entry takes another team of the player, keeps room, seat and fee; idempotent; refusals are clear 4xx', async () => {
    const db = database().db;
    const [t1, t2] = teamsOf.a!;
    const entryOf = async () =>
      (await q<{ order_id: string; room_id: number; draft_num: number; fee_paise: number; joined_at: Date }>(db, sql`select order_id, room_id, draft_num, fee_paise::int as fee_paise, joined_at from room_entries where user_id = ${a.id}`))[0]!;
    const before = await entryOf();
    const body = { challenge_id: CHALLENGE, room_id: room, from_team_id: t1!.team_id, to_team_id: t2!.team_id };
    const key = randomUUID();
    const res = await switchTeam(a, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ room_id: room, team_id: t2!.team_id, team_draft_number: 2, message: 'Team switched to T2' });
    const after = await entryOf();
    expect(after).toEqual({ ...before, draft_num: 2 });
    const [order] = await q<{ draft_num: number; team_id: number }>(db, sql`select draft_num, team_id from join_orders where order_id = ${before.order_id}::uuid`);
    expect(order).toEqual({ draft_num: 2, team_id: t2!.team_id });
    // same key: the stored answer; a repeat with another key: the same answer, nothing written
    expect((await switchTeam(a, body, key)).json()).toEqual(res.json());
    expect((await switchTeam(a, body)).json().data).toEqual(res.json().data);
    expect(await entryOf()).toEqual(after);

    // another player's team, a team of another challenge, an entry one does not hold
    expectError(await switchTeam(a, { ...body, to_team_id: teamsOf.b![1]!.team_id }), 404, 'NOT_FOUND');
    expectError(await switchTeam(b, body), 404, 'NOT_FOUND');
    expectError(await switchTeam(a, { ...body, room_id: room + 1000 }), 404, 'NOT_FOUND');
    expectError(await switchTeam(a, { ...body, challenge_id: 79639 }), 404, 'NOT_FOUND');
    expect((await switchTeam(a, { ...body, to_team_id: 'x' })).statusCode).toBe(400);
    // a team that is already in the contest
    const t3 = await saveAutoTeam(app, a, CHALLENGE, 'a-3', [t1!.choice, t2!.choice]);
    await joinWithTeam(app, a, CHALLENGE, FREE, t3);
    expectError(await switchTeam(a, { ...body, from_team_id: t2!.team_id, to_team_id: t3.team_id }), 409, 'ALREADY_JOINED');
    // back to T1 for the rest
    expect((await switchTeam(a, { ...body, from_team_id: t2!.team_id, to_team_id: t1!.team_id })).statusCode).toBe(200);
  });

  it('after the start: live points in squad, player info, team points, others’ teams with rank; switching refused 409 TEAM_MATCH_LIVE', async () => {
    const db = database().db;
    now = AFTER;
    const points = Object.fromEntries(TEST_SQUAD.map((p, i) => [p.id, (i * 7) % 23]));
    points[ALPHA] = 31;
    await setPlayerPoints(db, MATCH, points);
    await rescoreTeamChallenge(db, CHALLENGE);

    const squad = await squadOf(app, a, CHALLENGE);
    expect(squad.started).toBe(true);
    expect(squad.point_table_tag).toBe('D11-T20-classic');
    expect(Object.fromEntries(squad.players.map((p) => [p.player_id, p.points]))).toEqual(points);

    const info = await get(a, `${playerInfoRoute.path}?challenge_id=${CHALLENGE}&player_id=${encodeURIComponent(ALPHA)}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      sport: 'cricket',
      player: { player_id: ALPHA, points: 31 },
      breakdown: [{ rule_id: 'D11T20.run', count: 31, points: 31 }],
    });
    // the feed's five newest earlier matches, newest first; not another feed's, not a later one
    expect(info.json().data.recent.map((r: { points: number; match_name: string }) => [r.points, r.match_name])).toEqual([
      [10, 'Old 1-1 vs Old 1-2'],
      [20, 'Old 2-1 vs Old 2-2'],
      [30, 'Old 3-1 vs Old 3-2'],
      [40, 'Old 4-1 vs Old 4-2'],
      [50, 'Old 5-1 vs Old 5-2'],
    ]);
    expectError(await get(a, `${playerInfoRoute.path}?challenge_id=${CHALLENGE}&player_id=nobody`), 404, 'NOT_FOUND');

    const mine = await get(a, `${teamPointsRoute.path}?challenge_id=${CHALLENGE}&team_id=${teamsOf.a![0]!.team_id}`);
    const dto = mine.json().data as TeamPointsDto;
    const expected = teamPoints(teamsOf.a![0]!.choice, points).halves;
    expect(dto.total_halves).toBe(expected);
    expect(dto.players.find((p) => p.player_id === dto.team.captain)!.multiplier_halves).toBe(4);
    expect(dto.players.find((p) => p.player_id === dto.team.vice_captain)!.multiplier_halves).toBe(3);
    expect(dto.players.reduce((s, p) => s + p.multiplier_halves * p.points!, 0)).toBe(expected);
    expectError(await get(b, `${teamPointsRoute.path}?challenge_id=${CHALLENGE}&team_id=${teamsOf.a![0]!.team_id}`), 404, 'NOT_FOUND');

    // another player's team in my room, with its rank from the SQL rescore
    const other = await roomTeam(a, b, teamsOf.b![0]!.draft);
    expect(other.statusCode).toBe(200);
    const [entry] = await q<{ points: number; rank: number }>(db, sql`select points, rank from entry_standings where user_id = ${b.id}`);
    expect(other.json().data).toMatchObject({ user_id: b.id, total_halves: entry!.points, rank: entry!.rank });
    expectError(await roomTeam(outsider, b, teamsOf.b![0]!.draft), 403, 'FORBIDDEN');

    const live = expectError(
      await switchTeam(a, { challenge_id: CHALLENGE, room_id: room, from_team_id: teamsOf.a![0]!.team_id, to_team_id: teamsOf.a![1]!.team_id }),
      409,
      'TEAM_MATCH_LIVE',
    );
    expect(live.message).toBe('Match is live. You cannot edit or create a team.');
  });

  it('the leaderboard and my matches show team points as half-points / 2', async () => {
    const db = database().db;
    // a vice-captain with an odd score makes a total ending in .5
    const t = teamsOf.b![0]!.choice;
    await setPlayerPoints(db, MATCH, { [t.viceCaptain]: 7 });
    await rescoreTeamChallenge(db, CHALLENGE);
    const [stored] = await q<{ points: number }>(db, sql`select points from entry_standings where user_id = ${b.id}`);
    expect(stored!.points % 2).toBe(1);

    const board = await get(b, `/api/f2p/v1/game/rooms/leaderboard?room_id=${room}&challenge_id=${CHALLENGE}&page_number=1`);
    expect(board.statusCode, board.body).toBe(200);
    const row = board.json().data.users.find((u: { user_id: number }) => u.user_id === b.id);
    expect(row.points).toBe(stored!.points / 2);
    const ranks = board.json().data.users.map((u: { rank: number }) => u.rank);
    expect(ranks).toEqual([...ranks].sort((x: number, y: number) => x - y));

    const result = await get(b, `/api/v3/game/getPlayerMatchResult?challenge_id=${CHALLENGE}`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data.entries[0].points).toBe(stored!.points / 2);
    const inplay = await get(b, '/api/v3/game/challenges/inPlayv2');
    expect(inplay.json().data.live[0].entries[0].points).toBe(stored!.points / 2);
  });
});
