/**
 * The picks feature's public entry: what other features may use. Everything else under
 * src/features/picks is internal (lint: import-x/no-restricted-paths).
 */
export { workingDraft } from './store';
