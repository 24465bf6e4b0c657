import { createActor, type Actor } from 'xstate';
import { markTourSeenPath, userDataPath } from '../../../../core/api/paths';
import { LAST_TOUR_STEP, mergeSeen } from '../../../../core/rules/onboarding';
import { call } from '../../../lib/http';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { onSessionEvent } from '../../../lib/session';
import { tourMachine, visibleStep } from '../machines/tour.machine';
import { readDeviceSeen, writeDeviceSeen } from './flags';
import { resetTourView, setTourSend, tourView } from './view';

/**
 * The tour's one actor for the signed-in player (loaded on demand by TourTip, so xstate stays off the
 * home route's first bundle). It loads the seen flags from the device and the server (getUserData:
 * seen_steps and contests joined), stores every newly seen step on both, and mirrors the visible step
 * into tourView. Offline, the device flags decide; a step the server has not heard of is sent the next
 * time the tour loads.
 */

let actor: Actor<typeof tourMachine> | null = null;

async function saveOnServer(steps: readonly number[]): Promise<void> {
  if (steps.length === 0) return;
  await call(markTourSeenPath, { body: { steps: [...steps] }, idempotencyKey: uuidv7(), handleErrors: true, silent: true });
}

async function load(a: Actor<typeof tourMachine>): Promise<void> {
  const device = await readDeviceSeen().catch(() => [] as number[]);
  const server = await call(userDataPath, { query: { flavor: 'web' }, handleErrors: true, silent: true });
  const fromServer = server.ok ? server.data.onboarding.seen_steps : [];
  const all = mergeSeen(device, fromServer);
  if (actor !== a) return; // signed out (or reset) meanwhile
  a.send({ type: 'LOADED', seen: all, joined: server.ok ? server.data.count_contests_joined : null });
  // each side learns what the other knew (a reinstall gets the server's, the server gets offline ones)
  const missingHere = all.filter((s) => !device.includes(s));
  if (missingHere.length > 0) await writeDeviceSeen(missingHere).catch(() => undefined);
  if (server.ok && all.some((s) => !fromServer.includes(s))) await saveOnServer(all);
}

/** Start the tour's actor once per session. */
export function startTour(): void {
  if (actor) return;
  const a = createActor(tourMachine);
  actor = a;
  a.subscribe((snapshot) => {
    const visible = visibleStep(snapshot);
    const shown = tourView.get();
    if (visible?.step !== shown?.step || visible?.screen !== shown?.screen) tourView.set(visible && { ...visible, total: LAST_TOUR_STEP });
  });
  a.on('seen', (e) => {
    void writeDeviceSeen(e.steps).catch((err: unknown) => console.warn('tour flags not stored on the device', err));
    void saveOnServer(e.all);
  });
  a.start();
  // a finished tour ignores the screens' comings and goings
  setTourSend((event) => {
    if (a.getSnapshot().status === 'active') a.send(event);
  });
  void load(a).catch((err: unknown) => {
    console.warn('tour flags unreadable', err);
    if (actor === a) a.send({ type: 'LOADED', seen: [], joined: null });
  });
}

export function stopTour(): void {
  actor?.stop();
  actor = null;
  resetTourView();
}

// A new player signs in with their own flags.
onSessionEvent((event) => {
  if (event === 'loggedOut') stopTour();
});
