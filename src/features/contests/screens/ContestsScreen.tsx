import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Contest } from '../../../../core/api/contests';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { enterChallenge, FALLBACK_CHALLENGE_ID, useAppState } from '../../../lib/appState';
import { serverNow } from '../../../lib/serverTime';
import { TourTip } from '../../onboarding';
import { PlayDetailsSheet } from '../../profile';
import { useWallet } from '../../wallet';
import { resetJoinGuide } from '../api';
import { ContestCard } from '../components/ContestCard';
import { ContestTypesHelp } from '../components/ContestTypesHelp';
import { JoinSheet, type JoinPick } from '../components/JoinSheet';
import { ChallengeStartedModal, JoinRefusalModal } from '../components/JoinModals';
import { applyFilters, hideJoinBannerFlag, joinedBannerVisible, setHideJoinBanner } from '../logic';
import { predictionJoinInput } from '../joinInput';
import { useContests } from '../useContests';
import { useJoin } from '../useJoin';
import { useStoredGameMode } from '../useStoredGameMode';
import '../contests.css';

/** ?challenge_id=… when it is a positive integer, else null. */
export function challengeIdParam(params: URLSearchParams): number | null {
  const raw = params.get('challenge_id');
  return raw !== null && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * /contestsection?challenge_id=… enters the challenge (docs/product.md §4: game state inplay, contest tab 0,
 * join guide, team id reset, draft 1, page 1; fallback 79639) and shows its contests.
 * /contests (and /contests2) show the contests of ?challenge_id or of the challenge entered.
 */
export function ContestSectionScreen() {
  const [params] = useSearchParams();
  const id = challengeIdParam(params);
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    enterChallenge(id);
    void resetJoinGuide(id ?? FALLBACK_CHALLENGE_ID);
    setEntered(true);
  }, [id]);
  return entered ? <ContestsView challengeId={id ?? FALLBACK_CHALLENGE_ID} section /> : null;
}

export default function ContestsScreen() {
  const [params] = useSearchParams();
  const fromState = useAppState((s) => s.challengeId);
  return <ContestsView challengeId={challengeIdParam(params) ?? fromState ?? FALLBACK_CHALLENGE_ID} />;
}

