/** Test-only fixtures for the teams feature (not imported by app code). */
import type { Challenge, ChallengeList } from '../../../core/api/challenges';
import type { Contest } from '../../../core/api/contests';
import type { SquadData, SquadPlayerDto, TeamDto } from '../../../core/api/teams';

export const CHALLENGE_ID = 79640;
export const MATCH_ID = 41003;

export function squadPlayer(over: Partial<SquadPlayerDto> = {}): SquadPlayerDto {
  return {
    player_id: 'p',
    name: 'Player',
    match_id: MATCH_ID,
    party: 1,
    role: 'BAT',
    credits_tenths: 85,
    announced: false,
    selected_by_percent: 0,
    captain_percent: 0,
    vice_captain_percent: 0,
    points: null,
    ...over,
  };
}

const ROLES: Array<[string, number, string]> = [
  ['WK', 2, 'Keeper'],
  ['BAT', 5, 'Batter'],
  ['AR', 3, 'Allrounder'],
  ['BOWL', 5, 'Bowler'],
];

/**
 * Two cricket sides of 15 (2 WK, 5 BAT, 3 AR, 5 BOWL each), ids like '1-BAT-2', names like 'Batter 1-2'; credits
 * 8.5 except each side's first batter (10.5) and first bowler (9.0); selected % and C % / VC % made up.
 */
export function cricketSquadPlayers(): SquadPlayerDto[] {
  return [1, 2].flatMap((side) =>
    ROLES.flatMap(([role, n, label]) =>
      Array.from({ length: n }, (_, i) =>
        squadPlayer({
          player_id: `${side}-${role}-${i}`,
          name: `${label} ${side}-${i}`,
          party: side,
          role,
          credits_tenths: role === 'BAT' && i === 0 ? 105 : role === 'BOWL' && i === 0 ? 90 : 85,
          selected_by_percent: (side * 10 + i * 7) % 100,
          captain_percent: i === 0 ? 20 : 1,
          vice_captain_percent: i === 1 ? 15 : 2,
        }),
      ),
    ),
  );
}

export function squadData(over: Partial<SquadData> = {}): SquadData {
  return {
    sport: 'cricket',
    lineup_announced: false,
    started: false,
    point_table_tag: 'D11-T20-classic',
    teams_count: 12,
    players: cricketSquadPlayers(),
    ...over,
  };
}

/** A valid cricket XI: 6 from side 1, 5 from side 2; 1 WK, 4 BAT, 2 AR, 4 BOWL (8.5 × 9 + 10.5 + 9.0 = 96.0). */
export const XI = ['1-WK-0', '1-BAT-0', '1-BAT-1', '2-BAT-1', '2-BAT-2', '1-AR-0', '2-AR-0', '1-BOWL-0', '1-BOWL-1', '2-BOWL-1', '2-BOWL-2'];

export function teamDto(over: Partial<TeamDto> = {}, players: string[] = XI): TeamDto {
  const all = new Map(cricketSquadPlayers().map((p) => [p.player_id, p]));
  return {
    team_id: 900,
    challenge_id: CHALLENGE_ID,
    team_draft_number: 1,
    players: players.map((id) => {
      const p = all.get(id)!;
      return { player_id: id, role: p.role, party: p.party, credits_tenths: p.credits_tenths };
    }),
    captain: players[1]!,
    vice_captain: players[7]!,
    ...over,
  };
}

export function challenge(over: Partial<Challenge> = {}): Challenge {
  return {
    challenge_id: CHALLENGE_ID,
    challenge_name: 'Bengaluru Blazers vs Kolkata Tigers',
    start_time: Date.now() + 3 * 3_600_000,
    game_mode: 'nostra11',
    sports_id: 1,
    sports_id_arr: [1],
    joined_contest_count: 0,
    join_count: 0,
    num_teams_created: 0,
    category_tab: 'cricket',
    prize_money: 25_000,
    featured: true,
    lineup_announced: false,
    is_single_party: false,
    is_single_party_img: null,
    match_parties: [
      { party_name: 'Bengaluru Blazers', party_img_url: '/b.svg' },
      { party_name: 'Kolkata Tigers', party_img_url: '/k.svg' },
    ],
    challenge_tournaments: [],
    ...over,
  };
}

export const challengeList = (c: Challenge = challenge()): ChallengeList => ({ challenges: [c], upcoming: [], allSportsData: [] });

/** A free team contest of the challenge (config 31). */
export function teamContest(over: Partial<Contest> = {}): Contest {
  return {
    config_id: 31,
    challenge_id: CHALLENGE_ID,
    challenge_name: 'Bengaluru Blazers vs Kolkata Tigers',
    name: 'Free',
    contest_name: 'Free Team Contest',
    config_name: 'Free',
    fee: 0,
    is_free: true,
    promo_limit: 0,
    pImage: '/c.svg',
    mode: 'nostra11',
    contest_type: 'guaranteed',
    min_entries: null,
    room_size: 10,
    max_rooms: 5,
    seats_filled: 2,
    prize_pool: 0,
    rewards: [],
    rules: [],
    powerup_bank_allowed: false,
    joined_with: [],
    ...over,
  };
}
