import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { challengeListSchema } from '../../core/api/challenges';
import { envelope } from '../../core/api/route';
import { compileEnvelopeSerializer } from './serializer';

const schema = envelope(
  z.object({ id: z.number().int(), name: z.string(), img: z.string().nullable(), tags: z.array(z.string()) }),
);

describe('compileEnvelopeSerializer', () => {
  it('writes exactly the declared fields, in contract order', () => {
    const stringify = compileEnvelopeSerializer(schema, false);
    const out = stringify({ data: { tags: ['a'], img: null, name: 'x', id: 1, passwordHash: 'secret' }, status: 200 });
    expect(out).toBe('{"status":200,"data":{"id":1,"name":"x","img":null,"tags":["a"]}}');
  });

  it('matches JSON.stringify on a real contract', () => {
    const stringify = compileEnvelopeSerializer(envelope(challengeListSchema), false);
    const data = {
      challenges: [
        {
          challenge_id: 1,
          challenge_name: 'A vs B',
          start_time: 1_800_000_000_000,
          game_mode: 'prediction',
          sports_id: 1,
          sports_id_arr: [1],
          joined_contest_count: 0,
          join_count: 3,
          num_teams_created: 0,
          category_tab: 'all',
          prize_money: 1000.5,
          featured: true,
          lineup_announced: false,
          is_single_party: false,
          is_single_party_img: null,
          match_parties: [{ party_name: 'A "quoted"', party_img_url: '/a.svg' }],
          challenge_tournaments: [{ tournament_id: 2, tournament_name: 'Cup' }],
        },
      ],
      upcoming: [],
      allSportsData: [{ sports_id: 1, sports_name: 'Cricket', sports_img_url: '/c.svg', sports_unselected_img_url: '/c0.svg' }],
    };
    expect(JSON.parse(stringify({ status: 200, data }))).toEqual({ status: 200, data });
  });

  it('under test, a response that breaks its contract throws', () => {
    const stringify = compileEnvelopeSerializer(schema, true);
    expect(() => stringify({ status: 200, data: { id: 'one', name: 'x', img: null, tags: [] } })).toThrow(
      /does not match its contract/,
    );
  });
});
