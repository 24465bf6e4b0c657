import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../feeds/cricsheet';
import type { CricketBall, FeedEvent, FeedResult } from '../../feeds/events';
import { RESOLVERS, resolve } from '.';

const DIR = new URL('../../../tests/fixtures/cricsheet/', import.meta.url);
const events = (id: string) => parseCricsheet(readFileSync(new URL(`${id}.json`, DIR), 'utf8')).events;

/** The params the bank gives each cricket template (server/db/seed/questions-bank.ts). */
const PARAMS: Record<string, Record<string, unknown>> = {
  'cricket.sixes': { line: 12.5 },
  'cricket.century': { runs: 100 },
  'cricket.powerplay_runs': { overs: 6, bands: [{ key: 'r0_40', max: 40 }, { key: 'r41_55', min: 41, max: 55 }, { key: 'r56', min: 56 }] },
  'cricket.four_wicket_haul': { wickets: 4 },
  'cricket.wides': { line: 9.5 },
  'cricket.top_score': { line: 64.5 },
  'cricket.team_200': { runs: 200 },
  'cricket.first_innings_total': { line: 170.5 },
  'cricket.maiden': { balls: 6 },
  'cricket.extras': { line: 15.5 },
  'cricket.fast_fifty': { runs: 50, maxBalls: 24 },
};
const CRICKET_KEYS = Object.keys(RESOLVERS).filter((k) => k.startsWith('cricket.'));
const answer = (key: string, list: readonly FeedEvent[], final = false) => {
  const r = resolve(key, PARAMS[key], list, { final });
  return r === null ? null : r.status === 'void' ? 'void' : r.correct;
};
const answers = (list: readonly FeedEvent[], final = false) =>
  Object.fromEntries(CRICKET_KEYS.map((k) => [k.slice('cricket.'.length), answer(k, list, final)]));
const balls = (list: readonly FeedEvent[]): CricketBall[] => list.flatMap((e) => (e.kind === 'ball' ? [e.payload] : []));

/*
 * Expected answers, worked out from each file's deliveries by a separate throw-away script over the raw JSON
 * (counting runs.batter === 6 / 4 without non_boundary, deliveries with extras.wides, Σ runs.extras, per-batter Σ
 * runs.batter and non-wide balls, per-over legal balls and bat+wides+no-balls, wicket kinds in order), regular
 * innings only, and cross-checked against the published scorecards (e.g. Narine 109 off 56, Buttler 107* off 60;
 * Sai Sudharsan 96 off 47; Madhwal 5/5, Naveen-ul-Haq 4/38; KL Rahul 77 off 51, Bumrah 3/24). Parties: A = teams[0].
 */
