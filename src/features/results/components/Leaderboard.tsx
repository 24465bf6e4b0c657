import { useTranslation } from 'react-i18next';
import type { RoomLeaderboard } from '../../../../core/api/contests';
import { useAmountFormat } from '../../../lib/moneyMode';
import { displayName } from '../../../../core/rules/profile';
import { Avatar } from '../../profile/index';

type Row = RoomLeaderboard['users'][number];

/**
 * A room's leaderboard (GET /f2p/v1/game/rooms/leaderboard): rank, player (picture or coloured initial, name) and
 * set, points, and the prize once settled. The player's own rows are marked; every other row offers a compare
 * (CompareResults). Names follow core's displayName: the server sends a guest's handle ('Player 4821'), and a row
 * without a name (an older server, a stored copy) gets the same handle here.
 */
export function Leaderboard({
  board,
  title,
  showPrizes,
  onCompare,
  teams = false,
}: {
  board: RoomLeaderboard;
  title: string;
  showPrizes: boolean;
  onCompare: (row: Row) => void;
  /** a draft challenge: entries are teams (T{n}) */
  teams?: boolean;
}) {
  const label = teams ? 'T' : 'S';
  const { t } = useTranslation('results');
  const money = useAmountFormat();
  return (
    <section aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className="section-title">
        {title}
      </h2>
      <table className="results-table leaderboard" data-testid="leaderboard">
        <thead>
          <tr>
            <th scope="col">{t('board.rank')}</th>
            <th scope="col">{t('board.player')}</th>
            <th scope="col">{t('board.points')}</th>
            {showPrizes ? <th scope="col">{t('board.prize')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {board.users.map((u) => {
            const name = displayName(u.user_id, u.user_nick);
            return (
              <tr
                key={`${u.user_id}:${u.draft_num}`}
                className={u.is_me ? 'leaderboard__me' : undefined}
                data-testid="leaderboard-row"
                data-me={u.is_me ? 'true' : 'false'}
                data-rank={u.rank ?? ''}
              >
                <td>{u.rank === null ? '–' : `#${u.rank}`}</td>
                <td className="leaderboard__player">
                  <Avatar src={u.user_photo} nick={name} size={24} userId={u.user_id} />
                  {u.is_me ? (
                    <span>
                      {t('board.you')} · {label}
                      {u.draft_num}
                    </span>
                  ) : (
                    <button type="button" className="link-btn" onClick={() => onCompare(u)} aria-label={t('board.compare', { nick: `${name} ${label}${u.draft_num}` })}>
                      <span data-testid="leaderboard-name">{name}</span> · {label}
                      {u.draft_num}
                    </button>
                  )}
                </td>
                <td data-testid="leaderboard-points">{u.points ?? '–'}</td>
                {showPrizes ? <td data-testid="leaderboard-prize">{u.winnings !== null && u.winnings > 0 ? money.rupees(u.winnings) : '–'}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
