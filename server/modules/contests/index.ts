/** The contests feature's public entry: what other features may use. */
export { registerContestRoutes } from './routes';
export { runMatchStart } from './match-start';
export { listContestPlays, type ContestPlay } from './plays';
export { rewards as contestRewards } from './service';
