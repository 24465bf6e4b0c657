import { useEffect, useState } from 'react';
import { roomTopic } from '../../../../core/api/live';
import type { RoomLeaderboard } from '../../../../core/api/contests';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAmountFormat } from '../../../lib/moneyMode';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { updateAppState } from '../../../lib/appState';
import { useLive } from '../../../lib/live';
import { getUserId } from '../../../lib/session';
import { MatchCentrePanel } from '../../matches';
import { loadBoard, loadRoom } from '../api';
import { ChallengeResult } from '../components/ChallengeResult';
import { EntryList } from '../components/EntryList';
import { LastUpdated, LoadFallback } from '../components/LastUpdated';
import { liveEntries, useRankMoves } from '../liveEntries';
import { Leaderboard } from '../components/Leaderboard';
import { ScoreStrip } from '../components/ScoreStrip';
import { idParam, LIVE_POLL_MS, useLoaded } from '../useLoaded';
import '../results.css';

/** How often the in-play room refreshes: declared with useLoaded, where every live screen (the match centre too) reads it. */
export { LIVE_POLL_MS };

/**
 * One joined room after its match started (?challenge_id=…&room_id=…):
 * - 'inplay' (contestDetailsInPlay): the match centre (score, commentary, scorecard), my sets' live points, ranks,
 *   moves and what each would win now, the live leaderboard: all pushed by the live stream (ADR 017), polled only
 *   while the stream is not open;
 * - 'completed' (contestDetailsCompleted): final ranks, prizes and my winnings, and my result across the whole
 *   challenge (getPlayerMatchResult, components/ChallengeResult.tsx).
 * Both link each of my sets to its results and every other player's set to CompareResults.
 */
