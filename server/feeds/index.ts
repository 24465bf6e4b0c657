import type { FeedConfig } from '../config';
import type { FeedProvider } from './provider';
import { ReplayFeed } from './replay';
import { SIM_DEFAULTS, SimFeed } from './sim';

export type { FeedFixture, FeedParty, FeedProvider, FeedSport } from './provider';
export { FEED_SPORTS } from './provider';
export { LINEUP_LEAD_MS } from './timeline';

/** The provider FEED names (server/config.ts). `startedAt` anchors the replay schedule. */
export function createFeed(config: FeedConfig, startedAt: Date): FeedProvider {
  if (config.provider.kind === 'replay') {
    return new ReplayFeed({ dir: config.provider.dir, startedAt, firstStartS: config.firstStartS, gapS: config.gapS, speed: config.speed });
  }
  return new SimFeed({ ...SIM_DEFAULTS, slotMs: config.gapS * 1000, speed: config.speed });
}
