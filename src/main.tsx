import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreAppState, startAppStatePersistence } from './lib/appState';
import { initI18n } from './lib/i18n';
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
}

void start();
