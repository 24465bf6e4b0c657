import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../feeds/cricsheet';
import { cricketCentre, type InningsCard } from './cricket';
import { deliveriesOf, rawFigures, type RawMatch } from './testing';

const DIR = new URL('../../../tests/fixtures/cricsheet/', import.meta.url);
const IDS = ['1216517', '1359519', '1370351', '1370353', '1426269'];
const text = (id: string) => readFileSync(new URL(`${id}.json`, DIR), 'utf8');
const raw = (id: string) => JSON.parse(text(id)) as RawMatch;
const centre = (id: string) => cricketCentre(parseCricsheet(text(id)).events);
const allCards = (id: string): InningsCard[] => {
  const c = centre(id);
  return [...c.innings, ...c.superOvers].sort((a, b) => a.innings - b.innings);
};
const row = <T extends { player: string }>(rows: readonly T[], player: string): T => {
  const r = rows.find((x) => x.player === player);
  if (!r) throw new Error(`no row for ${player}`);
  return r;
};

describe('cricket scorecards agree with figures computed straight from the raw Cricsheet JSON', () => {
  for (const id of IDS) {
    it(`${id}: every innings, every batter and bowler`, () => {
      const doc = raw(id);
      const cards = allCards(id);
      expect(cards).toHaveLength(doc.innings.length);
      doc.innings.forEach((inn, i) => {
        const card = cards[i]!;
        const f = rawFigures(inn);
        const where = `${id} innings ${i + 1}`;
        expect(card.superOver, where).toBe(inn.super_over === true);
        expect(card.battingParty, where).toBe(doc.info.teams.indexOf(inn.team) + 1);
        expect(card.total, where).toEqual({
          runs: f.runs,
          wickets: f.wickets,
          legalBalls: f.legalBalls,
          overs: `${Math.floor(f.legalBalls / 6)}.${f.legalBalls % 6}`,
        });
        expect(card.extras, where).toEqual(f.extras);
        // batters: every striker's figures; non-strikers who never faced show 0 off 0
        for (const [name, b] of f.batters) {
          const r = row(card.batting, name);
          expect({ runs: r.runs, balls: r.balls, fours: r.fours, sixes: r.sixes }, `${where} ${name}`).toEqual(b);
        }
        for (const r of card.batting.filter((x) => !f.batters.has(x.player))) expect([r.runs, r.balls], `${where} ${r.player}`).toEqual([0, 0]);
        const appeared = new Set(deliveriesOf(inn).flatMap((d) => [d.batter, d.non_striker, ...(d.wickets ?? []).map((w) => w.player_out)]));
        expect(new Set(card.batting.map((r) => r.player)), where).toEqual(appeared);
        const first = deliveriesOf(inn)[0]!;
        expect(card.batting.slice(0, 2).map((r) => r.player), where).toEqual([first.batter, first.non_striker]);
        // bowlers: in order of first ball, with runs, wickets, legal balls and maidens
        expect(card.bowling.map((r) => r.player), where).toEqual([...f.bowlers.keys()]);
        for (const [name, b] of f.bowlers) {
          const r = row(card.bowling, name);
          expect({ runs: r.runs, wickets: r.wickets, legalBalls: r.legalBalls, maidens: r.maidens }, `${where} ${name}`).toEqual(b);
        }
        // the bowlers' wickets never exceed the team's, and the fall of wickets lists every team wicket
        expect(card.fallOfWickets.map((w) => w.wicket), where).toEqual(Array.from({ length: f.wickets }, (_, k) => k + 1));
        expect(card.fallOfWickets.at(-1)?.runs ?? 0, where).toBeLessThanOrEqual(f.runs);
      });
    });
  }
});

