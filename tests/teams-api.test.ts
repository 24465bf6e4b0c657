import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../core/api/route';
import { getTeamRoute, saveTeamRoute, squadRoute, type TeamInput } from '../core/api/teams';
import { TEAM_RULES } from '../core/rules/teamSports';
import { autoTeam, sameTeam, validateTeam, type SquadPlayer, type TeamChoice } from '../core/rules/teams';
import { seedDemo } from '../server/db/seed';
import { squads } from '../server/db/schema/teams';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

const SEEDED_AT = new Date('2026-11-21T05:00:00Z');
const MIN = 60_000;
/** Bengaluru Blazers vs Kolkata Tigers: the demo's draft (nostra11) cricket challenge, starts 3 h 15 after the seed */
const CHALLENGE = 79640;
const MATCH = 41003;
const START = new Date(SEEDED_AT.getTime() + (3 * 60 + 15) * MIN);
/** a prediction challenge: no teams there */
const PREDICTION_CHALLENGE = 79639;

/** Two sides of 15 (2 WK, 5 BAT, 3 AR, 5 BOWL), credits 7.0–11.0 spread so that the 100-credit cap matters. */
const SQUAD: SquadPlayer[] = ([1, 2] as const).flatMap((side) =>
  (
    [
      ['WK', 2],
      ['BAT', 5],
      ['AR', 3],
      ['BOWL', 5],
    ] as const
  ).flatMap(([role, n]) =>
    Array.from({ length: n }, (_, i) => ({ id: `${side}-${role}-${i}`, role, side, creditsTenths: 70 + ((i * 3 + side) % 9) * 5 })),
  ),
);
const rules = TEAM_RULES.cricket;
const input = (t: TeamChoice): TeamInput => ({ players: [...t.players], captain: t.captain, vice_captain: t.viceCaptain });
const auto = (seed: number, others: TeamChoice[] = []): TeamChoice => {
  const r = autoTeam(SQUAD, rules, others, seed);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe.each(testDrivers())('draft teams API on %s', (driver) => {
  const db = useTestDatabase(driver);
  let now = SEEDED_AT;
  const openApp = () => createTestApp(db(), { clock: () => now });

  beforeAll(async () => {
    await seedDemo(db().db, SEEDED_AT);
    // the seed gives the match a squad from the sim's league; these tests use their own
    await db().db.delete(squads).where(eq(squads.matchId, MATCH));
    await db()
      .db.insert(squads)
      .values(SQUAD.map((p) => ({ matchId: MATCH, playerId: p.id, name: `Player ${p.id}`, party: p.side, role: p.role, creditsTenths: p.creditsTenths })));
  });
  afterEach(async () => {
    now = SEEDED_AT;
    await closeTestApps();
  });

  async function player() {
    const app = await openApp();
    const token = await guestToken(app);
    return { app, token };
  }
  const save = (app: FastifyInstance, token: string, team: TeamInput, query: Record<string, number> = {}, key: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `${saveTeamRoute.path}?${new URLSearchParams(Object.entries({ challenge_id: CHALLENGE, match_id: 0, ...query }).map(([k, v]) => [k, String(v)]))}`,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: { team },
    });
  const list = async (app: FastifyInstance, token: string, challengeId = CHALLENGE) => {
    const res = await app.inject({ method: 'GET', url: `${getTeamRoute.path}?challenge_id=${challengeId}&match_id=0&game_mode=nostra11&sports_id=1`, headers: bearer(token) });
    return res;
  };
  const teamsOf = async (app: FastifyInstance, token: string): Promise<TeamChoice[]> =>
    ((await list(app, token)).json().data.teams as { players: { player_id: string }[]; captain: string; vice_captain: string }[]).map((t) => ({
      players: t.players.map((p) => p.player_id),
      captain: t.captain,
      viceCaptain: t.vice_captain,
    }));
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const body = errorEnvelope.parse(res.json());
    expect(body).toMatchObject({ status, code });
    return body;
  };
  const rowCount = async () => {
    const res = (await db().db.execute(sql`select count(*)::int as n from teams where challenge_id = ${CHALLENGE}`)) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]?.n);
  };

  it('creates T1, T2 with the spec’s messages and stores a snapshot of each player’s squad entry', async () => {
    const { app, token } = await player();
    const first = auto(1);
    const res = await save(app, token, input(first));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 1, message: 'Team T1 Created Successfully! Now use it to join a contest', team_draft_number: 1 });
    const second = await save(app, token, input(auto(2, [first])));
    expect(second.json().data).toMatchObject({ message: 'Team T2 Created Successfully! Now use it to join a contest', team_draft_number: 2 });

    const got = (await list(app, token)).json().data.teams;
    expect(got.map((t: { team_draft_number: number }) => t.team_draft_number)).toEqual([1, 2]);
    expect(got[0]).toMatchObject({ captain: first.captain, vice_captain: first.viceCaptain });
    const byId = new Map(SQUAD.map((p) => [p.id, p]));
    for (const p of got[0].players) {
      const s = byId.get(p.player_id)!;
      expect(p).toEqual({ player_id: s.id, role: s.role, party: s.side, credits_tenths: s.creditsTenths });
    }
    // another player sees none of them
    const other = await guestToken(app);
    expect((await list(app, other)).json().data.teams).toEqual([]);
  });

  it('lists the squad by credits descending with selected-by % over the challenge’s teams', async () => {
    const { app, token } = await player();
    const squadOf = async () => (await app.inject({ method: 'GET', url: `${squadRoute.path}?challenge_id=${CHALLENGE}`, headers: bearer(token) })).json().data;
    const before = await squadOf();
    expect(before.sport).toBe('cricket');
    expect(before.players).toHaveLength(SQUAD.length);
    const credits = before.players.map((p: { credits_tenths: number }) => p.credits_tenths);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
    const t = auto(20);
    await save(app, token, input(t));
    const after = await squadOf();
    expect(after.teams_count).toBe(before.teams_count + 1);
    const inTeam = after.players.find((p: { player_id: string }) => p.player_id === t.players[0]);
    const countBefore = Math.round((before.players.find((p: { player_id: string }) => p.player_id === t.players[0]).selected_by_percent * before.teams_count) / 100);
    expect(inTeam.selected_by_percent).toBe(Math.round((1000 * (countBefore + 1)) / after.teams_count) / 10);
    // captain / vice-captain shares are counted over the same teams
    const captainShare = (d: typeof after, id: string) => d.players.find((p: { player_id: string }) => p.player_id === id).captain_percent;
    const captainsBefore = Math.round((captainShare(before, t.captain) * before.teams_count) / 100);
    expect(captainShare(after, t.captain)).toBe(Math.round((1000 * (captainsBefore + 1)) / after.teams_count) / 10);
    expect(after.players.find((p: { player_id: string }) => p.player_id === t.viceCaptain).vice_captain_percent).toBeGreaterThan(0);
    expect(after.started).toBe(false);
    expect(after.point_table_tag).toBe('D11-T20-classic');
    expectError(await app.inject({ method: 'GET', url: `${squadRoute.path}?challenge_id=${PREDICTION_CHALLENGE}`, headers: bearer(token) }), 404, 'NOT_FOUND');
  });

  it('saves with the same Idempotency-Key make one team', async () => {
    const { app, token } = await player();
    const before = await rowCount();
    const key = randomUUID();
    const team = input(auto(3));
    const a = await save(app, token, team, {}, key);
    const b = await save(app, token, team, {}, key);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await rowCount()).toBe(before + 1);
  });

  it('edits a team in place (same T{n}); an edit may not copy another of the player’s teams', async () => {
    const { app, token } = await player();
    const t1 = auto(4);
    const t2 = auto(5, [t1]);
    const id1 = (await save(app, token, input(t1))).json().data.team_id as number;
    await save(app, token, input(t2));
    const edited = { ...t1, captain: t1.viceCaptain, viceCaptain: t1.captain };
    const res = await save(app, token, input(edited), { team_id: id1 });
    expect(res.json().data).toMatchObject({ status: 1, message: 'Team T1 is successfully edited', team_draft_number: 1, team_id: id1 });
    // saving T1 unchanged is fine (it is not compared with itself) …
    expect((await save(app, token, input(edited), { team_id: id1 })).statusCode).toBe(200);
    // … but turning it into T2 is not
    const dup = expectError(await save(app, token, input(t2), { team_id: id1 }), 422, 'TEAM_DUPLICATE');
    expect(dup.message).toBe('You have already made this team. Change a player, the captain or the vice-captain.');
    expect(await teamsOf(app, token)).toEqual([edited, t2].map((t) => ({ ...t, players: [...t.players] })));
  });

  it('refuses with the rule’s code and message, and changes nothing', async () => {
    const { app, token } = await player();
    const before = await rowCount();
    const t = auto(6);
    const res = await save(app, token, { ...input(t), vice_captain: t.captain });
    expectError(res, 422, 'TEAM_CAPTAIN_IS_VICE_CAPTAIN');
    const short = expectError(await save(app, token, { ...input(t), players: t.players.slice(0, 10) }), 422, 'TEAM_SIZE');
    expect(short.message).toBe('Pick exactly 11 players.');
    expect(short.data).toEqual({ key: 'teams:errors.TEAM_SIZE', params: { size: 11 } });
    expectError(await save(app, token, { ...input(t), players: [...t.players.slice(0, 10), 'nobody'] }), 422, 'TEAM_UNKNOWN_PLAYER');
    // malformed body: 400 before any rule
    expect((await save(app, token, { players: 'x' } as unknown as TeamInput)).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('allows 20 teams per match and refuses the 21st', async () => {
    const { app, token } = await player();
    const made: TeamChoice[] = [];
    for (let i = 0; i < 20; i++) {
      const t = auto(100 + i, made);
      expect((await save(app, token, input(t))).json().data.team_draft_number).toBe(i + 1);
      made.push(t);
    }
    // a valid team new to the player (autoTeam itself stops at 20): new beside the first 19, and not the 20th
    const fresh = [200, 201, 202].map((seed) => auto(seed, made.slice(0, 19))).find((t) => !sameTeam(t, made[19]!))!;
    expect(validateTeam(rules, SQUAD, fresh, made.slice(0, 19)).ok).toBe(true);
    const res = await save(app, token, input(fresh));
    const body = expectError(res, 422, 'TEAM_LIMIT_REACHED');
    expect(body.message).toBe('You can make at most 20 teams for a match.');
  });

  it('saves of one player at the same time get distinct numbers and never pass 20', async () => {
    const { app, token } = await player();
    const made: TeamChoice[] = [];
    for (let i = 0; i < 24; i++) made.push(auto(300 + i, made.slice(-19)));
    const all = await Promise.all(made.map((t) => save(app, token, input(t))));
    const ok = all.filter((r) => r.statusCode === 200).map((r) => r.json().data.team_draft_number as number);
    expect(ok.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const r of all.filter((x) => x.statusCode !== 200)) expectError(r, 422, 'TEAM_LIMIT_REACHED');
  });

  it('the database refuses a second copy of a team even past the service (team_key)', async () => {
    const { app, token } = await player();
    const t = auto(13);
    const saved = (await save(app, token, input(t))).json().data;
    const copy = db().db.execute(sql`insert into teams (user_id, challenge_id, draft_num, players, captain, vice_captain, team_key)
      select user_id, challenge_id, 99, players, captain, vice_captain, team_key from teams where team_id = ${saved.team_id}`);
    await expect(copy).rejects.toThrow();
  });

  it('once the match has started: 409 with the spec’s message for a create and for an edit', async () => {
    const { app, token } = await player();
    const t = auto(7);
    const id = (await save(app, token, input(t))).json().data.team_id as number;
    now = new Date(START.getTime() - 1000);
    expect((await save(app, token, input(auto(8, [t])))).statusCode).toBe(200);
    now = START;
    for (const res of [await save(app, token, input(auto(9, [t])), {}), await save(app, token, { ...input(t), captain: t.viceCaptain, vice_captain: t.captain }, { team_id: id })]) {
      const body = expectError(res, 409, 'TEAM_MATCH_LIVE');
      expect(body.message).toBe('Match is live. You cannot edit or create a team.');
    }
    expect((await teamsOf(app, token))[0]).toEqual({ ...t, players: [...t.players] });
  });

  it('another player’s team, an unknown challenge and a prediction challenge are not found', async () => {
    const { app, token } = await player();
    const id = (await save(app, token, input(auto(10)))).json().data.team_id as number;
    const other = await guestToken(app);
    expectError(await save(app, other, input(auto(11)), { team_id: id }), 404, 'NOT_FOUND');
    expectError(await app.inject({ method: 'GET', url: `${getTeamRoute.path}?challenge_id=${CHALLENGE}&team_id=${id}`, headers: bearer(other) }), 404, 'NOT_FOUND');
    expectError(await save(app, token, input(auto(12)), { challenge_id: 999_999 }), 404, 'NOT_FOUND');
    expectError(await save(app, token, input(auto(12)), { challenge_id: PREDICTION_CHALLENGE }), 404, 'NOT_FOUND');
    expectError(await list(app, token, PREDICTION_CHALLENGE), 404, 'NOT_FOUND');
  });

  it('refuses exactly the teams core’s validateTeam refuses (fast-check, against the running server)', async () => {
    const app = await openApp();
    const ids = [...SQUAD.map((p) => p.id), 'stranger'];
    const attempt = fc.oneof(
      // an auto team with one player swapped for anyone: often valid, often over a limit
      fc.record({ seed: fc.nat(), drop: fc.nat({ max: 10 }), add: fc.constantFrom(...ids) }).map(({ seed, drop, add }) => {
        const t = auto(seed);
        return { ...t, players: t.players.map((id, i) => (i === drop ? add : id)) };
      }),
      fc
        .array(fc.constantFrom(...ids), { minLength: 10, maxLength: 12 })
        .chain((players) => fc.record({ players: fc.constant(players), captain: fc.constantFrom(...players), viceCaptain: fc.constantFrom(...players) })),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(attempt, fc.nat({ max: 2 }), fc.boolean(), async (team, nOthers, repeatOne) => {
        const token = await guestToken(app);
        const others: TeamChoice[] = [];
        for (let k = 0; k < nOthers; k++) {
          const o = auto(1000 + k, others);
          expect((await save(app, token, input(o))).statusCode).toBe(200);
          others.push(o);
        }
        const tried = repeatOne && others[0] ? others[0] : team;
        const core = validateTeam(rules, SQUAD, tried, others);
        const res = await save(app, token, input(tried));
        if (core.ok) {
          expect(res.statusCode).toBe(200);
          accepted += 1;
        } else {
          expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 422, code: core.error.code });
        }
      }),
      { numRuns: 40 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
