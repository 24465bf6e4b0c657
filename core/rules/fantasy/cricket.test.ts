import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { parseCricsheet } from '../../feeds/cricsheet';
import { cricketFantasyPoints, economyRule, strikeRateRule, type PlayerFantasyPoints } from './cricket';
import { D11_T20_CLASSIC } from './cricketTable';
import { formatTeamPoints, teamPoints } from './team';
import teamsEn from '../../../locales/en/teams.json';

/** The five real IPL files (read in place, never copied; SOURCES.md there says what each one exercises). */
const DATA = join(import.meta.dirname, '../../../tests/fixtures');
const MATCHES = ['1216517', '1359519', '1370351', '1370353', '1426269'] as const;
const events = (id: string): FeedEvent[] => parseCricsheet(readFileSync(join(DATA, 'cricsheet', `${id}.json`), 'utf8')).events;
const score = (id: string, roles?: Record<string, string>) => cricketFantasyPoints(events(id), roles ? { roles } : {});
const player = (id: string, name: string): PlayerFantasyPoints => {
  const p = score(id).players.find((x) => x.player === name);
  if (!p) throw new Error(`${name} not in ${id}`);
  return p;
};
const lines = (p: PlayerFantasyPoints) => Object.fromEntries(p.breakdown.map((l) => [l.rule_id, [l.count, l.points]]));

/**
 * Every player's total in the five files. Cross-checked against a separate scorer written from the raw Cricsheet
 * JSON (not through core/feeds/cricsheet.ts) with the same readings of the table (ADR 012): they agreed on all
 * 117 players.
 */
const EXPECTED_TOTALS: Record<string, Record<string, number>> = {
  '1216517': {
    'RG Sharma': 23, 'Q de Kock': 74, 'SA Yadav': 2, 'Ishan Kishan': 12, 'KH Pandya': 50, 'HH Pandya': 14,
    'KA Pollard': 51, 'NM Coulter-Nile': 46, 'RD Chahar': 54, 'TA Boult': 8, 'JJ Bumrah': 101, 'KL Rahul': 106,
    'MA Agarwal': 24, 'CH Gayle': 33, 'N Pooran': 48, 'GJ Maxwell': 4, 'DJ Hooda': 40, 'CJ Jordan': 42,
    'M Ashwin': 20, 'Ravi Bishnoi': 31, 'Mohammed Shami': 54, 'Arshdeep Singh': 58,
  },
  '1359519': {
    'M Vohra': 15, 'KR Mayers': 20, 'KS Sharma': 9, 'KH Pandya': 2, 'MP Stoinis': 11, 'N Pooran': 22, 'A Badoni': 87,
    'K Gowtham': 5, 'Naveen-ul-Haq': 4, 'Ravi Bishnoi': 4, 'Mohsin Khan': 4, 'AT Rayudu': 4, 'RD Gaikwad': 12,
    'DP Conway': 4, 'AM Rahane': 20, 'MM Ali': 76, 'S Dube': 4, 'RA Jadeja': 43, 'MS Dhoni': 4, 'M Pathirana': 56,
    'TU Deshpande': 4, 'M Theekshana': 62, 'DL Chahar': 2,
  },
  '1370351': {
    'Ishan Kishan': 36, 'RG Sharma': 30, 'C Green': 81, 'SA Yadav': 51, 'Tilak Varma': 34, 'TH David': 32,
    'N Wadhera': 39, 'CJ Jordan': 59, 'HR Shokeen': 12, 'PP Chawla': 31, 'JP Behrendorff': 6, 'Akash Madhwal': 173,
    'Yash Thakur': 83, 'KR Mayers': 27, 'PN Mankad': 7, 'KH Pandya': 13, 'MP Stoinis': 57, 'A Badoni': 13,
    'N Pooran': 10, 'DJ Hooda': 49, 'K Gowtham': 14, 'Ravi Bishnoi': 15, 'Naveen-ul-Haq': 121, 'Mohsin Khan': 27,
  },
  '1370353': {
    'WP Saha': 75, 'Shubman Gill': 60, 'B Sai Sudharsan': 134, 'HH Pandya': 35, 'Rashid Khan': 4, 'V Shankar': 12,
    'DA Miller': 12, 'R Tewatia': 4, 'MM Sharma': 95, 'Noor Ahmad': 58, 'Mohammed Shami': 4, 'J Little': -2,
    'RD Gaikwad': 47, 'DP Conway': 69, 'S Dube': 48, 'AM Rahane': 43, 'AT Rayudu': 28, 'MS Dhoni': 22,
    'RA Jadeja': 47, 'MM Ali': 4, 'DL Chahar': 29, 'M Pathirana': 60, 'TU Deshpande': -2, 'M Theekshana': 4,
  },
  '1426269': {
    'VG Arora': 23, 'PD Salt': 15, 'SP Narine': 234, 'A Raghuvanshi': 55, 'SS Iyer': 32, 'AD Russell': 29,
    'RK Singh': 29, 'VR Iyer': 21, 'Ramandeep Singh': 5, 'MA Starc': 4, 'CV Varun': 54, 'Harshit Rana': 50,
    'KR Sen': 50, 'YBK Jaiswal': 28, 'JC Buttler': 154, 'SV Samson': 18, 'R Parag': 56, 'Dhruv Jurel': 22,
    'R Ashwin': 15, 'SO Hetmyer': 2, 'R Powell': 43, 'TA Boult': 35, 'Avesh Khan': 62, 'YS Chahal': 31,
  },
};

