/**
 * The contests feature's public entry: what other features may use (the draft screens list team contests and join
 * them with a team). Everything else under src/features/contests is internal (lint: import-x/no-restricted-paths).
 */
import './contests.css';

export { ContestCard } from './components/ContestCard';
export { TeamJoinSheet } from './components/TeamJoinSheet';
export { loadContestData } from './api';
export { useTeamJoin, type TeamJoinRequest } from './useTeamJoin';
