import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { SquadPlayerDto, TeamDto, TeamInput } from '../../../core/api/teams';
import { ApiError } from '../../../core/errors';
import { matchHasStarted } from '../../../core/rules/matchClock';
import { pointTable } from '../../../core/rules/fantasy';
import { isTeamSport, TEAM_RULES, type TeamRules, type TeamSport } from '../../../core/rules/teamSports';
import { teamKey, teamRuleError, validateTeam, type SquadPlayer, type TeamChoice, type TeamRuleError } from '../../../core/rules/teams';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { challengeMatches, challenges, sports } from '../../db/schema/challenges';
import { squads, teams, type TeamRow } from '../../db/schema/teams';
import { pointsOfMatches } from './points';

/**
 * Draft teams: save (create / edit) and read. Every save asks core's validateTeam with the challenge's squad and
 * the player's other teams, so the server refuses exactly what the PWA refuses (ADR 012).
 *
 * - Writes run in the idempotent route's transaction: one Idempotency-Key, one team.
 * - The player's row is locked first (FOR NO KEY UPDATE) so two saves of one player never pick the same T{n} or both
 *   squeeze in as the 20th team.
 * - Teams are only looked up with the caller's user id: another player's team is a missing one (404).
 */

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

function ruleError(error: TeamRuleError, status = 422): ApiError {
  return new ApiError(status, error.code, error.message, { key: error.key, ...(error.params ? { params: error.params } : {}) });
}

export interface DraftChallenge {
  challengeId: number;
  startTime: Date;
  sport: TeamSport;
  rules: TeamRules;
  matchIds: number[];
  lineupAnnounced: boolean;
}

export async function loadDraftChallenge(db: Db, challengeId: number): Promise<DraftChallenge> {
  const rows = await db
    .select({
      challengeId: challenges.challengeId,
      gameMode: challenges.gameMode,
      startTime: challenges.startTime,
      lineupAnnounced: challenges.lineupAnnounced,
      slug: sports.slug,
      matchId: challengeMatches.matchId,
    })
    .from(challenges)
    .innerJoin(sports, eq(sports.sportsId, challenges.sportsId))
    .leftJoin(challengeMatches, eq(challengeMatches.challengeId, challenges.challengeId))
    .where(eq(challenges.challengeId, challengeId));
  const first = rows[0];
  if (!first || first.gameMode !== 'nostra11' || !isTeamSport(first.slug)) throw notFound('Challenge');
  return {
    challengeId,
    startTime: first.startTime,
    sport: first.slug,
    rules: TEAM_RULES[first.slug],
    lineupAnnounced: first.lineupAnnounced,
    matchIds: rows.flatMap((r) => (r.matchId === null ? [] : [r.matchId])),
  };
}

async function loadSquad(db: Db, matchIds: readonly number[]): Promise<SquadPlayer[]> {
  const rows = await Promise.all(matchIds.map((m) => db.select().from(squads).where(eq(squads.matchId, m))));
  return rows.flat().map((r) => ({ id: r.playerId, role: r.role, side: r.party, creditsTenths: r.creditsTenths }));
}

const choiceOf = (row: TeamRow): TeamChoice => ({
  players: row.players.map((p) => p.player_id),
  captain: row.captain ?? '',
  viceCaptain: row.viceCaptain ?? '',
});

export const toTeamDto = (row: TeamRow): TeamDto => ({
  team_id: row.teamId,
  challenge_id: row.challengeId,
  team_draft_number: row.draftNum,
  players: row.players,
  captain: row.captain ?? '',
  vice_captain: row.viceCaptain ?? '',
});

export interface SaveTeamResult {
  status: 1;
  message: string;
  team_draft_number: number;
  team_id: number;
  team: TeamDto;
}

/** Share of `total` teams, 0–100 with one decimal. */
const percentOf = (n: number, total: number) => (total === 0 ? 0 : Math.round((1000 * n) / total) / 10);

