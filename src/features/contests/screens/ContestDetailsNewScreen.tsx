import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ContestRoom, Rewards, RoomLeaderboard } from '../../../../core/api/contests';
import { useAmountFormat } from '../../../lib/moneyMode';
import { displayName } from '../../../../core/rules/profile';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { FALLBACK_CHALLENGE_ID, useAppState } from '../../../lib/appState';
import type { ApiFailure } from '../../../lib/http';
import { serverNow } from '../../../lib/serverTime';
import { PlayDetailsSheet } from '../../profile';
import { useWallet } from '../../wallet';
import { loadLeaderboard, loadRewards, loadRooms, loadRules } from '../api';
import { ContestTypeBadge, SpotsBar } from '../components/ContestCard';
import { ContestTypesHelp } from '../components/ContestTypesHelp';
import { JoinRefusalModal } from '../components/JoinModals';
import { JoinSheet } from '../components/JoinSheet';
import { hideJoinBannerFlag } from '../logic';
import { predictionJoinInput } from '../joinInput';
import { useContests } from '../useContests';
import { useJoin } from '../useJoin';
import { challengeIdParam } from './ContestsScreen';
import '../contests.css';

/**
 * /contestDetailsNew?challenge_id=…&config_id=…: one contest before its match (docs/product.md §2: back → contests):
 * prize table, rules, the rooms filling list, and a room's leaderboard (unranked before the start).
 */
