import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDraft } from '../../../lib/db';
import { showSnackbar } from '../../../lib/snackbar';
import { resetJoinGuide } from '../api';
import { listenForSettledTeams, markTeamAnnounced, reconcileTeams, useUnannouncedTeams } from '../store';
import { TimeUpModal } from './TimeUpModal';

/** The refusal that means the match has started: the time-up modal instead of a snackbar. */
export const isMatchLive = (code: string | undefined) => code === 'TEAM_MATCH_LIVE' || code === 'MATCH_LOCKED';

/** A refusal without an envelope (the outbox records it as HTTP_<status>): spec §4's browser alert. */
export const isBareHttpError = (code: string | undefined) => code === undefined || /^HTTP_\d+$/.test(code);

/**
 * Tells the player how their saved teams fared, once each, on any team screen (spec §4 save team): green
 * 'Team T{n} Created Successfully! Now use it to join a contest' / 'Team T{n} is successfully edited' (and the join
 * guide reset) when the outbox delivered it; the time-up modal when the match went live first; the browser alert
 * 'something went wrong' for a reply without an envelope; the server's rule message in red otherwise. A refused team
 * stays on the device, listed as not submitted.
 */
export function TeamOutcomeNotices({ userId }: { userId: string | null }) {
  const { t } = useTranslation(['teams', 'errors']);
  const pending = useUnannouncedTeams(userId);
  const [timeUp, setTimeUp] = useState<TeamDraft | null>(null);
  // shown once per team even while Dexie's live query still lists it (markTeamAnnounced is async)
  const handled = useRef(new Set<string>());

  useEffect(() => {
    listenForSettledTeams();
    if (userId) void reconcileTeams(userId);
  }, [userId]);

  useEffect(() => {
    if (timeUp) return;
    const next = pending.find((d) => !handled.current.has(d.id));
    if (!next) return;
    handled.current.add(next.id);
    if (next.state === 'synced') {
      const n = next.draftNum ?? 0;
      showSnackbar(next.created !== false ? t('teams:saved.created', { n }) : t('teams:saved.edited', { n }), 'success');
      void resetJoinGuide(next.challengeId);
      void markTeamAnnounced(next.id);
    } else if (isMatchLive(next.error?.code)) {
      setTimeUp(next);
    } else if (isBareHttpError(next.error?.code)) {
      window.alert(t('teams:somethingWentWrong'));
      void markTeamAnnounced(next.id);
    } else {
      const code = next.error?.code ?? 'INTERNAL';
      showSnackbar(t('teams:notSubmitted', { reason: t([`teams:errors.${code}`, `errors:${code}`], { defaultValue: next.error?.message ?? '' }) }), 'error');
      void markTeamAnnounced(next.id);
    }
  }, [pending, timeUp, t]);

  if (!timeUp) return null;
  return (
    <TimeUpModal
      onClose={() => {
        void markTeamAnnounced(timeUp.id);
        setTimeUp(null);
      }}
    />
  );
}
