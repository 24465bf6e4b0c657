import { ALL_TOUR_STEPS } from '../../../../core/rules/onboarding';

/**
 * The tour's seen flags on the device: one Dexie setting per step (docs/product.md §4 "a seen flag per step").
 * Step 1 is the spec's first-game tooltip, whose flag has always been 'tooltip:firstGame': it keeps it.
 */
export const FIRST_GAME_FLAG = 'tooltip:firstGame';
export const stepFlag = (step: number) => (step === 1 ? FIRST_GAME_FLAG : `tooltip:step${step}`);

const loadDb = () => import('../../../lib/db');

export async function readDeviceSeen(): Promise<number[]> {
  const { getSetting } = await loadDb();
  const values = await Promise.all(ALL_TOUR_STEPS.map((s) => getSetting<boolean>(stepFlag(s))));
  return ALL_TOUR_STEPS.filter((_, i) => values[i] === true);
}

export async function writeDeviceSeen(steps: readonly number[]): Promise<void> {
  const { setSetting } = await loadDb();
  await Promise.all(steps.map((s) => setSetting(stepFlag(s), true)));
}
