/** Public entry of the contests feature for other features (results). */
export { runMatchStart } from './match-start';
