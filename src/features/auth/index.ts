/** The auth feature's public entry (other features use only what is exported here). */
export { signOut } from './api';
export { nickSuggestions, saveNickSuggestions } from './accountFlow';
