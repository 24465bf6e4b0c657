import type { SquadPlayerDto } from '../../../core/api/teams';

/** Create team's sorts; docs/product.md §9: credits descending is the default. */
export const PLAYER_SORTS = ['credits', 'points', 'selected'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const DEFAULT_SORT: PlayerSort = 'credits';

export interface PlayerFilter {
  role?: string | null;
  /** one side only */
  side?: number | null;
  /** only players in the announced line-up */
  announcedOnly?: boolean;
}

const byName = (a: SquadPlayerDto, b: SquadPlayerDto) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The squad as a list shows it: filtered, then sorted (highest first; no points yet sorts last; ties by name). */
export function sortPlayers(players: readonly SquadPlayerDto[], sort: PlayerSort, filter: PlayerFilter = {}): SquadPlayerDto[] {
  const shown = players.filter(
    (p) => (filter.role == null || p.role === filter.role) && (filter.side == null || p.party === filter.side) && (!filter.announcedOnly || p.announced),
  );
  const key = (p: SquadPlayerDto): number =>
    sort === 'credits' ? p.credits_tenths : sort === 'points' ? (p.points ?? Number.NEGATIVE_INFINITY) : p.selected_by_percent;
  return shown.sort((a, b) => key(b) - key(a) || byName(a, b));
}
