import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftOpen, waitingUpdate } from './appUpdate';
import { clearServiceWorkerCaches, registerServiceWorker, resetServiceWorkerForTests } from './serviceWorker';

/** A stand-in for workbox-window's Workbox: records what the page asked, lets the test fire its events. */
function fakeWorkbox() {
  const handlers = new Map<string, (event: { isUpdate?: boolean }) => void>();
  const wb = {
    addEventListener: vi.fn((type: string, handler: (event: { isUpdate?: boolean }) => void) => handlers.set(type, handler)),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(async () => true),
    fire: (type: string, event: { isUpdate?: boolean } = { isUpdate: true }) => act(() => handlers.get(type)?.(event)),
  };
  return wb;
}

function fakeDocument() {
  const listeners: Array<() => void> = [];
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, l: () => void) => listeners.push(l),
    hide() {
      this.visibilityState = 'hidden';
      for (const l of listeners) l();
    },
  };
}

async function registered() {
  const wb = fakeWorkbox();
  const doc = fakeDocument();
  const reload = vi.fn();
  await registerServiceWorker({ enabled: true, createWorkbox: () => wb as never, loaded: Promise.resolve(), reload, document: doc as never });
  return { wb, doc, reload };
}

describe('service worker registration (workbox-window)', () => {
  afterEach(() => resetServiceWorkerForTests());

  it('registers only when enabled (production)', async () => {
    const wb = fakeWorkbox();
    expect(await registerServiceWorker({ enabled: false, createWorkbox: () => wb as never })).toBeNull();
    expect(wb.register).not.toHaveBeenCalled();
    await registered();
  });

  it('a waiting version is offered, not forced; accepting skips waiting and reloads once the new worker controls', async () => {
    const { wb, reload } = await registered();
    wb.fire('waiting');
    expect(waitingUpdate.get()).not.toBeNull();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();

    act(() => waitingUpdate.get()?.apply());
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(waitingUpdate.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with no draft open, the update is applied when the page goes to the background', async () => {
    const { wb, doc } = await registered();
    wb.fire('waiting');
    doc.hide();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('never swaps the code under an open draft by itself', async () => {
    const { wb, doc } = await registered();
    const draft = renderHook(() => useDraftOpen());
    wb.fire('waiting');
    doc.hide();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(waitingUpdate.get()).not.toBeNull();
    draft.unmount();
  });

  it('the first install taking control of the page is not an update: no prompt, no reload', async () => {
    const { wb, reload } = await registered();
    wb.fire('controlling', { isUpdate: false });
    expect(waitingUpdate.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("another tab's update taking control is offered as a reload", async () => {
    const { wb, reload } = await registered();
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    act(() => waitingUpdate.get()?.apply());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('page → worker asks go through messageSW', async () => {
    expect(await clearServiceWorkerCaches()).toBeUndefined(); // nothing registered: nothing to ask
    const { wb } = await registered();
    await clearServiceWorkerCaches();
    expect(wb.messageSW).toHaveBeenCalledWith({ type: 'logout' });
  });
});
