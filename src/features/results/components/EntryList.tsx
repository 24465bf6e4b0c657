import { useTranslation } from 'react-i18next';
import type { MyEntry } from '../../../../core/api/results';
import { useAmountFormat } from '../../../lib/moneyMode';
import { entryKey } from '../liveEntries';

/**
 * The player's seats (a set, or a team in a draft challenge, in a room): S{n} / T{n}, points, rank, prize or refund.
 * While the match is played (`moves` given): how far each rank moved at the last update and what it would win if the
 * match ended now. Tapping one opens it.
 */
export function EntryList({
  entries,
  onOpen,
  teams = false,
  moves,
}: {
  entries: (MyEntry & { would_win?: number | null })[];
  onOpen?: (e: MyEntry) => void;
  teams?: boolean;
  moves?: ReadonlyMap<string, number> | undefined;
}) {
  const { t } = useTranslation('results');
  const money = useAmountFormat();
  return (
    <ul className="entry-list" data-testid="entry-list">
      {entries.map((e) => {
        const body = (
          <>
            <span className="entry__name">
              {e.contest_name} · {e.room_name} · <strong>{teams ? 'T' : 'S'}{e.draft_num}</strong>
            </span>
            <span className="entry__facts">
              <span data-testid="entry-points">{e.points === null ? t('entry.noPoints') : t('entry.points', { points: e.points })}</span>
              {e.rank !== null ? <span data-testid="entry-rank">{t('entry.rank', { rank: e.rank })}</span> : null}
              {moves?.get(entryKey(e)) ? <RankMove by={moves.get(entryKey(e))!} /> : null}
              {moves && e.would_win !== undefined && e.would_win !== null ? (
                <span className={e.would_win > 0 ? 'chip chip--gold' : 'chip'} data-testid="entry-would-win">
                  {e.would_win > 0 ? t('entry.wouldWin', { amount: money.rupees(e.would_win) }) : t('entry.wouldWinNothing')}
                </span>
              ) : null}
              {e.refunded ? <span className="chip">{t('entry.refunded')}</span> : null}
              {e.prize !== null && e.prize > 0 ? (
                <span className="chip chip--gold" data-testid="entry-prize">
                  {t('entry.won', { amount: money.rupees(e.prize) })}
                </span>
              ) : null}
            </span>
          </>
        );
        return (
          <li key={`${e.room_id}:${e.draft_num}`} className="entry" data-testid="entry">
            {onOpen ? (
              <button
                type="button"
                className="entry__button"
                onClick={() => onOpen(e)}
                aria-label={t(teams ? 'entry.openTeam' : 'entry.open', { contest: `${e.contest_name} ${e.room_name}`, n: e.draft_num })}
              >
                {body}
              </button>
            ) : (
              <div className="entry__button">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** ↑3 (three places better) or ↓1, since the update before. */
function RankMove({ by }: { by: number }) {
  const { t } = useTranslation('results');
  return (
    <span className={`rank-move ${by > 0 ? 'rank-move--up' : 'rank-move--down'}`} data-testid="entry-move" aria-label={t(by > 0 ? 'entry.movedUp' : 'entry.movedDown', { n: Math.abs(by) })}>
      {by > 0 ? `↑${by}` : `↓${-by}`}
    </span>
  );
}
