import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PowerupTransferStatsDto } from '../../../../core/api/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { backPath } from '../../../app/targets';
import { useAppState } from '../../../lib/appState';
import { shownByPopup } from '../../../lib/errorText';
import { call, type ApiFailure } from '../../../lib/http';
import { joinPseudoContestPath } from '../../../../core/api/paths';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { createTransfer, fetchBankStats } from '../api';
import { PowerupBankOverlay } from '../components/PowerupBankOverlay';

/**
 * The named target powerUpBank: the bank overlay for the challenge being played (?challenge_id=… or the
 * one entered), into the player's pseudo room. Closing goes to the spec's parent (profile).
 */
export default function PowerUpBankScreen() {
  const { t } = useTranslation(['powerups', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const entered = useAppState((s) => s.challengeId);
  const raw = params.get('challenge_id');
  const challengeId = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : entered;
  const [state, setState] = useState<{ roomId: number; stats: PowerupTransferStatsDto } | { error: 'noRoom' } | { failure: ApiFailure } | null>(null);
  const [epoch, setEpoch] = useState(0);
  const transfer = useMemo(() => createTransfer(), []);

  useEffect(() => {
    if (challengeId === null) return setState({ error: 'noRoom' });
    let live = true;
    // The screen cannot go on without the room and the bank: a refusal or no reply shows here with a retry, a 5xx
    // is the '500 Error' popup (docs/architecture.md, "Errors the player sees").
    const failed = (failure: ApiFailure) => live && !shownByPopup(failure) && setState({ failure });
    void (async () => {
      setState(null);
      const room = await call(joinPseudoContestPath, { body: { challenge_id: challengeId }, idempotencyKey: uuidv7(), handleErrors: 'refusals' });
      if (!room.ok) return failed(room.error);
      try {
        const stats = await fetchBankStats(challengeId, room.data.userRoom.room_id);
        if (live) setState({ roomId: room.data.userRoom.room_id, stats });
      } catch (e) {
        failed(e as ApiFailure);
      }
    })();
    return () => {
      live = false;
    };
  }, [challengeId, epoch]);

  const close = useCallback(() => navigate(backPath('powerUpBank')), [navigate]);
  const toStore = useCallback(() => navigate('/store'), [navigate]);
  const noop = useCallback(() => undefined, []);

  return (
    <main className="page" data-testid="powerup-bank-screen">
      <AppHeader title={t('title')} back={backPath('powerUpBank')} />
      {state && 'error' in state ? <p className="center-card">{t(state.error)}</p> : null}
      {state && 'failure' in state ? <InlineError error={state.failure} ns="powerups" retry={() => setEpoch((n) => n + 1)} testId="bank-load-error" /> : null}
      {state && 'stats' in state && challengeId !== null ? (
        <PowerupBankOverlay
          challengeId={challengeId}
          roomId={state.roomId}
          stats={state.stats}
          transfer={transfer}
          onTransferred={noop}
          onStore={toStore}
          onClose={close}
        />
      ) : null}
    </main>
  );
}
