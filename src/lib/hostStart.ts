import { enterHostMode, launchedHostId } from './hostMode';

/**
 * At start (src/main.tsx): in a partner launcher's frame (?host=<id>), enter host mode and load the bridge
 * (src/lib/host-bridge.ts) on demand, so the ordinary web app never downloads it.
 */
export function startHostModeIfLaunched(): void {
  const id = launchedHostId();
  if (!id) return;
  enterHostMode(id);
  void import('./host-bridge').then((bridge) => bridge.startHostBridge(id)).catch((e: unknown) => console.warn('host bridge failed to start', e));
}
