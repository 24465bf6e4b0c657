/**
 * The tooltip tour (docs/product.md §1 "a tooltip tour … for new users", §4 "Tooltips: step 1 onward with a seen
 * flag per step. The first-time tooltip shows only if the local flag is unset and the user has joined
 * fewer than 1 contest; it is dismissed by setting the flag").
 *
 *   loading ──LOADED──► deciding ──(over)──► done (final)
 *                          │
 *                          ▼
 *                       waiting ──(its screen is present)──► appearing ──after SHOW_DELAY──► showing
 *                          ▲                                    │ LEAVE its screen                 │ NEXT, or LEAVE its
 *                          └────────────────────────────────────┘                                  │ screen (acted on it)
 *                                                                                                    ▼
 *                                                                       step seen, emitted ──► deciding
 *   SKIP anywhere after loading: every step seen, emitted, done.
 *
 * - The steps and their screens are core/rules/onboarding.ts (home → challenge → picks → powerups →
 *   contests); which one is next is nextTourStep(seen, joined): the first unseen step, none once the
 *   player has joined a contest (the first-time rule extended to the whole tour).
 * - Screens say where the player is: ARRIVE / LEAVE {screen} from the tooltip anchors (TourTip). A step
 *   shows only while its screen is present, after SHOW_DELAY so it does not flash during navigation.
 * - A step is seen when the player presses "Got it" (NEXT) or leaves its screen while it shows (e.g.
 *   step 1 "Click on a card to start playing": tapping the card is following it).
 * - The machine does no I/O: it emits `seen` with the steps newly seen; the runtime stores them on the
 *   device (Dexie settings) and on the server. LOADED brings the union of both.
 */
import { assign, emit, setup } from 'xstate';
import { ALL_TOUR_STEPS, mergeSeen, nextTourStep, tourStep, type TourScreen } from '../../../../core/rules/onboarding';

/** How long a step's screen must be present before its tooltip shows. */
export const SHOW_DELAY_MS = 600;

export interface TourContext {
  seen: number[];
  /** contests the player has joined (0 while unknown) */
  joined: number;
  /** screens with a tooltip anchor mounted now */
  present: TourScreen[];
  /** the step being waited for or shown; null when the tour is over */
  step: number | null;
}

export type TourEvent =
  | { type: 'LOADED'; seen: readonly number[]; joined: number | null }
  | { type: 'ARRIVE'; screen: TourScreen; joined?: number }
  | { type: 'LEAVE'; screen: TourScreen }
  | { type: 'NEXT' }
  | { type: 'SKIP' };

export type TourEmitted = { type: 'seen'; steps: number[]; all: number[] };

const screenOf = (step: number | null): TourScreen | null => (step === null ? null : (tourStep(step)?.screen ?? null));

export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    emitted: {} as TourEmitted,
  },
  delays: { SHOW_DELAY: SHOW_DELAY_MS },
  guards: {
    over: ({ context }) => context.step === null,
    onStepScreen: ({ context }) => {
      const screen = screenOf(context.step);
      return screen !== null && context.present.includes(screen);
    },
    leavesStepScreen: ({ context, event }) => event.type === 'LEAVE' && event.screen === screenOf(context.step),
    joinedNow: ({ event }) => event.type === 'ARRIVE' && (event.joined ?? 0) >= 1,
  },
  actions: {
    load: assign(({ context, event }) => {
      if (event.type !== 'LOADED') return {};
      return { seen: mergeSeen(context.seen, event.seen), joined: Math.max(context.joined, event.joined ?? 0) };
    }),
    arrive: assign(({ context, event }) => {
      if (event.type !== 'ARRIVE') return {};
      return {
        present: context.present.includes(event.screen) ? context.present : [...context.present, event.screen],
        joined: Math.max(context.joined, event.joined ?? 0),
      };
    }),
    leave: assign(({ context, event }) => (event.type === 'LEAVE' ? { present: context.present.filter((s) => s !== event.screen) } : {})),
    pickStep: assign(({ context }) => ({ step: nextTourStep(context.seen, context.joined) })),
    seeStep: assign(({ context }) => ({ seen: context.step === null ? context.seen : mergeSeen(context.seen, [context.step]) })),
    emitStepSeen: emit(({ context }) => ({ type: 'seen' as const, steps: context.step === null ? [] : [context.step], all: mergeSeen(context.seen, context.step === null ? [] : [context.step]) })),
    seeAll: assign({ seen: () => [...ALL_TOUR_STEPS], step: () => null }),
    emitAllSeen: emit(({ context }) => ({ type: 'seen' as const, steps: ALL_TOUR_STEPS.filter((s) => !context.seen.includes(s)), all: [...ALL_TOUR_STEPS] })),
  },
}).createMachine({
  id: 'tour',
  initial: 'loading',
  context: { seen: [], joined: 0, present: [], step: null },
  on: {
    ARRIVE: { actions: 'arrive' },
    LEAVE: { actions: 'leave' },
  },
  states: {
    loading: {
      on: { LOADED: { target: 'deciding', actions: 'load' } },
    },
    deciding: {
      entry: 'pickStep',
      always: [{ guard: 'over', target: 'done' }, { target: 'waiting' }],
    },
    waiting: {
      always: { guard: 'onStepScreen', target: 'appearing' },
      on: {
        // a screen that reports a join ends the tour (nextTourStep); otherwise `always` re-checks the screens
        ARRIVE: [{ guard: 'joinedNow', target: 'deciding', actions: 'arrive' }, { actions: 'arrive' }],
        SKIP: { target: 'done', actions: ['emitAllSeen', 'seeAll'] },
      },
    },
    appearing: {
      after: { SHOW_DELAY: 'showing' },
      on: {
        LEAVE: [{ guard: 'leavesStepScreen', target: 'waiting', actions: 'leave' }, { actions: 'leave' }],
        SKIP: { target: 'done', actions: ['emitAllSeen', 'seeAll'] },
      },
    },
    showing: {
      on: {
        NEXT: { target: 'deciding', actions: ['emitStepSeen', 'seeStep'] },
        LEAVE: [{ guard: 'leavesStepScreen', target: 'deciding', actions: ['emitStepSeen', 'seeStep', 'leave'] }, { actions: 'leave' }],
        SKIP: { target: 'done', actions: ['emitAllSeen', 'seeAll'] },
      },
    },
    done: { type: 'final', entry: assign({ step: () => null }) },
  },
});

/** The step a screen should show now (its tooltip is visible), or null. */
export function visibleStep(snapshot: { matches: (s: 'showing') => boolean; context: TourContext }): { step: number; screen: TourScreen } | null {
  if (!snapshot.matches('showing') || snapshot.context.step === null) return null;
  const screen = screenOf(snapshot.context.step);
  return screen === null ? null : { step: snapshot.context.step, screen };
}
