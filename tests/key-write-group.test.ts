import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../server/db/errors';
import type { KeyWrite, RowWrite } from '../server/http/idempotency-repository';
import { KeyWriteGroup } from '../server/http/key-write-group';
import { testDrivers, useTestDatabase } from './support/app';

/** Group commit of planned writes (ADR 024): what arrives in one turn is stored in one statement, each item keeps its own outcome. */
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(testDrivers())('KeyWriteGroup on %s', (driver) => {
  const database = useTestDatabase(driver);

  const setUp = async () => {
    const db = database().db;
    await db.execute(sql`create table if not exists grouped_notes (note text primary key)`);
    const [user] = rowsOf<{ id: number }>(await db.execute(sql`insert into users (gaid) values (${`group-${randomUUID()}`}) returning id::int as id`));
    return { db, userId: user!.id };
  };
  const noteWrite = (note: string): RowWrite => ({ table: 'grouped_notes', columns: [['note', 'text']], values: { note } });
  const item = (userId: number, note: string | null, key = randomUUID()): KeyWrite => ({
    row: { userId, key, route: 'POST /test', requestHash: 'h', createdAt: new Date(), httpStatus: 200, response: { status: 200, data: { note } } },
    write: note === null ? undefined : noteWrite(note),
  });
  const notes = async (db: ReturnType<typeof database>['db'], prefix: string) =>
    rowsOf<{ note: string }>(await db.execute(sql`select note from grouped_notes where note like ${`${prefix}%`} order by note`)).map((r) => r.note);

  it('stores what arrives in one turn with one statement, and a key already stored is not claimed again', async () => {
    const { db, userId } = await setUp();
    const group = new KeyWriteGroup(db);
    const items = Array.from({ length: 10 }, (_, i) => item(userId, `one-turn-${i}`));
    expect(await Promise.all(items.map((it) => group.store(it)))).toEqual(items.map(() => true));
    expect(group.statements).toBe(1);
    expect(await notes(db, 'one-turn-')).toHaveLength(10);
    // the same keys again (a replay): not claimed, nothing written twice
    expect(await Promise.all(items.slice(0, 3).map((it) => group.store({ ...it, write: noteWrite('one-turn-again') })))).toEqual([false, false, false]);
    expect(await notes(db, 'one-turn-again')).toEqual([]);
  });

  it('one failing write fails only its own request: the group is retried item by item', async () => {
    const { db, userId } = await setUp();
    await db.execute(sql`insert into grouped_notes values ('culprit-taken')`);
    const group = new KeyWriteGroup(db);
    const good = [item(userId, 'culprit-a'), item(userId, 'culprit-b'), item(userId, null)];
    const bad = item(userId, 'culprit-taken');
    const outcomes = await Promise.allSettled([...good, bad].map((it) => group.store(it)));
    expect(outcomes.slice(0, 3)).toEqual(good.map(() => ({ status: 'fulfilled', value: true })));
    expect(outcomes[3]?.status).toBe('rejected');
    expect(isUniqueViolation((outcomes[3] as PromiseRejectedResult).reason)).toBe(true);
    // one group statement, then one per item
    expect(group.statements).toBe(5);
    expect(await notes(db, 'culprit-')).toEqual(['culprit-a', 'culprit-b', 'culprit-taken']);
    const stored = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${bad.row.key}`));
    expect(stored).toEqual([{ n: 0 }]);
  });

  if (driver === 'postgres')
    it('groups of any size share one prepared statement text per set of tables written', async () => {
      const { db, userId } = await setUp();
      // on one connection (a transaction), whose prepared statements pg_prepared_statements lists
      const texts = await db.transaction(async (tx) => {
        const group = new KeyWriteGroup(tx);
        for (const size of [1, 3, 7]) {
          await Promise.all(Array.from({ length: size }, (_, i) => group.store(item(userId, `sized-${size}-${i}`))));
        }
        await Promise.all([group.store(item(userId, null)), group.store(item(userId, null))]);
        expect(group.statements).toBe(4);
        return rowsOf<{ statement: string }>(
          await tx.execute(sql`select statement from pg_prepared_statements where statement like '%insert into idempotency_keys%'`),
        ).map((r) => r.statement);
      });
      expect(await notes(db, 'sized-')).toHaveLength(11);
      // three groups with a note each: one text; the group without any write: another
      expect(texts).toHaveLength(2);
      expect(texts.filter((t) => t.includes('grouped_notes'))).toHaveLength(1);
    });

  it('refuses a write whose table or column is not a plain name, before anything reaches the database', async () => {
    const { db, userId } = await setUp();
    const group = new KeyWriteGroup(db);
    const bad = { ...item(userId, null), write: { table: 'grouped_notes', columns: [['note) values (1); --', 'text']] as const, values: {} } };
    await expect(group.store(bad)).rejects.toThrow(/bad column/);
    const stored = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${bad.row.key}`));
    expect(stored).toEqual([{ n: 0 }]);
  });

  it('a key sent twice in one turn is claimed once: the second goes to the next statement, and only the claim that won writes', async () => {
    const { db, userId } = await setUp();
    const group = new KeyWriteGroup(db);
    const first = item(userId, 'twice-1');
    // two statements on two connections (PostgreSQL): either may commit first; the other waits on the key and claims nothing
    const claimed = await Promise.all([group.store(first), group.store({ ...first, write: noteWrite('twice-2') })]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(group.statements).toBe(2);
    expect(await notes(db, 'twice-')).toEqual([claimed[0] ? 'twice-1' : 'twice-2']);
  });
});
