import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database handle the seed and the challenges repository need: any drizzle
 * PostgreSQL database, whichever driver (PGlite or node-postgres) and whatever
 * schema generic the app's client carries — they only use the query builder
 * with explicitly imported tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema generic differs per client; unused here
export type SeedDb = PgDatabase<PgQueryResultHKT, any>;
