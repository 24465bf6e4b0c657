import { and, asc, desc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, challenges, sports, type ChallengeStatus } from '../../db/schema/challenges';

/** SQL of the challenges feature. Nothing here knows about players except the per-player counts at the end. */

/** Statuses the home screen lists: open ones as cards, upcoming ones in 'Upcoming games'. */
export const LISTED_STATUSES = ['open', 'upcoming'] as const satisfies readonly ChallengeStatus[];

export interface CatalogueRow {
  challengeId: number;
  name: string;
  gameMode: 'prediction' | 'nostra11';
  sportsId: number;
  startTime: Date;
  prizeMoneyPaise: number;
  featured: boolean;
  lineupAnnounced: boolean;
  isSingleParty: boolean;
  singlePartyImgUrl: string | null;
  categoryTab: string;
  status: ChallengeStatus;
  /** parties of all the challenge's matches, in match order then home/away */
  parties: { party_name: string; party_img_url: string }[];
  /** distinct tournaments in order of first appearance */
  tournaments: { tournament_id: number; tournament_name: string }[];
  /** distinct sports of the challenge's matches, ascending */
  matchSportsIds: number[];
  /** all players' joins in the challenge (see joinCountSql) */
  joinCount: number;
}

/**
 * All players' joins per challenge: seated, not refunded entries (contests feature,
 * room_entries_challenge_idx). It is part of the shared (cached) catalogue row, not of
 * the per-player counts.
 */
const joinCountSql = sql<number>`(select count(*) from room_entries e
  where e.challenge_id = "challenges"."challenge_id" and not e.refunded)::int`.mapWith(Number);

/**
 * Open and upcoming challenges that have not started, with their parties,
 * tournaments and sports, in ONE query (correlated json subqueries keep it one
 * round trip; the (status, start_time) index finds the rows). Featured first,
 * then by start time, then id so the order is stable.
 */
export async function loadListedChallenges(db: Db, now: Date): Promise<CatalogueRow[]> {
  // Plain SQL with explicit aliases: drizzle drops table qualifiers from columns of a
  // single-table select, which would make these correlated subqueries ambiguous.
  const parties = sql<CatalogueRow['parties']>`coalesce((
      select json_agg(json_build_object('party_name', mp.party_name, 'party_img_url', mp.party_img_url)
                      order by cm.position, mp.position)
      from challenge_matches cm
      join match_parties mp on mp.match_id = cm.match_id
      where cm.challenge_id = "challenges"."challenge_id"
    ), '[]'::json)`;
  const challengeTournaments = sql<CatalogueRow['tournaments']>`coalesce((
      select json_agg(json_build_object('tournament_id', x.tournament_id, 'tournament_name', x.name)
                      order by x.first_position, x.tournament_id)
      from (
        select t.tournament_id, t.name, min(cm.position) as first_position
        from challenge_matches cm
        join matches m on m.match_id = cm.match_id
        join tournaments t on t.tournament_id = m.tournament_id
        where cm.challenge_id = "challenges"."challenge_id"
        group by t.tournament_id, t.name
      ) x
    ), '[]'::json)`;
  const matchSportsIds = sql<number[]>`coalesce((
      select json_agg(distinct m.sports_id order by m.sports_id)
      from challenge_matches cm
      join matches m on m.match_id = cm.match_id
      where cm.challenge_id = "challenges"."challenge_id"
    ), '[]'::json)`;

  const rows = await db
    .select({
      challengeId: challenges.challengeId,
      name: challenges.name,
      gameMode: challenges.gameMode,
      sportsId: challenges.sportsId,
      startTime: challenges.startTime,
      prizeMoneyPaise: challenges.prizeMoneyPaise,
      featured: challenges.featured,
      lineupAnnounced: challenges.lineupAnnounced,
      isSingleParty: challenges.isSingleParty,
      singlePartyImgUrl: challenges.singlePartyImgUrl,
      categoryTab: challenges.categoryTab,
      status: challenges.status,
      parties,
      tournaments: challengeTournaments,
      matchSportsIds,
      joinCount: joinCountSql,
    })
    .from(challenges)
    .where(and(inArray(challenges.status, [...LISTED_STATUSES]), gt(challenges.startTime, now)))
    .orderBy(desc(challenges.featured), asc(challenges.startTime), asc(challenges.challengeId));
  // json columns arrive parsed from both drivers; a driver returning text would still be handled.
  return rows.map((r) => ({
    ...r,
    parties: parseJson(r.parties),
    tournaments: parseJson(r.tournaments),
    matchSportsIds: parseJson(r.matchSportsIds),
  }));
}

function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export async function loadSports(db: Db) {
  return db
    .select({
      sportsId: sports.sportsId,
      name: sports.name,
      imgUrl: sports.imgUrl,
      unselectedImgUrl: sports.unselectedImgUrl,
    })
    .from(sports)
    .orderBy(asc(sports.sortOrder), asc(sports.sportsId));
}
export type SportListRow = Awaited<ReturnType<typeof loadSports>>[number];

export async function loadActiveBanners(db: Db) {
  return db
    .select({ bannerId: banners.bannerId, name: banners.name, imageUrl: banners.imageUrl, target: banners.target })
    .from(banners)
    .where(sql`${banners.active}`)
    .orderBy(asc(banners.sortOrder), asc(banners.bannerId));
}
export type BannerListRow = Awaited<ReturnType<typeof loadActiveBanners>>[number];

// ---------------------------------------------------------------------------
// Per-player counts: the ONE place later features extend.
// ---------------------------------------------------------------------------

export interface PlayerChallengeCounts {
  /** contests this player joined in the challenge */
  joinedContests: number;
  /** teams (draft) or pick sets (prediction) this player made in the challenge */
  teamsCreated: number;
}

/**
 * The player's counts for the listed challenges, keyed by challenge id; a
 * missing key means 0 / 0.
 *
 * The contests feature's grouped count (joined contests) is below; the picks/teams
 * features add theirs (pick sets + teams, teamsCreated), each ONE query over
 * `challengeIds` (`where user_id = $1 and challenge_id = any($2) group by
 * challenge_id`), merged here — the route and the mapping need no change.
 */
export async function loadPlayerChallengeCounts(
  db: Db,
  userId: number,
  challengeIds: readonly number[],
): Promise<Map<number, PlayerChallengeCounts>> {
  const counts = new Map<number, PlayerChallengeCounts>();
  if (challengeIds.length === 0) return counts;
  // Contests: distinct contest configs the player holds a seat in (refunded seats do not count).
  const joined = (await db.execute(sql`
    select e.challenge_id, count(distinct r.config_id)::int as n
    from room_entries e join contest_rooms r on r.room_id = e.room_id
    where e.user_id = ${userId} and not e.refunded
      and e.challenge_id in (${sql.join(challengeIds.map((id) => sql`${id}`), sql`, `)})
    group by e.challenge_id`)) as unknown as { rows: { challenge_id: number; n: number }[] };
  for (const r of joined.rows) counts.set(Number(r.challenge_id), { joinedContests: Number(r.n), teamsCreated: 0 });
  return counts;
}

/** The player's my-matches tab counts; the results feature computes them (see ChallengesServiceDeps). */
export interface PlayerTabCounts {
  history: number;
  inplay: number;
  live: number;
  my_matches: number;
}
