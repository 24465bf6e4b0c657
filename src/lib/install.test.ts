import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the captured prompt is module state. */
async function load() {
  vi.resetModules();
  return import('./install');
}

function fakePromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('install offer', () => {
  let target: EventTarget;
  beforeEach(() => {
    target = new EventTarget();
    localStorage.clear();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps Chrome's prompt for later and offers it only when a feature asks (after a first saved set or join)", async () => {
    const install = await load();
    install.captureInstallPrompt(target as Window);
    const event = fakePromptEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no mini-infobar on the landing page
    expect(install.installOffer.get()).toBeNull();

    install.offerInstall();
    expect(install.installOffer.get()).toEqual({ kind: 'prompt' });
    await install.acceptInstall();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(install.installOffer.get()).toBeNull();
    expect(localStorage.getItem(install.DISMISSED_KEY)).toBeNull();
  });

  it('"Not now" is remembered: never offered again on this device', async () => {
    let install = await load();
    install.captureInstallPrompt(target as Window);
    target.dispatchEvent(fakePromptEvent('accepted'));
    install.offerInstall();
    install.dismissInstall();
    expect(install.installOffer.get()).toBeNull();

    install = await load(); // next visit
    const again = new EventTarget();
    install.captureInstallPrompt(again as Window);
    again.dispatchEvent(fakePromptEvent('accepted'));
    install.offerInstall();
    expect(install.installOffer.get()).toBeNull();
  });

  it("a dismissal in Chrome's own dialog is remembered too", async () => {
    const install = await load();
    install.captureInstallPrompt(target as Window);
    target.dispatchEvent(fakePromptEvent('dismissed'));
    install.offerInstall();
    await install.acceptInstall();
    expect(localStorage.getItem(install.DISMISSED_KEY)).not.toBeNull();
  });

  it('without a prompt: nothing on Android, the add-to-home-screen hint on iOS', async () => {
    let install = await load();
    install.offerInstall();
    expect(install.installOffer.get()).toBeNull();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    install = await load();
    install.offerInstall();
    expect(install.installOffer.get()).toEqual({ kind: 'iosHint' });
  });

  it('an app already running installed offers nothing', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(display-mode: standalone)' }));
    try {
      const install = await load();
      install.captureInstallPrompt(target as Window);
      target.dispatchEvent(fakePromptEvent('accepted'));
      install.offerInstall();
      expect(install.installOffer.get()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
