import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, type SeenRequest } from '../testing/mockApi';
import { registerBackHandler } from './backButton';
import { hardwareBack, startHostBridge } from './host-bridge';
import { reportPurchase } from './analytics';
import { enterHostMode, hostLaunch, openHostWallet } from './hostMode';
import { registerNavigator } from './navigation';
import { authToken } from './session';

/**
 * The launcher bridge in jsdom. jsdom's window is its own parent, so "the launcher" here is window itself: what
 * the bridge sends to its parent is caught on window.postMessage, and messages "from the launcher" are dispatched
 * with source = window.
 */
const LAUNCHER = 'http://launcher.test:4355';
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

const sent: { message: unknown; targetOrigin: string }[] = [];
let seen: SeenRequest[] = [];

function fromOrigin(origin: string, data: unknown, source: MessageEventSource | null = window): void {
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('host bridge', () => {
  const navigate = vi.fn();
  beforeAll(async () => {
    registerNavigator(navigate);
    vi.spyOn(window, 'postMessage').mockImplementation(((message: unknown, targetOrigin: string) => {
      sent.push({ message, targetOrigin });
    }) as typeof window.postMessage);
    seen = mockApi((req) => {
      if (req.path === '/api/v1/host/launchers') return ok({ launchers: [{ id: 'sandbox', name: 'Sandbox launcher', origin: LAUNCHER }] });
      if (req.path === '/api/v1/host/session') {
        const body = req.body as { mplToken: string };
        return body.mplToken === 'good-token-123'
          ? ok({ token: jwt('42'), isNewUser: false, host: { id: 'sandbox', name: 'Sandbox launcher', origin: LAUNCHER } })
          : { status: 401, body: { status: 401, code: 'HOST_TOKEN_INVALID', message: 'no' } };
      }
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
    });
    enterHostMode('sandbox');
    await startHostBridge('sandbox');
  });
  afterEach(() => {
    sent.length = 0;
    navigate.mockReset();
  });

  it('says ready to the launcher, and only to its origin', () => {
    expect(hostLaunch.get()).toMatchObject({ id: 'sandbox', name: 'Sandbox launcher', origin: LAUNCHER });
    openHostWallet(900);
    reportPurchase(10, 'order-1');
    expect(sent).toEqual([
      { message: { type: 'ready', source: 'pickxi-app' }, targetOrigin: LAUNCHER },
      { message: { type: 'openWallet', reason: 'topUp', amountPaise: 900, source: 'pickxi-app' }, targetOrigin: LAUNCHER },
      { message: { type: 'analytics', name: 'purchase', params: { currency: 'INR', value: 10, order_id: 'order-1' }, source: 'pickxi-app' }, targetOrigin: LAUNCHER },
    ]);
  });

  it('signs in with the launcher token and nothing else', async () => {
    fromOrigin('http://evil.test', { source: 'pickxi-host', type: 'token', token: 'good-token-123' });
    fromOrigin(LAUNCHER, { source: 'pickxi-host', type: 'token', token: 'good-token-123' }, null);
    fromOrigin(LAUNCHER, { type: 'token', token: 'good-token-123' });
    await flush();
    expect(seen.filter((r) => r.path === '/api/v1/host/session')).toHaveLength(0);

    fromOrigin(LAUNCHER, { source: 'pickxi-host', type: 'token', token: 'good-token-123' });
    await vi.waitFor(() => expect(authToken.get()).toBe(jwt('42')));
    expect(seen.filter((r) => r.path === '/api/v1/host/session').map((r) => r.body)).toEqual([{ host: 'sandbox', mplToken: 'good-token-123' }]);
    expect(hostLaunch.get()).toMatchObject({ signedIn: true, failed: false });

    fromOrigin(LAUNCHER, { source: 'pickxi-host', type: 'token', token: 'refused-token' });
    await vi.waitFor(() => expect(hostLaunch.get()).toMatchObject({ failed: true }));
  });

  it('ignores a back press from another origin, follows the screen back from the launcher, closes at the root', async () => {
    window.history.replaceState(null, '', '/wallet');
    const screenBack = vi.fn();
    const unregister = registerBackHandler(screenBack);
    fromOrigin('http://evil.test', { source: 'pickxi-host', type: 'back' });
    expect(screenBack).not.toHaveBeenCalled();
    fromOrigin(LAUNCHER, { source: 'pickxi-host', type: 'back' });
    expect(screenBack).toHaveBeenCalledTimes(1);
    unregister();

    // A screen without a back button goes home.
    window.history.replaceState(null, '', '/mymatches');
    hardwareBack();
    expect(navigate).toHaveBeenCalledWith('/new', undefined);

    window.history.replaceState(null, '', '/new');
    fromOrigin(LAUNCHER, { source: 'pickxi-host', type: 'back' });
    expect(sent).toEqual([{ message: { type: 'close', source: 'pickxi-app' }, targetOrigin: LAUNCHER }]);
  });

  it('applies the launcher insets, bounded', () => {
    fromOrigin(LAUNCHER, { source: 'pickxi-host', type: 'insets', top: 24, bottom: 16, left: -3, right: 9999 });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--host-inset-top')).toBe('24px');
    expect(style.getPropertyValue('--host-inset-bottom')).toBe('16px');
    expect(style.getPropertyValue('--host-inset-left')).toBe('');
    expect(style.getPropertyValue('--host-inset-right')).toBe('');
  });
});