describe('cricket resolvers replay the five IPL files', () => {
  it('1216517 MI v KXIP 2020: tie, KXIP won the second super over', () => {
    expect(answers(events('1216517'))).toEqual({
      toss: 'A', // MI won the toss and batted
      winner: 'B', // outcome.eliminator = Kings XI Punjab
      sixes: 'over', // 17 sixes in the 40 regulation overs (the super overs add 1 more, not counted)
      century: 'no', // top score KL Rahul 77
      powerplay_runs: 'r41_55', // MI 43 in overs 1–6
      four_wicket_haul: 'no', // best Bumrah 3/24
      more_fours: 'A', // MI 15, KXIP 14 (with the super overs it would be 16–16)
      wides: 'under', // 5 wides
      super_over: 'yes',
      first_wicket: 'bowled', // RG Sharma b Arshdeep Singh, 3rd over, 6th ball
      top_score: 'over', // 77
      team_200: 'no', // 176 and 176
      first_innings_total: 'over', // 176
      run_out: 'yes', // CJ Jordan, last ball of the chase, no fielder recorded (the super overs' two run outs not counted)
      more_wickets_lost: 'void', // 6 each in regulation: level → void
      maiden: 'no',
      extras: 'under', // 11
      fast_fifty: 'no', // de Kock 50 off 39, Rahul 50 off 35
    });
    // the super overs really hold what must not count: with them the fours would be level
    const so = balls(events('1216517')).filter((b) => b.superOver);
    const fours = (p: 1 | 2) => so.filter((b) => b.battingParty === p && b.runs.batter === 4).length;
    expect([fours(1), fours(2)]).toEqual([1, 2]);
  });

  it('1359519 LSG v CSK 2023: no result → what was already certain stands, everything else void', () => {
    expect(answers(events('1359519'))).toEqual({
      toss: 'B', // CSK won the toss (settled at the toss)
      winner: 'void',
      sixes: 'void', // 4 so far: could still have passed 12.5
      century: 'void',
      powerplay_runs: 'r0_40', // LSG 31 after 6 overs: the first 6 overs were complete, certain
      four_wicket_haul: 'void',
      more_fours: 'void',
      wides: 'void',
      super_over: 'void',
      first_wicket: 'caught', // KR Mayers c Gaikwad b Moeen Ali, 4th over, 4th ball: certain when it fell
      top_score: 'void', // Badoni 59* could have gone on
      team_200: 'void',
      first_innings_total: 'void', // LSG 125/7 in 19.2 overs, innings never finished
      run_out: 'void',
      more_wickets_lost: 'void',
      maiden: 'void',
      extras: 'void',
      fast_fifty: 'void', // Badoni's fifty took 30 balls
    });
  });

  it('1370351 MI v LSG 2023 eliminator: MI by 81 runs', () => {
    expect(answers(events('1370351'))).toEqual({
      toss: 'A',
      winner: 'A',
      sixes: 'under', // 10
      century: 'no', // top score C Green 41
      powerplay_runs: 'r56', // MI 62 in overs 1–6
      four_wicket_haul: 'yes', // Madhwal 5/5 (and Naveen-ul-Haq 4/38)
      more_fours: 'A', // 15 v 9
      wides: 'under', // 9
      super_over: 'no',
      first_wicket: 'caught', // RG Sharma c Badoni b Naveen-ul-Haq, 4th over, 2nd ball
      top_score: 'under', // 41
      team_200: 'no', // 182 and 101
      first_innings_total: 'over', // 182
      run_out: 'yes', // three run outs in the LSG chase (Stoinis, Gowtham, Hooda)
      more_wickets_lost: 'B', // MI 8, LSG 10
      maiden: 'yes', // CJ Jordan, 16th over of the chase: 6 legal balls, 0 conceded
      extras: 'over', // 26
      fast_fifty: 'no', // no fifty at all
    });
  });

  it('1370353 GT v CSK 2023 final: CSK won on D/L (target 171 in 15 overs)', () => {
    const list = events('1370353');
    expect(list.at(-1)).toEqual({ kind: 'result', payload: { type: 'win', winner: 2, margin: { wickets: 5 }, method: 'D/L' } });
    expect(answers(list)).toEqual({
      toss: 'B',
      winner: 'B', // the D/L result stands
      sixes: 'over', // 19
      century: 'no', // Sai Sudharsan 96
      powerplay_runs: 'r56', // GT 62
      four_wicket_haul: 'no', // best MM Sharma 3
      more_fours: 'A', // 20 v 11
      wides: 'under', // 6
      super_over: 'no',
      first_wicket: 'other', // Shubman Gill st Dhoni b Jadeja, 7th over, 6th ball
      top_score: 'over', // 96
      team_200: 'yes', // GT 214
      first_innings_total: 'over', // 214
      run_out: 'no',
      more_wickets_lost: 'B', // GT 4, CSK 5 (the reduced chase counts as it was played)
      maiden: 'no',
      extras: 'under', // 9
      fast_fifty: 'no', // Saha 50 off 36, Sai Sudharsan 50 off 33
    });
  });

  it('1426269 KKR v RR 2024: RR by 2 wickets off the last ball, two centuries', () => {
    expect(answers(events('1426269'))).toEqual({
      toss: 'B',
      winner: 'B',
      sixes: 'over', // 21
      century: 'yes', // Narine 109, Buttler 107*
      powerplay_runs: 'r56', // KKR exactly 56 after 6 overs
      four_wicket_haul: 'no', // best 2
      more_fours: 'A', // 24 v 20
      wides: 'over', // 18
      super_over: 'no',
      first_wicket: 'caught', // PD Salt c & b Avesh Khan, 4th over, 3rd ball
      top_score: 'over', // 109
      team_200: 'yes', // 223 and 224
      first_innings_total: 'over', // 223
      run_out: 'yes', // Boult run out (Iyer, Starc) in the 18th over of the chase
      more_wickets_lost: 'B', // KKR 6, RR 8
      maiden: 'no',
      extras: 'over', // 37
      fast_fifty: 'no', // Narine 50 off 29 (the fastest fifty of the match)
    });
  });
});

