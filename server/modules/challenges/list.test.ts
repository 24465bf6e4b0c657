import { describe, expect, it } from 'vitest';
import { challengeListSchema } from '../../../core/api/challenges';
import { buildChallengeList, toBanner, toCatalogueEntry, toSport, visibleChallenges } from './list';
import type { CatalogueRow } from './repository';

const NOW = Date.parse('2026-11-21T05:00:00Z');
const MIN = 60_000;

function row(over: Partial<CatalogueRow> & { challengeId: number }): CatalogueRow {
  return {
    name: `Challenge ${over.challengeId}`,
    gameMode: 'prediction',
    sportsId: 1,
    startTime: new Date(NOW + 60 * MIN),
    prizeMoneyPaise: 0,
    featured: false,
    lineupAnnounced: false,
    isSingleParty: false,
    singlePartyImgUrl: null,
    categoryTab: 'all',
    status: 'open',
    parties: [
      { party_name: 'A', party_img_url: '/img/teams/a.svg' },
      { party_name: 'B', party_img_url: '/img/teams/b.svg' },
    ],
    tournaments: [{ tournament_id: 101, tournament_name: 'T' }],
    matchSportsIds: [over.sportsId ?? 1],
    joinCount: 0,
    ...over,
  };
}

const ids = (xs: { challengeId: number }[]) => xs.map((x) => x.challengeId);

describe('visibleChallenges', () => {
  it('lists featured first, then by start time, then by id', () => {
    const entries = [
      row({ challengeId: 1, startTime: new Date(NOW + 10 * MIN) }),
      row({ challengeId: 2, startTime: new Date(NOW + 300 * MIN), featured: true }),
      row({ challengeId: 3, startTime: new Date(NOW + 5 * MIN) }),
      row({ challengeId: 4, startTime: new Date(NOW + 100 * MIN), featured: true }),
      row({ challengeId: 5, startTime: new Date(NOW + 5 * MIN) }),
    ].map(toCatalogueEntry);
    expect(ids(visibleChallenges(entries, NOW).open)).toEqual([4, 2, 3, 5, 1]);
  });

  it('drops challenges that have started, even if they were cached as open', () => {
    const entries = [
      row({ challengeId: 1, startTime: new Date(NOW - 1) }),
      row({ challengeId: 2, startTime: new Date(NOW) }), // starting this very millisecond: locked
      row({ challengeId: 3, startTime: new Date(NOW + 1) }),
      row({ challengeId: 4, status: 'upcoming', startTime: new Date(NOW - MIN) }),
    ].map(toCatalogueEntry);
    const v = visibleChallenges(entries, NOW);
    expect(ids(v.open)).toEqual([3]);
    expect(v.upcoming).toEqual([]);
  });

  it('splits open cards from upcoming announcements (soonest first) and ignores other statuses', () => {
    const entries = [
      row({ challengeId: 1 }),
      row({ challengeId: 2, status: 'upcoming', startTime: new Date(NOW + 3 * 24 * 60 * MIN), featured: true }),
      row({ challengeId: 3, status: 'upcoming', startTime: new Date(NOW + 2 * 24 * 60 * MIN) }),
      row({ challengeId: 4, status: 'live' }),
      row({ challengeId: 5, status: 'cancelled' }),
    ].map(toCatalogueEntry);
    const v = visibleChallenges(entries, NOW);
    expect(ids(v.open)).toEqual([1]);
    expect(ids(v.upcoming)).toEqual([3, 2]);
  });

  it('filters by sport: any challenge whose sports_id_arr contains it, in both lists', () => {
    const entries = [
      row({ challengeId: 1, sportsId: 1 }),
      row({ challengeId: 2, sportsId: 2 }),
      row({ challengeId: 3, sportsId: 1, matchSportsIds: [1, 2] }), // spans a football match too
      row({ challengeId: 4, sportsId: 2, status: 'upcoming' }),
      row({ challengeId: 5, sportsId: 6, status: 'upcoming' }),
    ].map(toCatalogueEntry);
    const football = visibleChallenges(entries, NOW, 2);
    expect(ids(football.open)).toEqual([2, 3]);
    expect(ids(football.upcoming)).toEqual([4]);
    const badminton = visibleChallenges(entries, NOW, 6);
    expect(badminton.open).toEqual([]);
    expect(ids(badminton.upcoming)).toEqual([5]);
    expect(visibleChallenges(entries, NOW, 99)).toEqual({ open: [], upcoming: [] });
  });
});

