import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations to server/db/migrations (checked in);
// server/db/migrate.ts applies them at start on PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
