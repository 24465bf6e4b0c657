import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PowerupTransferStatsDto } from '../../../../core/api/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { useAppState } from '../../../lib/appState';
import { call } from '../../../lib/http';
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
  const [state, setState] = useState<{ roomId: number; stats: PowerupTransferStatsDto } | { error: string } | null>(null);
  const transfer = useMemo(() => createTransfer(), []);

  useEffect(() => {
    if (challengeId === null) return setState({ error: 'noRoom' });
    let live = true;
    void (async () => {
      const room = await call(joinPseudoContestPath, { body: { challenge_id: challengeId }, idempotencyKey: uuidv7(), handleErrors: true });
      if (!room.ok) return live && setState({ error: room.error.kind === 'network' ? 'needsNetwork' : 'noRoom' });
      try {
        const stats = await fetchBankStats(challengeId, room.data.userRoom.room_id);
        if (live) setState({ roomId: room.data.userRoom.room_id, stats });
      } catch {
        if (live) setState({ error: 'needsNetwork' });
      }
    })();
    return () => {
      live = false;
    };
  }, [challengeId]);

  const close = useCallback(() => navigate(backPath('powerUpBank')), [navigate]);
  const toStore = useCallback(() => navigate('/store'), [navigate]);
  const noop = useCallback(() => undefined, []);

  return (
    <Page data-testid="powerup-bank-screen">
      <AppHeader title={t('title')} back={backPath('powerUpBank')} />
      {state && 'error' in state ? <p className="center-card">{t(state.error)}</p> : null}
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
    </Page>
  );
}
