/**
 * The teams (draft mode) feature's public entry: what other features may use. Everything else under
 * src/features/teams is internal (lint: import-x/no-restricted-paths). Other features reach the draft screens by
 * their URLs (routes.ts), so nothing of this feature loads until one of them opens; the match centre (itself a lazy
 * chunk) shows live fantasy points with the same breakdown table and role labels as the draft screens.
 */
export { SAVE_TEAM_KIND } from './store';
export { PointLines } from './components/PointLines';
export { roleShort } from './text';
