import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreAppState, startAppStatePersistence } from './lib/appState';
import { initI18n } from './lib/i18n';
import { getToken, getUserId, logout, onSessionEvent } from './lib/session';
import './app/app.css';

async function start() {
  // Both are quick local reads; awaiting them avoids a flash of English or default tabs.
  await Promise.all([initI18n(), restoreAppState()]);
  startAppStatePersistence();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void startOfflineServices();
}

/**
 * The outbox and the service worker load after the first render: they are
 * not needed to paint home, so they stay out of its critical JS.
 */
async function startOfflineServices() {
  const outbox = await import('./lib/outbox');
  outbox.startOutbox({
    send: outbox.createFetchSend({ getToken }),
    getUserId: () => (getToken() ? getUserId() : null),
    // spec §4: a 401 logs out; the unsent items wait for the same user
    onAuthRequired: () => void logout(),
  });
  onSessionEvent((event) => {
    if (event === 'signedIn') void outbox.retryOutbox();
    else outbox.clearServiceWorkerCaches();
  });
  void outbox.pruneSettled(Date.now());
  void outbox.registerServiceWorker();
}

void start();
