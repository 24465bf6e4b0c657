import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intArray, textArray } from '../server/db/arrays';
import { testDrivers, useTestDatabase } from './support/app';

/** Array literals sent as one parameter (server/db/arrays.ts): every value comes back from the database as it went in. */
describe.each(testDrivers())('array parameters on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('texts with commas, quotes, backslashes, braces, spaces and nothing at all survive', async () => {
    const texts = ['plain', 'a,b', 'say "hi"', 'back\\slash', '{braces}', ' padded ', '', 'NULL', 'नमस्ते'];
    const result = await database().db.execute(sql`select unnest(${textArray(texts)}::text[]) as v`);
    expect((result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v)).toEqual(texts);
  });

  it('integers survive, and anything else is refused before it reaches the database', async () => {
    const result = await database().db.execute(sql`select unnest(${intArray([3, -1, 9007199254740991])}::bigint[])::text as v`);
    expect((result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v)).toEqual(['3', '-1', '9007199254740991']);
    expect(() => intArray([1, 2.5])).toThrow(RangeError);
    expect(() => intArray([Number.NaN])).toThrow(RangeError);
  });
});
