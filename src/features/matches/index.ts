/**
 * The matches feature's public entry (the match centre, docs/product.md §11). The panel is a small wrapper that
 * loads the centre on first render, so a screen embedding it does not carry core's rules in its own chunk.
 */
export { MatchCentrePanel } from './MatchCentrePanel';
