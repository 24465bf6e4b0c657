/** The challenges feature's public entry: what other features (and their tests) may use. */
export { challengeWritesSettled, resetChallengeMemory } from './store';
export { refreshChallenges } from './api';
