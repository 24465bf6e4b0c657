import type { Banner, Challenge, ChallengeList, Sport } from '../../../core/api/challenges';
import { paiseToRupees } from '../../../core/money';
import type { BannerListRow, CatalogueRow, PlayerChallengeCounts, SportListRow } from './repository';

/**
 * Pure shaping of the challenge list: rows → API objects, and the per-request
 * filtering that must not be cached (the clock and the sport tab). No I/O.
 */

/** A listed challenge with the player-independent part of its API object prepared once. */
export interface CatalogueEntry {
  challengeId: number;
  startMs: number;
  status: CatalogueRow['status'];
  featured: boolean;
  sportsIds: readonly number[];
  /** the API object with this player's counts at 0 */
  base: Challenge;
}

export function toCatalogueEntry(row: CatalogueRow): CatalogueEntry {
  // The challenge's own sport first, then any other sport among its matches.
  const sportsIds = [row.sportsId, ...row.matchSportsIds.filter((id) => id !== row.sportsId)];
  const startMs = row.startTime.getTime();
  return {
    challengeId: row.challengeId,
    startMs,
    status: row.status,
    featured: row.featured,
    sportsIds,
    base: {
      challenge_id: row.challengeId,
      challenge_name: row.name,
      start_time: startMs,
      game_mode: row.gameMode,
      sports_id: row.sportsId,
      sports_id_arr: sportsIds,
      joined_contest_count: 0,
      join_count: row.joinCount,
      num_teams_created: 0,
      category_tab: row.categoryTab,
      prize_money: paiseToRupees(row.prizeMoneyPaise),
      featured: row.featured,
      lineup_announced: row.lineupAnnounced,
      is_single_party: row.isSingleParty,
      is_single_party_img: row.isSingleParty ? row.singlePartyImgUrl : null,
      match_parties: row.parties,
      challenge_tournaments: row.tournaments,
    },
  };
}

export function toSport(row: SportListRow): Sport {
  return {
    sports_id: row.sportsId,
    sports_name: row.name,
    sports_img_url: row.imgUrl,
    sports_unselected_img_url: row.unselectedImgUrl,
  };
}

export function toBanner(row: BannerListRow): Banner {
  return { banner_id: row.bannerId, banner_name: row.name, url: row.imageUrl, target: row.target };
}

/** Featured first, then the soonest start, then id (stable across reloads). */
export function compareEntries(a: CatalogueEntry, b: CatalogueEntry): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.startMs !== b.startMs) return a.startMs - b.startMs;
  return a.challengeId - b.challengeId;
}

export interface VisibleChallenges {
  open: CatalogueEntry[];
  upcoming: CatalogueEntry[];
}

/**
 * What the player may see right now: challenges that have not started (the
 * server's clock decides; a challenge that started since the catalogue was
 * cached is dropped here), of the chosen sport if any (its sports_id_arr
 * contains it), split into open cards and upcoming ones.
 */
export function visibleChallenges(
  entries: readonly CatalogueEntry[],
  nowMs: number,
  sportsId?: number,
): VisibleChallenges {
  const open: CatalogueEntry[] = [];
  const upcoming: CatalogueEntry[] = [];
  for (const e of entries) {
    if (e.startMs <= nowMs) continue;
    if (sportsId !== undefined && !e.sportsIds.includes(sportsId)) continue;
    if (e.status === 'open') open.push(e);
    else if (e.status === 'upcoming') upcoming.push(e);
  }
  open.sort(compareEntries);
  // Upcoming cards are announcements: soonest first, featured has no meaning there.
  upcoming.sort((a, b) => a.startMs - b.startMs || a.challengeId - b.challengeId);
  return { open, upcoming };
}

export function withPlayerCounts(entry: CatalogueEntry, counts: PlayerChallengeCounts | undefined): Challenge {
  if (!counts) return entry.base;
  return { ...entry.base, joined_contest_count: counts.joinedContests, num_teams_created: counts.teamsCreated };
}

export function buildChallengeList(
  visible: VisibleChallenges,
  sportsList: readonly Sport[],
  counts: ReadonlyMap<number, PlayerChallengeCounts>,
): ChallengeList {
  return {
    challenges: visible.open.map((e) => withPlayerCounts(e, counts.get(e.challengeId))),
    upcoming: visible.upcoming.map((e) => withPlayerCounts(e, counts.get(e.challengeId))),
    allSportsData: [...sportsList],
  };
}
