import { resetAppState } from './appState';
import { closeSnackbar } from './snackbar';
import { clearError, resetLoading } from './uiStatus';
import { navigateTo } from './navigation';
import { createStore, useStore } from './store';

/**
 * The signed-in session: the auth token (localStorage 'authToken'), the
 * user id read from it, and the device id (gaid) used for guest accounts.
 */
const TOKEN_KEY = 'authToken';
const USER_KEY = 'userId';
const GAID_KEY = 'gaid';

/** Settings that survive logout: the device and its language are not the user's. */
const KEPT_SETTINGS = new Set(['language', 'gaid']);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const authToken = createStore<string | null>(read(TOKEN_KEY));

/**
 * Sign-in / logout listeners, so services started lazily (the outbox, the
 * service worker) react without this module importing them.
 */
export type SessionEvent = 'signedIn' | 'loggedOut';
const sessionListeners = new Set<(e: SessionEvent) => void>();
export function onSessionEvent(listener: (e: SessionEvent) => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}
function emitSession(e: SessionEvent): void {
  for (const l of [...sessionListeners]) {
    try {
      l(e);
    } catch (err) {
      console.warn('session listener failed', err);
    }
  }
}

export const getToken = () => authToken.get();
export const useAuthToken = () => useStore(authToken);

/** The `sub` claim of a JWT, without verifying it (the server does that). */
export function userIdFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return sub === undefined || sub === null ? null : String(sub);
  } catch {
    return null;
  }
}

export function getUserId(): string | null {
  return read(USER_KEY);
}

/**
 * Store a fresh token. An unsent outbox kept from logout survives only for
 * the same user: the outbox drops other users' items when it starts or hears
 * 'signedIn' (src/main.tsx) and never sends them meanwhile, so signing in
 * does not load Dexie on the way to the first screen.
 */
export async function setSession(token: string): Promise<void> {
  const userId = userIdFromToken(token);
  localStorage.setItem(TOKEN_KEY, token);
  if (userId) localStorage.setItem(USER_KEY, userId);
  else localStorage.removeItem(USER_KEY);
  authToken.set(token);
  emitSession('signedIn');
  return Promise.resolve();
}

/** RFC 4122 v4; crypto.randomUUID exists only in secure contexts (not plain-http LAN testing). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The device id: a random UUID kept in localStorage. */
export function getGaid(): string {
  let gaid = read(GAID_KEY);
  if (!gaid) {
    gaid = randomUuid();
    localStorage.setItem(GAID_KEY, gaid);
  }
  return gaid;
}

/**
 * docs/product.md §4/§8: log out and reset all state except routing. Local data goes
 * (challenge and question caches, server set lists, settings other than
 * language/device, finished outbox items and settled drafts); an unsent
 * outbox and its drafts are kept for when the same user signs in again.
 */
export async function logout(): Promise<void> {
  localStorage.removeItem(TOKEN_KEY);
  authToken.set(null);
  resetAppState();
  closeSnackbar();
  clearError();
  resetLoading();
  try {
    // Dexie is loaded when it is needed, not at startup (docs/decisions/004-fetch-instead-of-ky.md)
    const { db } = await import('./db');
    const tables = [db.challengeCache, db.settings, db.outbox, db.questionCache, db.mySetsCache, db.pickDrafts, db.teamsCache, db.teamDrafts];
    await db.transaction('rw', tables, async () => {
      await db.challengeCache.clear();
      await db.questionCache.clear();
      await db.mySetsCache.clear();
      await db.settings.filter((s) => !KEPT_SETTINGS.has(s.key)).delete();
      await db.outbox.where('state').anyOf('done', 'rejected').delete();
      // drafts still being edited or waiting in the outbox stay with their user, like the outbox
      await db.pickDrafts.where('state').anyOf('synced', 'rejected').delete();
      // draft teams: the same rule as pick sets; the team lists were this player's
      await db.teamsCache.clear();
      await db.teamDrafts.where('state').anyOf('synced', 'rejected').delete();
    });
  } catch (e) {
    console.warn('clearing local data failed', e);
  }
  emitSession('loggedOut');
  navigateTo('/thankyou', { replace: true });
}
