import { useTranslation } from 'react-i18next';
import type { CommentaryLine, CricketCentre } from '../../../../../core/rules/matchCentre';
import { partyName, resultText } from '../../text';
import { BallItem } from './BallItem';

/** A toss, innings start or result: the lines between the deliveries. */
function EventItem({ line, centre }: { line: Exclude<CommentaryLine, { kind: 'ball' }>; centre: CricketCentre }) {
  const { t } = useTranslation('matches');
  const name = (p: 1 | 2) => partyName(t, centre.parties, p);
  let text: string;
  if (line.kind === 'toss') text = t(`cricket.toss.${line.decision}`, { party: name(line.winner) });
  else if (line.kind === 'result') text = resultText(t, centre.parties, line.result);
  else {
    text = t(line.superOver ? 'cricket.superOverStart' : 'cricket.inningsStart', { party: name(line.battingParty) });
    if (line.target) text += ` · ${t('cricket.target', { runs: line.target.runs, overs: line.target.overs })}`;
  }
  return (
    <li className={`commentary__line commentary__event commentary__${line.kind}`} data-testid="commentary-line" data-kind={line.kind}>
      {text}
    </li>
  );
}

/** Every line of the match, newest first (core keeps them oldest first). */
export function Commentary({ centre }: { centre: CricketCentre }) {
  const { t } = useTranslation('matches');
  if (centre.commentary.length === 0) return <p className="muted">{t('noEvents')}</p>;
  const lines = [...centre.commentary].reverse();
  return (
    <ol className="commentary" data-testid="commentary">
      {lines.map((line, i) =>
        line.kind === 'ball' ? (
          <BallItem key={line.seq ?? `b${i}`} line={line} parties={centre.parties} />
        ) : (
          <EventItem key={line.seq ?? `e${i}`} line={line} centre={centre} />
        ),
      )}
    </ol>
  );
}
