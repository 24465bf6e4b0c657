/**
 * Setup for the vitest 'web' project (jsdom): src/** and sw/** tests.
 *
 * - fake-indexeddb/auto installs an in-memory IndexedDB so Dexie works.
 * - React Testing Library does not auto-clean under vitest without globals,
 *   so unmount after every test.
 * - jsdom lacks matchMedia; components (and i18n/theme code) may query it.
 * - the money mode (src/lib/moneyMode.ts) is forgotten after every test, like a new page load.
 * - findBy / waitFor wait up to 5 s: a screen's first render loads its lazy route chunk and locale namespaces, which
 *   on a loaded 2-core machine can take longer than Testing Library's 1 s default.
 */
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetMoneyMode } from './lib/moneyMode';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // the server's money mode is a page-load singleton: each test asks its own server again
  resetMoneyMode();
});

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no scrollTo implementation and logs "Not implemented" on every call.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