export function createTeamsService(options: { clock: () => Date }) {
  return {
    async squad(db: Db, challengeId: number) {
      const challenge = await loadDraftChallenge(db, challengeId);
      const rows = challenge.matchIds.length
        ? await db
            .select()
            .from(squads)
            .where(inArray(squads.matchId, challenge.matchIds))
            .orderBy(desc(squads.creditsTenths), asc(squads.name))
        : [];
      // picks per player over every team of the challenge, counted in SQL
      const picks = await db
        .select({
          playerId: sql<string>`p->>'player_id'`,
          n: sql<number>`count(*)::int`,
          captain: sql<number>`count(*) filter (where ${teams.captain} = p->>'player_id')::int`,
          vice: sql<number>`count(*) filter (where ${teams.viceCaptain} = p->>'player_id')::int`,
        })
        .from(sql`${teams}, jsonb_array_elements(${teams.players}) as p`)
        .where(eq(teams.challengeId, challengeId))
        .groupBy(sql`p->>'player_id'`);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(teams)
        .where(eq(teams.challengeId, challengeId));
      const picked = new Map(picks.map((r) => [r.playerId, r]));
      // live (then final) points once the lifecycle has scored the match; before that null
      const points = await pointsOfMatches(db, challenge.matchIds);
      const players: SquadPlayerDto[] = rows.map((p) => ({
        player_id: p.playerId,
        name: p.name,
        match_id: p.matchId,
        party: p.party,
        role: p.role,
        credits_tenths: p.creditsTenths,
        announced: p.announced,
        selected_by_percent: percentOf(Number(picked.get(p.playerId)?.n ?? 0), Number(total)),
        captain_percent: percentOf(Number(picked.get(p.playerId)?.captain ?? 0), Number(total)),
        vice_captain_percent: percentOf(Number(picked.get(p.playerId)?.vice ?? 0), Number(total)),
        points: points.size > 0 ? (points.get(p.playerId)?.points ?? 0) : null,
      }));
      return {
        sport: challenge.sport,
        lineup_announced: challenge.lineupAnnounced,
        started: matchHasStarted(challenge.startTime, options.clock()),
        point_table_tag: pointTable(challenge.sport)?.tag ?? '',
        teams_count: Number(total),
        players,
      };
    },

    async save(db: Db, userId: number, query: { challenge_id: number; team_id?: number | undefined }, input: TeamInput): Promise<SaveTeamResult> {
      const challenge = await loadDraftChallenge(db, query.challenge_id);
      if (matchHasStarted(challenge.startTime, options.clock())) throw ruleError(teamRuleError('TEAM_MATCH_LIVE'), 409);

      // NO KEY UPDATE: serializes this player's saves yet does not wait on the KEY SHARE lock the idempotency
      // claim's foreign key already holds on the same row (FOR UPDATE would deadlock two saves)
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const mine = await db
        .select()
        .from(teams)
        .where(and(eq(teams.userId, userId), eq(teams.challengeId, challenge.challengeId)))
        .orderBy(asc(teams.draftNum));
      const editing = query.team_id ? mine.find((t) => t.teamId === query.team_id) : undefined;
      if (query.team_id && !editing) throw notFound('Team');

      const squad = await loadSquad(db, challenge.matchIds);
      const choice: TeamChoice = { players: input.players, captain: input.captain, viceCaptain: input.vice_captain };
      const others = mine.filter((t) => t !== editing).map(choiceOf);
      const verdict = validateTeam(challenge.rules, squad, choice, others);
      if (!verdict.ok) throw ruleError(verdict.error);

      const byId = new Map(squad.map((p) => [p.id, p]));
      const values = {
        players: input.players.map((id) => {
          const p = byId.get(id)!;
          return { player_id: p.id, role: p.role, party: p.side, credits_tenths: p.creditsTenths };
        }),
        captain: input.captain,
        viceCaptain: input.vice_captain,
        teamKey: teamKey(choice),
        updatedAt: options.clock(),
      };
      let row: TeamRow | undefined;
      if (editing) {
        [row] = await db.update(teams).set(values).where(and(eq(teams.teamId, editing.teamId), eq(teams.userId, userId))).returning();
      } else {
        const [{ n } = { n: 0 }] = await db
          .select({ n: max(teams.draftNum) })
          .from(teams)
          .where(and(eq(teams.userId, userId), eq(teams.challengeId, challenge.challengeId)));
        [row] = await db
          .insert(teams)
          .values({ userId, challengeId: challenge.challengeId, draftNum: (n ?? 0) + 1, createdAt: options.clock(), ...values })
          .returning();
      }
      if (!row) throw new ApiError(500, 'INTERNAL', 'team not saved');
      const message = editing
        ? `Team T${row.draftNum} is successfully edited`
        : `Team T${row.draftNum} Created Successfully! Now use it to join a contest`;
      return { status: 1, message, team_draft_number: row.draftNum, team_id: row.teamId, team: toTeamDto(row) };
    },

    async get(db: Db, userId: number, query: { challenge_id: number; team_id?: number | undefined }): Promise<{ teams: TeamDto[] }> {
      await loadDraftChallenge(db, query.challenge_id);
      const rows = await db
        .select()
        .from(teams)
        .where(
          and(
            eq(teams.userId, userId),
            eq(teams.challengeId, query.challenge_id),
            ...(query.team_id ? [eq(teams.teamId, query.team_id)] : []),
          ),
        )
        .orderBy(asc(teams.draftNum));
      if (query.team_id && rows.length === 0) throw notFound('Team');
      return { teams: rows.map(toTeamDto) };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
