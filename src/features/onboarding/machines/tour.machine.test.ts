import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SHOW_DELAY_MS, tourMachine, visibleStep, type TourEmitted } from './tour.machine';

function start() {
  const actor = createActor(tourMachine);
  const emitted: TourEmitted[] = [];
  actor.on('seen', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted, visible: () => visibleStep(actor.getSnapshot()) };
}

describe('tooltip tour machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks home → challenge → picks → powerups → contests, each after the show delay on its screen', () => {
    const { actor, emitted, visible } = start();
    actor.send({ type: 'ARRIVE', screen: 'home', joined: 0 });
    actor.send({ type: 'LOADED', seen: [], joined: 0 });
    expect(visible()).toBeNull();
    vi.advanceTimersByTime(SHOW_DELAY_MS - 1);
    expect(visible()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual({ step: 1, screen: 'home' });

    // tapping a card leaves home while step 1 shows: followed, so seen
    actor.send({ type: 'LEAVE', screen: 'home' });
    expect(emitted).toEqual([{ type: 'seen', steps: [1], all: [1] }]);
    actor.send({ type: 'ARRIVE', screen: 'challenge' });
    actor.send({ type: 'ARRIVE', screen: 'contests' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()).toEqual({ step: 2, screen: 'challenge' });
    actor.send({ type: 'NEXT' });
    expect(visible()).toBeNull();
    vi.advanceTimersByTime(SHOW_DELAY_MS * 5);
    expect(visible()).toBeNull(); // step 3 waits for the picks screen

    actor.send({ type: 'LEAVE', screen: 'challenge' });
    actor.send({ type: 'LEAVE', screen: 'contests' });
    actor.send({ type: 'ARRIVE', screen: 'picks' });
    actor.send({ type: 'ARRIVE', screen: 'powerups' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()).toEqual({ step: 3, screen: 'picks' });
    actor.send({ type: 'NEXT' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()).toEqual({ step: 4, screen: 'powerups' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'LEAVE', screen: 'picks' });
    actor.send({ type: 'LEAVE', screen: 'powerups' });
    actor.send({ type: 'ARRIVE', screen: 'contests' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()).toEqual({ step: 5, screen: 'contests' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted.map((e) => e.steps)).toEqual([[1], [2], [3], [4], [5]]);
    expect(emitted.at(-1)?.all).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaving before the delay shows nothing and marks nothing', () => {
    const { actor, emitted, visible } = start();
    actor.send({ type: 'LOADED', seen: [], joined: 0 });
    actor.send({ type: 'ARRIVE', screen: 'home' });
    vi.advanceTimersByTime(SHOW_DELAY_MS / 2);
    actor.send({ type: 'LEAVE', screen: 'home' });
    vi.advanceTimersByTime(SHOW_DELAY_MS * 2);
    expect(visible()).toBeNull();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'ARRIVE', screen: 'home' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()?.step).toBe(1);
  });

  it('docs/product.md §4: step 1 not when its flag is set (on the device or the server); the tour resumes at the first unseen step', () => {
    const { actor, visible } = start();
    actor.send({ type: 'LOADED', seen: [1], joined: 0 });
    actor.send({ type: 'ARRIVE', screen: 'home' });
    vi.advanceTimersByTime(SHOW_DELAY_MS * 3);
    expect(visible()).toBeNull();
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'ARRIVE', screen: 'challenge' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()?.step).toBe(2);
  });

  it('docs/product.md §4: no tour for a player who has joined a contest (from the server, or from a screen)', () => {
    const server = start();
    server.actor.send({ type: 'LOADED', seen: [], joined: 1 });
    expect(server.actor.getSnapshot().status).toBe('done');

    const screen = start();
    screen.actor.send({ type: 'LOADED', seen: [], joined: null });
    expect(screen.actor.getSnapshot().value).toBe('waiting');
    screen.actor.send({ type: 'ARRIVE', screen: 'home', joined: 2 });
    vi.advanceTimersByTime(SHOW_DELAY_MS * 2);
    expect(screen.visible()).toBeNull();
    expect(screen.actor.getSnapshot().status).toBe('done');
  });

  it('all steps seen: over at once; SKIP ends the tour and emits every step not seen yet', () => {
    const seenAll = start();
    seenAll.actor.send({ type: 'LOADED', seen: [1, 2, 3, 4, 5], joined: 0 });
    expect(seenAll.actor.getSnapshot().status).toBe('done');

    const { actor, emitted, visible } = start();
    actor.send({ type: 'LOADED', seen: [2], joined: 0 });
    actor.send({ type: 'ARRIVE', screen: 'home' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()?.step).toBe(1);
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'seen', steps: [1, 3, 4, 5], all: [1, 2, 3, 4, 5] }]);
  });

  it('waits for LOADED: screens that arrive earlier are remembered', () => {
    const { actor, visible } = start();
    actor.send({ type: 'ARRIVE', screen: 'home' });
    vi.advanceTimersByTime(SHOW_DELAY_MS * 5);
    expect(visible()).toBeNull();
    actor.send({ type: 'LOADED', seen: [], joined: 0 });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(visible()?.step).toBe(1);
  });
});
