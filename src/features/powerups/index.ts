/**
 * The powerups feature's public entry: what other features may use. Everything else under
 * src/features/powerups is internal (lint: import-x/no-restricted-paths).
 */
export { createTransfer, fetchBankStats } from './api';
export { PowerupBankOverlay } from './components/PowerupBankOverlay';
