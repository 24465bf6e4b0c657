import { hostLaunchersPath, hostSessionPath } from '../../core/api/paths';
import { updateAppState } from './appState';
import { runScreenBack } from './backButton';
import { hostLaunch, postToHost, setHostSender } from './hostMode';
import { call } from './http';
import { saveLanguage } from './i18n';
import { navigateTo } from './navigation';
import { onSessionEvent, setSession } from './session';

/**
 * The launcher bridge, loaded only in host mode (src/lib/hostMode.ts).
 *
 * Strict both ways: the launcher's origin comes from PickXI's server (GET /api/v1/host/launchers, the
 * configured PARTNER_HOSTS), never from the page or a message. A message counts only if it comes from the
 * parent window AND from that origin AND is marked `source: 'pickxi-host'`; everything else (another frame,
 * another origin, a script of the launcher's ads) is ignored. Messages out go to the parent with that origin
 * as targetOrigin, so nobody else can read them.
 *
 *   token     → POST /api/v1/host/session, PickXI's own session (a token opens one session)
 *   language  → the app language (en | hi), saved like the language screen does
 *   insets    → CSS variables --host-inset-{top,right,bottom,left} (px) for the launcher's bars
 *   back      → the screen's own back (docs/product.md §2 back navigation); at the root, `close` goes to the launcher
 */

/** Screens where back leaves PickXI: home and the landing page. */
const ROOTS = new Set(['/', '/new', '/thankyou']);

let started = false;

export async function startHostBridge(id: string): Promise<void> {
  if (started) return;
  started = true;
  const res = await call(hostLaunchersPath, { handleErrors: true, silent: true });
  const launcher = res.ok ? res.data.launchers.find((l) => l.id === id) : undefined;
  if (!launcher) {
    // Not a launcher this PickXI knows (or offline): behave as the ordinary web app.
    console.warn(`launcher ${id} is not configured here`);
    hostLaunch.set(null);
    return;
  }
  hostLaunch.set({ id, name: launcher.name, origin: launcher.origin, signedIn: false, failed: false });
  window.addEventListener('message', (event) => onMessage(event, id, launcher.origin));
  setHostSender((message) => window.parent.postMessage({ ...message, source: 'pickxi-app' }, launcher.origin));
  // A 401 logs the player out: ask the launcher for a fresh token rather than showing the guest login.
  onSessionEvent((event) => {
    if (event === 'loggedOut') postToHost({ type: 'ready' });
  });
  postToHost({ type: 'ready' });
}

function onMessage(event: MessageEvent, id: string, origin: string): void {
  if (event.origin !== origin || event.source !== window.parent) return;
  const m: unknown = event.data;
  if (typeof m !== 'object' || m === null) return;
  const msg = m as Record<string, unknown>;
  if (msg['source'] !== 'pickxi-host') return;
  switch (msg['type']) {
    case 'token':
      if (typeof msg['token'] === 'string') void signIn(id, msg['token']);
      break;
    case 'language':
      if (msg['language'] === 'en' || msg['language'] === 'hi') void saveLanguage(msg['language']);
      break;
    case 'insets':
      applyInsets(msg);
      break;
    case 'back':
      hardwareBack();
      break;
    default:
      break;
  }
}

async function signIn(id: string, mplToken: string): Promise<void> {
  if (mplToken.length < 10 || mplToken.length > 8192) return;
  const res = await call(hostSessionPath, { body: { host: id, mplToken }, handleErrors: true });
  const launch = hostLaunch.get();
  if (!launch) return;
  if (!res.ok) {
    hostLaunch.set({ ...launch, signedIn: false, failed: true });
    return;
  }
  await setSession(res.data.token);
  hostLaunch.set({ ...launch, signedIn: true, failed: false });
  const isNew = res.data.isNewUser;
  updateAppState((s) => ({ popups: { ...s.popups, howToPlay: isNew, welcome: isNew }, tooltipStep: isNew ? 1 : 0 }));
  if (ROOTS.has(location.pathname) && location.pathname !== '/new') {
    updateAppState({ homeTab: 0, myMatchesTab: 'inplay' });
    navigateTo('/new', { replace: true });
  }
}

function applyInsets(msg: Record<string, unknown>): void {
  const style = document.documentElement.style;
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const v = msg[side];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 200) style.setProperty(`--host-inset-${side}`, `${Math.round(v)}px`);
  }
}

/** The launcher's back button: the screen's back, else home; at the root PickXI asks to be closed. */
export function hardwareBack(): void {
  if (ROOTS.has(location.pathname)) {
    postToHost({ type: 'close' });
    return;
  }
  if (runScreenBack()) return;
  navigateTo('/new');
}