describe('cricket fantasy points (D11-T20-classic) on the five IPL files', () => {
  it('encodes the CSV table row by row, with its tag', () => {
    const csv = readFileSync(join(DATA, 'points', 'dream11_t20_points_system.csv'), 'utf8').trim().split('\n').slice(1);
    const rows = csv.map((line) => {
      const [rule_id, category, , points] = line.split(',');
      return { rule_id, category, points };
    });
    expect(D11_T20_CLASSIC.tag).toBe('D11-T20-classic');
    expect(D11_T20_CLASSIC.rows.map((r) => ({ rule_id: r.rule_id, category: r.category, points: 'multiplier' in r ? `x${r.multiplier}` : String(r.points) }))).toEqual(rows);
  });

  it('every row has a text for the rules page (teams:points.<rule_id>; locale parity gives the Hindi one)', () => {
    const texts = teamsEn.points.D11T20 as Record<string, string>;
    expect(D11_T20_CLASSIC.rows.map((r) => r.rule_id.replace('D11T20.', '')).sort()).toEqual(Object.keys(texts).sort());
  });

  it.each(MATCHES)('%s: every player of both sides, with the tag', (id) => {
    const result = score(id);
    expect(result.tag).toBe('D11-T20-classic');
    expect(Object.fromEntries(result.players.map((p) => [p.player, p.points]))).toEqual(EXPECTED_TOTALS[id]);
    for (const p of result.players) expect(p.breakdown.reduce((s, l) => s + l.points, 0)).toBe(p.points);
  });

  it('centurion: SP Narine 109 (56) and 2/30, KKR v RR 2024 (1426269)', () => {
    // XI +4 · 109 runs +109 · 13 fours +13 · 6 sixes ×2 = +12 · century +16 (replaces 30/50) ·
    // SR 109/56 = 194.6 > 170 → +6 · 2 wickets, both lbw: 2×25 + 2×8 = 66 ·
    // 24 legal balls for 30 runs (27 off the bat + 3 in wides; a leg-bye is not his): economy 7.5 → 0 ·
    // no maiden (his overs went for 8, 3, 3, 16) · caught SV Samson +8 → 234
    const p = player('1426269', 'SP Narine');
    expect(lines(p)).toEqual({
      'D11T20.playing_xi': [1, 4], 'D11T20.run': [109, 109], 'D11T20.four': [13, 13], 'D11T20.six': [6, 12],
      'D11T20.r100': [1, 16], 'D11T20.sr_gt170': [1, 6], 'D11T20.wicket': [2, 50], 'D11T20.lbw_bowled': [2, 16],
      'D11T20.catch': [1, 8],
    });
    expect(p.points).toBe(234);
  });

  it('impact-player centurion: JC Buttler 107* (60) came in for KR Sen (1426269)', () => {
    // playing substitute +4 (not in the announced XI) · 107 runs · 9 fours +9 · 6 sixes +12 · century +16 ·
    // SR 178.3 → +6 · not out, no bowling, no fielding → 154
    const p = player('1426269', 'JC Buttler');
    expect(lines(p)).toEqual({
      'D11T20.playing_sub': [1, 4], 'D11T20.run': [107, 107], 'D11T20.four': [9, 9], 'D11T20.six': [6, 12],
      'D11T20.r100': [1, 16], 'D11T20.sr_gt170': [1, 6],
    });
    expect(p.points).toBe(154);
    // the player he replaced keeps his XI points
    expect(lines(player('1426269', 'KR Sen'))['D11T20.playing_xi']).toEqual([1, 4]);
  });

  it('five-wicket bowler: Akash Madhwal 5/5 in 3.3 overs, MI v LSG Eliminator 2023 (1370351)', () => {
    // XI +4 · did not bat · wickets Mankad (c), Badoni (b), Pooran (c), Bishnoi (c), Mohsin (b): 5×25 = 125 ·
    // 2 bowled ×8 = 16 · 5-wicket bonus +16 (the 3/4 bonuses do not add) ·
    // 21 legal balls, 5 runs (the leg-bye in over 15 is not his): economy 1.43 < 5 → +6 ·
    // no maiden: overs 2, 10, 15 went for 2, 1, 1 run and over 17 stopped after 3 balls ·
    // run out of Hooda by Sharma → Green → Madhwal: one of the last two fielders +6 → 173
    const p = player('1370351', 'Akash Madhwal');
    expect(lines(p)).toEqual({
      'D11T20.playing_xi': [1, 4], 'D11T20.wicket': [5, 125], 'D11T20.lbw_bowled': [2, 16], 'D11T20.w5': [1, 16],
      'D11T20.er_lt5': [1, 6], 'D11T20.ro_indirect': [1, 6],
    });
    expect(p.points).toBe(173);
  });

  it('three-catch fielder: DJ Hooda, 3 catches and 15 (13) run out (1370351)', () => {
    // XI +4 · 15 runs · 1 six +2 · SR 115.4 → 0 (70–130 scores nothing) · run out on 15: no duck ·
    // did not bowl · 3 catches ×8 = 24 · 3-catch bonus +4 → 49
    const p = player('1370351', 'DJ Hooda');
    expect(lines(p)).toEqual({
      'D11T20.playing_xi': [1, 4], 'D11T20.run': [15, 15], 'D11T20.six': [1, 2], 'D11T20.catch': [3, 24],
      'D11T20.catch3': [1, 4],
    });
    expect(p.points).toBe(49);
  });

  it('run outs: one fielder a direct hit, two or three fielders +6 to the last two, none recorded scores nobody', () => {
    // 1370351: Gowtham run out by RG Sharma alone → +12; Stoinis by Ishan Kishan and TH David → +6 each;
    // Hooda by Sharma, Green, Madhwal → Green and Madhwal +6, Sharma (the first of three) nothing for it
    expect(lines(player('1370351', 'RG Sharma'))['D11T20.ro_direct']).toEqual([1, 12]);
    expect(lines(player('1370351', 'RG Sharma'))['D11T20.ro_indirect']).toBeUndefined();
    expect(lines(player('1370351', 'Ishan Kishan'))['D11T20.ro_indirect']).toEqual([1, 6]);
    expect(lines(player('1370351', 'TH David'))['D11T20.ro_indirect']).toEqual([1, 6]);
    expect(lines(player('1370351', 'C Green'))['D11T20.ro_indirect']).toEqual([1, 6]);
    // 1426269: Boult run out by SS Iyer and MA Starc
    expect(lines(player('1426269', 'SS Iyer'))['D11T20.ro_indirect']).toEqual([1, 6]);
    expect(lines(player('1426269', 'MA Starc'))['D11T20.ro_indirect']).toEqual([1, 6]);
    // 1216517: three run outs without a fielder recorded: no run-out points for anyone
    const ro = score('1216517').players.flatMap((p) => p.breakdown.filter((l) => l.rule_id.startsWith('D11T20.ro_')));
    expect(ro).toEqual([]);
  });

  it('super-over deliveries score nothing (1216517: two super overs)', () => {
    const all = events('1216517');
    const superBalls = all.filter((e) => e.kind === 'ball' && e.payload.superOver);
    expect(superBalls.length).toBeGreaterThan(20);
    const regular = all.filter((e) => !(e.kind === 'ball' && e.payload.superOver));
    expect(cricketFantasyPoints(all)).toEqual(cricketFantasyPoints(regular));
    // counted as ordinary deliveries they would change points (e.g. Bumrah bowled the first super over)
    const unflagged = all.map((e) => (e.kind === 'ball' ? { ...e, payload: { ...e.payload, superOver: false } } : e));
    expect(cricketFantasyPoints(unflagged)).not.toEqual(cricketFantasyPoints(all));
  });

  it('a substitute fielder scores nothing and is not listed', () => {
    // 1216517: AS Roy (substitute) caught Pooran; he is no one's player
    expect(score('1216517').players.map((p) => p.player)).not.toContain('AS Roy');
    // were one of Hooda's three catches (1370351) taken by him as a substitute, it and the 3-catch bonus go
    let marked = false;
    const subCatch = events('1370351').map((e) => {
      if (marked || e.kind !== 'ball' || !e.payload.wickets.some((w) => w.kind === 'caught' && w.fielders[0]?.name === 'DJ Hooda')) return e;
      marked = true;
      const wickets = e.payload.wickets.map((w) => ({ ...w, fielders: w.fielders.map((f) => ({ ...f, substitute: true })) }));
      return { ...e, payload: { ...e.payload, wickets } };
    });
    const hooda = cricketFantasyPoints(subCatch).players.find((p) => p.player === 'DJ Hooda')!;
    expect(lines(hooda)['D11T20.catch']).toEqual([2, 16]);
    expect(hooda.points).toBe(49 - 8 - 4);
  });

  it('impact players score (+4 and full points); other substitutes score nothing', () => {
    // 1359519: AT Rayudu came in for M Theekshana as impact player; CSK never batted: +4 only
    expect(lines(player('1359519', 'AT Rayudu'))).toEqual({ 'D11T20.playing_sub': [1, 4] });
    // the same replacement with another reason (an injury replacement) gives him nothing
    const injury = events('1426269').map((e) =>
      e.kind === 'ball' && e.payload.replacements
        ? { ...e, payload: { ...e.payload, replacements: e.payload.replacements.map((r) => ({ ...r, reason: 'injury_substitute' })) } }
        : e,
    );
    const buttler = cricketFantasyPoints(injury).players.find((p) => p.player === 'JC Buttler');
    expect(buttler).toMatchObject({ points: 0, breakdown: [] });
  });

  it('bowlers (squad role BOWL) are spared the duck and strike-rate rules', () => {
    // TA Boult run out for 0 (1426269): −2 as an unknown role, nothing as a bowler
    expect(lines(player('1426269', 'TA Boult'))['D11T20.duck']).toEqual([1, -2]);
    const asBowler = score('1426269', { 'TA Boult': 'BOWL' }).players.find((p) => p.player === 'TA Boult')!;
    expect(lines(asBowler)['D11T20.duck']).toBeUndefined();
    expect(asBowler.points).toBe(player('1426269', 'TA Boult').points + 2);
  });

  it('gives live points from the events so far, and applies corrections', () => {
    const all = events('1370351');
    const firstInnings = all.slice(0, all.findIndex((e) => e.kind === 'innings_start' && e.payload.innings === 2));
    const live = cricketFantasyPoints(firstInnings).players.find((p) => p.player === 'Akash Madhwal')!;
    expect(live.points).toBe(4);
    // a correction replacing one of Madhwal's wickets by a dot ball takes 25 + 8 (bowled) and the 5-for bonus away
    const seqd = all.map((e, seq) => ({ ...e, seq }));
    const badoni = seqd.find((e) => e.kind === 'ball' && e.payload.wickets.some((w) => w.playerOut === 'A Badoni'))!;
    if (badoni.kind !== 'ball') throw new Error('not a ball');
    const fixed: FeedEvent = { kind: 'ball', payload: { ...badoni.payload, wickets: [] } };
    const corrected = cricketFantasyPoints([...seqd, { kind: 'correction', payload: { seq: badoni.seq, event: fixed }, seq: seqd.length }]);
    // 4 wickets: 100 + 8 (one bowled) + 8 (4-for) instead of 125 + 16 + 16
    expect(corrected.players.find((p) => p.player === 'Akash Madhwal')!.points).toBe(173 - 41);
  });
});

