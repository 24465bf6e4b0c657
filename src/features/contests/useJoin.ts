/**
 * Runs the prediction join machine (machines/predictionJoin.machine.ts) for a screen and turns its
 * emitted effects into UI: snackbars, the time's-up / rooms-full modals, the low-balance route,
 * reloads and closing the join sheet. The machine stays pure; this is the only place it meets the app.
 *
 * A paid join refused until the player declares their state or date of birth (responsible play) closes the join
 * sheet and sets `declaring`: the screen shows the profile feature's PlayDetailsSheet, whose onDone is `declared`,
 * which runs the same join again (same input: contest, set). The new run sends a new Idempotency-Key (the actor
 * makes one per request): the server stores the refusal under the refused key, which would only replay it, and
 * nothing was created under that key, so the new one cannot seat the set twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createActor, type Actor } from 'xstate';
import { call } from '../../lib/http';
import { reportPurchase } from '../../lib/analytics';
import { offerInstall } from '../../lib/install';
import { uuidv7 } from '../../lib/outbox/uuid';
import { showSnackbar } from '../../lib/snackbar';
import { raiseError } from '../../lib/uiStatus';
import { refreshChallenges } from '../challenges';
import { refreshMyMatches } from '../results';
import { lowBalancePath, refreshWallet } from '../wallet';
import { predictionJoinActors, type JoinCall } from './machines/joinActors';
import { JOINED_SUCCESSFULLY, type JoinEffect, type ReloadTarget } from './machines/joinEffects';
import { predictionJoinMachine, type PredictionJoinInput } from './machines/predictionJoin.machine';

export type JoinModal = 'timesUp' | 'roomsFull';

export interface JoinHandlers {
  /** reload the screen's data for these targets (contests, userStats); the wallet is refreshed here */
  reload: (targets: ReloadTarget[]) => void;
  /** a join was confirmed (sets the joined flag of the banner) */
  joined: () => void;
  /** close the choose-set sheet */
  closeSheet: () => void;
}

export function useJoin(handlers: JoinHandlers) {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const [modal, setModal] = useState<JoinModal | null>(null);
  const [busy, setBusy] = useState(false);
  const [declaring, setDeclaring] = useState<PredictionJoinInput | null>(null);
  const actorRef = useRef<Actor<typeof predictionJoinMachine> | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(
    () => () => {
      actorRef.current?.stop();
    },
    [],
  );

  const start = useCallback(
    (input: PredictionJoinInput) => {
      actorRef.current?.stop();
      const machine = predictionJoinMachine.provide({ actors: predictionJoinActors({ call: call as JoinCall, newKey: uuidv7 }) });
      const actor = createActor(machine, { input });
      const on = <K extends JoinEffect['type']>(type: K, fn: (e: Extract<JoinEffect, { type: K }>) => void) =>
        actor.on(type, (e) => fn(e as unknown as Extract<JoinEffect, { type: K }>));
      on('snackbar', (e) => showSnackbar(t(e.messageKey, { defaultValue: e.message }), e.tone));
      on('modal', (e) => {
        handlersRef.current.closeSheet();
        setModal(e.modal);
      });
      on('openAddMoney', (e) => navigate(lowBalancePath({ shortfallPaise: e.shortfallPaise, from: e.returnTo })));
      // docs/product.md §4: green success text on a room (the machine leaves the wording to the screen)
      on('recordJoin', () => {
        showSnackbar(t('join.success', { defaultValue: JOINED_SUCCESSFULLY }), 'success');
        handlersRef.current.joined();
        offerInstall();
      });
      on('reload', (e) => {
        if (e.targets.includes('wallet')) void refreshWallet();
        // docs/product.md §4: a join reloads the in-play challenges (my matches, stored for offline reading too)
        if (e.targets.includes('inPlayChallenges')) void refreshMyMatches();
        // … and the challenge matches: home's list and its counts are fresh when the player goes back to it
        if (e.targets.includes('challengeMatches')) void refreshChallenges();
        handlersRef.current.reload(e.targets);
      });
      // docs/product.md §4: a confirmed join reports a purchase event in INR (to the launcher's analytics in host mode)
      on('purchase', (e) => reportPurchase(e.value, e.orderId));
      on('declarationNeeded', () => {
        handlersRef.current.closeSheet();
        setDeclaring(input);
      });
      on('closeModal', () => handlersRef.current.closeSheet());
      on('loading', (e) => setBusy(e.loading));
      on('navigateBack', (e) => navigate(e.to));
      on('uncaughtError', (e) => raiseError({ info: e.info }));
      actor.subscribe({ complete: () => setBusy(false) });
      actorRef.current = actor;
      setBusy(true);
      actor.start();
    },
    [navigate, t],
  );

  /** the declaration is saved: the join goes on */
  const declared = useCallback(() => {
    setDeclaring(null);
    if (declaring) start(declaring);
  }, [declaring, start]);

  return { start, modal, closeModal: () => setModal(null), busy, declaring: declaring !== null, declared, cancelDeclaration: () => setDeclaring(null) };
}
