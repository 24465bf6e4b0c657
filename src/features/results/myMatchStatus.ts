import type { TFunction } from 'i18next';
import type { MyMatch, MyMatchMatch } from '../../../core/api/results';
import { timeLeft, type TimeLeft } from '../../../core/text';
import { timeLeftText } from '../../app/timeLeftText';

/**
 * What a my-matches card says about its challenge. A challenge stays live (in the Live tab) after its matches are
 * over until they are settled; while a completed match's points are not final yet the card says so, with the
 * time left until they are (the server's points_final_at), instead of "Live".
 */
export type MyMatchStatus =
  /** the challenge's own status (upcoming, live, completed, cancelled) */
  | { kind: 'status'; status: MyMatch['status'] }
  /** every match is over and some completed one's points are not final; the time they will be is not known */
  | { kind: 'completed' }
  /** …and they will be final in this long */
  | { kind: 'pointsFinalIn'; left: Exclude<TimeLeft, { kind: 'passed' }> }
  /** …and the time has passed, but the match's status has not moved yet */
  | { kind: 'pointsFinalSoon' };

const OVER: ReadonlySet<MyMatchMatch['status']> = new Set(['completed', 'points_final', 'settled', 'abandoned']);

export function myMatchStatus(challenge: MyMatch, nowMs: number): MyMatchStatus {
  const waiting = challenge.matches.filter((m) => m.status === 'completed');
  if (challenge.status !== 'live' || waiting.length === 0 || !challenge.matches.every((m) => OVER.has(m.status))) {
    return { kind: 'status', status: challenge.status };
  }
  const due = waiting.flatMap((m) => (typeof m.points_final_at === 'number' ? [m.points_final_at] : []));
  if (due.length < waiting.length) return { kind: 'completed' };
  // the last of them: the challenge's points are final only when every match's are
  const left = timeLeft(Math.max(...due), nowMs);
  return left.kind === 'passed' ? { kind: 'pointsFinalSoon' } : { kind: 'pointsFinalIn', left };
}

/** The status chip's text, e.g. "Live" or "Completed · points final in 1 h 12 m". */
export function myMatchStatusText(t: TFunction, status: MyMatchStatus): string {
  switch (status.kind) {
    case 'status':
      return t(`results:status.${status.status}`);
    case 'completed':
      return t('results:status.completed');
    case 'pointsFinalIn':
      return t('results:pointsFinal.in', { time: timeLeftText(t, status.left) });
    case 'pointsFinalSoon':
      return t('results:pointsFinal.soon');
  }
}
