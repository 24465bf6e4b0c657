import { describe, expect, it } from 'vitest';
import teamsEn from '../../../locales/en/teams.json';
import teamsHi from '../../../locales/hi/teams.json';
import { TEAM_SPORTS } from '../teamSports';
import { pointTable, scoredSports } from '.';

/** The rules page shows teams:points.<rule_id>: every row of every table needs its English and Hindi text. */
const text = (texts: unknown, ruleId: string): unknown => ruleId.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), texts);
const devanagari = /[\u0900-\u097F]/;

describe('point tables of every draft sport', () => {
  it('every sport of draft mode is scored', () => {
    expect([...scoredSports()].sort()).toEqual([...TEAM_SPORTS].sort());
  });

  it.each(scoredSports())('%s: one prefix, unique rule ids, whole points, a captain and a vice-captain row', (sport) => {
    const table = pointTable(sport)!;
    const prefixes = new Set(table.rows.map((r) => r.rule_id.split('.')[0]));
    expect(prefixes.size).toBe(1);
    expect(new Set(table.rows.map((r) => r.rule_id)).size).toBe(table.rows.length);
    for (const r of table.rows) {
      if (r.category === 'multiplier') expect(r.multiplier).toBeGreaterThan(1);
      else expect(Number.isInteger(r.points)).toBe(true);
      expect(r.event.length).toBeGreaterThan(2);
      expect(r.condition.length).toBeGreaterThan(2);
    }
    expect(table.rows.filter((r) => r.category === 'multiplier').map((r) => r.multiplier)).toEqual([2, 1.5]);
  });

  it.each(scoredSports())('%s: every row has its rules-page text in English and Hindi, and no text is left without a row', (sport) => {
    const table = pointTable(sport)!;
    for (const r of table.rows) {
      expect(typeof text(teamsEn.points, r.rule_id), `en ${r.rule_id}`).toBe('string');
      const hi = text(teamsHi.points, r.rule_id);
      expect(typeof hi, `hi ${r.rule_id}`).toBe('string');
      expect(hi as string).toMatch(devanagari);
    }
    const prefix = table.rows[0]!.rule_id.split('.')[0]!;
    const keys = Object.keys((teamsEn.points as Record<string, Record<string, string>>)[prefix]!).map((k) => `${prefix}.${k}`);
    expect(keys.sort()).toEqual(table.rows.map((r) => r.rule_id).sort());
  });

  it('tags are distinct', () => {
    const tags = scoredSports().map((s) => pointTable(s)!.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
