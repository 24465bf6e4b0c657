import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchCentreData } from '../../../../core/api/matches';
import { matchCentre, UnknownSportError, type CentreEvent, type CentreParty, type MatchCentre } from '../../../../core/rules/matchCentre';
import type { LiveState } from '../../../lib/live';
import { LastUpdated, LoadFallback } from '../../results';
import { livePlayers } from '../fantasy';
import { centreEvents } from '../live';
import { useMatchCentre } from '../useMatchCentre';
import { ContestLinks } from './ContestLinks';
import { CricketCentreView } from './cricket/CricketCentreView';
import { FantasyPlayers } from './FantasyPlayers';
import { PlaysCentreView } from './plays/PlaysCentreView';
import { RacketsCentreView } from './rackets/RacketsCentreView';
import { RaceCentreView } from './race/RaceCentreView';
import { ScoreSummary } from './ScoreSummary';
import type { Section } from './SectionTabs';
import '../matches.css';

/** Core's match centre of the sport, or null for a sport it has none for (the rest of the screen still shows). */
function deriveCentre(sport: string, events: readonly CentreEvent[], parties: readonly CentreParty[]): MatchCentre | null {
  try {
    return matchCentre(sport, events, parties);
  } catch (e) {
    if (e instanceof UnknownSportError) return null;
    throw e;
  }
}

/** The sport family's own view, with the sections every family shares (live fantasy points) after its own. */
function FamilyView({ centre, extra }: { centre: MatchCentre; extra: readonly Section[] }) {
  switch (centre.family) {
    case 'cricket':
      return <CricketCentreView centre={centre} extra={extra} />;
    case 'plays':
      return <PlaysCentreView centre={centre} extra={extra} />;
    case 'rackets':
      return <RacketsCentreView centre={centre} extra={extra} />;
    case 'race':
      return <RaceCentreView centre={centre} extra={extra} />;
  }
}

/** Everything derived from one state of the match: recomputed only when its events or squad change. */
function MatchCentreBody({ data, live, contests }: { data: MatchCentreData; live: LiveState; contests: boolean }) {
  const { t } = useTranslation('matches');
  const parties = useMemo(() => data.parties.map((p): CentreParty => ({ position: p.position, name: p.name })), [data.parties]);
  const events = useMemo(() => centreEvents(data.events), [data.events]);
  const centre = useMemo(() => deriveCentre(data.sport, events, parties), [data.sport, events, parties]);
  const players = useMemo(() => livePlayers(data, events), [data, events]);
  const extra: Section[] = players
    ? [{ id: 'players', label: t('tabs.players'), content: <FantasyPlayers players={players} sport={data.sport} parties={parties} /> }]
    : [];
  return (
    <>
      <ScoreSummary data={data} centre={centre} live={live} />
      {centre ? <FamilyView centre={centre} extra={extra} /> : <p className="muted">{t('unknownSport')}</p>}
      {contests ? <ContestLinks challenges={data.challenges} /> : null}
    </>
  );
}

/**
 * The match centre of one match (docs/product.md §11), without a page header: the /match screen and the in-play
 * contest screen (MatchCentrePanel) both show it. Loaded lazily: core's centre and fantasy rules stay off other routes.
 */
export default function MatchCentreView({ matchId, contests = true }: { matchId: number; contests?: boolean }) {
  const { t } = useTranslation(['matches', 'results']);
  const { loaded, data, live, reload } = useMatchCentre(matchId);
  return (
    <div className="match-centre" data-testid="match-centre" data-match-id={matchId}>
      <LastUpdated state={loaded} />
      <LoadFallback state={loaded} retry={reload} notFound={t('matches:notFound')} />
      {data ? <MatchCentreBody data={data} live={live} contests={contests} /> : null}
    </div>
  );
}
