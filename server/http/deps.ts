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
  /** active sessions (PGlite only); every session revocation must call sessionCache.revoke */
  sessionCache: SessionCache;
}
