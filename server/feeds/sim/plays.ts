import type { FeedResult, PartyPosition, SportPlay } from '../../../core/feeds/events';
import type { FeedParty, FeedSport } from '../provider';
import type { Rng } from '../random';
import { LINEUP_LEAD_MS, MINUTE_MS, type PlannedEvent } from '../timeline';

/**
 * Every sport but cricket as a stream of SportPlay events. The `type` vocabulary per sport (what the resolvers in
 * core/rules/resolution read):
 *   football:   goal {party, player, minute, period, detail.ownGoal?, detail.penalty?}, card {detail.color yellow|red},
 *               corner, shot_on_target, penalty_awarded, period_end
 *   hockey:     goal {detail.kind field|penalty_corner|penalty_stroke}, penalty_corner, card {detail.color}, period_end, shootout
 *   kabaddi:    raid {value = points, detail.bonus, detail.doOrDie}, tackle {value, detail.super}, all_out, period_end
 *   basketball: score {value 1|2|3}, period_end
 *   tennis:     point, ace, double_fault, game {period = set}, tiebreak, set_end
 *   badminton:  point {period = game}, game_end
 *   formula-one: safety_car, red_flag, rain, pit_stop, penalty, retirement {detail.lap}, lead_change, fastest_lap, finish
 * A 'score' of the match is the sum of `value` (default 1) of the scoring types below for each party.
 */
interface SportModel {
  durationMin: number;
  periods: number;
  /** [type, expected count per match] for ambient plays that do not score */
  ambient: [string, number][];
  /** expected scoring plays per match and the value of one */
  scoring: { type: string; perMatch: number; value: (rng: Rng) => number; detail?: (rng: Rng) => Record<string, unknown> };
  draws: boolean;
}

const MODELS: Record<Exclude<FeedSport, 'cricket' | 'tennis' | 'badminton' | 'formula-one'>, SportModel> = {
  football: {
    durationMin: 95,
    periods: 2,
    ambient: [['corner', 10], ['shot_on_target', 9], ['card', 4], ['penalty_awarded', 0.3]],
    scoring: { type: 'goal', perMatch: 2.7, value: () => 1, detail: (r) => (r.next() < 0.05 ? { ownGoal: true } : r.next() < 0.1 ? { penalty: true } : {}) },
    draws: true,
  },
  hockey: {
    durationMin: 70,
    periods: 4,
    ambient: [['penalty_corner', 9], ['card', 2]],
    scoring: { type: 'goal', perMatch: 4.5, value: () => 1, detail: (r) => ({ kind: r.pick(['field', 'field', 'penalty_corner', 'penalty_stroke']) }) },
    draws: true,
  },
  kabaddi: {
    durationMin: 45,
    periods: 2,
    ambient: [['all_out', 1.2]],
    scoring: { type: 'raid', perMatch: 45, value: (r) => r.weighted([40, 45, 10, 5]), detail: (r) => ({ bonus: r.next() < 0.15, doOrDie: r.next() < 0.1 }) },
    draws: true,
  },
  basketball: {
    durationMin: 48,
    periods: 4,
    ambient: [],
    scoring: { type: 'score', perMatch: 80, value: (r) => 1 + r.weighted([20, 55, 25]), detail: () => ({}) },
    draws: false,
  },
};

function lineup(parties: FeedParty[]): PlannedEvent {
  return {
    offsetMs: -LINEUP_LEAD_MS,
    event: { kind: 'lineup', payload: { parties: parties.map((p) => ({ position: p.position, name: p.name, players: p.players })) } },
  };
}

const play = (offsetMs: number, payload: SportPlay): PlannedEvent => ({ offsetMs, event: { kind: 'play', payload } });

function teamSport(rng: Rng, parties: FeedParty[], model: SportModel): PlannedEvent[] {
  const events: PlannedEvent[] = [lineup(parties), { offsetMs: 0, event: { kind: 'start', payload: {} } }];
  const plays: PlannedEvent[] = [];
  const totals = { 1: 0, 2: 0 };
  const periodLen = model.durationMin / model.periods;
  const at = (minute: number) => Math.round(minute * MINUTE_MS);
  const add = (type: string, perMatch: number, scoring: boolean) => {
    const count = Math.max(0, Math.round(perMatch * (0.5 + rng.next())));
    for (let i = 0; i < count; i++) {
      const minute = rng.next() * model.durationMin;
      const party: PartyPosition = rng.next() < 0.5 ? 1 : 2;
      const p = parties[party - 1]!;
      const payload: SportPlay = { type, party, player: rng.pick(p.players), minute: Math.floor(minute) + 1, period: Math.floor(minute / periodLen) + 1 };
      if (scoring) {
        payload.value = model.scoring.value(rng);
        payload.detail = model.scoring.detail?.(rng);
        // an own goal counts for the other side
        const forParty: PartyPosition = payload.detail?.ownGoal ? (party === 1 ? 2 : 1) : party;
        payload.party = forParty;
        totals[forParty] += payload.value;
      } else if (type === 'card') payload.detail = { color: rng.next() < 0.1 ? 'red' : 'yellow' };
      plays.push(play(at(minute), payload));
    }
  };
  add(model.scoring.type, model.scoring.perMatch, true);
  for (const [type, n] of model.ambient) add(type, n, false);
  if (!model.draws && totals[1] === totals[2]) {
    // overtime decides it
    const party: PartyPosition = rng.next() < 0.5 ? 1 : 2;
    totals[party] += 2;
    plays.push(play(at(model.durationMin), { type: model.scoring.type, party, value: 2, minute: model.durationMin, period: model.periods + 1 }));
  }
  for (let period = 1; period <= model.periods; period++) plays.push(play(at(period * periodLen) + 1, { type: 'period_end', period }));
  plays.sort((a, b) => a.offsetMs - b.offsetMs);
  events.push(...plays);
  const result: FeedResult =
    totals[1] === totals[2] ? { type: model.draws ? 'draw' : 'tie' } : { type: 'win', winner: totals[1] > totals[2] ? 1 : 2, margin: { points: Math.abs(totals[1] - totals[2]) } };
  events.push({ offsetMs: at(model.durationMin) + MINUTE_MS, event: { kind: 'result', payload: result } });
  return events;
}

