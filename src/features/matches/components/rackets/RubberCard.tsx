import { useTranslation } from 'react-i18next';
import type { PartyPosition } from '../../../../../core/feeds/events';
import type { BadmintonMatch, CentreParty, TennisMatch } from '../../../../../core/rules/matchCentre';
import { partyName } from '../../text';
import { ScoreTable } from './ScoreTable';

/** One match (or one rubber of a tie): who plays, its score table and the set / game in progress. */
export function RubberCard({ match, parties }: { match: TennisMatch | BadmintonMatch; parties: readonly CentreParty[] }) {
  const { t } = useTranslation('matches');
  const names = (p: PartyPosition) => (match.sides && match.sides[p].length > 0 ? match.sides[p].join(' / ') : partyName(t, parties, p));
  const tennis = 'sets' in match;
  return (
    <section className="centre-card" data-testid="rubber" data-rubber={match.rubber ?? undefined}>
      {match.rubber !== null ? (
        <h3 className="section-title">
          {t('rackets.rubber', { n: match.rubber })}
          {match.kind ? ` · ${t(`rackets.kind.${match.kind}`)}` : ''}
        </h3>
      ) : null}
      <ScoreTable
        rows={tennis ? match.sets : match.games}
        names={{ 1: names(1), 2: names(2) }}
        won={tennis ? match.setsWon : match.gamesWon}
        winner={match.winner}
        unit={tennis ? 'set' : 'game'}
      />
      {tennis && match.current ? (
        <p data-testid="current">
          {t('rackets.currentSet', { set: match.current.set, home: match.current.games[1], away: match.current.games[2], game: match.current.nextGame })}
          {match.current.server ? ` · ${t('rackets.server', { player: names(match.current.server) })}` : ''}
        </p>
      ) : null}
      {!tennis && match.current ? (
        <p data-testid="current">{t('rackets.currentGame', { game: match.current.game, home: match.current.points[1], away: match.current.points[2] })}</p>
      ) : null}
      {!tennis && match.longestRally !== null ? <p className="muted">{t('rackets.longestRally', { shots: match.longestRally })}</p> : null}
      {match.winner !== null && match.rubber !== null ? <p className="centre-result">{t('rackets.winner', { party: names(match.winner) })}</p> : null}
    </section>
  );
}
