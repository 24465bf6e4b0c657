/** The profile feature's public entry (other features use only what is exported here). */
export { StateSelect } from './components/StateSelect';
export { playRefusalText } from './playRefusal';
export { Avatar } from './components/Avatar';
export { PlayDetailsSheet } from './components/PlayDetailsSheet';
export { declarationNeeded, type PaidPlayPurpose } from './declaration';
