import type { MatchCentreData, MatchEventDto } from '../../../core/api/matches';
import { parseCricsheet } from '../../../core/feeds/cricsheet';
import type { FeedEvent, SportPlay } from '../../../core/feeds/events';
// the file as text, through Vite (jsdom's import.meta.url is not a file URL to read from)
import eliminatorJson from '../../../tests/fixtures/cricsheet/1370351.json?raw';

/** Match-centre responses for the component tests. */

export const MATCH_ID = 4242;
export const LIVE_ID = 900;
const T0 = Date.UTC(2023, 4, 24, 14, 0);

/** Feed events as the server stores them: seq from `from` on, one second apart. */
export const rows = (events: readonly FeedEvent[], from = 1): MatchEventDto[] =>
  events.map((e, i) => ({ seq: from + i, at: T0 + (from + i) * 1000, kind: e.kind, payload: e.payload as unknown as Record<string, unknown> }));

export const play = (type: string, p: Omit<SportPlay, 'type'> = {}): FeedEvent => ({ kind: 'play', payload: { type, ...p } });

export function centreData(over: Partial<MatchCentreData> = {}): MatchCentreData {
  return {
    match_id: MATCH_ID,
    sport: 'cricket',
    status: 'live',
    start_time: T0,
    tournament: 'Indian Premier League',
    parties: [
      { position: 1, name: 'Home', img_url: '' },
      { position: 2, name: 'Away', img_url: '' },
    ],
    score: null,
    events: [],
    squad: [],
    scoring_roles: {},
    my_players: [],
    challenges: [],
    live_id: LIVE_ID,
    ...over,
  };
}

/**
 * IPL 2023 eliminator, Mumbai Indians 182/8 beat Lucknow Super Giants 101 all out by 81 runs (Cricsheet 1370351),
 * parsed with the same parser the replay feed uses; its squad is everyone who took part.
 */
export function ipl2023Eliminator() {
  const parsed = parseCricsheet(eliminatorJson);
  const [mi, lsg] = parsed.info.teams;
  const data = centreData({
    status: 'completed',
    parties: [
      { position: 1, name: mi.name, img_url: '' },
      { position: 2, name: lsg.name, img_url: '' },
    ],
    events: rows(parsed.events),
    squad: parsed.info.teams.flatMap((team) => team.players.map((p) => ({ player_id: p.name, name: p.name, party: team.position, role: 'BAT', announced: true }))),
    my_players: ['Akash Madhwal'],
    challenges: [
      { challenge_id: 7001, game_mode: 'prediction' },
      { challenge_id: 100_000_000 + MATCH_ID, game_mode: 'nostra11' },
    ],
  });
  return { data, events: parsed.events };
}
