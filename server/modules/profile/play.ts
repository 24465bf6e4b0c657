import type { PlayLimits } from '../../../core/api/profile';
import { ApiError } from '../../../core/errors';
import { paiseToRupees } from '../../../core/money';
import {
  breakUntil,
  COOL_OFF_PERIODS,
  depositLimitRefusal,
  effectiveLimits,
  exclusionUntil,
  isPlausibleDateOfBirth,
  istPeriodStarts,
  limitsConsistent,
  paidPlayRefusal,
  planLimitChange,
  PLAY_MESSAGES,
  type CoolOffPeriod,
  type DepositLimits,
  type PlayPolicy,
  type PlayRefusal,
  type SelfExclusionMonths,
  type StateCode,
} from '../../../core/rules/responsiblePlay';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/deps';
import * as repo from './play-repository';

/**
 * Responsible play (MONEY_MODE=real; core/rules/responsiblePlay.ts decides, this file reads and
 * writes): the settings screen's calls, and the gates the wallet (deposit) and contests (paid join)
 * features ask. Every refusal is an ApiError with the rule's code and text and changes nothing.
 */

export function playPolicy(config: Pick<Config, 'responsiblePlay'>): PlayPolicy {
  return { bannedStates: config.responsiblePlay.bannedStates, declarationRequired: config.responsiblePlay.declarationRequired };
}

/** The 403 of a refused paid play (exclusion, break, state, age), with when it ends if it does. */
export function playRefusalError(refusal: PlayRefusal): ApiError {
  return new ApiError(403, refusal.code, refusal.message, refusal.untilMs !== undefined ? { until_ms: refusal.untilMs } : undefined);
}

const toPaise = (rupees: number | null) => (rupees === null ? null : rupees * 100);
const toRupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? null : paiseToRupees(paise));

/**
 * The deposit gate, inside addMoneyToWallet's transaction, before the order is made: locks the
 * player's settings row (so two deposits at once cannot both fit under a limit), refuses a
 * self-excluded, cooling-off, undeclared, banned-state or under-age player (403), then a deposit
 * over the daily or monthly limit (422 DEPOSIT_LIMIT_EXCEEDED with the amount still allowed).
 */
export async function assertDepositAllowed(tx: Db, deps: AppDeps, userId: number, amountPaise: number): Promise<void> {
  if (deps.config.moneyMode !== 'real') return;
  const now = deps.clock();
  const settings = await repo.readPlaySettings(tx, userId, { lock: true, now });
  const refusal = paidPlayRefusal(repo.statusOf(settings), playPolicy(deps.config), 'deposit', now.getTime());
  if (refusal) throw playRefusalError(refusal);
  const limits = effectiveLimits({ dailyPaise: settings.dailyLimitPaise, monthlyPaise: settings.monthlyLimitPaise }, settings.pendingLimits, now.getTime());
  if (limits.dailyPaise === null && limits.monthlyPaise === null) return;
  const starts = istPeriodStarts(now.getTime());
  const deposited = await repo.depositedSince(tx, userId, new Date(starts.dayStartMs), new Date(starts.monthStartMs));
  const over = depositLimitRefusal({ amountPaise, depositedTodayPaise: deposited.today, depositedThisMonthPaise: deposited.month, limits });
  if (over) throw new ApiError(422, over.code, over.message, { period: over.period, remaining: paiseToRupees(over.remainingPaise) });
}

