import { createStore, useStore } from './store';

/**
 * Host mode: PickXI opened by a partner launcher in a frame (its WebView), as
 * `https://pickxi/?host=<launcher id>`. This file is the small part every screen may use and that ships
 * with the home route; the bridge itself (src/lib/host-bridge.ts: postMessage with strict origin checks,
 * the host token sign-in, language, insets, the back button) loads only when PickXI was opened that way.
 *
 * Messages are plain objects: from the launcher `{source: 'pickxi-host', type, …}` (token, language,
 * insets, back); to the launcher `{source: 'pickxi-app', type, …}` (ready, close, openWallet, share,
 * analytics).
 */
export interface HostLaunch {
  id: string;
  /** known once the launcher list is read; until then no message goes out or is accepted */
  name: string | null;
  origin: string | null;
  /** the launcher's token has been exchanged for a PickXI session */
  signedIn: boolean;
  /** the launcher's token was refused (the landing says so) */
  failed: boolean;
}

export type AppToHost =
  | { type: 'ready' }
  | { type: 'close' }
  | { type: 'openWallet'; reason: 'topUp'; amountPaise?: number }
  | { type: 'share'; title: string; text: string; url: string }
  | { type: 'analytics'; name: string; params: Record<string, string | number> };

const HOST_KEY = 'pickxi.host';
const HOST_ID = /^[a-z0-9][a-z0-9-]{1,31}$/;

export const hostLaunch = createStore<HostLaunch | null>(null);
export const useHostMode = () => useStore(hostLaunch);
export const isHostMode = () => hostLaunch.get() !== null;

type Sender = (message: AppToHost) => void;
let sender: Sender | null = null;
const queued: AppToHost[] = [];

/** The bridge hands its sender over once it knows the launcher's origin. */
export function setHostSender(send: Sender): void {
  sender = send;
  for (const m of queued.splice(0)) send(m);
}

/** Tell the launcher something (dropped outside host mode; held until the bridge knows where to send it). */
export function postToHost(message: AppToHost): void {
  if (!isHostMode()) return;
  if (sender) sender(message);
  else if (queued.length < 20) queued.push(message);
}

/** Host mode sends the player to the launcher's wallet to add money (PickXI's own add money is hidden). */
export function openHostWallet(amountPaise?: number): void {
  postToHost({ type: 'openWallet', reason: 'topUp', ...(amountPaise !== undefined ? { amountPaise } : {}) });
}

/** Share through the launcher (its own share sheet); false outside host mode, so the caller can use navigator.share. */
export function shareToHost(content: { title: string; text: string; url: string }): boolean {
  if (!isHostMode()) return false;
  postToHost({ type: 'share', ...content });
  return true;
}

/** Enter host mode for this launcher (src/lib/hostStart.ts, at start). */
export function enterHostMode(id: string): void {
  hostLaunch.set({ id, name: null, origin: null, signedIn: false, failed: false });
}

/** The launcher id PickXI was opened for, if it runs in a frame with ?host= (or did earlier in this tab). */
export function launchedHostId(): string | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  let id: string | null = null;
  try {
    id = new URLSearchParams(location.search).get('host');
    if (id && HOST_ID.test(id)) sessionStorage.setItem(HOST_KEY, id);
    else id = sessionStorage.getItem(HOST_KEY);
  } catch {
    // storage blocked in this frame: only the URL counts
  }
  return id && HOST_ID.test(id) ? id : null;
}
