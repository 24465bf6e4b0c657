import type { Banner, ChallengeList, Sport, TabCounters } from '../../../core/api/challenges';
import type { Db } from '../../db/client';
import { buildChallengeList, toBanner, toCatalogueEntry, toSport, visibleChallenges, type CatalogueEntry } from './list';
import {
  loadActiveBanners,
  loadListedChallenges,
  loadPlayerChallengeCounts,
  loadSports,
  type PlayerChallengeCounts,
  type PlayerTabCounts,
} from './repository';
import { clockedCache, createTtlCache, storedAfterNow } from './ttl-cache';

/**
 * The catalogue (open + upcoming challenges, sports, banners) is identical for
 * every player, so it is read once per TTL and shared; only the per-player
 * counts are read per request. 2 s keeps a newly opened challenge or a changed
 * prize visible almost at once while a busy home screen costs one catalogue
 * query per 2 s instead of one per request. Started challenges never leak
 * through the cache: the clock filter runs on every request.
 */
export const CATALOGUE_TTL_MS = 2_000;

/**
 * A player's own counts (contests joined per challenge) are kept for the same
 * short time: re-reading them on every request cost ~4 ms of PGlite time, most
 * of the list's cost. A join shows on the home card at most this long later;
 * the contest screens read their counts fresh. Bounded so memory stays flat.
 */
const PLAYER_COUNTS_MAX_ENTRIES = 20_000;

interface Catalogue {
  entries: CatalogueEntry[];
  sports: Sport[];
}

export interface ChallengesServiceDeps {
  db: Db;
  clock: () => Date;
  /** the player's my-matches counts (the results feature's); all 0 where none is wired (unit tests) */
  playerTabCounts?: (db: Db, userId: number) => Promise<PlayerTabCounts>;
}

const noTabCounts = (): Promise<PlayerTabCounts> => Promise.resolve({ history: 0, inplay: 0, live: 0, my_matches: 0 });

export interface ChallengesService {
  list(db: Db, userId: number, sportsId?: number): Promise<ChallengeList>;
  tabCounters(db: Db, userId: number): Promise<TabCounters>;
  slides(slideId?: number): Promise<Banner[]>;
  /** forget cached rows (after a write to challenges, sports or banners) */
  invalidate(): void;
}

export function createChallengesService(
  deps: ChallengesServiceDeps,
  ttlMs: number = CATALOGUE_TTL_MS,
): ChallengesService {
  const nowMs = () => deps.clock().getTime();

  const catalogue = createTtlCache<Catalogue>(
    async () => {
      const now = deps.clock();
      // Two statements; on PGlite they queue on the one connection anyway.
      const rows = await loadListedChallenges(deps.db, now);
      const sportRows = await loadSports(deps.db);
      return { entries: rows.map(toCatalogueEntry), sports: sportRows.map(toSport) };
    },
    ttlMs,
    nowMs,
  );
  const banners = createTtlCache(async () => (await loadActiveBanners(deps.db)).map(toBanner), ttlMs, nowMs);

  /** counts for every listed challenge (so a sport filter reuses them), cached per player for ttlMs */
  const playerCounts = clockedCache<number, Map<number, PlayerChallengeCounts>>({ ttlMs, nowMs, max: PLAYER_COUNTS_MAX_ENTRIES });
  async function countsOf(db: Db, userId: number, entries: CatalogueEntry[]) {
    const cached = storedAfterNow(playerCounts, userId, ttlMs) ? undefined : playerCounts.get(userId);
    if (cached) return cached;
    const visible = visibleChallenges(entries, nowMs());
    const ids = [...visible.open, ...visible.upcoming].map((e) => e.challengeId);
    const counts = await loadPlayerChallengeCounts(db, userId, ids);
    playerCounts.set(userId, counts);
    return counts;
  }

  return {
    async list(db, userId, sportsId) {
      const { entries, sports } = await catalogue.get();
      const visible = visibleChallenges(entries, nowMs(), sportsId);
      return buildChallengeList(visible, sports, await countsOf(db, userId, entries));
    },

    async tabCounters(db, userId) {
      const { entries } = await catalogue.get();
      const player = await (deps.playerTabCounts ?? noTabCounts)(db, userId);
      // all_matches: what the home screen offers right now (open, not started), all sports.
      return { all_matches: visibleChallenges(entries, nowMs()).open.length, ...player };
    },

    async slides(slideId) {
      const all = await banners.get();
      return slideId === undefined ? all : all.filter((b) => b.banner_id === slideId);
    },

    invalidate() {
      catalogue.invalidate();
      banners.invalidate();
      playerCounts.clear();
    },
  };
}