describe('resolves as soon as certain', () => {
  /** index of the first prefix (events[0..i]) at which the question is decided */
  const settlesAt = (key: string, list: readonly FeedEvent[]) => {
    for (let i = 0; i < list.length; i++) if (answer(key, list.slice(0, i + 1)) !== null) return i;
    return -1;
  };
  const list = events('1426269');
  const ballAt = (i: number) => {
    const e = list[i];
    return e?.kind === 'ball' ? e.payload : undefined;
  };

  it('the century settles on the ball Narine reaches 100 (innings 1, over 15, 7th delivery, a four)', () => {
    const i = settlesAt('cricket.century', list);
    expect(ballAt(i)).toMatchObject({ innings: 1, over: 15, ball: 7, batter: 'SP Narine', runs: { batter: 4 } });
    expect(answer('cricket.century', list.slice(0, i))).toBeNull();
    expect(answer('cricket.century', list.slice(0, i + 1))).toBe('yes');
  });

  it('the toss at the toss event, before any ball', () => {
    expect(list[settlesAt('cricket.toss', list)]?.kind).toBe('toss');
  });

  it("'over' as soon as the line is passed: the 13th six; the powerplay band at 5.6; the first innings total at 171", () => {
    const sixes = balls(list.slice(0, settlesAt('cricket.sixes', list) + 1)).filter((b) => b.runs.batter === 6);
    expect(sixes).toHaveLength(13);
    expect(ballAt(settlesAt('cricket.powerplay_runs', list))).toMatchObject({ innings: 1, over: 5, ball: 6 });
    const i = settlesAt('cricket.first_innings_total', list);
    const runs = balls(list.slice(0, i + 1)).reduce((n, b) => n + b.runs.total, 0);
    expect(runs).toBeGreaterThan(170.5);
    expect(runs - ballAt(i)!.runs.total).toBeLessThan(170.5);
  });

  it('a run-out at the first run out; the winner only at the result', () => {
    expect(ballAt(settlesAt('cricket.run_out', list))?.wickets.some((w) => w.kind === 'run out')).toBe(true);
    expect(list[settlesAt('cricket.winner', list)]?.kind).toBe('result');
  });

  it('first innings total under is certain when the second innings starts', () => {
    const params = { line: 300.5 };
    const idx = list.findIndex((e) => e.kind === 'innings_start' && e.payload.innings === 2);
    expect(resolve('cricket.first_innings_total', params, list.slice(0, idx), { final: false })).toBeNull();
    expect(resolve('cricket.first_innings_total', params, list.slice(0, idx + 1), { final: false })).toEqual({
      status: 'settled',
      correct: 'under',
    });
  });

  it('over every prefix of every file, a decided answer never changes', () => {
    for (const id of ['1216517', '1359519', '1370351', '1370353', '1426269']) {
      const all = events(id);
      const end = answers(all);
      for (const key of CRICKET_KEYS) {
        const name = key.slice('cricket.'.length);
        const i = settlesAt(key, all);
        for (let j = i; j < all.length; j += 7) expect(answer(key, all.slice(0, j + 1)), `${id} ${key} @${j}`).toBe(end[name]);
      }
    }
  });
});

describe('matches that end without a result, or are closed by the caller', () => {
  it('final without a result event (staff abandoned it): undecided questions void, the toss stands', () => {
    const all = events('1426269');
    const upToBall10 = all.slice(0, all.findIndex((e) => e.kind === 'ball') + 10);
    expect(answer('cricket.toss', upToBall10, true)).toBe('B');
    expect(answer('cricket.winner', upToBall10, true)).toBe('void');
    expect(answer('cricket.sixes', upToBall10, true)).toBe('void');
    expect(answer('cricket.winner', upToBall10, false)).toBeNull();
  });

  it('an abandoned result voids the super-over question; a tie without a super over voids the winner', () => {
    const base = events('1370351').filter((e) => e.kind !== 'result');
    expect(answer('cricket.super_over', [...base, { kind: 'result', payload: { type: 'abandoned' } }])).toBe('void');
    expect(answer('cricket.winner', [...base, { kind: 'result', payload: { type: 'tie' } }])).toBe('void');
    expect(answer('cricket.super_over', [...base, { kind: 'result', payload: { type: 'tie' } }])).toBe('no');
  });
});

