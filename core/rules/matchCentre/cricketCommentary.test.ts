import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../feeds/cricsheet';
import type { FeedEvent } from '../../feeds/events';
import { cricketCentre, type BallLine, type CommentaryLine } from './cricket';
import { deliveriesOf, type RawMatch } from './testing';

const DIR = new URL('../../../tests/fixtures/cricsheet/', import.meta.url);
const IDS = ['1216517', '1359519', '1370351', '1370353', '1426269'];
const text = (id: string) => readFileSync(new URL(`${id}.json`, DIR), 'utf8');
const raw = (id: string) => JSON.parse(text(id)) as RawMatch;
const ballLines = (lines: readonly CommentaryLine[]): BallLine[] => lines.flatMap((l) => (l.kind === 'ball' ? [l] : []));
const linesOf = (id: string) => cricketCentre(parseCricsheet(text(id)).events).commentary;
const inningsLines = (id: string, innings: number) => ballLines(linesOf(id)).filter((l) => l.innings === innings);

const BOWLERS_WICKET = ['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket'];

describe('cricket commentary over the five IPL files', () => {
  for (const id of IDS) {
    it(`${id}: one line per delivery naming the real players; labels by legal balls of the over`, () => {
      const doc = raw(id);
      const lines = ballLines(linesOf(id));
      const deliveries = doc.innings.flatMap((inn, i) =>
        inn.overs.flatMap((o) => {
          // the cricinfo label, worked out here from the raw over: legal balls so far + 1, wides and no-balls too
          let legal = 0;
          return o.deliveries.map((d) => {
            const label = `${o.over}.${legal + 1}`;
            if (!d.extras || !('wides' in d.extras || 'noballs' in d.extras)) legal += 1;
            return { d, label, innings: i + 1 };
          });
        }),
      );
      expect(lines).toHaveLength(deliveries.length);
      expect(lines).toHaveLength(doc.innings.reduce((n, inn) => n + deliveriesOf(inn).length, 0));
      lines.forEach((line, k) => {
        const { d, label, innings } = deliveries[k]!;
        const where = `${id} #${k} ${label}`;
        expect([line.innings, line.label, line.bowler, line.batter, line.nonStriker], where).toEqual([innings, label, d.bowler, d.batter, d.non_striker]);
        expect(line.runs.total, where).toBe(d.runs.total);
        expect(line.wickets.map((w) => [w.kind, w.playerOut, w.fielders.map((f) => f.name), w.bowler]), where).toEqual(
          (d.wickets ?? []).map((w) => [
            w.kind,
            w.player_out,
            (w.fielders ?? []).flatMap((f) => (f.name ? [f.name] : [])),
            BOWLERS_WICKET.includes(w.kind) ? d.bowler : null,
          ]),
        );
      });
      // the score after each innings' last ball is the innings total
      const last = doc.innings.map((_, i) => lines.filter((l) => l.innings === i + 1).at(-1)!.score.runs);
      expect(last).toEqual(doc.innings.map((inn) => deliveriesOf(inn).reduce((n, d) => n + d.runs.total, 0)));
    });
  }

  it('labels: a wide first up shows x.1 and so does the legal ball after it; a no-ball shows the next legal number', () => {
    const chase = inningsLines('1426269', 2);
    expect(chase.slice(0, 3).map((l) => [l.label, l.legal, l.extras.wides])).toEqual([
      ['0.1', false, 1],
      ['0.1', true, 0],
      ['0.2', true, 0],
    ]);
    const over5 = chase.filter((l) => l.over === 5);
    expect(over5.slice(1, 4).map((l) => [l.label, l.legal, l.extras.noballs])).toEqual([
      ['5.2', true, 0],
      ['5.3', false, 1],
      ['5.3', true, 0],
    ]);
    const over2 = inningsLines('1216517', 1).filter((l) => l.over === 2);
    expect(over2.map((l) => l.label)).toEqual(['2.1', '2.2', '2.2', '2.3', '2.4', '2.5', '2.6']);
  });

  it('milestones: fifties and hundreds with balls faced, a bowler\'s 3rd and 5th wicket, the team\'s fifties', () => {
    const milestones = (id: string) => ballLines(linesOf(id)).flatMap((l) => l.milestones.map((m) => ({ ...m, label: l.label, innings: l.innings })));
    const m1216517 = milestones('1216517');
    expect(m1216517.filter((m) => m.kind === 'batter_runs')).toEqual([
      expect.objectContaining({ player: 'Q de Kock', runs: 50, balls: 39, innings: 1 }),
      expect.objectContaining({ player: 'KL Rahul', runs: 50, balls: 35, innings: 2 }),
    ]);
    expect(m1216517.filter((m) => m.kind === 'bowler_wickets')).toEqual([expect.objectContaining({ player: 'JJ Bumrah', wickets: 3, innings: 2 })]);
    expect(m1216517.filter((m) => m.kind === 'team_runs' && m.innings === 1).map((m) => m.kind === 'team_runs' && m.runs)).toEqual([50, 100, 150]);
    const narine = milestones('1426269').filter((m) => m.kind === 'batter_runs' && m.player === 'SP Narine');
    expect(narine.map((m) => m.kind === 'batter_runs' && m.runs)).toEqual([50, 100]);
    const madhwal = milestones('1370351').filter((m) => m.kind === 'bowler_wickets' && m.player === 'Akash Madhwal');
    expect(madhwal.map((m) => [m.kind === 'bowler_wickets' && m.wickets, m.label])).toEqual([
      [3, '9.5'],
      [5, '16.3'],
    ]);
  });

  it('boundaries: 4 and 6 off the bat, none for an all-run four; a run out as non-striker names who was out', () => {
    const lines = ballLines(linesOf('1370351'));
    const hooda = lines.find((l) => l.wickets.some((w) => w.playerOut === 'DJ Hooda'))!;
    expect(hooda.batter).toBe('Naveen-ul-Haq');
    expect(hooda.wickets[0]).toEqual({
      kind: 'run out',
      playerOut: 'DJ Hooda',
      fielders: ['RG Sharma', 'C Green', 'Akash Madhwal'].map((name) => ({ name, substitute: false })),
      bowler: null,
      teamWicket: true,
    });
    for (const l of lines) if (l.boundary !== null) expect(l.runs.batter).toBe(l.boundary);
    expect(lines.filter((l) => l.boundary === 6).length).toBeGreaterThan(0);
  });

  it('non-ball lines: toss first, each innings start (with its target), the result last', () => {
    const lines = linesOf('1370353');
    expect(lines[0]).toEqual({ kind: 'toss', seq: null, winner: 2, decision: 'field' });
    expect(lines.filter((l) => l.kind === 'innings_start')).toEqual([
      { kind: 'innings_start', seq: null, innings: 1, superOver: false, battingParty: 1, target: null },
      { kind: 'innings_start', seq: null, innings: 2, superOver: false, battingParty: 2, target: { runs: 171, overs: 15, legalBalls: 90, source: 'feed' } },
    ]);
    expect(lines.at(-1)).toMatchObject({ kind: 'result', result: { type: 'win', winner: 2, method: 'D/L' } });
  });

  it('carries the stored seq; a correction replaces a ball in place and keeps its seq', () => {
    const stored = parseCricsheet(text('1370351')).events.map((e, i) => ({ ...e, seq: i + 1 }) as FeedEvent & { seq: number });
    const target = stored.find((e) => e.kind === 'ball' && e.payload.runs.total === 0 && e.payload.wickets.length === 0)!;
    if (target.kind !== 'ball') throw new Error('a ball');
    const six = { kind: 'ball' as const, payload: { ...target.payload, runs: { batter: 6, extras: 0, total: 6 } } };
    const before = cricketCentre(stored);
    const after = cricketCentre([...stored, { kind: 'correction', payload: { seq: target.seq, event: six }, seq: stored.length + 1 }]);
    const line = ballLines(after.commentary).find((l) => l.seq === target.seq)!;
    expect(line).toMatchObject({ boundary: 6, runs: { batter: 6, total: 6 }, batter: target.payload.batter });
    expect(ballLines(after.commentary)).toHaveLength(ballLines(before.commentary).length);
    expect(after.innings[0]!.total.runs).toBe(before.innings[0]!.total.runs + 6);
    expect(ballLines(before.commentary).map((l) => l.seq)).toEqual(ballLines(after.commentary).map((l) => l.seq));
  });
});
