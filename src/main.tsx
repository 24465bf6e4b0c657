import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterHomeShown } from './features/challenges/homeShown';
import { restoreAppState, startAppStatePersistence } from './lib/appState';
import { initI18n, loadErrorTexts, storedLanguage } from './lib/i18n';
import { moneyModeStore } from './lib/moneyMode';
import { formatAmount } from '../core/money';
import { captureInstallPrompt } from './lib/install';
import { allowDexie } from './lib/settingsDirect';
import { api } from './lib/http';
import { getToken, getUserId, logout, onSessionEvent } from './lib/session';
import { startHostModeIfLaunched } from './lib/hostStart';
import { nextTask, whenIdle } from './lib/nextTask';
import './app/app.css';

/** Routes other than home (landing, deep links) start the offline services this long after the first render. */
const OFFLINE_SERVICES_FALLBACK_MS = 3000;

async function start() {
  // before anything else: Chrome may fire it as soon as the page is installable
  captureInstallPrompt();
  // Both are quick local reads; awaiting them avoids a flash of English or default tabs (the amount format is warmed meanwhile).
  await Promise.all([initI18n(), restoreAppState(), warmAmountFormat()]);
  // Opened by a partner launcher (?host= in a frame): host mode, its bridge loads on demand.
  startHostModeIfLaunched();
  startAppStatePersistence();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  afterHomeShown(() => whenIdle(() => void startOfflineServices()), OFFLINE_SERVICES_FALLBACK_MS);
  afterHomeShown(() => whenIdle(() => void loadErrorTexts()), OFFLINE_SERVICES_FALLBACK_MS);
}

/**
 * A page's first Intl.NumberFormat costs tens of milliseconds on a phone (its number data), wherever it is made:
 * made while the saved state is read, before the first render, it is not paid inside a render after the first paint
 * (the wallet balance's or the home list's, a long task). The formatter is the one home uses, so it is kept.
 */
function warmAmountFormat(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      formatAmount(0, moneyModeStore.get(), storedLanguage());
      resolve();
    }, 0),
  );
}

/**
 * The outbox (with Dexie) and the service worker load once home shows its
 * list, or a little after the first render of any other route: they are not
 * needed to paint home, so they stay out of its critical JS and do not
 * compete with it for the network. Pending items are drained when it starts.
 */
async function startOfflineServices() {
  allowDexie();
  const [outbox, serviceWorker] = await Promise.all([import('./lib/outbox'), import('./lib/serviceWorker')]);
  // each step below in a task of its own (src/lib/nextTask.ts): together they were one long task after home's paint
  await nextTask();
  outbox.startOutbox({
    send: outbox.createApiSend(api),
    getUserId: () => (getToken() ? getUserId() : null),
    // docs/product.md §4: a 401 logs out; the unsent items wait for the same user
    onAuthRequired: () => void logout(),
  });
  const { db } = await import('./lib/db');
  await nextTask();
  // docs/architecture.md, What stays off the device: an unsent outbox survives only for the same user. Done here, once the
  // outbox runs, so that signing in need not load Dexie (the drainer never sends another user's items).
  // The session is shared with the service worker, which drains the outbox with the app closed.
  const keepOnlyMine = async () => {
    const token = getToken();
    const userId = token ? getUserId() : null;
    if (!token || userId === null) return;
    await outbox.shareSessionWithWorker({ token, userId }, db).catch((e: unknown) => console.warn('sharing the session with the worker failed', e));
    await db.outbox
      .filter((item) => item.userId !== userId)
      .delete()
      .catch((e: unknown) => console.warn('outbox cleanup failed', e));
  };
  onSessionEvent((event) => {
    if (event === 'signedIn') void keepOnlyMine().then(() => outbox.retryOutbox());
    else void serviceWorker.clearServiceWorkerCaches();
  });
  void keepOnlyMine();
  await nextTask();
  void outbox.pruneSettled(Date.now());
  await nextTask();
  void serviceWorker.registerServiceWorker();
}

void start();