/** Rally sports: points to `target` (win by two, capped), best of `bestOf` games/sets. */
function rallySport(rng: Rng, parties: FeedParty[], sport: 'tennis' | 'badminton'): PlannedEvent[] {
  const events: PlannedEvent[] = [lineup(parties), { offsetMs: 0, event: { kind: 'start', payload: {} } }];
  const bestOf = sport === 'tennis' ? 3 : 3;
  const edge = 0.45 + rng.next() * 0.1;
  const won = { 1: 0, 2: 0 };
  let t = 0;
  for (let period = 1; won[1] * 2 <= bestOf && won[2] * 2 <= bestOf; period++) {
    if (sport === 'badminton') {
      const s = { 1: 0, 2: 0 };
      while (!((s[1] >= 21 || s[2] >= 21) && Math.abs(s[1] - s[2]) >= 2) && s[1] < 30 && s[2] < 30) {
        const party: PartyPosition = rng.next() < edge ? 1 : 2;
        s[party]++;
        t += 25_000;
        events.push(play(t, { type: 'point', party, period, detail: { rally: rng.int(1, 45) } }));
      }
      const winner: PartyPosition = s[1] > s[2] ? 1 : 2;
      won[winner]++;
      events.push(play(t + 1, { type: 'game_end', party: winner, period, detail: { score: [s[1], s[2]] } }));
    } else {
      const g = { 1: 0, 2: 0 };
      while (!((g[1] >= 6 || g[2] >= 6) && Math.abs(g[1] - g[2]) >= 2) && !(g[1] === 7 || g[2] === 7)) {
        if (g[1] === 6 && g[2] === 6) events.push(play(t, { type: 'tiebreak', period }));
        const server: PartyPosition = (g[1] + g[2]) % 2 === 0 ? 1 : 2;
        if (rng.next() < 0.08) events.push(play(t, { type: 'ace', party: server, period }));
        if (rng.next() < 0.04) events.push(play(t, { type: 'double_fault', party: server, period }));
        const holds = rng.next() < 0.78;
        const party: PartyPosition = holds ? server : server === 1 ? 2 : 1;
        g[party]++;
        t += 4 * MINUTE_MS;
        events.push(play(t, { type: 'game', party, period, detail: { server, score: [g[1], g[2]] } }));
      }
      const winner: PartyPosition = g[1] > g[2] ? 1 : 2;
      won[winner]++;
      events.push(play(t + 1, { type: 'set_end', party: winner, period, detail: { score: [g[1], g[2]] } }));
    }
  }
  const winner: PartyPosition = won[1] > won[2] ? 1 : 2;
  events.push({ offsetMs: t + MINUTE_MS, event: { kind: 'result', payload: { type: 'win', winner, margin: { sets: Math.abs(won[1] - won[2]) } } } });
  return events;
}

/** A race: the single party is the event; plays name drivers in `player`. */
function race(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const drivers = parties[0]!.players;
  const laps = 57;
  const lapMs = 95_000;
  const events: PlannedEvent[] = [lineup(parties), { offsetMs: 0, event: { kind: 'start', payload: {} } }];
  const chance = (p: number, type: string, detail?: Record<string, unknown>) => {
    if (rng.next() < p) events.push(play(rng.int(1, laps) * lapMs, { type, period: 1, player: rng.pick(drivers), detail }));
  };
  chance(0.55, 'safety_car');
  chance(0.1, 'red_flag');
  chance(0.2, 'rain');
  chance(0.5, 'penalty');
  for (let i = 0; i < rng.int(0, 4); i++) chance(1, 'retirement', { lap: rng.int(1, laps) });
  for (let i = 0; i < rng.int(0, 5); i++) chance(1, 'lead_change');
  for (const d of drivers) for (let s = 0; s < rng.int(1, 3); s++) events.push(play(rng.int(10, laps - 5) * lapMs, { type: 'pit_stop', player: d, period: 1 }));
  events.sort((a, b) => a.offsetMs - b.offsetMs);
  const order = [...drivers].sort(() => rng.next() - 0.5);
  events.push(play(laps * lapMs, { type: 'fastest_lap', player: rng.pick(order.slice(0, 5)), period: 1 }));
  events.push(play(laps * lapMs + 1, { type: 'finish', period: 1, detail: { classification: order, gapSeconds: Math.round(rng.next() * 150) / 10 } }));
  events.push({ offsetMs: laps * lapMs + MINUTE_MS, event: { kind: 'result', payload: { type: 'win', winner: 1 } } });
  return events;
}

export function simulatePlays(rng: Rng, sport: Exclude<FeedSport, 'cricket'>, parties: FeedParty[]): PlannedEvent[] {
  if (sport === 'tennis' || sport === 'badminton') return rallySport(rng, parties, sport);
  if (sport === 'formula-one') return race(rng, parties);
  return teamSport(rng, parties, MODELS[sport]);
}
