import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import type { PickDraft } from '../../../lib/db';
import { savedSetMessage } from '../machines/pickSet.reducer';
import { listenForSettledSets, markAnnounced, reconcileDrafts, useUnannounced } from '../store';
import { errorText } from '../errorText';
import { TimeUpModal } from './TimeUpModal';

/** Rejections that mean the match has started: the time-up modal instead of a snackbar. */
export const isMatchStarted = (code: string | undefined) => code === 'MATCH_LOCKED' || code === 'CUTOFF_PASSED';

/**
 * Tells the player how their saved sets fared, once each, on any picks screen: green 'Set S{n} created
 * successfully…' / 'Set S{n} is succesfully edited' when the outbox delivered it, the time-up modal when
 * the server refused it because the match started, a red snackbar for any other refusal.
 */
export function SetOutcomeNotices({ userId }: { userId: string | null }) {
  const { t } = useTranslation(['picks', 'errors']);
  const pending = useUnannounced(userId);
  const [timeUp, setTimeUp] = useState<PickDraft | null>(null);
  // Shown once per draft even while Dexie's live query still lists it (markAnnounced is async).
  const handled = useRef(new Set<string>());

  useEffect(() => {
    listenForSettledSets();
    if (userId) void reconcileDrafts(userId);
  }, [userId]);

  useEffect(() => {
    if (timeUp) return;
    const next = pending.find((d) => !handled.current.has(d.id));
    if (!next) return;
    handled.current.add(next.id);
    if (next.state === 'synced') {
      const msg = savedSetMessage(next.draftNum ?? 0, next.created !== false);
      showSnackbar(t(msg.key, msg.params), 'success');
      void markAnnounced(next.id);
    } else if (isMatchStarted(next.error?.code)) {
      setTimeUp(next);
    } else {
      showSnackbar(t('picks:notSubmitted', { reason: errorText(t, next.error?.code) }), 'error');
      void markAnnounced(next.id);
    }
  }, [pending, timeUp, t]);

  if (!timeUp) return null;
  return (
    <TimeUpModal
      onClose={() => {
        void markAnnounced(timeUp.id);
        setTimeUp(null);
      }}
    />
  );
}
