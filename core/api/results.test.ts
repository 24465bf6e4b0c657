import { describe, expect, it } from 'vitest';
import { inPlayRoute, myMatchMatchSchema } from './results';

const match = {
  match_id: 7,
  status: 'completed',
  start_time: 1_776_340_000_000,
  match_parties: [
    { party_name: 'Pune Pumas', party_img_url: '/img/teams/pune-pumas.svg' },
    { party_name: 'Goa Gulls', party_img_url: '/img/teams/goa-gulls.svg' },
  ],
  score: { parties: [{ position: 1, score: '54' }, { position: 2, score: '48' }], status: 'Pune Pumas won by 6 points' },
};

describe('my matches contract', () => {
  it("a match carries when its points become final (epoch ms), or null", () => {
    expect(myMatchMatchSchema.parse({ ...match, points_final_at: 1_776_348_000_000 }).points_final_at).toBe(1_776_348_000_000);
    expect(myMatchMatchSchema.parse({ ...match, status: 'live', points_final_at: null }).points_final_at).toBeNull();
    expect(myMatchMatchSchema.safeParse({ ...match, points_final_at: -1 }).success).toBe(false);
    expect(myMatchMatchSchema.safeParse({ ...match, points_final_at: '2026-04-16' }).success).toBe(false);
  });

  it('the in-play list keeps it', () => {
    const challenge = {
      challenge_id: 70,
      challenge_name: 'Pune Pumas vs Goa Gulls',
      game_mode: 'prediction',
      sports_id: 2,
      start_time: match.start_time,
      status: 'live',
      matches: [{ ...match, points_final_at: 1_776_348_000_000 }],
      entries: [],
      winnings: 0,
    };
    expect(inPlayRoute.data.parse({ upcoming: [], live: [challenge] }).live[0]?.matches[0]?.points_final_at).toBe(1_776_348_000_000);
  });
});
