export {};
const { benchOn } = await import('./joins');
const { withFreshPgDatabase } = await import('./support/pg');
await withFreshPgDatabase((url) => benchOn('PostgreSQL', { BENCH_DATABASE_URL: url }));
