import { describe, expect, it } from 'vitest';
import { isCachedApi, isCachedImage, isNeverCached, NAVIGATION_DENYLIST } from './routes';

const ORIGIN = 'https://pickxi.example';
const u = (path: string) => new URL(path, ORIGIN);

describe('service worker caching rules', () => {
  it('caches the challenge list, slides and tab counters', () => {
    for (const p of [
      '/api/v1/platform/challenges',
      '/api/v1/platform/challenges?sports_id=1',
      '/api/v1/platform/challenges/upcoming',
      '/api/v3/game/slides',
      '/api/v3/game/slides?lang=hi',
      '/api/f2p/v1/game/challenges/tabCounters',
    ]) {
      expect(isCachedApi(u(p), ORIGIN), p).toBe(true);
    }
  });

  it('never caches wallet, KYC, auth, payment, withdraw, or any unlisted API', () => {
    for (const p of [
      '/api/v1/wallet',
      '/api/v1/wallet/transactions',
      '/api/v1/kyc/status',
      '/api/f2p/v1/user/authToken',
      '/api/v1/payment/order',
      '/api/v1/withdraw',
      '/api/v3/game/challenges/verifyJoinContest',
      '/api/v1/platform/challengesX',
      '/api/v1/platform/challenges/wallet-summary',
      '/api/f2p/v1/game/challenges/tabCounters/extra',
      '/api/v1/live/stream',
    ]) {
      expect(isCachedApi(u(p), ORIGIN), p).toBe(false);
    }
    expect(isNeverCached('/api/v1/user/KYC')).toBe(true);
    expect(isNeverCached('/api/v1/live/stream')).toBe(true);
  });

  it('ignores other origins', () => {
    expect(isCachedApi(new URL('/api/v1/platform/challenges', 'https://evil.example'), ORIGIN)).toBe(false);
    expect(isCachedImage(new URL('/img/a.png', 'https://cdn.example'), ORIGIN)).toBe(false);
  });

  it('caches same-origin images under /img and /icons only', () => {
    expect(isCachedImage(u('/img/sports/cricket.png'), ORIGIN)).toBe(true);
    expect(isCachedImage(u('/icons/icon-192.png'), ORIGIN)).toBe(true);
    expect(isCachedImage(u('/api/v1/kyc/document'), ORIGIN)).toBe(false);
  });

  it('gives the SPA shell to app routes but not to /api or server files', () => {
    const denied = (p: string) => NAVIGATION_DENYLIST.some((re) => re.test(p));
    for (const p of ['/api', '/api/v1/platform/challenges', '/sw.js', '/manifest.webmanifest', '/robots.txt']) expect(denied(p), p).toBe(true);
    for (const p of ['/', '/new', '/thankyou', '/wallet', '/addMoney/100', '/apiary']) expect(denied(p), p).toBe(false);
  });
});
