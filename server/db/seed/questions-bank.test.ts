import { describe, expect, it } from 'vitest';
import { RESOLVERS, resolve, resolverOptions } from '../../../core/rules/resolution';
import { QUESTION_TEMPLATES } from './questions-bank';
import { matchQuestionRows } from './questions';

const all = Object.entries(QUESTION_TEMPLATES).flatMap(([sport, ts]) => ts.map((t) => ({ sport: Number(sport), t })));

describe('question bank ↔ resolvers', () => {
  it('every template names a resolver whose answers are exactly its options', () => {
    for (const { t } of all) {
      expect(RESOLVERS[t.resolver], t.resolver).toBeDefined();
      expect([...resolverOptions(t.resolver)].sort(), t.resolver).toEqual(t.options.map(([key]) => key).sort());
    }
  });

  it('no two templates of a sport share a resolver, and every resolver is used', () => {
    const used = all.map(({ t }) => t.resolver);
    expect(new Set(used).size).toBe(used.length);
    expect(new Set(used)).toEqual(new Set(Object.keys(RESOLVERS)));
  });

  it("every template's params are accepted by its resolver (a final empty match resolves without throwing)", () => {
    for (const { t } of all) {
      expect(() => resolve(t.resolver, t.params, [{ kind: 'result', payload: { type: 'win', winner: 1 } }], { final: true })).not.toThrow();
    }
  });

  it('cricket has 18 templates; every text of every sport has en and hi', () => {
    expect(QUESTION_TEMPLATES[1]).toHaveLength(18);
    for (const { t } of all) {
      expect(t.en.length).toBeGreaterThan(5);
      expect(t.hi.length).toBeGreaterThan(5);
    }
  });

  it('question rows carry the resolver and its params', () => {
    const rows = matchQuestionRows(1, 1, ['Mumbai Mariners', 'Chennai Chargers']);
    expect(rows[0]).toMatchObject({ resolver: 'cricket.toss', resolverParams: null });
    expect(rows[2]).toMatchObject({ resolver: 'cricket.sixes', resolverParams: { line: 12.5 } });
  });
});
