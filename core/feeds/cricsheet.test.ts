import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CricsheetError, parseCricsheet } from './cricsheet';
import type { CricketBall, FeedEvent } from './events';

const DIR = new URL('../../tests/fixtures/cricsheet/', import.meta.url);
const load = (id: string) => readFileSync(new URL(`${id}.json`, DIR), 'utf8');
const balls = (events: FeedEvent[]): CricketBall[] => events.flatMap((e) => (e.kind === 'ball' ? [e.payload] : []));

describe('parseCricsheet on the five IPL files', () => {
  it('1370353 (IPL 2023 final): teams, registry ids, toss, D/L outcome and target, impact players as substitutes', () => {
    const { info, events } = parseCricsheet(load('1370353'));
    expect(info.teams.map((t) => t.name)).toEqual(['Gujarat Titans', 'Chennai Super Kings']);
    expect(info.toss).toEqual({ winner: 2, decision: 'field' });
    expect(info.outcome).toEqual({ type: 'win', winner: 2, margin: { wickets: 5 }, method: 'D/L' });
    expect(info).toMatchObject({ dates: ['2023-05-29'], venue: 'Narendra Modi Stadium, Ahmedabad', overs: 20, matchType: 'T20' });
    expect(info.event).toEqual({ name: 'Indian Premier League', stage: 'Final' });
    // 12 listed per side; J Little (GT) and S Dube (CSK) came in as impact players
    expect(info.teams[0].players).toHaveLength(12);
    expect(info.teams[0].players.filter((p) => p.substitute).map((p) => p.name)).toEqual(['J Little']);
    expect(info.teams[1].players.filter((p) => p.substitute).map((p) => p.name)).toEqual(['S Dube']);
    expect(info.teams[1].players.find((p) => p.name === 'MS Dhoni')?.registryId).toBe(info.registry['MS Dhoni']);
    expect(info.registry['MS Dhoni']).toMatch(/^[0-9a-f]{8}$/);

    expect(events.map((e) => e.kind).filter((k) => k !== 'ball')).toEqual(['lineup', 'toss', 'innings_start', 'innings_start', 'result']);
    const lineup = events[0]!;
    expect(lineup.kind === 'lineup' && lineup.payload.parties[0]!.players).toHaveLength(11);
    expect(lineup.kind === 'lineup' && lineup.payload.parties[0]!.substitutes).toEqual(['J Little']);
    const second = events.find((e) => e.kind === 'innings_start' && e.payload.innings === 2);
    expect(second?.payload).toEqual({ innings: 2, battingParty: 2, superOver: false, target: { runs: 171, overs: 15 } });
    // the replacement is carried on the delivery it was announced with (innings 2, over 0 ball 1; over 6 ball 4)
    const swaps = balls(events).filter((b) => b.replacements);
    expect(swaps.map((b) => [b.innings, b.over, b.ball, b.replacements])).toEqual([
      [2, 0, 1, [{ in: 'J Little', out: 'B Sai Sudharsan', party: 1, reason: 'impact_player' }]],
      [2, 6, 4, [{ in: 'S Dube', out: 'M Pathirana', party: 2, reason: 'impact_player' }]],
    ]);
  });

  it('1216517 (tie, two super overs): outcome is the eliminator, four super-over innings flagged', () => {
    const { info, events } = parseCricsheet(load('1216517'));
    expect(info.outcome).toEqual({ type: 'tie', winner: 2, decidedBySuperOver: true });
    const starts = events.flatMap((e) => (e.kind === 'innings_start' ? [e.payload] : []));
    expect(starts.map((s) => [s.battingParty, s.superOver])).toEqual([
      [1, false],
      [2, false],
      [2, true],
      [1, true],
      [1, true],
      [2, true],
    ]);
    const so = balls(events).filter((b) => b.superOver);
    expect(new Set(so.map((b) => b.innings))).toEqual(new Set([3, 4, 5, 6]));
    // every delivery of the file becomes one ball event, in file order (1-based position inside the over)
    const raw = JSON.parse(load('1216517')) as { innings: { overs: { deliveries: unknown[] }[] }[] };
    const total = raw.innings.reduce((n, i) => n + i.overs.reduce((m, o) => m + o.deliveries.length, 0), 0);
    expect(balls(events)).toHaveLength(total);
    expect(balls(events)[0]).toMatchObject({ innings: 1, over: 0, ball: 1, batter: 'RG Sharma', bowler: 'GJ Maxwell' });
  });

  it('1359519 (no result) and 1370351 (win by runs)', () => {
    expect(parseCricsheet(load('1359519')).info.outcome).toEqual({ type: 'no_result' });
    expect(parseCricsheet(load('1370351')).info.outcome).toEqual({ type: 'win', winner: 1, margin: { runs: 81 } });
  });

  it('1426269: caught-and-bowled has no fielders; non-boundary and no-ball fields kept', () => {
    const all = balls(parseCricsheet(load('1426269')).events);
    const cab = all.flatMap((b) => b.wickets).filter((w) => w.kind === 'caught and bowled');
    expect(cab.length).toBeGreaterThan(0);
    expect(cab.every((w) => w.fielders.length === 0)).toBe(true);
    expect(all.some((b) => (b.extras.noballs ?? 0) > 0)).toBe(true);
    const runOut = all.flatMap((b) => b.wickets).find((w) => w.kind === 'run out');
    expect(runOut?.fielders.length).toBe(2);
  });
});

