import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { teamPoints } from '../core/rules/fantasy/team';
import { rankStandard } from '../core/rules/settlement';
import { teamChallengeId } from '../server/modules/matches/draft';
import { rescoreTeamChallenge } from '../server/modules/results';
import { createPlayer, q } from './contests-support';
import { createDraftChallenge, joinWithTeam, saveAutoTeam, setPlayerPoints, TEST_SQUAD, type SavedTeam } from './draft-support';
import { insertSports } from './matches-support';
import { expectRoomPointsOfEntries } from './results-support';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

/**
 * Team rooms' live points move by what the players whose points changed are worth to each team (ADR 023), never
 * by summing every team again: after every kind of change (first points, a captain's, a vice-captain's, a player no
 * team has, points taken back, a late seat) each entry's live points and rank must be its team's whole points
 * (core's teamPoints), as settlement would score it.
 */
const MATCH = 5_100_001;
const CHALLENGE = teamChallengeId(MATCH);
const FREE = CHALLENGE * 10 + 1;
const START = new Date('2026-07-01T12:00:00Z');

describe.each(testDrivers())('live team points on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('after every kind of change of player points, every entry has its whole team’s points and rank', async () => {
    const db = database().db;
    let now = new Date(START.getTime() - 3_600_000);
    await insertSports(db);
    await createDraftChallenge(db, { matchId: MATCH, challengeId: CHALLENGE, start: START });
    const app = await createTestApp(database(), { clock: () => now });
    const teams: SavedTeam[] = [];
    let room = 0;
    for (let i = 0; i < 6; i++) {
      const p = await createPlayer(app, db);
      const team = await saveAutoTeam(app, p, CHALLENGE, `live-${i}`);
      teams.push(team);
      if (i < 5) room = (await joinWithTeam(app, p, CHALLENGE, FREE, team)).roomId;
      else teams.pop();
    }
    const choices = new Map(teams.map((t) => [t.team_id, t.choice]));
    const points: Record<string, number> = {};

    const expectWholeTeams = async () => {
      const entries = await q<{ order_id: string; points: number | null; rank: number; team_id: number }>(
        db,
        sql`select s.order_id, s.points, s.rank, t.team_id from entry_standings s
            join teams t on t.user_id = s.user_id and t.challenge_id = ${CHALLENGE} and t.draft_num = s.draft_num
            where s.room_id = ${room} and not s.refunded`,
      );
      const anyPoints = Object.keys(points).length > 0;
      const expected = rankStandard(entries.map((e) => ({ entryId: e.order_id, joinedAt: 0, points: anyPoints ? teamPoints(choices.get(e.team_id)!, points).halves : null })));
      for (const e of expected) expect(entries.find((x) => x.order_id === e.entryId), `entry ${e.entryId}`).toMatchObject({ points: e.points, rank: e.rank });
      await expectRoomPointsOfEntries(db, room);
    };
    const move = async (changes: Record<string, number>) => {
      Object.assign(points, changes);
      await setPlayerPoints(db, MATCH, changes);
      await rescoreTeamChallenge(db, CHALLENGE);
      await expectWholeTeams();
    };

    now = new Date(START.getTime() + 600_000);
    // no player points yet: nothing is scored
    await rescoreTeamChallenge(db, CHALLENGE);
    await expectWholeTeams();
    const first = teams[0]!.choice;
    const others = TEST_SQUAD.map((p) => p.id).filter((id) => !teams.some((t) => t.choice.players.includes(id)));
    // the first points: every team scored whole
    await move(Object.fromEntries(TEST_SQUAD.map((p, i) => [p.id, (i * 7) % 23])));
    // a captain's, a vice-captain's and a plain member's points move; a rescore with no news changes nothing
    await move({ [first.captain]: 40, [first.viceCaptain]: 17, [first.players.find((id) => id !== first.captain && id !== first.viceCaptain)!]: -3 });
    const before = await q(db, sql`select order_id, points from entry_scores order by order_id`);
    await rescoreTeamChallenge(db, CHALLENGE);
    expect(await q(db, sql`select order_id, points from entry_scores order by order_id`)).toEqual(before);
    // a player no team picked moves nothing
    if (others[0]) await move({ [others[0]]: 50 });
    // an entry seated after the others were scored (points null again) gets its whole team's points
    await db.execute(sql`update entry_scores set points = null where order_id = (select order_id from entry_scores where room_id = ${room} order by order_id limit 1)`);
    await move({ [first.captain]: 41 });
    // every player's points taken back: nothing is scored again
    await db.execute(sql`delete from player_points where match_id = ${MATCH}`);
    for (const id of Object.keys(points)) delete points[id];
    await rescoreTeamChallenge(db, CHALLENGE);
    await expectWholeTeams();
    // and scored whole once they are back
    await move({ [first.captain]: 9 });
  });
});