describe('the known cases of the five files', () => {
  it('1216517: two super overs kept apart and flagged, never in the totals; a run out with no fielder recorded', () => {
    const c = centre('1216517');
    expect(c.innings.map((i) => i.innings)).toEqual([1, 2]);
    expect(c.superOvers.map((i) => [i.innings, i.superOver, i.total.runs])).toEqual([
      [3, true, 5],
      [4, true, 5],
      [5, true, 11],
      [6, true, 15],
    ]);
    expect(c.totals[1]).toEqual([{ innings: 1, runs: 176, wickets: 6, legalBalls: 120, overs: '20.0' }]);
    expect(c.totals[2]).toEqual([{ innings: 2, runs: 176, wickets: 6, legalBalls: 120, overs: '20.0' }]);
    // CJ Jordan run out off the last ball of the chase, no fielder in the file: not Boult's wicket
    expect(row(c.innings[1]!.batting, 'CJ Jordan').dismissal).toEqual({ status: 'out', kind: 'run out', bowler: null, fielders: [] });
    expect(row(c.innings[1]!.bowling, 'TA Boult').wickets).toBe(0);
    // each super over's chase is its pair's score + 1 in one over (Cricsheet gives no target there)
    expect(c.superOvers.map((s) => s.target && [s.target.runs, s.target.overs, s.target.source])).toEqual([null, [6, 1, 'derived'], null, [12, 1, 'derived']]);
    expect(c.superOvers.every((s) => s.didNotBat === null)).toBe(true);
    expect(c.state.result).toMatchObject({ type: 'tie', winner: 2, decidedBySuperOver: true, noResult: false });
    // did not bat: from the line-up
    expect(c.innings[0]!.didNotBat).toEqual(['RD Chahar', 'TA Boult', 'JJ Bumrah']);
  });

  it('1370353: the D/L target of 171 in 15 overs as given; a stumping credited to the bowler', () => {
    const c = centre('1370353');
    expect(c.innings[1]!.target).toEqual({ runs: 171, overs: 15, legalBalls: 90, source: 'feed' });
    expect(c.state.result).toMatchObject({ type: 'win', winner: 2, method: 'D/L', margin: { wickets: 5 } });
    expect(row(c.innings[0]!.batting, 'Shubman Gill').dismissal).toEqual({
      status: 'out',
      kind: 'stumped',
      bowler: 'RA Jadeja',
      fielders: [{ name: 'MS Dhoni', substitute: false }],
    });
    expect(row(c.innings[1]!.batting, 'AT Rayudu').dismissal).toMatchObject({ kind: 'caught and bowled', bowler: 'MM Sharma' });
  });

  it('1359519: a no result says so; one innings only', () => {
    const c = centre('1359519');
    expect(c.state.result).toEqual({ type: 'no_result', winner: null, margin: null, method: null, decidedBySuperOver: false, noResult: true });
    expect(c.innings).toHaveLength(1);
    expect(c.totals[2]).toEqual([]);
    expect(c.state.current).toMatchObject({ innings: 1, live: false, chase: null });
  });

  it('1426269: a caught-and-bowled and a two-fielder run out; Narine 109 off 56, Buttler 107* off 60', () => {
    const c = centre('1426269');
    expect(row(c.innings[0]!.batting, 'PD Salt').dismissal).toEqual({
      status: 'out',
      kind: 'caught and bowled',
      bowler: 'Avesh Khan',
      fielders: [], // Cricsheet names no fielder for a caught and bowled: the bowler is the catcher
    });
    expect(row(c.innings[1]!.batting, 'TA Boult').dismissal).toEqual({
      status: 'out',
      kind: 'run out',
      bowler: null,
      fielders: [
        { name: 'SS Iyer', substitute: false },
        { name: 'MA Starc', substitute: false },
      ],
    });
    expect(row(c.innings[0]!.batting, 'SP Narine')).toMatchObject({ runs: 109, balls: 56 });
    expect(row(c.innings[1]!.batting, 'JC Buttler')).toMatchObject({ runs: 107, balls: 60, dismissal: { status: 'not_out' } });
    // one no-ball in the chase: a delivery faced, not a legal ball, charged to the bowler
    expect(c.innings[1]!.extras.noballs).toBe(1);
  });

  it('1370351: Madhwal 5 for 5 in 3.3 overs; Jordan bowls a maiden', () => {
    const c = centre('1370351');
    const lsg = c.innings[1]!;
    expect(row(lsg.bowling, 'Akash Madhwal')).toMatchObject({ wickets: 5, runs: 5, legalBalls: 21, overs: '3.3', maidens: 0, economy: 1.43 });
    expect(row(lsg.bowling, 'CJ Jordan')).toMatchObject({ maidens: 1, overs: '2.0', runs: 7, economy: 3.5 });
    expect(lsg.total).toMatchObject({ runs: 101, wickets: 10, overs: '16.3' });
    // run outs are nobody's wicket: 10 down, bowlers credited with 7
    expect(lsg.bowling.reduce((n, r) => n + r.wickets, 0)).toBe(7);
    expect(lsg.didNotBat).toEqual([]);
    expect(row(lsg.batting, 'KR Mayers').strikeRate).toBe(138.46);
  });
});
