import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tourStepsSeen } from '../../db/schema/onboarding';

/** SQL of onboarding: the tour's seen steps and the player row getUserData reads. */

export async function seenSteps(db: Db, userId: number): Promise<number[]> {
  const found = await db.select({ step: tourStepsSeen.step }).from(tourStepsSeen).where(eq(tourStepsSeen.userId, userId)).orderBy(asc(tourStepsSeen.step));
  return found.map((r) => r.step);
}

/** Adds steps (a step already seen keeps its first time). */
export async function markSeen(db: Db, userId: number, steps: readonly number[], at: Date): Promise<void> {
  if (steps.length === 0) return;
  await db
    .insert(tourStepsSeen)
    .values(steps.map((step) => ({ userId, step, seenAt: at })))
    .onConflictDoNothing();
}

export interface PlayerRow {
  id: number;
  nick: string | null;
  language: 'en' | 'hi';
  is_new: boolean;
  mobile_verified: boolean;
  is_guest: boolean;
  joined: number;
  paid_joined: number;
}

export async function player(db: Db, userId: number): Promise<PlayerRow | undefined> {
  const res = (await db.execute(sql`
    select u.id, u.nick, u.language, u.is_new, u.mobile_verified, (u.phone is null) as is_guest,
      (select count(*) from room_entries e where e.user_id = u.id and not e.refunded)::int as joined,
      (select count(*) from room_entries e where e.user_id = u.id and e.fee_paise > 0 and not e.refunded)::int as paid_joined
    from users u where u.id = ${userId}`)) as unknown as { rows: PlayerRow[] };
  const r = res.rows[0];
  return r && { ...r, id: Number(r.id), joined: Number(r.joined), paid_joined: Number(r.paid_joined) };
}