/** The contest list of a challenge; `section`: entered from home (a draft challenge's section is the team side, /home). */
function ContestsView({ challengeId, section = false }: { challengeId: number; section?: boolean }) {
  const { t } = useTranslation(['contests', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const wallet = useWallet();
  const { data, filters, stats, sets, reload, retry } = useContests(challengeId);
  const [chosenFilters, setChosenFilters] = useState<string[]>([]);
  const [help, setHelp] = useState(false);
  const [joining, setJoining] = useState<Contest | null>(null);
  const [joinedNow, setJoinedNow] = useState(false);
  const [bannerHidden, setBannerHidden] = useState(() => hideJoinBannerFlag());
  const [startedSeen, setStartedSeen] = useState(false);
  const join = useJoin({ reload, joined: () => setJoinedNow(true), closeSheet: () => setJoining(null) });

  const value = data.status === 'ready' ? data.value : null;
  const shown = useMemo(() => (value ? applyFilters(value.contests, chosenFilters) : []), [value, chosenFilters]);
  const storedMode = useStoredGameMode(challengeId);
  // a draft (team) challenge: told by the home list stored on the device, else by its contests
  const isDraft = storedMode === 'nostra11' || (storedMode !== 'prediction' && !!value && value.contests.length > 0 && value.contests.every((c) => c.mode !== 'prediction'));
  const isPrediction = !isDraft;
  const savedSets = sets.filter((s) => s.draftNum !== null).map((s) => `S${s.draftNum}`);
  const here = `${location.pathname}${location.search}`;

  const startJoin = (contest: Contest, pick: JoinPick) => {
    if (!value) return;
    join.start(predictionJoinInput({ data: value, contest, pick, sets, now: serverNow(), returnTo: here, hideJoinBanner: hideJoinBannerFlag() }));
  };

  const toggleFilter = (v: string) => setChosenFilters((f) => (f.includes(v) ? f.filter((x) => x !== v) : [...f, v]));
  const banner = joinedBannerVisible({ countPaidContestsJoined: stats?.count_paid_contests_joined ?? null, joinedNow, hidden: bannerHidden });

  // docs/product.md §2/§4: entering a draft challenge opens its team contest section (my teams, create team, contests)
  if (section && isDraft) return <Navigate to={`/home?challenge_id=${challengeId}`} replace />;

  return (
    <Page className="contests" data-testid="contests-screen" data-challenge-id={challengeId}>
      <AppHeader
        title={value?.challenge_name ?? t('common:screens.contests')}
        {...(value ? { countdownTo: value.start_time } : {})}
        wallet
        back={backPath(location.pathname.toLowerCase() === '/contests2' ? 'contests2' : 'contests')}
      />
      {banner ? (
        <div className="contests-banner" role="status" data-testid="joined-banner">
          <span>{t('banner.joined', { count: stats?.count_contests_joined ?? 1 })}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('common:close')}
            onClick={() => {
              setHideJoinBanner();
              setBannerHidden(true);
            }}
          >
            ×
          </button>
        </div>
      ) : null}
      {isPrediction ? (
        <nav className="contests-picks" data-testid="picks-entry">
          <Link className="btn btn--primary" to={`/choosePicks?challenge_id=${challengeId}`} data-testid="make-picks">
            {t('picks.make')}
          </Link>
          {savedSets.length > 0 ? (
            <Link className="btn btn--secondary" to={`/choosePicks2?challenge_id=${challengeId}`} data-testid="my-sets">
              {t('picks.mySets', { sets: savedSets.join(', ') })}
            </Link>
          ) : null}
        </nav>
      ) : (
        <nav className="contests-picks" data-testid="teams-entry">
          <Link className="btn btn--primary" to={`/createteam?challenge_id=${challengeId}`} data-testid="create-team-link">
            {t('teams.create')}
          </Link>
          <Link className="btn btn--secondary" to={`/home?challenge_id=${challengeId}`} data-testid="my-teams-link">
            {t('teams.myTeams')}
          </Link>
        </nav>
      )}
      {/* onboarding tour: step 2 (make picks first) and step 5 (join a contest) */}
      {isPrediction && value ? <TourTip screen="challenge" blocked={joining !== null || help} /> : null}
      {value && value.contests.length > 0 ? <TourTip screen="contests" blocked={joining !== null || help} /> : null}
      <div className="contests-toolbar">
        <h2>{t('list.title')}</h2>
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setHelp(true)} data-testid="contest-help">
          {t('help.open')}
        </button>
      </div>
      {filters ? (
        <details className="contests-filters" data-testid="contest-filters">
          <summary>
            {t('filters.title')}
            {chosenFilters.length > 0 ? ` (${chosenFilters.length})` : ''}
          </summary>
          {filters.filters.map((g) => (
            <fieldset key={g.key} className="contests-filters__group">
              <legend>{t(`filters.${g.key}`)}</legend>
              {g.options
                .filter((o) => o.count > 0)
                .map((o) => (
                  <button
                    key={o.value}
                    type="button"
                    aria-pressed={chosenFilters.includes(o.value)}
                    className={`chip${chosenFilters.includes(o.value) ? ' chip--on' : ''}`}
                    onClick={() => toggleFilter(o.value)}
                    data-testid="filter-option"
                    data-value={o.value}
                  >
                    {o.label} ({o.count})
                  </button>
                ))}
            </fieldset>
          ))}
        </details>
      ) : null}
      {data.status === 'loading' ? <div className="page-loading" aria-busy="true" /> : null}
      {data.status === 'error' ? (
        <InlineError error={data.error} retry={() => void retry()} className="contests-error" testId="contests-error" />
      ) : null}
      {value && shown.length === 0 ? <p data-testid="contests-empty">{t('list.empty')}</p> : null}
      <ul className="contest-list">
        {shown.map((c) => (
          <ContestCard
            key={c.config_id}
            contest={c}
            onOpen={() => navigate(`/contestDetailsNew?challenge_id=${challengeId}&config_id=${c.config_id}`)}
            onJoin={() =>
              // team contests join with a team: choose it first (docs/product.md §2 /chooseteam with is_joining)
              c.mode === 'prediction' ? setJoining(c) : navigate(`/chooseteam?challenge_id=${challengeId}&config_id=${c.config_id}&is_joining=1`)
            }
          />
        ))}
      </ul>
      {joining ? (
        <JoinSheet
          contest={joining}
          sets={sets}
          wallet={wallet}
          busy={join.busy}
          challengeId={challengeId}
          onJoin={(pick) => startJoin(joining, pick)}
          onClose={() => setJoining(null)}
        />
      ) : null}
      {help ? <ContestTypesHelp onClose={() => setHelp(false)} /> : null}
      {join.modal ? <JoinRefusalModal modal={join.modal} onClose={join.closeModal} /> : null}
      {join.declaring ? <PlayDetailsSheet purpose="join" onDone={join.declared} onClose={join.cancelDeclaration} /> : null}
      {value?.locked && !startedSeen && !join.modal ? <ChallengeStartedModal onClose={() => setStartedSeen(true)} /> : null}
    </Page>
  );
}
