import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executePrepared } from '../server/db/prepared';
import { testDrivers, useTestDatabase } from './support/app';

/** Prepared statements for the join request's reads (ADR 024): named by their text, parsed once per connection. */
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(testDrivers())('executePrepared on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('answers like execute, for every set of parameters and for two texts side by side', async () => {
    const db = database().db;
    const square = (n: number) => sql`select ${n}::int * ${n}::int as v`;
    const twice = (n: number) => sql`select ${n}::int * 2 as v`;
    for (const n of [3, 4, 5, 6, 7, 8]) {
      expect(rowsOf(await executePrepared(db, square(n)))).toEqual([{ v: n * n }]);
      expect(rowsOf(await executePrepared(db, twice(n)))).toEqual([{ v: n * 2 }]);
    }
  });

  if (driver === 'postgres')
    it('prepares the statement on the connection under a name of its text, once', async () => {
      const db = database().db;
      await db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) await executePrepared(tx, sql`select ${n}::int + 40 as v`);
        const prepared = rowsOf<{ name: string; statement: string }>(
          await tx.execute(sql`select name, statement from pg_prepared_statements where statement like '%+ 40 as v%' and name like 'px\\_%'`),
        );
        expect(prepared).toHaveLength(1);
        expect(prepared[0]?.statement).toBe('select $1::int + 40 as v');
      });
    });
});
