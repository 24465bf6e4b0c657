import { useTranslation } from 'react-i18next';
import type { BattingRow, BowlingRow, CricketCentre, FallOfWicket, InningsCard } from '../../../../../core/rules/matchCentre';
import { dismissalText, partyName, rate } from '../../text';

function BattingTable({ rows }: { rows: readonly BattingRow[] }) {
  const { t } = useTranslation('matches');
  return (
    <table className="centre-table" data-testid="batting">
      <thead>
        <tr>
          <th scope="col">{t('cricket.card.batter')}</th>
          <th scope="col">{t('cricket.card.runs')}</th>
          <th scope="col">{t('cricket.card.balls')}</th>
          <th scope="col">{t('cricket.card.fours')}</th>
          <th scope="col">{t('cricket.card.sixes')}</th>
          <th scope="col">{t('cricket.card.strikeRate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.player} data-testid="batting-row" data-player={r.player}>
            <th scope="row">
              {r.player}
              <span className="centre-table__note" data-testid="dismissal">
                {dismissalText(t, r.dismissal)}
              </span>
            </th>
            <td>{r.runs}</td>
            <td>{r.balls}</td>
            <td>{r.fours}</td>
            <td>{r.sixes}</td>
            <td>{rate(r.strikeRate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BowlingTable({ rows }: { rows: readonly BowlingRow[] }) {
  const { t } = useTranslation('matches');
  return (
    <table className="centre-table" data-testid="bowling">
      <thead>
        <tr>
          <th scope="col">{t('cricket.card.bowler')}</th>
          <th scope="col">{t('cricket.card.overs')}</th>
          <th scope="col">{t('cricket.card.maidens')}</th>
          <th scope="col">{t('cricket.card.runs')}</th>
          <th scope="col">{t('cricket.card.wickets')}</th>
          <th scope="col">{t('cricket.card.economy')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.player} data-testid="bowling-row" data-player={r.player}>
            <th scope="row">{r.player}</th>
            <td>{r.overs}</td>
            <td>{r.maidens}</td>
            <td>{r.runs}</td>
            <td>{r.wickets}</td>
            <td>{rate(r.economy)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FallOfWickets({ list }: { list: readonly FallOfWicket[] }) {
  const { t } = useTranslation('matches');
  if (list.length === 0) return null;
  return (
    <p className="centre-card__line" data-testid="fall-of-wickets">
      <strong>{t('cricket.card.fallOfWickets')}:</strong>{' '}
      {list.map((f) => t('cricket.card.fow', { wicket: f.wicket, runs: f.runs, player: f.playerOut, overs: f.overs })).join(', ')}
    </p>
  );
}

/** One innings: batting with how each was out, extras, total, did not bat, fall of wickets, bowling. */
function InningsScorecard({ card, title }: { card: InningsCard; title: string }) {
  const { t } = useTranslation('matches');
  const e = card.extras;
  return (
    <section className="centre-card" data-testid="innings-card" data-innings={card.innings} data-super-over={card.superOver}>
      <h3 className="section-title">{title}</h3>
      <BattingTable rows={card.batting} />
      <p className="centre-card__line" data-testid="extras">
        <strong>{t('cricket.card.extras')}:</strong>{' '}
        {t('cricket.card.extrasDetail', { total: e.total, byes: e.byes, legbyes: e.legbyes, wides: e.wides, noballs: e.noballs, penalty: e.penalty })}
      </p>
      <p className="centre-card__line" data-testid="innings-total">
        <strong>{t('cricket.card.total')}:</strong>{' '}
        {t('cricket.card.totalDetail', { runs: card.total.runs, wickets: card.total.wickets, overs: card.total.overs, rate: rate(card.runRate) })}
      </p>
      {card.didNotBat && card.didNotBat.length > 0 ? (
        <p className="centre-card__line" data-testid="did-not-bat">
          <strong>{t('cricket.card.didNotBat')}:</strong> {card.didNotBat.join(', ')}
        </p>
      ) : null}
      <FallOfWickets list={card.fallOfWickets} />
      <BowlingTable rows={card.bowling} />
    </section>
  );
}

/** Every regulation innings, then the super overs apart (shown, never added to the match's score). */
export function Scorecard({ centre }: { centre: CricketCentre }) {
  const { t } = useTranslation('matches');
  if (centre.innings.length === 0 && centre.superOvers.length === 0) return <p className="muted">{t('cricket.card.noInnings')}</p>;
  return (
    <div className="scorecard" data-testid="scorecard">
      {centre.innings.map((c) => (
        <InningsScorecard key={c.innings} card={c} title={t('cricket.card.innings', { party: partyName(t, centre.parties, c.battingParty) })} />
      ))}
      {centre.superOvers.length > 0 ? (
        <section data-testid="super-overs">
          <h2 className="section-title">{t('cricket.card.superOvers')}</h2>
          <p className="muted">{t('cricket.card.superOverNote')}</p>
          {centre.superOvers.map((c, i) => (
            <InningsScorecard key={c.innings} card={c} title={t('cricket.card.superOver', { n: i + 1, party: partyName(t, centre.parties, c.battingParty) })} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
