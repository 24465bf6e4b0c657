/**
 * A lap chart (the running order at the end of every lap) derived from the grid, the overtakes and the
 * retirements of a race (vocabulary: core/rules/resolution/formulaOne.ts). The feed never states the running
 * order itself, and places also change in the pits, which no play reports, so a derived order can be wrong. It is
 * returned only when everything the feed does state agrees with it:
 *
 * - every overtake passes a car that is running ahead of the overtaker in the derived order (an overtake without
 *   `passed` moves him up one place);
 * - at the end of every lap the derived leader is the feed's leader: the driver of the last lead_change so far
 *   or, before any, the derived leader after lap 1 (lead_change is never emitted for lap 1: that order is the
 *   starting point);
 * - at the finish the derived order is exactly the classification (retired cars dropped on the lap they stop).
 *
 * Otherwise the chart is null and `issue` says what disagreed first, where. A race without a classification yet
 * has no chart (its final order cannot be checked): issue 'not_classified'.
 */
import type { SportPlay } from '../../feeds/events';

export interface LapChart {
  /** lap 0 is the grid; lap n the order at the end of lap n */
  laps: { lap: number; order: string[] }[];
}

export type LapChartIssue =
  | { reason: 'no_grid' }
  | { reason: 'missing_lap'; type: string; driver: string | null }
  | { reason: 'unknown_driver'; lap: number; driver: string | null }
  | { reason: 'overtake_not_ahead'; lap: number; driver: string; passed: string | null }
  | { reason: 'lead_change_mismatch'; lap: number; feedLeader: string; derivedLeader: string | null }
  | { reason: 'not_classified' }
  | { reason: 'classification_mismatch'; position: number; classified: string | null; derived: string | null };

export interface LapChartOutcome {
  chart: LapChart | null;
  issue: LapChartIssue | null;
}

const LAP_TYPES: ReadonlySet<string> = new Set(['overtake', 'retirement', 'lead_change']);
const fail = (issue: LapChartIssue): LapChartOutcome => ({ chart: null, issue });

/** Moves `driver` to just ahead of `passed` (or up one place); an issue when that is not an overtake. */
function overtake(order: string[], p: SportPlay, lap: number): LapChartIssue | null {
  const driver = p.player ?? null;
  const at = driver === null ? -1 : order.indexOf(driver);
  if (driver === null || at < 0) return { reason: 'unknown_driver', lap, driver };
  const passed = typeof p.detail?.passed === 'string' ? p.detail.passed : null;
  const to = passed === null ? at - 1 : order.indexOf(passed);
  if (passed !== null && to < 0) return { reason: 'unknown_driver', lap, driver: passed };
  if (to < 0 || to >= at) return { reason: 'overtake_not_ahead', lap, driver, passed };
  order.splice(at, 1);
  order.splice(to, 0, driver);
  return null;
}

/** `grid`: drivers by starting position; `plays`: the race's plays in feed order. */
export function lapChart(grid: readonly string[], plays: readonly SportPlay[]): LapChartOutcome {
  if (grid.length === 0) return fail({ reason: 'no_grid' });
  const byLap = new Map<number, SportPlay[]>();
  let lastLap = 0;
  for (const p of plays) {
    if (!LAP_TYPES.has(p.type) && p.type !== 'classification') continue;
    if (p.period === undefined) {
      if (p.type === 'classification') continue;
      return fail({ reason: 'missing_lap', type: p.type, driver: p.player ?? null });
    }
    lastLap = Math.max(lastLap, p.period);
    if (LAP_TYPES.has(p.type)) byLap.set(p.period, [...(byLap.get(p.period) ?? []), p]);
  }

  const order = [...grid];
  const laps: LapChart['laps'] = [{ lap: 0, order: [...order] }];
  let feedLeader: string | null = null;
  for (let lap = 1; lap <= lastLap; lap++) {
    const here = byLap.get(lap) ?? [];
    // a car that stops on lap n is out of the order at the end of lap n
    for (const p of here.filter((x) => x.type === 'retirement')) {
      const at = p.player === undefined ? -1 : order.indexOf(p.player);
      if (at >= 0) order.splice(at, 1);
    }
    for (const p of here.filter((x) => x.type === 'overtake')) {
      const issue = overtake(order, p, lap);
      if (issue) return fail(issue);
    }
    if (lap === 1) feedLeader = order[0] ?? null;
    for (const p of here.filter((x) => x.type === 'lead_change')) feedLeader = p.player ?? feedLeader;
    if (feedLeader !== null && order[0] !== feedLeader) {
      return fail({ reason: 'lead_change_mismatch', lap, feedLeader, derivedLeader: order[0] ?? null });
    }
    laps.push({ lap, order: [...order] });
  }

  const classified = plays
    .filter((p) => p.type === 'classification' && typeof p.value === 'number' && p.player)
    .sort((a, b) => a.value! - b.value!)
    .map((p) => p.player!);
  if (classified.length === 0) return fail({ reason: 'not_classified' });
  for (let i = 0; i < Math.max(classified.length, order.length); i++) {
    if (classified[i] !== order[i]) {
      return fail({ reason: 'classification_mismatch', position: i + 1, classified: classified[i] ?? null, derived: order[i] ?? null });
    }
  }
  return { chart: { laps }, issue: null };
}