describe('band edges (the table’s wording, compared in integers)', () => {
  it('strike rate', () => {
    const sr = (runs: number) => strikeRateRule(runs, 100);
    expect([171, 170, 151, 150, 130, 129, 71, 70, 60, 59, 50, 49].map(sr)).toEqual([
      'D11T20.sr_gt170', 'D11T20.sr_150_170', 'D11T20.sr_150_170', 'D11T20.sr_130_150', 'D11T20.sr_130_150', undefined,
      undefined, 'D11T20.sr_60_70', 'D11T20.sr_60_70', 'D11T20.sr_50_60', 'D11T20.sr_50_60', 'D11T20.sr_lt50',
    ]);
  });
  it('economy (runs in 12 balls = 2 overs)', () => {
    const er = (runs: number) => economyRule(runs, 12);
    expect([9, 10, 11, 12, 14, 15, 19, 20, 22, 23, 24, 25].map(er)).toEqual([
      'D11T20.er_lt5', 'D11T20.er_5_6', 'D11T20.er_5_6', 'D11T20.er_6_7', 'D11T20.er_6_7', undefined, undefined,
      'D11T20.er_10_11', 'D11T20.er_10_11', 'D11T20.er_11_12', 'D11T20.er_11_12', 'D11T20.er_gt12',
    ]);
  });
});

describe('team points', () => {
  it('Σ player points with captain ×2 and vice-captain ×1.5, exact in half-points', () => {
    const pts = Object.fromEntries(score('1426269').players.map((p) => [p.player, p.points]));
    const team = { players: ['SP Narine', 'JC Buttler', 'TA Boult'], captain: 'SP Narine', viceCaptain: 'TA Boult' };
    // 2 × 234 + 154 + 1.5 × Boult
    const boult = pts['TA Boult']!;
    expect(teamPoints(team, pts)).toEqual({ halves: 4 * 234 + 2 * 154 + 3 * boult, points: 468 + 154 + 1.5 * boult });
    expect(teamPoints({ ...team, players: [...team.players, 'did not play'] }, new Map(Object.entries(pts))).halves).toBe(4 * 234 + 2 * 154 + 3 * boult);
    expect([formatTeamPoints(375), formatTeamPoints(374), formatTeamPoints(-7)]).toEqual(['187.5', '187', '-3.5']);
  });
});
