import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReplayFeed } from './replay';

const DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/cricsheet');
const STARTED = new Date('2026-05-01T12:00:00Z');
const feed = () => new ReplayFeed({ dir: DIR, startedAt: STARTED, firstStartS: 600, gapS: 600, speed: 300 });
const FAR = new Date('2026-06-01T00:00:00Z');

describe('replay feed', () => {
  it('makes a match of every Cricsheet file, FEED_FIRST_START_S after start and FEED_GAP_S apart, with its real teams', async () => {
    const fixtures = await feed().fixtures();
    expect(fixtures.map((f) => f.ref)).toEqual(['1216517', '1359519', '1370351', '1370353', '1426269']);
    expect(fixtures.map((f) => f.startTime.getTime() - STARTED.getTime())).toEqual([600_000, 1_200_000, 1_800_000, 2_400_000, 3_000_000]);
    expect(fixtures[0]).toMatchObject({ id: 1216517, sport: 'cricket', tournament: { name: 'Indian Premier League' } });
    expect(fixtures[0]!.parties.map((p) => p.name)).toEqual(['Mumbai Indians', 'Kings XI Punjab']);
    expect(fixtures[0]!.parties[0]!.players).toContain('RG Sharma');
  });

  it('times the file on a compressed clock: line-ups 30 min / speed before, a T20 in about 40 s at speed 300', async () => {
    const [f] = await feed().fixtures();
    const events = await feed().events(f!, FAR);
    expect(events[0]).toMatchObject({ kind: 'lineup', seq: 1, at: new Date(f!.startTime.getTime() - 6_000) });
    expect(events.find((e) => e.kind === 'start')!.at).toEqual(f!.startTime);
    const secondInningsEnd = events.filter((e) => e.kind === 'ball' && e.payload.innings === 2).at(-1)!.at.getTime();
    const seconds = (secondInningsEnd - f!.startTime.getTime()) / 1000;
    expect(seconds).toBeGreaterThan(35);
    expect(seconds).toBeLessThan(50);
    expect(events.at(-1)).toMatchObject({ kind: 'result', payload: { type: 'tie', winner: 2, decidedBySuperOver: true } });
    expect(events.filter((e) => e.kind === 'innings_start' && e.payload.superOver)).toHaveLength(4);
  });

  it('gives only what is due, from the start the game stored (a restart does not move a match)', async () => {
    const [f] = await feed().fixtures();
    const stored = { ref: f!.ref, startTime: new Date(f!.startTime.getTime() + 3_600_000) };
    const due = await feed().events(stored, new Date(stored.startTime.getTime() + 10_000));
    expect(due.length).toBeGreaterThan(10);
    expect(due.every((e) => e.at.getTime() <= stored.startTime.getTime() + 10_000)).toBe(true);
    expect(due.map((e) => e.seq)).toEqual(due.map((_, i) => i + 1));
    expect(await feed().events({ ref: 'nope', startTime: stored.startTime }, FAR)).toEqual([]);
  });
});