describe('a small hand-made match: a tie decided by one super over', () => {
  // A valid Cricsheet document of 1-over innings: A 10/0, B 10/1, then a super over won by B (A 4, B 6).
  const d = (batter: string, bowler: string, bat: number, extra: Record<string, number> = {}, wickets?: unknown[]) => ({
    batter,
    bowler,
    non_striker: 'x',
    runs: { batter: bat, extras: Object.values(extra).reduce((n, v) => n + v, 0), total: bat + Object.values(extra).reduce((n, v) => n + v, 0) },
    ...(Object.keys(extra).length ? { extras: extra } : {}),
    ...(wickets ? { wickets } : {}),
  });
  const doc = {
    info: {
      teams: ['Alpha', 'Beta'],
      players: { Alpha: ['a1', 'a2'], Beta: ['b1', 'b2'] },
      dates: ['2026-01-01'],
      match_type: 'T20',
      overs: 1,
      toss: { winner: 'Beta', decision: 'field' },
      outcome: { result: 'tie', eliminator: 'Beta' },
    },
    innings: [
      { team: 'Alpha', overs: [{ over: 0, deliveries: [d('a1', 'b2', 6), d('a1', 'b2', 0, { wides: 1 }), d('a1', 'b2', 0), d('a1', 'b2', 0), d('a1', 'b2', 3), d('a2', 'b2', 0), d('a2', 'b2', 0)] }] },
      {
        team: 'Beta',
        target: { overs: 1, runs: 11 },
        overs: [{ over: 0, deliveries: [d('b1', 'a2', 4), d('b1', 'a2', 6), d('b1', 'a2', 0, {}, [{ player_out: 'b1', kind: 'run out', fielders: [{ name: 'a1' }] }]), d('b2', 'a2', 0), d('b2', 'a2', 0), d('b2', 'a2', 0)] }],
      },
      { team: 'Alpha', super_over: true, overs: [{ over: 0, deliveries: [d('a1', 'b1', 4), d('a1', 'b1', 0, {}, [{ player_out: 'a1', kind: 'lbw' }])] }] },
      { team: 'Beta', super_over: true, overs: [{ over: 0, deliveries: [d('b1', 'a1', 6)] }] },
    ],
  };
  const list = parseCricsheet(doc).events;

  it('winner = the super-over winner; super over = yes; super-over balls count for nothing else', () => {
    expect(answer('cricket.winner', list)).toBe('B');
    expect(answer('cricket.super_over', list)).toBe('yes');
    expect(resolve('cricket.sixes', { line: 2.5 }, list, { final: false })).toEqual({ status: 'settled', correct: 'under' }); // 2 regulation sixes, the super-over six not counted
    expect(answer('cricket.first_wicket', list)).toBe('other'); // the run out in regulation, not the super-over lbw
    expect(answer('cricket.more_wickets_lost', list)).toBe('B'); // A lost 1 only in the super over
  });

  it('the super-over question settles at the first super-over innings, before its first ball', () => {
    const i = list.findIndex((e) => e.kind === 'innings_start' && e.payload.superOver);
    expect(answer('cricket.super_over', list.slice(0, i))).toBeNull();
    expect(answer('cricket.super_over', list.slice(0, i + 1))).toBe('yes');
  });

  it('a maiden needs 6 legal balls: an over with a wide is not one, even when the bat scores nothing', () => {
    const over = (deliveries: unknown[]) => ({ ...doc, innings: [{ team: 'Alpha', overs: [{ over: 0, deliveries }] }] });
    const dots = Array.from({ length: 6 }, () => d('a1', 'b1', 0));
    const byes = [...dots.slice(0, 5), d('a1', 'b1', 0, { legbyes: 4 })];
    const wide = [d('a1', 'b1', 0, { wides: 1 }), ...dots];
    expect(answer('cricket.maiden', parseCricsheet(over(dots)).events)).toBe('yes');
    expect(answer('cricket.maiden', parseCricsheet(over(byes)).events)).toBe('yes'); // leg-byes are not the bowler's
    expect(answer('cricket.maiden', parseCricsheet(over(wide)).events)).toBe('no');
    expect(answer('cricket.maiden', parseCricsheet(over(dots.slice(1))).events)).toBe('no'); // 5 balls: not complete
  });

  it('a fifty off 24 balls counts, off 25 does not; a wide is not a ball faced', () => {
    const innings = (deliveries: unknown[]) => ({ ...doc, innings: [{ team: 'Alpha', overs: [{ over: 0, deliveries }] }] });
    // 8 sixes + a two = 50 off 9; padded with dots before to reach the wanted number of balls faced
    const fifty = (dotsBefore: number, widesBefore = 0) => [
      ...Array.from({ length: widesBefore }, () => d('a1', 'b1', 0, { wides: 1 })),
      ...Array.from({ length: dotsBefore }, () => d('a1', 'b1', 0)),
      ...Array.from({ length: 8 }, () => d('a1', 'b1', 6)),
      d('a1', 'b1', 2),
    ];
    expect(answer('cricket.fast_fifty', parseCricsheet(innings(fifty(15))).events)).toBe('yes'); // 24 faced
    expect(answer('cricket.fast_fifty', parseCricsheet(innings(fifty(16))).events)).toBe('no'); // 25 faced
    expect(answer('cricket.fast_fifty', parseCricsheet(innings(fifty(15, 3))).events)).toBe('yes'); // + 3 wides
  });
});

