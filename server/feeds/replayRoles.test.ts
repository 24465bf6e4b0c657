import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../core/feeds/cricsheet';
import { squadCredits } from '../../core/rules/credits';
import { TEAM_RULES } from '../../core/rules/teamSports';
import { autoTeam } from '../../core/rules/teams';
import { ReplayFeed } from './replay';
import { inferCricketRoles, parseRolesSidecar } from './replayRoles';

const DATA = path.resolve(import.meta.dirname, '../../tests/fixtures/cricsheet');
const FILES = ['1216517', '1359519', '1370351', '1370353', '1426269'];
const parsed = (id: string) => parseCricsheet(readFileSync(path.join(DATA, `${id}.json`), 'utf8'));

function dirWith(sidecars: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-roles-'));
  for (const id of FILES) symlinkSync(path.join(DATA, `${id}.json`), path.join(dir, `${id}.json`));
  for (const [id, roles] of Object.entries(sidecars)) writeFileSync(path.join(dir, `${id}.roles.json`), JSON.stringify(roles));
  return dir;
}

describe('replay squad roles (inferred from the file and the earlier files)', () => {
  it('keepers by stumping, bowlers and all-rounders by overs bowled and batting position', () => {
    const history = ['1216517', '1359519', '1370351'].map(parsed);
    const roles = inferCricketRoles(history, parsed('1370353'));
    // MS Dhoni stumps Gill off Jadeja in this match
    expect(roles.get('MS Dhoni')).toBe('WK');
    // four overs each, batting at 8 or lower / not at all
    expect(roles.get('M Pathirana')).toBe('BOWL');
    expect(roles.get('Mohammed Shami')).toBe('BOWL');
    // bowls his overs and bats in the top seven
    expect(roles.get('RA Jadeja')).toBe('AR');
    // never bowled
    expect(roles.get('Shubman Gill')).toBe('BAT');
    expect(roles.get('RD Gaikwad')).toBe('BAT');
  });

  it('every side gets a keeper and an all-rounder, so every replayed squad can make a valid team', async () => {
    const feed = new ReplayFeed({ dir: dirWith(), startedAt: new Date('2026-06-01T10:00:00Z'), firstStartS: 60, gapS: 600, speed: 300 });
    const fixtures = await feed.fixtures();
    expect(fixtures.map((f) => f.ref)).toEqual(FILES);
    for (const f of fixtures) {
      for (const party of f.parties) {
        const roles = party.squad!.map((p) => p.role);
        expect(roles, `${f.ref} ${party.name}`).toContain('WK');
        expect(roles, `${f.ref} ${party.name}`).toContain('AR');
        expect(party.squad!.map((p) => p.name)).toEqual(party.players);
      }
      const squad = f.parties.flatMap((p) => p.squad!.map((s) => ({ id: s.name, role: s.role!, side: p.position })));
      const credits = squadCredits(squad, squad, TEAM_RULES.cricket);
      expect(autoTeam(squad.map((p) => ({ ...p, creditsTenths: credits.get(p.id)! })), TEAM_RULES.cricket, [], 1).ok, f.ref).toBe(true);
    }
  });

  it('a keeper found in an earlier file keeps the gloves in later files', async () => {
    const feed = new ReplayFeed({ dir: dirWith(), startedAt: new Date(), firstStartS: 60, gapS: 600, speed: 300 });
    const [, lsgCsk, miLsg] = await feed.fixtures();
    const roleIn = (f: typeof lsgCsk, name: string) => f!.parties.flatMap((p) => p.squad!).find((p) => p.name === name)?.role;
    expect(roleIn(lsgCsk, 'N Pooran')).toBe('WK');
    expect(roleIn(miLsg, 'N Pooran')).toBe('WK');
  });

  it('a <file>.roles.json sidecar overrides the inference and is not read as a match', async () => {
    const feed = new ReplayFeed({
      dir: dirWith({ '1216517': { 'Q de Kock': 'WK', 'RG Sharma': 'BAT' } }),
      startedAt: new Date(),
      firstStartS: 60,
      gapS: 600,
      speed: 300,
    });
    const fixtures = await feed.fixtures();
    expect(fixtures).toHaveLength(FILES.length);
    const mi = fixtures[0]!.parties[0]!.squad!;
    expect(mi.find((p) => p.name === 'Q de Kock')?.role).toBe('WK');
    expect(mi.find((p) => p.name === 'RG Sharma')?.role).toBe('BAT');
    // the sidecar's roles are known (they score); the rest are still guesses (they only build teams)
    expect(mi.find((p) => p.name === 'Q de Kock')?.roleInferred).toBe(false);
    expect(mi.filter((p) => p.name !== 'Q de Kock' && p.name !== 'RG Sharma').every((p) => p.roleInferred === true)).toBe(true);
  });

  it('refuses a malformed sidecar naming the file', () => {
    expect(() => parseRolesSidecar('{"X": "KEEPER"}', 'm.roles.json')).toThrow(/m\.roles\.json.*KEEPER/);
    expect(() => parseRolesSidecar('[1]', 'm.roles.json')).toThrow(/m\.roles\.json/);
    expect(() => parseRolesSidecar('nope', 'm.roles.json')).toThrow(/not JSON/);
    expect(parseRolesSidecar('{"X": "WK"}', 'm.roles.json')).toEqual({ X: 'WK' });
  });
});
