import { describe, expect, it } from 'vitest';
import {
  CONTEST_DATA_PATHS,
  contestDataAliasRoutes,
  contestDataRoute,
  contestRoutes,
  contestSchema,
  joinVerifySchema,
  queueTeamJoinRoute,
  requestJoinRoute,
  rewardsRoute,
  roomLeaderboardRoute,
  settlementReportRoute,
  rupeeAmountSchema,
} from './contests';

describe('contest contracts', () => {
  it('serves contest data at the v1, v4 and v5 paths with one contract', () => {
    expect(CONTEST_DATA_PATHS).toEqual(['/api/f2p/v1/utils/getContestData', '/api/v4/utils/getContestData', '/api/v5/utils/getContestData']);
    expect(contestDataAliasRoutes.map((r) => r.path)).toEqual(CONTEST_DATA_PATHS.slice(1));
    for (const alias of contestDataAliasRoutes) {
      expect(alias.query).toBe(contestDataRoute.query);
      expect(alias.data).toBe(contestDataRoute.data);
    }
  });

  it('has unique method+path pairs, all under /api, and the join calls are idempotent', () => {
    const keys = contestRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of contestRoutes) expect(r.path.startsWith('/api/')).toBe(true);
    expect(requestJoinRoute.idempotent).toBe(true);
    expect(queueTeamJoinRoute.idempotent).toBe(true);
  });

  it('rewards takes exactly one of config_id and room_id', () => {
    const q = rewardsRoute.query!;
    expect(q.safeParse({ config_id: '7' }).data).toEqual({ config_id: 7 });
    expect(q.safeParse({ room_id: '9' }).data).toEqual({ room_id: 9 });
    expect(q.safeParse({}).success).toBe(false);
    const both = q.safeParse({ config_id: '7', room_id: '9' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe('Give exactly one of config_id and room_id');
    expect(q.safeParse({ config_id: 'abc' }).success).toBe(false);
  });

  it('requestJoin body is strict about types and bounds', () => {
    const good = {
      challenge_id: 10,
      config_id: 3,
      challenge_name: 'IND vs AUS',
      flavor: 'web',
      promo_limit: 10,
      pseudo_room_id: 0,
      draft_number: 1,
    };
    expect(requestJoinRoute.body!.safeParse(good).success).toBe(true);
    expect(requestJoinRoute.body!.safeParse({ ...good, token: 'host-token' }).success).toBe(true);
    expect(requestJoinRoute.body!.safeParse({ ...good, challenge_id: '10' }).success).toBe(false);
    expect(requestJoinRoute.body!.safeParse({ ...good, promo_limit: 101 }).success).toBe(false);
    expect(requestJoinRoute.body!.safeParse({ ...good, draft_number: 0 }).success).toBe(false);
    expect(requestJoinRoute.body!.safeParse({ ...good, config_id: 1.5 }).success).toBe(false);
    expect(queueTeamJoinRoute.body!.safeParse({ challenge_id: 1, room_id: 2, config_id: 3, teamId: 4, draft_num: 1 }).success).toBe(true);
    expect(queueTeamJoinRoute.body!.safeParse({ challenge_id: 1, room_id: 2, config_id: 3, draft_num: 1 }).success).toBe(false);
  });

  it('money is rupees with at most two decimals', () => {
    expect(rupeeAmountSchema.safeParse(49.99).success).toBe(true);
    expect(rupeeAmountSchema.safeParse(0.07).success).toBe(true);
    expect(rupeeAmountSchema.safeParse(49.999).success).toBe(false);
    expect(rupeeAmountSchema.safeParse(-1).success).toBe(false);
    expect(rupeeAmountSchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('verify reply: try again, refused with a code and shortfall, or seated', () => {
    expect(joinVerifySchema.safeParse({ try_again: true, error: null, room: null }).success).toBe(true);
    expect(
      joinVerifySchema.safeParse({ try_again: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Low balance', shortfall: 20.5 }, room: null }).success,
    ).toBe(true);
    expect(
      joinVerifySchema.safeParse({
        try_again: false,
        error: null,
        room: { room_id: 5, room_name: 'Mega #1', config_id: 3, challenge_id: 10, draft_num: 1, fee: 49 },
      }).success,
    ).toBe(true);
    expect(joinVerifySchema.safeParse({ try_again: 'no', error: null, room: null }).success).toBe(false);
  });

  it('a contest card carries type, rooms, prize and flags', () => {
    const card = {
      config_id: 3,
      challenge_id: 10,
      challenge_name: 'IND vs AUS',
      name: 'Mega',
      contest_name: 'Mega Contest',
      config_name: 'Mega',
      fee: 49,
      is_free: false,
      promo_limit: 10,
      pImage: '/img/mega.svg',
      mode: 'prediction',
      contest_type: 'non_guaranteed',
      min_entries: 10,
      room_size: 100,
      max_rooms: 5,
      seats_filled: 12,
      prize_pool: 4000,
      rewards: [{ rank_from: 1, rank_to: 1, prize: 2000 }],
      rules: ['Refunded if fewer than 10 join'],
      powerup_bank_allowed: false,
      joined_with: [1],
    };
    expect(contestSchema.safeParse(card).success).toBe(true);
    expect(contestSchema.safeParse({ ...card, contest_type: 'mega' }).success).toBe(false);
  });

  it('the leaderboard defaults to page 1 and allows a null rank', () => {
    expect(roomLeaderboardRoute.query!.parse({ room_id: '5', challenge_id: '10' })).toEqual({ room_id: 5, challenge_id: 10, page_number: 1 });
    const row = { user_id: 1, user_nick: 'a', user_photo: null, draft_num: 1, points: null, rank: null, winnings: null, would_win: null, is_me: true };
    expect(
      roomLeaderboardRoute.data.safeParse({ room_id: 5, challenge_id: 10, page_number: 1, has_more: false, users: [row], my_entries: [row], total_entries: 1, final: false })
        .success,
    ).toBe(true);
    // The settlement report answers the stored text (one part of it) and a hex sha256 of the whole document.
    const report = { room_id: 5, document: '{}', part: 0, parts: 1, bytes: 2, sha256: 'a'.repeat(64), published_at: 1 };
    expect(settlementReportRoute.data.safeParse(report).success).toBe(true);
    expect(settlementReportRoute.data.safeParse({ ...report, sha256: 'xyz' }).success).toBe(false);
    expect(settlementReportRoute.data.safeParse({ ...report, parts: 0 }).success).toBe(false);
    expect(settlementReportRoute.query!.parse({ room_id: '5' })).toEqual({ room_id: 5, part: 0 });
    expect(settlementReportRoute.query!.safeParse({ room_id: '5', part: '-1' }).success).toBe(false);
  });
});