describe('parseCricsheet checks its input: malformed documents get a clear error', () => {
  it('a document without info.players is accepted, with empty line-ups', () => {
    const d = JSON.parse(load('1370351')) as { info: Record<string, unknown> };
    delete d.info.players;
    const { info, events } = parseCricsheet(d);
    expect(info.teams.map((t) => t.players)).toEqual([[], []]);
    expect(events[0]).toEqual({ kind: 'lineup', payload: { parties: [{ position: 1, name: 'Mumbai Indians', players: [], substitutes: [] }, { position: 2, name: 'Lucknow Super Giants', players: [], substitutes: [] }] } });
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break an arbitrary JSON document on purpose
  const good = () => JSON.parse(load('1370351')) as Record<string, any>;
  const rejects = (doc: unknown, message: RegExp) => {
    expect(() => parseCricsheet(doc)).toThrow(CricsheetError);
    expect(() => parseCricsheet(doc)).toThrow(message);
  };

  it('not JSON', () => rejects('{"info": ', /not JSON/));
  it('not an object', () => rejects(42, /malformed/));
  it('one team only', () => {
    const d = good();
    d.info.teams = ['Mumbai Indians'];
    rejects(d, /info\.teams/);
  });
  it('a delivery without a bowler', () => {
    const d = good();
    delete d.innings[0].overs[3].deliveries[2].bowler;
    rejects(d, /innings\[0\]\.overs\[3\]\.deliveries\[2\]\.bowler/);
  });
  it('an innings batted by a team that is not playing', () => {
    const d = good();
    d.innings[1].team = 'Delhi Capitals';
    rejects(d, /innings\[1\]\.team names "Delhi Capitals"/);
  });
  it('inconsistent runs', () => {
    const d = good();
    d.innings[0].overs[0].deliveries[0].runs = { batter: 4, extras: 0, total: 5 };
    rejects(d, /runs\.total/);
  });
  it('an outcome with neither winner nor result', () => {
    const d = good();
    d.info.outcome = { by: { runs: 3 } };
    rejects(d, /outcome/);
  });
  it('players listed for a team that is not playing', () => {
    const d = good();
    d.info.players['Delhi Capitals'] = ['X'];
    rejects(d, /info\.players names "Delhi Capitals"/);
  });
  it('a toss won by a stranger', () => {
    const d = good();
    d.info.toss.winner = 'Nobody XI';
    rejects(d, /info\.toss\.winner/);
  });
});
