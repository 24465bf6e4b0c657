import type { FeedConfig } from '../config';
import type { FeedProvider } from './provider';
import { ReplayFeed } from './replay';
import { SIM_DEFAULTS, SIM_WINDOW_SLOTS, SimFeed } from './sim';

export type { FeedFixture, FeedMatchRef, FeedParty, FeedProvider, FeedSport } from './provider';
export { FEED_SPORTS } from './provider';
export { LINEUP_LEAD_MS } from './timeline';

/** The provider FEED names (server/config.ts). `startedAt` anchors the replay schedule. */
export function createFeed(config: FeedConfig, startedAt: Date): FeedProvider {
  if (config.provider.kind === 'replay') {
    return new ReplayFeed({ dir: config.provider.dir, startedAt, firstStartS: config.firstStartS, gapS: config.gapS, speed: config.speed });
  }
  const slotMs = config.gapS * 1000;
  // At most 24 slots back and 36 ahead (4 h and 6 h at the default 10-minute slots), so a compressed clock
  // (FEED_GAP_S=60 in e2e) does not make hundreds of matches at once.
  return new SimFeed({
    ...SIM_DEFAULTS,
    slotMs,
    speed: config.speed,
    backMs: Math.min(SIM_DEFAULTS.backMs, SIM_WINDOW_SLOTS.back * slotMs),
    aheadMs: Math.min(SIM_DEFAULTS.aheadMs, SIM_WINDOW_SLOTS.ahead * slotMs),
  });
}
