import type { RoomLeaderboard } from '../../../core/api/contests';
import type { InplayMatches, MyEntry, MyMatch, PlayerProfile, ResultQuestion, ResultsData } from '../../../core/api/results';

/** Responses of the results calls for the component tests. */

export const ROOM = 501;
export const CHALLENGE = 7001;
export const MATCH = 7001;

export const entry = (over: Partial<MyEntry> = {}): MyEntry => ({
  room_id: ROOM,
  config_id: 11,
  contest_name: 'Mega',
  room_name: 'Mega #1',
  draft_num: 1,
  fee: 10,
  points: null,
  rank: null,
  prize: null,
  refunded: false,
  room_status: 'locked',
  ...over,
});

export const myMatch = (over: Partial<MyMatch> = {}): MyMatch => ({
  challenge_id: CHALLENGE,
  challenge_name: 'Mumbai Mariners vs Chennai Chargers',
  game_mode: 'prediction',
  sports_id: 1,
  start_time: Date.now() - 3600_000,
  status: 'live',
  matches: [
    {
      match_id: MATCH,
      status: 'live',
      start_time: Date.now() - 3600_000,
      match_parties: [
        { party_name: 'Mumbai Mariners', party_img_url: '/img/teams/mumbai-mariners.svg' },
        { party_name: 'Chennai Chargers', party_img_url: '/img/teams/chennai-chargers.svg' },
      ],
      score: { parties: [{ position: 1, score: '182/6 (20.0)' }, { position: 2, score: '40/1 (5.0)' }], status: 'Chennai need 143 from 90 balls' },
      points_final_at: null,
    },
  ],
  entries: [entry({ points: 15, rank: 1 })],
  winnings: 0,
  ...over,
});

export const roomData = (over: Partial<MyMatch> = {}, status: InplayMatches['room']['status'] = 'locked'): InplayMatches => ({
  challenge: myMatch(over),
  room: { room_id: ROOM, room_name: 'Mega #1', contest_name: 'Mega', config_id: 11, size: 10, filled: 3, status, prize_pool: 1000 },
});

export const board = (users: Partial<RoomLeaderboard['users'][number]>[]): RoomLeaderboard => ({
  room_id: ROOM,
  challenge_id: CHALLENGE,
  page_number: 1,
  has_more: false,
  my_entries: [],
  total_entries: users.length,
  final: false,
  users: users.map((u, i) => ({ user_id: 100 + i, user_nick: `player${i}`, user_photo: null, draft_num: 1, points: null, rank: null, winnings: null, would_win: null, is_me: false, ...u })),
});

export const question = (n: number, over: Partial<ResultQuestion> = {}): ResultQuestion => ({
  question_id: MATCH * 100 + n,
  match_id: MATCH,
  text: { en: `Question ${n}?`, hi: `प्रश्न ${n}?` },
  options: [
    { key: 'a', text: { en: 'Mumbai', hi: 'मुंबई' } },
    { key: 'b', text: { en: 'Chennai', hi: 'चेन्नई' } },
  ],
  points: { right: 10, wrong: -5 },
  my_answer: 'a',
  powerups: [],
  correct: 'a',
  outcome: 'right',
  points_scored: 10,
  multiplier: 1,
  no_negs: false,
  ...over,
});

export const results = (questions: ResultQuestion[], over: Partial<ResultsData> = {}): ResultsData => ({
  match_id: MATCH,
  room_id: ROOM,
  challenge_id: CHALLENGE,
  match_status: 'completed',
  sets: [{ draft_num: 1, total: questions.reduce((s, q) => s + q.points_scored, 0), provisional: questions.some((q) => q.outcome === 'pending'), questions }],
  ...over,
});

export const profile = (questions: ResultQuestion[]): PlayerProfile => ({
  user_id: 200,
  user_nick: 'rival',
  user_photo: null,
  count_contests_joined: 4,
  set: { draft_num: 2, total: questions.reduce((s, q) => s + q.points_scored, 0), provisional: false, questions },
  rank: 2,
});