describe('properties', () => {
  const ballArb = fc.record({
    bat: fc.constantFrom(0, 0, 0, 1, 1, 2, 4, 6),
    wide: fc.boolean(),
    wicket: fc.option(fc.constantFrom('caught', 'bowled', 'lbw', 'run out', 'stumped', 'retired hurt'), { freq: 6 }),
    batter: fc.constantFrom('p1', 'p2', 'p3'),
    bowler: fc.constantFrom('q1', 'q2'),
  });
  const matchArb = fc
    .tuple(fc.array(ballArb, { maxLength: 140 }), fc.array(ballArb, { maxLength: 140 }), fc.array(ballArb, { maxLength: 8 }), fc.constantFrom<FeedResult>({ type: 'win', winner: 1 }, { type: 'no_result' }, { type: 'tie', winner: 2, decidedBySuperOver: true }))
    .map(([first, second, superOver, result]) => {
      const list: FeedEvent[] = [{ kind: 'toss', payload: { winner: 2, decision: 'bat' } }];
      const innings = (n: number, party: 1 | 2, so: boolean, bs: typeof first) => {
        list.push({ kind: 'innings_start', payload: { innings: n, battingParty: party, superOver: so } });
        let legal = 0;
        for (const b of bs) {
          list.push({
            kind: 'ball',
            payload: {
              innings: n,
              superOver: so,
              battingParty: party,
              over: Math.floor(legal / 6),
              ball: (legal % 6) + 1,
              batter: b.batter,
              nonStriker: 'x',
              bowler: b.bowler,
              runs: { batter: b.wide ? 0 : b.bat, extras: b.wide ? 1 : 0, total: b.wide ? 1 : b.bat },
              extras: b.wide ? { wides: 1 } : {},
              wickets: b.wicket ? [{ kind: b.wicket, playerOut: b.batter, fielders: [] }] : [],
            },
          });
          if (!b.wide) legal += 1;
        }
      };
      innings(1, 1, false, first);
      innings(2, 2, false, second);
      if (superOver.length) innings(3, 2, true, superOver);
      list.push({ kind: 'result', payload: result });
      return list;
    });

  it('a resolver never changes an answer it has given as more events arrive, and decides everything at the result', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), (list, cut) => {
        const at = cut % list.length;
        const prefix = list.slice(0, at);
        for (const key of CRICKET_KEYS) {
          const early = answer(key, prefix);
          const end = answer(key, list);
          expect(end).not.toBeNull();
          if (early !== null) expect(end, key).toBe(early);
        }
      }),
      { numRuns: 150 },
    );
  });
});
