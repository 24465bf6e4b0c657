import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { SessionCache } from '../modules/auth/session-cache';

/**
 * What every feature's `register<Feature>Routes(app, deps)` receives.
 * `clock` is the server's notion of now (tests move it); use it instead of `new Date()`.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: () => Date;
  /** active sessions (ADR 005, 007); a revocation in this process calls sessionCache.revoke, the PostgreSQL trigger tells the others */
  sessionCache: SessionCache;
}