export function RoomDetails({ variant }: { variant: 'inplay' | 'completed' }) {
  const { t } = useTranslation(['results', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const roomId = idParam(params, 'room_id');
  const challengeId = idParam(params, 'challenge_id');
  const ok = roomId !== null && challengeId !== null;
  const key = `${roomId}:${challengeId}`;
  // the room's leaderboard state as the stream last pushed it (its first page and my entries)
  const [pushed, setPushed] = useState<RoomLeaderboard | null>(null);
  const live = useLive(variant === 'inplay' && ok ? [roomTopic(roomId)] : [], 0, (e) => {
    if (e.event === 'room' && (e.data as unknown as RoomLeaderboard).room_id === roomId) setPushed(e.data as unknown as RoomLeaderboard);
  });
  const poll = variant === 'inplay' && live !== 'open' ? LIVE_POLL_MS : undefined;
  const [room, reload] = useLoaded(ok ? () => loadRoom(roomId, challengeId) : null, key, poll);
  const [board] = useLoaded(ok ? () => loadBoard(roomId, challengeId) : null, key, poll);
  const money = useAmountFormat();
  const target = variant === 'inplay' ? 'contestDetailsInPlay' : 'contestDetailsCompleted';
  const title = room.source === 'server' || room.source === 'cache' ? room.value.room.contest_name : t(`common:screens.${target}`);
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);

  // docs/product.md §2: contestDetailsInPlay → inplay, contestDetailsCompleted → completed (both the my matches screen, on the right tab).
  const back = () => {
    updateAppState({ myMatchesTab: variant === 'inplay' ? 'live' : 'history' });
    navigate(backPath(target));
  };
  const value = room.source === 'server' || room.source === 'cache' ? room.value : null;
  const firstMatch = value?.challenge.matches[0]?.match_id ?? null;
  const resultsUrl = (draftNum: number, matchId: number | null = firstMatch) =>
    `/results?challenge_id=${challengeId}&room_id=${roomId}&match_id=${matchId}&draft_num=${draftNum}`;
  const winnings = value ? value.challenge.entries.reduce((s, e) => s + (e.prize ?? 0), 0) : 0;
  const shownBoard = pushed ?? (board.source === 'server' || board.source === 'cache' ? board.value : null);
  // a fresh read (the stream was not open, so the screen polled) is newer than the last pushed state
  useEffect(() => setPushed(null), [board]);
  // in play, my entries follow the room's latest state (pushed or read); a completed room's are final as read
  const entries = value ? (variant === 'inplay' ? liveEntries(value.challenge.entries, roomId, shownBoard) : value.challenge.entries) : [];
  const moves = useRankMoves(entries);
  const settled = value?.room.status === 'settled';
  // a draft challenge: the entries are teams; one opens its players' points and breakdown (/preview with the room
  // entry), another player's opens the team comparison (/compareComponent)
  const teams = value?.challenge.game_mode === 'nostra11';
  const teamUrl = (draftNum: number) => `/preview?challenge_id=${challengeId}&room_id=${roomId}&user_id=${getUserId() ?? ''}&draft_num=${draftNum}`;

  return (
    <Page className="results" data-testid={variant === 'inplay' ? 'contest-inplay' : 'contest-completed'}>
      <AppHeader title={title} subtitle={value?.challenge.challenge_name} back={back} wallet />
      {ok ? <LastUpdated state={room} /> : null}
      {ok ? <LoadFallback state={room} retry={reload} /> : <p data-testid="load-error">{t('notFound')}</p>}
      {value ? (
        <>
          {value.challenge.matches.map((m) => (
            <div key={m.match_id}>
              {/* in play: the match centre (live score, commentary, scorecard, players), pushed by the stream */}
              {variant === 'inplay' ? <MatchCentrePanel matchId={m.match_id} /> : <ScoreStrip match={m} />}
              {/* a challenge of several matches: each match's results (my sets open the first one) */}
              {value.challenge.matches.length > 1 && value.challenge.entries[0] ? (
                <button type="button" className="link-btn" onClick={() => navigate(resultsUrl(value.challenge.entries[0]!.draft_num, m.match_id))}>
                  {t('completed.viewResults')}
                </button>
              ) : null}
            </div>
          ))}
          <p className="room-facts">
            <span>{t('inplay.prizePool', { amount: money.rupees(value.room.prize_pool) })}</span>
            <span>{t('inplay.spots', { filled: value.room.filled, size: value.room.size })}</span>
          </p>
          {variant === 'completed' ? (
            value.room.status === 'refunded' ? (
              <p className="center-card" data-testid="room-cancelled">
                {t('completed.cancelled')}
              </p>
            ) : (
              <p className="my-winnings" data-testid="my-winnings">
                {t('completed.myWinnings')}: <strong>{settled ? money.rupees(winnings) : '–'}</strong>
              </p>
            )
          ) : null}
          <section aria-labelledby="my-sets-title">
            <h2 id="my-sets-title" className="section-title">
              {t(teams ? 'inplay.myTeams' : 'inplay.mySets')}
            </h2>
            <EntryList
              entries={entries}
              teams={teams}
              moves={variant === 'inplay' ? moves : undefined}
              onOpen={(e) => navigate(teams ? teamUrl(e.draft_num) : resultsUrl(e.draft_num))}
            />
          </section>
          {/* the whole challenge (every room the player joined in it): a seat here opens as above, another its own room */}
          {variant === 'completed' && ok ? (
            <ChallengeResult
              challengeId={challengeId}
              teams={teams}
              onOpen={(e) =>
                navigate(
                  e.room_id !== roomId
                    ? `/contestDetailsCompleted?challenge_id=${challengeId}&room_id=${e.room_id}`
                    : teams
                      ? teamUrl(e.draft_num)
                      : resultsUrl(e.draft_num),
                )
              }
            />
          ) : null}
        </>
      ) : null}
      {value && shownBoard ? (
        <Leaderboard
          board={shownBoard}
          title={t(variant === 'inplay' ? 'inplay.leaderboard' : 'completed.leaderboard')}
          showPrizes={variant === 'completed'}
          teams={teams}
          onCompare={(u) => {
            const mine = value.challenge.entries[0]?.draft_num ?? 1;
            if (teams) {
              navigate(`/compareComponent?challenge_id=${challengeId}&room_id=${roomId}&user_id=${u.user_id}&draft_num=${u.draft_num}&my_draft_num=${mine}`);
              return;
            }
            navigate(`/CompareResults?challenge_id=${challengeId}&room_id=${roomId}&match_id=${firstMatch}&draft_num=${mine}&user_id=${u.user_id}&their_draft_num=${u.draft_num}`);
          }}
        />
      ) : null}
    </Page>
  );
}
