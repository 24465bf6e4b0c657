import { describe, expect, it } from 'vitest';
import type { CricketBall, FeedResult } from '../../../core/feeds/events';
import {
  BADMINTON_PLAYS,
  BASKETBALL_PLAYS,
  FOOTBALL_PLAYS,
  FORMULA_ONE_PLAYS,
  HOCKEY_PLAYS,
  KABADDI_PLAYS,
  resolve,
  TENNIS_PLAYS,
} from '../../../core/rules/resolution';
import { QUESTION_TEMPLATES } from '../../db/seed/questions-bank';
import { FEED_SPORTS } from '../provider';

/** every sport with a prediction bank */
const QUESTION_SPORTS = Object.fromEntries(Object.entries(FEED_SPORTS).filter(([, id]) => QUESTION_TEMPLATES[id]));
import { createFeed } from '../index';
import { SimFeed } from './index';

const options = { seed: 'test', slotMs: 600_000, speed: 12, backMs: 3 * 3_600_000, aheadMs: 3 * 3_600_000 };
const NOW = new Date('2026-05-01T12:00:00Z');
const FAR = new Date('2026-06-01T00:00:00Z');

describe('sim feed', () => {
  it('offers a fixture per slot around now, every sport of the spec in rotation', async () => {
    const fixtures = await new SimFeed(options).fixtures(NOW);
    expect(fixtures.length).toBe(37);
    expect(new Set(fixtures.map((f) => f.sport))).toEqual(new Set(Object.keys(QUESTION_SPORTS)));
    const starts = fixtures.map((f) => f.startTime.getTime());
    expect(Math.min(...starts)).toBeLessThanOrEqual(NOW.getTime() - 3 * 3_600_000 + 600_000);
    expect(Math.max(...starts)).toBeGreaterThan(NOW.getTime() + 2 * 3_600_000);
    for (const f of fixtures) expect(f.id).toBeLessThan(20_000_000);
  });

  it('is the same match in every process: same seed, same slot, same events', async () => {
    const [f] = await new SimFeed(options).fixtures(NOW);
    const a = await new SimFeed(options).events(f!, FAR);
    const b = await new SimFeed(options).events(f!, FAR);
    expect(a).toEqual(b);
    expect((await new SimFeed({ ...options, seed: 'other' }).events(f!, FAR))).not.toEqual(a);
  });

  it('every match ends with a result; events are in time order with seq 1..n; only due events are given', async () => {
    const feed = new SimFeed(options);
    for (const f of await feed.fixtures(NOW)) {
      const all = await feed.events(f, FAR);
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
      for (let i = 1; i < all.length; i++) expect(all[i]!.at.getTime()).toBeGreaterThanOrEqual(all[i - 1]!.at.getTime());
      expect(all.at(-1)!.kind).toBe('result');
      const mid = new Date(f.startTime.getTime() + 60_000);
      const due = await feed.events(f, mid);
      expect(due.every((e) => e.at.getTime() <= mid.getTime())).toBe(true);
      expect(due.length).toBeLessThan(all.length);
    }
  });

  it('cricket: the result agrees with the runs of the deliveries; a T20 takes about 18 minutes at speed 12', async () => {
    const feed = new SimFeed(options);
    const cricket = (await feed.fixtures(NOW)).filter((f) => f.sport === 'cricket');
    expect(cricket.length).toBeGreaterThan(2);
    for (const f of cricket) {
      const events = await feed.events(f, FAR);
      const balls = events.filter((e) => e.kind === 'ball').map((e) => e.payload as CricketBall);
      const runs = (innings: number) => balls.filter((b) => b.innings === innings).reduce((s, b) => s + b.runs.total, 0);
      const result = events.at(-1)!.payload as FeedResult;
      const first = balls.find((b) => b.innings === 1)!.battingParty;
      if (result.type === 'tie') expect(runs(1)).toBe(runs(2));
      else expect(result.winner === first).toBe(runs(1) > runs(2));
      for (const b of balls) expect(b.runs.total).toBe(b.runs.batter + b.runs.extras);
      expect(balls.filter((b) => b.innings <= 2 && !b.extras.wides && !b.extras.noballs).length).toBeLessThanOrEqual(240);
      const minutes = (events.at(-1)!.at.getTime() - f.startTime.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(5);
      expect(minutes).toBeLessThan(25);
    }
  });
});

describe('createFeed (sim)', () => {
  it('offers at most 24 slots back and 36 ahead, so a compressed clock (FEED_GAP_S=60) does not make hundreds of matches', async () => {
    const config = { provider: { kind: 'sim' as const }, firstStartS: 600, speed: 100, pointsFinalAfterS: 5, tickMs: 500 };
    const now = new Date('2026-05-01T12:00:30Z');
    const minute = await createFeed({ ...config, gapS: 60 }, now).fixtures(now);
    expect(minute).toHaveLength(24 + 36 + 1);
    expect(minute[0]!.startTime.getTime()).toBe(Date.parse('2026-05-01T11:36:00Z'));
    // the default 10-minute slots keep their 4 h back and 6 h ahead
    expect(await createFeed({ ...config, gapS: 600 }, now).fixtures(now)).toHaveLength(24 + 36 + 1);
  });
});

describe('sim feed speaks the resolvers’ language', () => {
  const VOCABULARY: Record<string, readonly string[]> = {
    football: FOOTBALL_PLAYS,
    hockey: HOCKEY_PLAYS,
    kabaddi: KABADDI_PLAYS,
    basketball: BASKETBALL_PLAYS,
    tennis: TENNIS_PLAYS,
    badminton: BADMINTON_PLAYS,
    'formula-one': FORMULA_ONE_PLAYS,
  };

  it('emits only the play types each sport exports, and every question of its bank gets an answer at the end', async () => {
    const feed = new SimFeed(options);
    const fixtures = await feed.fixtures(NOW);
    const answered: Record<string, number> = {};
    for (const f of fixtures) {
      const events = await feed.events(f, FAR);
      const types = new Set(events.flatMap((e) => (e.kind === 'play' ? [e.payload.type] : [])));
      if (f.sport !== 'cricket') for (const t of types) expect(VOCABULARY[f.sport], `${f.sport} ${t}`).toContain(t);
      for (const q of QUESTION_TEMPLATES[FEED_SPORTS[f.sport]]!) {
        const answer = resolve(q.resolver, q.params ?? null, events, { final: true });
        expect(answer, `${f.sport} ${q.resolver}`).not.toBeNull();
        if (answer?.status === 'settled') {
          expect(q.options.map(([key]) => key)).toContain(answer.correct);
          answered[f.sport] = (answered[f.sport] ?? 0) + 1;
        }
      }
    }
    // most questions are decided (void only where the bank's reading says so)
    for (const sport of Object.keys(QUESTION_SPORTS)) expect(answered[sport], sport).toBeGreaterThan(0);
  });
});
