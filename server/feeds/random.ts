/** The seeded PRNG lives in core (the auto team picker uses it too). */
export { seededRng, type Rng } from '../../core/random';
