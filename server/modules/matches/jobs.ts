import type { FastifyInstance } from 'fastify';
import { MatchJobs } from '../../jobs/matches';
import { LINEUP_LEAD_MS, type FeedProvider } from '../../feeds';
import type { AppDeps } from '../../http/deps';
import type { ResultsPort } from './ports';

declare module 'fastify' {
  interface FastifyInstance {
    /** the match lifecycle job, when the app runs one (index.ts) */
    matchJobs?: MatchJobs;
  }
}

/** Runs the lifecycle over `feed` for as long as the app: first pass when ready, stopped on close. */
export function registerMatchJobs(app: FastifyInstance, deps: AppDeps, wiring: { feed: FeedProvider; results: ResultsPort }): void {
  const { feed: settings } = deps.config;
  const jobs = new MatchJobs({
    db: deps.db,
    feed: wiring.feed,
    results: wiring.results,
    clock: deps.clock,
    log: app.log,
    tickMs: settings.tickMs,
    settings: { lineupLeadMs: LINEUP_LEAD_MS / settings.speed, pointsFinalAfterMs: settings.pointsFinalAfterS * 1000 },
  });
  app.decorate('matchJobs', jobs);
  app.addHook('onReady', () => {
    jobs.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => jobs.stop());
}