export default function ContestDetailsNewScreen() {
  const { t } = useTranslation(['contests', 'common']);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = useAppState((s) => s.challengeId);
  const challengeId = challengeIdParam(params) ?? fromState ?? FALLBACK_CHALLENGE_ID;
  const rawConfig = params.get('config_id');
  const configId = rawConfig !== null && /^\d{1,12}$/.test(rawConfig) ? Number(rawConfig) : null;
  const wallet = useWallet();
  const money = useAmountFormat();
  const { data, sets, reload } = useContests(challengeId);
  const [rewards, setRewards] = useState<Rewards | null>(null);
  const [rules, setRules] = useState<string[] | null>(null);
  const [rooms, setRooms] = useState<ContestRoom[] | null>(null);
  const [board, setBoard] = useState<RoomLeaderboard | null>(null);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const [joining, setJoining] = useState(false);
  const [help, setHelp] = useState(false);
  const [tick, setTick] = useState(0);
  const join = useJoin({
    reload: (targets) => {
      reload(targets);
      if (targets.includes('contests')) setTick((n) => n + 1);
    },
    joined: () => {},
    closeSheet: () => setJoining(false),
  });

  useEffect(() => {
    if (configId === null) return;
    // the screen's parts: any failure shows once, inline, with a retry (docs/architecture.md, "Errors the player sees")
    setFailed(null);
    void loadRewards(configId).then((r) => (r.ok ? setRewards(r.data) : setFailed(r.error)));
    void loadRules(configId).then((r) => (r.ok ? setRules(r.data.rules) : setFailed(r.error)));
    void loadRooms(configId).then((r) => {
      if (!r.ok) return setFailed(r.error);
      setRooms(r.data.contest_rooms);
      const first = r.data.contest_rooms.find((room) => room.filled > 0);
      if (first) void loadLeaderboard(first.room_id, challengeId).then((b) => (b.ok ? setBoard(b.data) : setFailed(b.error)));
    });
  }, [configId, challengeId, tick]);

  const value = data.status === 'ready' ? data.value : null;
  const contest = value?.contests.find((c) => c.config_id === configId) ?? null;
  const back = `/contests?challenge_id=${challengeId}`;

  if (configId === null || (value && !contest)) {
    return (
      <Page className="contests">
        <AppHeader title={t('common:screens.contestDetailsNew')} back={back} />
        <p data-testid="contest-missing">{t('details.missing')}</p>
      </Page>
    );
  }
  return (
    <Page className="contests" data-testid="contest-details">
      <AppHeader title={contest?.contest_name ?? t('common:screens.contestDetailsNew')} {...(value ? { countdownTo: value.start_time } : {})} wallet back={back} />
      {contest ? (
        <section className="contest-details__summary">
          <div className="contest-card__row">
            <span>
              {t('card.prizePool')} <strong>{money.rupees(rewards?.prize_pool ?? contest.prize_pool)}</strong>
            </span>
            <ContestTypeBadge contest={contest} />
            <button type="button" className="btn btn--small btn--secondary" onClick={() => setHelp(true)} data-testid="contest-types-help-open">
              {t('help.open')}
            </button>
          </div>
          <SpotsBar contest={contest} />
          <button
            type="button"
            className="btn"
            data-testid="contest-join"
            onClick={() =>
              // a team contest joins with a team: choose it first (/chooseteam with is_joining)
              contest.mode === 'prediction' ? setJoining(true) : navigate(`/chooseteam?challenge_id=${challengeId}&config_id=${contest.config_id}&is_joining=1`)
            }
          >
            {contest.is_free ? t('card.free') : t('details.joinFor', { fee: money.rupees(contest.fee, true) })}
          </button>
        </section>
      ) : null}
      {failed ? <InlineError error={failed} retry={() => setTick((n) => n + 1)} testId="contest-details-error" /> : null}
      <section>
        <h2>{t('details.rewards')}</h2>
        {rewards && rewards.rewards.length > 0 ? (
          <table className="contest-table" data-testid="rewards-table">
            <thead>
              <tr>
                <th>{t('details.rank')}</th>
                <th>{t('details.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {rewards.rewards.map((r) => (
                <tr key={r.rank_from}>
                  <td>{r.rank_from === r.rank_to ? `#${r.rank_from}` : `#${r.rank_from} – #${r.rank_to}`}</td>
                  <td>{money.rupees(r.prize)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('details.noRewardsYet')}</p>
        )}
      </section>
      <section>
        <h2>{t('details.rules')}</h2>
        <ul data-testid="contest-rules">{(rules ?? contest?.rules ?? []).map((r) => <li key={r}>{r}</li>)}</ul>
      </section>
      <section>
        <h2>{t('details.rooms')}</h2>
        <ul className="contest-rooms" data-testid="contest-rooms">
          {(rooms ?? []).map((r) => (
            <li key={r.room_id} data-testid="contest-room" data-filled={r.filled}>
              <span>{r.room_name}</span> <span>{t('details.roomFill', { filled: r.filled, size: r.size })}</span>{' '}
              <span>{t(`details.roomStatus.${r.status}`)}</span>
            </li>
          ))}
          {rooms && rooms.length === 0 ? <li>{t('details.noRooms')}</li> : null}
        </ul>
      </section>
      {board ? (
        <section>
          <h2>{t('details.leaderboard')}</h2>
          <ol className="contest-board" data-testid="leaderboard">
            {board.users.map((u) => (
              <li key={`${u.user_id}-${u.draft_num}`} className={u.is_me ? 'contest-board__me' : undefined} data-testid="leaderboard-row">
                <span>{u.rank === null ? '–' : `#${u.rank}`}</span> <span>{displayName(u.user_id, u.user_nick)}</span> <span>S{u.draft_num}</span>{' '}
                <span>{u.points === null ? t('details.notStarted') : u.points}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {joining && contest && value ? (
        <JoinSheet
          contest={contest}
          sets={sets}
          wallet={wallet}
          busy={join.busy}
          challengeId={challengeId}
          onJoin={(pick) =>
            join.start(
              predictionJoinInput({
                data: value,
                contest,
                pick,
                sets,
                now: serverNow(),
                returnTo: `${location.pathname}${location.search}`,
                hideJoinBanner: hideJoinBannerFlag(),
              }),
            )
          }
          onClose={() => setJoining(false)}
        />
      ) : null}
      {help ? <ContestTypesHelp onClose={() => setHelp(false)} /> : null}
      {join.modal ? <JoinRefusalModal modal={join.modal} onClose={join.closeModal} /> : null}
      {join.declaring ? <PlayDetailsSheet purpose="join" onDone={join.declared} onClose={join.cancelDeclaration} /> : null}
    </Page>
  );
}
