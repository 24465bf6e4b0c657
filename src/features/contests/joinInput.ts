import type { Contest, ContestData } from '../../../core/api/contests';
import { hasStarted } from '../../../core/rules/challenges';
import { canJoin } from '../../../core/rules/contests';
import type { JoinPick, SetChoice } from './components/JoinSheet';
import type { PredictionJoinInput } from './machines/predictionJoin.machine';

/**
 * The prediction join machine's input for joining `contest` with the chosen set. Checked on the device
 * first with core canJoin (what the device knows: time, then the set): a started match or a set that
 * is not complete never reaches the server. The unsaved set has no number yet: it is refused before any call.
 */
export function predictionJoinInput(args: {
  data: Pick<ContestData, 'challenge_id' | 'challenge_name' | 'start_time' | 'locked'>;
  contest: Pick<Contest, 'config_id' | 'promo_limit'>;
  pick: JoinPick;
  sets: readonly SetChoice[];
  now: number;
  returnTo: string;
  hideJoinBanner: boolean;
}): PredictionJoinInput {
  const { data, contest, pick, sets } = args;
  const draftNumber = pick.draftNum ?? Math.max(0, ...sets.map((s) => s.draftNum ?? 0)) + 1;
  const decision = canJoin({ matchStarted: data.locked || hasStarted(data.start_time, args.now), setComplete: pick.complete });
  const preflight = decision.ok ? undefined : decision;
  return {
    request: {
      challenge_id: data.challenge_id,
      config_id: contest.config_id,
      challenge_name: data.challenge_name,
      flavor: 'web',
      promo_limit: contest.promo_limit,
      pseudo_room_id: 0,
      draft_number: draftNumber,
    },
    returnTo: args.returnTo,
    hideJoinBanner: args.hideJoinBanner,
    ...(preflight ? { preflight } : {}),
  };
}