describe('toCatalogueEntry', () => {
  it('maps paise to rupees and the row to the API field names', () => {
    const e = toCatalogueEntry(
      row({
        challengeId: 79639,
        name: 'Mumbai Mariners vs Chennai Chargers',
        gameMode: 'nostra11',
        prizeMoneyPaise: 100_000_000,
        featured: true,
        lineupAnnounced: true,
        joinCount: 7,
      }),
    );
    expect(e.base).toMatchObject({
      challenge_id: 79639,
      challenge_name: 'Mumbai Mariners vs Chennai Chargers',
      start_time: NOW + 60 * MIN,
      game_mode: 'nostra11',
      sports_id: 1,
      sports_id_arr: [1],
      prize_money: 10_00_000,
      featured: true,
      lineup_announced: true,
      is_single_party: false,
      is_single_party_img: null,
      join_count: 7,
      joined_contest_count: 0,
      num_teams_created: 0,
      category_tab: 'all',
      challenge_tournaments: [{ tournament_id: 101, tournament_name: 'T' }],
    });
    expect(toCatalogueEntry(row({ challengeId: 1, prizeMoneyPaise: 150_050 })).base.prize_money).toBe(1500.5);
  });

  it('keeps the single-party image only for single-party challenges, and puts the own sport first', () => {
    const single = toCatalogueEntry(
      row({ challengeId: 1, isSingleParty: true, singlePartyImgUrl: '/img/teams/p.svg', sportsId: 8, matchSportsIds: [8] }),
    );
    expect(single.base.is_single_party_img).toBe('/img/teams/p.svg');
    const stray = toCatalogueEntry(row({ challengeId: 2, singlePartyImgUrl: '/img/teams/x.svg' }));
    expect(stray.base.is_single_party_img).toBeNull();
    const multi = toCatalogueEntry(row({ challengeId: 3, sportsId: 2, matchSportsIds: [1, 2] }));
    expect(multi.base.sports_id_arr).toEqual([2, 1]);
  });
});

describe('buildChallengeList', () => {
  it('adds the player counts where there are any and validates against the contract', () => {
    const entries = [
      row({ challengeId: 1 }),
      row({ challengeId: 2, featured: true }),
      row({ challengeId: 3, status: 'upcoming' }),
    ].map(toCatalogueEntry);
    const sports = [
      toSport({ sportsId: 1, name: 'Cricket', imgUrl: '/img/sports/cricket.svg', unselectedImgUrl: '/img/sports/cricket-off.svg' }),
    ];
    const counts = new Map([[1, { joinedContests: 2, teamsCreated: 3 }]]);
    const list = buildChallengeList(visibleChallenges(entries, NOW), sports, counts);
    expect(challengeListSchema.parse(list)).toEqual(list);
    expect(list.challenges.map((c) => [c.challenge_id, c.joined_contest_count, c.num_teams_created])).toEqual([
      [2, 0, 0],
      [1, 2, 3],
    ]);
    expect(list.upcoming.map((c) => c.challenge_id)).toEqual([3]);
    expect(list.allSportsData).toEqual([
      {
        sports_id: 1,
        sports_name: 'Cricket',
        sports_img_url: '/img/sports/cricket.svg',
        sports_unselected_img_url: '/img/sports/cricket-off.svg',
      },
    ]);
    // The cached base object is never mutated by a player's counts.
    expect(entries[0]!.base.joined_contest_count).toBe(0);
  });
});

describe('toBanner', () => {
  it('maps a banner row to the slide shape', () => {
    expect(toBanner({ bannerId: 1, name: 'How to play', imageUrl: '/img/banners/how-to-play.svg', target: 'howToPlay' })).toEqual({
      banner_id: 1,
      banner_name: 'How to play',
      url: '/img/banners/how-to-play.svg',
      target: 'howToPlay',
    });
  });
});
