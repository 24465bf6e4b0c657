/**
 * Runs the team join machine (machines/teamJoin.machine.ts, docs/product.md §4 "Joining a contest (team flow)") for a screen
 * and turns its emitted effects into UI, as useJoin does for the prediction flow: the loading state, red / green
 * snackbars, low balance → add money with the shortfall, the wallet / user stats / my matches reloads, and the
 * way back to the previous path once joined.
 *
 * The queue call names the config, not a room: the engine seats the team in any open room of it (ADR 003).
 *
 * A paid join refused until the player declares their state or date of birth (responsible play) sets `declaring`:
 * the sheet shows the profile feature's PlayDetailsSheet, whose onDone (`declared`) runs the same join again with a
 * new Idempotency-Key (the refused key would only replay its stored refusal; nothing was queued under it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createActor, type Actor } from 'xstate';
import { call } from '../../lib/http';
import { offerInstall } from '../../lib/install';
import { uuidv7 } from '../../lib/outbox/uuid';
import { showSnackbar } from '../../lib/snackbar';
import { raiseError } from '../../lib/uiStatus';
import { refreshMyMatches } from '../results';
import { lowBalancePath, refreshWallet } from '../wallet';
import { teamJoinActors, type JoinCall } from './machines/joinActors';
import type { JoinEffect } from './machines/joinEffects';
import { teamJoinMachine } from './machines/teamJoin.machine';

export interface TeamJoinRequest {
  challengeId: number;
  configId: number;
  teamId: number;
  /** T{n} */
  draftNum: number;
  /** where the machine goes back to once joined */
  previousPath: string;
  /** the screen to come back to after adding money */
  returnTo: string;
}

export function useTeamJoin(handlers: { joined?: () => void } = {}) {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [declaring, setDeclaring] = useState<TeamJoinRequest | null>(null);
  const actorRef = useRef<Actor<typeof teamJoinMachine> | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(
    () => () => {
      actorRef.current?.stop();
    },
    [],
  );

  const snackbar = useCallback((e: Extract<JoinEffect, { type: 'snackbar' }>) => showSnackbar(t(e.messageKey, { defaultValue: e.message }), e.tone), [t]);

  const start = useCallback(
    async (req: TeamJoinRequest) => {
      actorRef.current?.stop();
      setBusy(true);
      const machine = teamJoinMachine.provide({ actors: teamJoinActors({ call: call as JoinCall, newKey: uuidv7 }) });
      const actor = createActor(machine, {
        input: {
          request: { challenge_id: req.challengeId, config_id: req.configId, teamId: req.teamId, draft_num: req.draftNum },
          previousPath: req.previousPath,
          returnTo: req.returnTo,
        },
      });
      const on = <K extends JoinEffect['type']>(type: K, fn: (e: Extract<JoinEffect, { type: K }>) => void) =>
        actor.on(type, (e) => fn(e as unknown as Extract<JoinEffect, { type: K }>));
      on('snackbar', (e) => {
        snackbar(e);
        if (e.tone === 'success') {
          handlersRef.current.joined?.();
          offerInstall();
        }
      });
      on('openAddMoney', (e) => navigate(lowBalancePath({ shortfallPaise: e.shortfallPaise, from: e.returnTo })));
      on('reload', (e) => {
        if (e.targets.includes('wallet')) void refreshWallet();
        if (e.targets.includes('contests')) void refreshMyMatches();
      });
      on('loading', (e) => setBusy(e.loading));
      on('navigateBack', (e) => navigate(e.to));
      on('uncaughtError', (e) => raiseError({ info: e.info }));
      on('declarationNeeded', () => setDeclaring(req));
      actor.subscribe({ complete: () => setBusy(false) });
      actorRef.current = actor;
      actor.start();
    },
    [navigate, snackbar],
  );

  /** the declaration is saved: the join goes on */
  const declared = useCallback(() => {
    setDeclaring(null);
    if (declaring) void start(declaring);
  }, [declaring, start]);

  return { start, busy, declaring: declaring !== null, declared, cancelDeclaration: () => setDeclaring(null) };
}
