import type { Challenge, ChallengeList } from '../../core/api/challenges';
import type { PlayLimits } from '../../core/api/profile';

export function challenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    challenge_id: 1,
    challenge_name: 'India vs Australia',
    start_time: Date.now() + 2 * 3600_000,
    game_mode: 'prediction',
    sports_id: 1,
    sports_id_arr: [1],
    joined_contest_count: 0,
    join_count: 10,
    num_teams_created: 0,
    category_tab: 'all',
    prize_money: 100000,
    featured: false,
    lineup_announced: false,
    is_single_party: false,
    is_single_party_img: null,
    match_parties: [
      { party_name: 'India', party_img_url: '/img/ind.png' },
      { party_name: 'Australia', party_img_url: '/img/aus.png' },
    ],
    challenge_tournaments: [],
    ...overrides,
  };
}

export function challengeList(overrides: Partial<ChallengeList> = {}): ChallengeList {
  return {
    challenges: [],
    upcoming: [],
    allSportsData: [
      { sports_id: 1, sports_name: 'Cricket', sports_img_url: '/s/1.png', sports_unselected_img_url: '/s/1u.png' },
      { sports_id: 2, sports_name: 'Football', sports_img_url: '/s/2.png', sports_unselected_img_url: '/s/2u.png' },
    ],
    ...overrides,
  };
}

/** an unsigned JWT whose sub is the user id (the client never verifies tokens) */
export const fakeJwt = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

/** GET playLimits / POST playDetails: a new real-money player who declared nothing yet (default banned states). */
export function playLimits(overrides: Partial<PlayLimits> = {}): PlayLimits {
  return {
    money_mode: 'real',
    state: null,
    date_of_birth: null,
    declaration_required: true,
    banned_states: ['AP', 'AS', 'NL', 'OD', 'SK', 'TS'],
    daily_limit: null,
    monthly_limit: null,
    pending: null,
    deposited_today: 0,
    deposited_this_month: 0,
    cool_off_until: null,
    excluded_until: null,
    paid_play: { allowed: false, code: 'STATE_REQUIRED', message: 'Tell us the state you live in before playing for money (Profile → Responsible play).' },
    ...overrides,
  };
}
