import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Apply the checked-in drizzle-kit migrations with the migrator of the active driver. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await database.exclusive(() =>
      migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  }
}
