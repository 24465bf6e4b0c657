import { sql, type SQL } from 'drizzle-orm';
import { isStateCode, type PendingLimits, type PlayerPlayStatus } from '../../../core/rules/responsiblePlay';
import type { Db } from '../../db/client';
import { playSettings } from '../../db/schema';

/** SQL of responsible play: the player's settings, what they deposited, and the status the rules read. */

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface PlaySettingsData {
  state: string | null;
  dateOfBirth: string | null;
  /** the declared one, else the one of a verified KYC */
  effectiveDateOfBirth: string | null;
  dailyLimitPaise: number | null;
  monthlyLimitPaise: number | null;
  pendingLimits: PendingLimits | null;
  coolOffUntilMs: number | null;
  excludedUntilMs: number | null;
}

/**
 * One JSON value with what core/rules/responsiblePlay paidPlayRefusal needs, for a player id given
 * as SQL — so the join request adds it to its one read instead of making another round trip.
 */
export function playStatusJson(userId: SQL | number): SQL {
  return sql`(select json_build_object(
      'state', ps.state,
      'dob', coalesce(ps.date_of_birth, (select k.date_of_birth from kyc_submissions k where k.user_id = ${userId} and k.status = 'verified' limit 1)),
      'cool_off_until', ps.cool_off_until,
      'excluded_until', ps.excluded_until)
    from (select 1) one left join play_settings ps on ps.user_id = ${userId})`;
}

const toMs = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).getTime());

/** The JSON of playStatusJson as the rules' input. */
export function toPlayStatus(json: unknown): PlayerPlayStatus {
  const j = (json ?? {}) as { state?: unknown; dob?: unknown; cool_off_until?: unknown; excluded_until?: unknown };
  return {
    state: typeof j.state === 'string' && isStateCode(j.state) ? j.state : null,
    dateOfBirth: typeof j.dob === 'string' ? j.dob : null,
    coolOffUntilMs: toMs(j.cool_off_until),
    excludedUntilMs: toMs(j.excluded_until),
  };
}

/** The player's settings; `lock` takes the row FOR UPDATE (made first if missing) so deposits and changes queue on it. */
export async function readPlaySettings(db: Db, userId: number, options: { lock?: boolean; now?: Date } = {}): Promise<PlaySettingsData> {
  if (options.lock) {
    await db.insert(playSettings).values({ userId, updatedAt: options.now ?? new Date(0) }).onConflictDoNothing();
  }
  const [row] = rows<{
    state: string | null;
    date_of_birth: string | null;
    kyc_dob: string | null;
    daily_limit_paise: string | number | null;
    monthly_limit_paise: string | number | null;
    pending_limits: PendingLimits | null;
    cool_off_until: string | Date | null;
    excluded_until: string | Date | null;
  }>(
    await db.execute(sql`
      select ps.state, ps.date_of_birth, ps.daily_limit_paise, ps.monthly_limit_paise, ps.pending_limits, ps.cool_off_until, ps.excluded_until,
        (select k.date_of_birth from kyc_submissions k where k.user_id = ${userId} and k.status = 'verified' limit 1) as kyc_dob
      ${options.lock ? sql`from play_settings ps where ps.user_id = ${userId} for update` : sql`from (select 1) one left join play_settings ps on ps.user_id = ${userId}`}`),
  );
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    state: row?.state ?? null,
    dateOfBirth: row?.date_of_birth ?? null,
    effectiveDateOfBirth: row?.date_of_birth ?? row?.kyc_dob ?? null,
    dailyLimitPaise: num(row?.daily_limit_paise),
    monthlyLimitPaise: num(row?.monthly_limit_paise),
    pendingLimits: row?.pending_limits ?? null,
    coolOffUntilMs: toMs(row?.cool_off_until),
    excludedUntilMs: toMs(row?.excluded_until),
  };
}

export function statusOf(settings: PlaySettingsData): PlayerPlayStatus {
  return {
    state: settings.state !== null && isStateCode(settings.state) ? settings.state : null,
    dateOfBirth: settings.effectiveDateOfBirth,
    coolOffUntilMs: settings.coolOffUntilMs,
    excludedUntilMs: settings.excludedUntilMs,
  };
}

/** Write some settings (made if missing). */
export async function updatePlaySettings(
  db: Db,
  userId: number,
  set: Partial<{
    state: string | null;
    dateOfBirth: string | null;
    dailyLimitPaise: number | null;
    monthlyLimitPaise: number | null;
    pendingLimits: PendingLimits | null;
    coolOffUntil: Date | null;
    excludedUntil: Date | null;
  }>,
  now: Date,
): Promise<void> {
  await db
    .insert(playSettings)
    .values({ userId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: playSettings.userId, set: { ...set, updatedAt: now } });
}

/** Paise of add-money orders that were not failed, cancelled or expired, since each instant. */
export async function depositedSince(db: Db, userId: number, dayStart: Date, monthStart: Date): Promise<{ today: number; month: number }> {
  const [row] = rows<{ today: string | number; month: string | number }>(
    await db.execute(sql`
      select coalesce(sum(amount_paise) filter (where created_at >= ${dayStart.toISOString()}::timestamptz), 0) as today,
             coalesce(sum(amount_paise), 0) as month
      from payment_orders
      where user_id = ${userId} and status in ('created', 'paid', 'review') and created_at >= ${monthStart.toISOString()}::timestamptz`),
  );
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}