export function createPlayService(deps: AppDeps) {
  const policy = playPolicy(deps.config);

  async function view(db: Db, userId: number): Promise<PlayLimits> {
    const now = deps.clock();
    const nowMs = now.getTime();
    const s = await repo.readPlaySettings(db, userId);
    const limits = effectiveLimits({ dailyPaise: s.dailyLimitPaise, monthlyPaise: s.monthlyLimitPaise }, s.pendingLimits, nowMs);
    const pending = s.pendingLimits && s.pendingLimits.effectiveAtMs > nowMs ? s.pendingLimits : null;
    const starts = istPeriodStarts(nowMs);
    const deposited = await repo.depositedSince(db, userId, new Date(starts.dayStartMs), new Date(starts.monthStartMs));
    const refusal = deps.config.moneyMode === 'real' ? paidPlayRefusal(repo.statusOf(s), policy, 'join', nowMs) : null;
    return {
      money_mode: deps.config.moneyMode,
      state: repo.statusOf(s).state,
      date_of_birth: s.effectiveDateOfBirth,
      declaration_required: policy.declarationRequired,
      banned_states: [...policy.bannedStates],
      daily_limit: toRupees(limits.dailyPaise),
      monthly_limit: toRupees(limits.monthlyPaise),
      pending: pending
        ? {
            ...(pending.dailyPaise !== undefined ? { daily_limit: toRupees(pending.dailyPaise) } : {}),
            ...(pending.monthlyPaise !== undefined ? { monthly_limit: toRupees(pending.monthlyPaise) } : {}),
            effective_at: pending.effectiveAtMs,
          }
        : null,
      deposited_today: paiseToRupees(deposited.today),
      deposited_this_month: paiseToRupees(deposited.month),
      cool_off_until: s.coolOffUntilMs !== null && s.coolOffUntilMs > nowMs ? s.coolOffUntilMs : null,
      excluded_until: s.excludedUntilMs !== null && s.excludedUntilMs > nowMs ? s.excludedUntilMs : null,
      paid_play: refusal ? { allowed: false, code: refusal.code, message: refusal.message } : { allowed: true },
    };
  }

  return {
    view,

    /** The state may change (people move); the date of birth is saved once. */
    async setDetails(db: Db, userId: number, body: { state?: StateCode | undefined; date_of_birth?: string | undefined }) {
      const now = deps.clock();
      const current = await repo.readPlaySettings(db, userId, { lock: true, now });
      const set: { state?: string; dateOfBirth?: string } = {};
      if (body.state !== undefined) set.state = body.state;
      if (body.date_of_birth !== undefined) {
        if (!isPlausibleDateOfBirth(body.date_of_birth, now.getTime())) throw new ApiError(422, 'VALIDATION_FAILED', 'Please enter your real date of birth.');
        if (current.dateOfBirth !== null && current.dateOfBirth !== body.date_of_birth) throw new ApiError(409, 'DOB_ALREADY_SET', PLAY_MESSAGES.DOB_ALREADY_SET);
        set.dateOfBirth = body.date_of_birth;
      }
      if (Object.keys(set).length > 0) await repo.updatePlaySettings(db, userId, set, now);
      return view(db, userId);
    },

    /** Lower limits apply at once; higher (or removed) ones wait 24 h (core planLimitChange). */
    async setDepositLimits(db: Db, userId: number, body: { daily_limit: number | null; monthly_limit: number | null }) {
      const requested: DepositLimits = { dailyPaise: toPaise(body.daily_limit), monthlyPaise: toPaise(body.monthly_limit) };
      if (!limitsConsistent(requested)) throw new ApiError(422, 'LIMITS_INCONSISTENT', PLAY_MESSAGES.LIMITS_INCONSISTENT);
      const now = deps.clock();
      const s = await repo.readPlaySettings(db, userId, { lock: true, now });
      const inForce = effectiveLimits({ dailyPaise: s.dailyLimitPaise, monthlyPaise: s.monthlyLimitPaise }, s.pendingLimits, now.getTime());
      const plan = planLimitChange(inForce, requested, now.getTime());
      await repo.updatePlaySettings(
        db,
        userId,
        { dailyLimitPaise: plan.current.dailyPaise, monthlyLimitPaise: plan.current.monthlyPaise, pendingLimits: plan.pending },
        now,
      );
      return view(db, userId);
    },

    async coolOff(db: Db, userId: number, period: CoolOffPeriod) {
      const now = deps.clock();
      const s = await repo.readPlaySettings(db, userId, { lock: true, now });
      const until = breakUntil(s.coolOffUntilMs, now.getTime(), COOL_OFF_PERIODS[period]);
      await repo.updatePlaySettings(db, userId, { coolOffUntil: new Date(until) }, now);
      return view(db, userId);
    },

    async selfExclude(db: Db, userId: number, months: SelfExclusionMonths) {
      const now = deps.clock();
      const s = await repo.readPlaySettings(db, userId, { lock: true, now });
      const until = exclusionUntil(s.excludedUntilMs, now.getTime(), months);
      await repo.updatePlaySettings(db, userId, { excludedUntil: new Date(until) }, now);
      return view(db, userId);
    },
  };
}
