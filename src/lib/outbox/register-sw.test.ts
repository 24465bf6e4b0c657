import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, clearServiceWorkerCaches } from './register-sw';
import { requestPersistentStorage } from './persist';

function fakeContainer(controller: { postMessage: (m: unknown) => void } | null = null) {
  const registration = { scope: '/' } as ServiceWorkerRegistration;
  return {
    register: vi.fn(async () => registration),
    controller,
    registration,
  } as unknown as ServiceWorkerContainer & { register: ReturnType<typeof vi.fn>; registration: ServiceWorkerRegistration };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js at scope / and asks for persistent storage in production', async () => {
    const container = fakeContainer();
    const persist = vi.fn(async () => true);
    const reg = await registerServiceWorker({ enabled: true, container, persist, loaded: Promise.resolve() });
    expect(reg).toBe(container.registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside production builds (the vitest run is not one)', async () => {
    const container = fakeContainer();
    expect(await registerServiceWorker({ container, loaded: Promise.resolve() })).toBeNull();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('a failed registration resolves null instead of breaking the app', async () => {
    const container = fakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerServiceWorker({ enabled: true, container, persist: async () => false, loaded: Promise.resolve() })).toBeNull();
    warn.mockRestore();
  });

  it("clearServiceWorkerCaches posts {type:'logout'} to the controlling worker", () => {
    const postMessage = vi.fn();
    clearServiceWorkerCaches(fakeContainer({ postMessage }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'logout' });
    expect(() => clearServiceWorkerCaches(fakeContainer(null))).not.toThrow();
  });
});

describe('requestPersistentStorage', () => {
  it('asks only when not yet persisted, and reports refusals and missing support as false', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => false, persist } as unknown as StorageManager)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    const persist2 = vi.fn(async () => false);
    expect(await requestPersistentStorage({ persisted: async () => true, persist: persist2 } as unknown as StorageManager)).toBe(true);
    expect(persist2).not.toHaveBeenCalled();
    expect(await requestPersistentStorage({ persisted: async () => false, persist: persist2 } as unknown as StorageManager)).toBe(false);
    expect(await requestPersistentStorage(undefined)).toBe(false);
  });
});
