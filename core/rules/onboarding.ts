/**
 * Onboarding rules (docs/product.md §1 "a how-to-play popup, a tooltip tour and a welcome popup for new users",
 * docs/product.md §4 guest authentication and "Tooltips: step 1 onward with a seen flag per step. The first-time
 * tooltip shows only if the local flag is unset and the user has joined fewer than 1 contest; it is
 * dismissed by setting the flag"). Pure: the PWA's tour machine and the server's seen-steps endpoint
 * both use these.
 */

/**
 * Where a step's tooltip is anchored. The tour walks home → challenge → picks → contests:
 *   home       the first challenge card (step 1 is the spec's first-game tooltip)
 *   challenge  the challenge's contest section before the player has a set: "make your picks"
 *   picks      the pick-set editor's questions
 *   powerups   the pick-set editor's powerups
 *   contests   the contest list once the player has a saved set: "join with it"
 */
export const TOUR_SCREENS = ['home', 'challenge', 'picks', 'powerups', 'contests'] as const;
export type TourScreen = (typeof TOUR_SCREENS)[number];

export interface TourStep {
  step: number;
  screen: TourScreen;
}

/** The tour, in order. Texts: locales/<lang>/onboarding.json tour.step<n>.{title,body}. */
export const TOUR_STEPS: readonly TourStep[] = Object.freeze([
  { step: 1, screen: 'home' },
  { step: 2, screen: 'challenge' },
  { step: 3, screen: 'picks' },
  { step: 4, screen: 'powerups' },
  { step: 5, screen: 'contests' },
]);

export const FIRST_TOUR_STEP = 1;
export const LAST_TOUR_STEP = TOUR_STEPS.length;

export function isTourStep(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= FIRST_TOUR_STEP && n <= LAST_TOUR_STEP;
}

export function tourStep(n: number): TourStep | undefined {
  return TOUR_STEPS.find((s) => s.step === n);
}

/** Seen steps, deduplicated, sorted, invalid numbers dropped (device flags ∪ server flags). */
export function mergeSeen(...lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat().filter(isTourStep))].sort((a, b) => a - b);
}

/**
 * docs/product.md §4 first-time rule: step 1 (the first-game tooltip) shows only while its flag is unset and
 * the player has joined fewer than 1 contest.
 */
export function firstTooltipDue(seen: readonly number[], joinedContests: number): boolean {
  return !seen.includes(FIRST_TOUR_STEP) && joinedContests < 1;
}

/**
 * The step the tour shows next, or null when it is over. A player who has already joined a contest
 * is past what the tour teaches: it never starts for them (the first-time rule), and steps left
 * unseen are not replayed later.
 */
export function nextTourStep(seen: readonly number[], joinedContests: number): number | null {
  if (joinedContests >= 1) return null;
  const next = TOUR_STEPS.find((s) => !seen.includes(s.step));
  return next ? next.step : null;
}

/** Every step, for "skip the tour". */
export const ALL_TOUR_STEPS: readonly number[] = TOUR_STEPS.map((s) => s.step);
