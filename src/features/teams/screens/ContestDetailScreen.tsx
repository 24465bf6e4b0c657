import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ContestData } from '../../../../core/api/contests';
import { useAmountFormat } from '../../../lib/moneyMode';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { serverNow } from '../../../lib/serverTime';
import { loadContestData } from '../../contests';
import { loadJoined, type JoinedEntries } from '../api';
import { NoTeamChallenge } from '../components/ScreenState';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { intParam, sectionPath, useChallengeIdParam } from '../params';
import { draftLocked, useDraftChallenge } from '../useDraftChallenge';
import '../teams.css';

/**
 * /contestDetail?challenge_id=…&config_id=… (docs/product.md §2; where an edit or switch of a joined team comes back to): a
 * team contest I joined: its prizes, my entries (room and team T{n}), and for each one, until the match starts,
 * switch or edit the team; once it has started, the live contest details.
 */
export default function ContestDetailScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const configId = intParam(params, 'config_id');
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null || configId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.contestDetail')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <ContestDetail key={`${challengeId}:${configId}`} challengeId={challengeId} configId={configId} />;
}

function ContestDetail({ challengeId, configId }: { challengeId: number; configId: number }) {
  const { t } = useTranslation(['teams', 'contests', 'common']);
  const money = useAmountFormat();
  const draft = useDraftChallenge(challengeId);
  const [data, setData] = useState<ContestData | null>(null);
  const [joined, setJoined] = useState<JoinedEntries | null>(null);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const [epoch, setEpoch] = useState(0);

  // the screen is the contest and my entries in it: a failure of either shows inline with a retry
  useEffect(() => {
    setFailed(null);
    void loadContestData(challengeId).then((r) => (r.ok ? setData(r.data) : setFailed(r.error)));
    void loadJoined(challengeId).then((r) => (r.ok ? setJoined(r.data) : setFailed(r.error)));
  }, [challengeId, epoch]);

  const contest = data?.contests.find((c) => c.config_id === configId) ?? null;
  const entries = (joined?.joined ?? []).filter((e) => e.config_id === configId);
  const locked = draftLocked(draft.squad, draft.challenge, serverNow()) || Boolean(data?.locked);
  const teamOf = (draftNum: number) => draft.rows?.find((r) => r.draftNum === draftNum && r.status === 'saved') ?? null;

  return (
    <Page className="teams" data-testid="team-contest-detail">
      <AppHeader title={contest?.contest_name ?? t('common:screens.contestDetail')} subtitle={data?.challenge_name} back={sectionPath(challengeId)} wallet {...(data ? { countdownTo: data.start_time } : {})} />
      <TeamOutcomeNotices userId={draft.userId} />
      {failed ? <InlineError error={failed} retry={() => setEpoch((n) => n + 1)} className="teams__hint" testId="contest-detail-error" /> : null}
      {contest ? (
        <p className="room-facts">
          <span>
            {t('contests:card.prizePool')} <strong>{money.rupees(contest.prize_pool)}</strong>
          </span>
        </p>
      ) : null}
      <section className="teams__section" aria-labelledby="entries-title">
        <h2 id="entries-title" className="section-title">
          {t('teams:detail.myEntries', { count: entries.length })}
        </h2>
        <ul className="entry-rows" data-testid="contest-entries">
          {entries.map((e) => {
            const team = teamOf(e.draft_num);
            return (
              <li key={`${e.room_id}:${e.draft_num}`} className="entry-row" data-testid="contest-entry" data-label={`T${e.draft_num}`} data-room-id={e.room_id}>
                <span>
                  <strong>T{e.draft_num}</strong> · {e.room_name}
                </span>
                <span className="entry-row__actions">
                  {team?.teamId ? (
                    <Link className="btn btn--small" to={`/preview?challenge_id=${challengeId}&team_id=${team.teamId}`}>
                      {t('teams:team.preview')}
                    </Link>
                  ) : null}
                  {!locked && team?.teamId ? (
                    <Link
                      className="btn btn--small"
                      to={`/editswitchteam?challenge_id=${challengeId}&room_id=${e.room_id}&team_id=${team.teamId}&config_id=${configId}`}
                      data-testid="switch-team-link"
                    >
                      {t('teams:detail.switch')}
                    </Link>
                  ) : null}
                  {locked ? (
                    <Link className="btn btn--small" to={`/contestDetailsInPlay?challenge_id=${challengeId}&room_id=${e.room_id}`} data-testid="live-link">
                      {t('teams:detail.live')}
                    </Link>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        {entries.length === 0 && joined ? <p className="teams__hint">{t('teams:detail.none')}</p> : null}
        {!locked ? (
          <Link className="btn btn--primary btn--block" to={`/chooseteam?challenge_id=${challengeId}&config_id=${configId}&is_joining=1`} data-testid="join-another">
            {t('teams:detail.joinAnother')}
          </Link>
        ) : null}
      </section>
    </Page>
  );
}
