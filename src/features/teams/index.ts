/**
 * The teams (draft mode) feature's public entry: what other features may use. Everything else under
 * src/features/teams is internal (lint: import-x/no-restricted-paths). Other features reach the draft screens by
 * their URLs (routes.ts), so nothing of this feature loads until one of them opens.
 */
export { SAVE_TEAM_KIND } from './store';
