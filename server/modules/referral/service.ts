import { paiseToRupees } from '../../../core/money';
import { REFERRAL_PAGE_SIZE } from '../../../core/api/referral';
import { REFERRAL_REWARD_PAISE, referralDecision, referralLink } from '../../../core/rules/referral';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/deps';
import { creditReferralReward } from '../../ledger';
import * as repo from './repository';

export type ClaimOutcome = 'none' | 'wait' | 'rewarded' | 'void';

/**
 * Pay the reward of one referred player if it is due (core/rules/referral referralDecision), exactly
 * once: the referral row is locked FOR UPDATE and moves from pending to rewarded in the same
 * transaction as the ledger operation (ref referral:<referee>, UNIQUE). Concurrent claims queue on
 * the row; the ones after the first find it no longer pending and do nothing.
 */
export async function claimReferralReward(db: Db, refereeUserId: number, now: Date): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const facts = await repo.lockPendingReferral(tx, refereeUserId);
    if (!facts) return 'none';
    const decision = referralDecision({ ...facts, refereeUserId });
    if (decision.kind === 'wait') return 'wait';
    if (decision.kind === 'void') {
      await repo.markVoid(tx, refereeUserId, decision.reason);
      return 'void';
    }
    await creditReferralReward(tx, { referrerUserId: facts.referrerUserId, refereeUserId, amountPaise: REFERRAL_REWARD_PAISE, at: now });
    await repo.markRewarded(tx, refereeUserId, { at: now, rewardPaise: REFERRAL_REWARD_PAISE, phone: facts.refereePhone as string, pan: facts.refereePan });
    return 'rewarded';
  });
}

/** The sweep: pays every reward that became due (a paid join is seated by the join engine, later than the request). */
export async function sweepReferralRewards(deps: AppDeps, log: { error(obj: object, msg: string): void }, limit = 100): Promise<number> {
  let rewarded = 0;
  for (const refereeUserId of await repo.dueReferrals(deps.db, limit)) {
    try {
      if ((await claimReferralReward(deps.db, refereeUserId, deps.clock())) === 'rewarded') rewarded += 1;
    } catch (err) {
      log.error({ err, refereeUserId }, 'referral reward claim failed');
    }
  }
  return rewarded;
}

export function createReferralService(deps: AppDeps) {
  return {
    async screen(db: Db, userId: number) {
      const now = deps.clock();
      // The referrer looking at the screen sees rewards that just became due.
      for (const refereeUserId of await repo.pendingOfReferrer(db, userId, 20)) await claimReferralReward(db, refereeUserId, now);
      const code = await repo.ensureCode(db, userId, now);
      const counts = await repo.referralCounts(db, userId);
      return {
        referral_code: code,
        referral_link: referralLink(deps.config.payment.publicBaseUrl, code),
        reward_per_referral: paiseToRupees(REFERRAL_REWARD_PAISE),
        joined_count: counts.joined,
        rewarded_count: counts.rewarded,
        earned: paiseToRupees(counts.earnedPaise),
      };
    },

    async transactions(db: Db, userId: number, page: number) {
      const found = await repo.referralPage(db, userId, (page - 1) * REFERRAL_PAGE_SIZE, REFERRAL_PAGE_SIZE + 1);
      return {
        page,
        has_more: found.length > REFERRAL_PAGE_SIZE,
        referrals: found.slice(0, REFERRAL_PAGE_SIZE).map((r) => ({
          user_nick: r.nick,
          joined_at: r.createdAt.getTime(),
          status: r.status,
          amount: r.status === 'rewarded' ? paiseToRupees(r.rewardPaise ?? 0) : 0,
          rewarded_at: r.rewardedAt ? r.rewardedAt.getTime() : null,
        })),
      };
    },
  };
}
