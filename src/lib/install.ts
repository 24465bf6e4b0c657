import { createStore, useStore } from './store';

/**
 * Offering to install the app (add to home screen), at a good moment only:
 * - Chrome's `beforeinstallprompt` is captured as soon as the page starts (main.tsx) and kept, so the
 *   browser's own mini-infobar does not pop up on the landing page;
 * - a feature calls `offerInstall()` after the player's first saved pick set or joined contest;
 * - iOS Safari has no install prompt: the offer is a short "Share → Add to Home Screen" hint instead;
 * - "Not now" is remembered on the device; an app already running installed offers nothing.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = { kind: 'prompt' } | { kind: 'iosHint' };

export const DISMISSED_KEY = 'installOfferDismissed';

let deferred: BeforeInstallPromptEvent | null = null;
export const installOffer = createStore<InstallOffer | null>(null);
export const useInstallOffer = () => useStore(installOffer);

export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    installOffer.set(null);
  });
}

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function runningInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** iPhone/iPad Safari (iPadOS reports a Mac with touch). */
function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Called after the player's first saved set or joined contest: shows the offer when there is one to make. */
export function offerInstall(): void {
  if (installOffer.get() || dismissedBefore() || runningInstalled()) return;
  if (deferred) installOffer.set({ kind: 'prompt' });
  else if (isIos()) installOffer.set({ kind: 'iosHint' });
}

/** "Install": Chrome's own dialog. Either answer closes the offer; a dismissal there is remembered too. */
export async function acceptInstall(): Promise<void> {
  const event = deferred;
  installOffer.set(null);
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') rememberDismissal();
}

/** "Not now" / "OK": never offered again on this device. */
export function dismissInstall(): void {
  installOffer.set(null);
  rememberDismissal();
}

function rememberDismissal(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // private mode: offered again next time, no harm
  }
}
