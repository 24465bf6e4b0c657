import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../../core/rules/ops';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { randomNick } from '../auth/nicks';
import { hashPassword } from '../auth/password';

/**
 * Staff accounts are ordinary phone accounts with a staff role (users.role): they log in with the phone login.
 * Adding a phone that exists (a player, or staff with another role) sets its password and role.
 */
export async function upsertStaffAccount(db: Db, input: { phone: string; password: string; role: StaffRole }): Promise<{ user_id: number; role: StaffRole; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ phone: input.phone, passwordHash, nick: randomNick(), role: input.role, mobileVerified: true, isNew: false })
    .onConflictDoUpdate({ target: users.phone, set: { passwordHash, role: input.role } })
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  return { user_id: Number(row!.id), role: input.role, created: Boolean(row!.created) };
}
