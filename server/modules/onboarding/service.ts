import type { SettingsBody, UserData } from '../../../core/api/onboarding';
import { ApiError } from '../../../core/errors';
import { paiseToRupees } from '../../../core/money';
import { mergeSeen, nextTourStep } from '../../../core/rules/onboarding';
import { ADD_MONEY_MAX_RUPEES, ADD_MONEY_MIN_RUPEES, WITHDRAW_MAX_RUPEES, WITHDRAW_MIN_RUPEES } from '../../../core/rules/wallet';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/deps';
import { getBalances } from '../../ledger';
import { dailyGiftStatus } from '../engagement/daily-gift';
import * as repo from './repository';
import { WHATS_NEW } from './whats-new';

/**
 * Onboarding (docs/product.md §4 guest authentication, tooltips) and what the app reads at start: the tour's seen
 * steps on the server, getSettingsBody and getUserData (ADR 015 documents both bodies).
 */
export function createOnboardingService(deps: Pick<AppDeps, 'config' | 'clock'>) {
  const { config } = deps;
  return {
    async seen(db: Db, userId: number) {
      return { steps: await repo.seenSteps(db, userId) };
    },

    /** Adds to what is stored; never removes a step. Runs in the Idempotency-Key's transaction. */
    async markSeen(db: Db, userId: number, steps: readonly number[]) {
      await repo.markSeen(db, userId, mergeSeen(steps), deps.clock());
      return { steps: await repo.seenSteps(db, userId) };
    },

    settings(): SettingsBody {
      const real = config.moneyMode === 'real';
      return {
        support: { email: config.engagement.supportEmail, phone: config.engagement.supportPhone, hours: config.engagement.supportHours },
        min_app_version: config.engagement.minAppVersion,
        money_mode: config.moneyMode,
        features: {
          store: real,
          daily_gift: config.engagement.dailyGiftPaise > 0,
          add_money: real,
          withdrawals: real,
          tooltip_tour: true,
        },
        limits: {
          add_money_min: ADD_MONEY_MIN_RUPEES,
          add_money_max: ADD_MONEY_MAX_RUPEES,
          withdraw_min: WITHDRAW_MIN_RUPEES,
          withdraw_max: WITHDRAW_MAX_RUPEES,
        },
        daily_gift_amount: paiseToRupees(config.engagement.dailyGiftPaise),
        signup_bonus_amount: paiseToRupees(config.signupPromoPaise),
        languages: ['en', 'hi'],
      };
    },

    async userData(db: Db, userId: number, flavor: UserData['flavor']): Promise<UserData> {
      const p = await repo.player(db, userId);
      if (!p) throw new ApiError(404, 'NOT_FOUND', 'Player not found');
      const now = deps.clock();
      const seen = await repo.seenSteps(db, userId);
      const b = await getBalances(db, userId);
      const gift = await dailyGiftStatus(db, userId, now, config.engagement.dailyGiftPaise);
      return {
        flavor,
        user_id: p.id,
        user_nick: p.nick,
        user_photo: null,
        language: p.language,
        is_guest: p.is_guest,
        mobile_verified: p.mobile_verified,
        is_new_user: p.is_new,
        count_contests_joined: p.joined,
        count_paid_contests_joined: p.paid_joined,
        onboarding: { seen_steps: seen, next_step: nextTourStep(seen, p.joined) },
        wallet: { deposit_money: paiseToRupees(b.deposit), promo_money: paiseToRupees(b.promo), winnings_money: paiseToRupees(b.winnings) },
        daily_gift: { due: gift.due, amount: gift.amount, next_at: gift.next_at },
        server_time: now.getTime(),
      };
    },

    whatsNew() {
      return { items: WHATS_NEW.map((i) => ({ ...i })) };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
