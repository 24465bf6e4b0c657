import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db/client';
import { ledgerOperations, powerupBankEvents, powerupBanks, rewardPopups } from '../server/db/schema';
import { getBalances, sumAllPostings } from '../server/ledger';
import type { Player } from './contests-support';

/** Shared by tests/store-*.test.ts, tests/engagement-*.test.ts and tests/onboarding-*.test.ts. */

export function keyed(app: FastifyInstance, p: Player, url: string, payload: unknown, key: string = randomUUID()) {
  return app.inject({ method: 'POST', url, headers: { ...p.headers, 'idempotency-key': key }, payload: payload as object });
}

export function read(app: FastifyInstance, p: Player, url: string) {
  return app.inject({ method: 'GET', url, headers: p.headers });
}

/** Everything a refused purchase or claim must leave as it was. */
export async function moneyAndBank(database: Database, userId: number) {
  const db = database.db;
  const [ops] = await db.select({ n: count() }).from(ledgerOperations);
  const [events] = await db.select({ n: count() }).from(powerupBankEvents);
  const [popups] = await db.select({ n: count() }).from(rewardPopups);
  const [bank] = await db.select().from(powerupBanks).where(eq(powerupBanks.userId, userId));
  return {
    sum: await sumAllPostings(db),
    operations: ops?.n ?? 0,
    events: events?.n ?? 0,
    popups: popups?.n ?? 0,
    balances: await getBalances(db, userId),
    bank: bank ?? null,
  };
}

export const counts = (x: number, y: number, z: number) => ({ '2x': x, no_negs: y, player_poll: z });
