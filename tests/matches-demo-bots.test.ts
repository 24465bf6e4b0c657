import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { avatarUrl, AVATAR_IDS, nickProblem } from '../core/rules/profile';
import { DEMO_BOT_NICKS, DEMO_BOTS, demoBots } from '../server/modules/matches/demo';
import { createPlayer, q } from './contests-support';
import { bearer, closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

const botsOf = (rows: { gaid: string; nick: string | null; avatar: string | null }[]) => rows.map((r) => [r.gaid, r.nick, r.avatar]);
const BOTS = sql`select u.gaid, u.nick, p.avatar from users u left join user_profiles p on p.user_id = u.id
  where u.gaid like 'pickxi-demo-bot-%' order by u.gaid`;

describe.each(testDrivers())('demo bots on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('the bots have nicknames and avatars (the same ones every run), so leaderboards show players, not guests', async () => {
    expect(DEMO_BOTS).toBe(4);
    for (const nick of DEMO_BOT_NICKS) expect(nickProblem(nick)).toBeNull();
    expect(new Set(DEMO_BOT_NICKS.map((n) => n.toLowerCase())).size).toBe(DEMO_BOTS);
    const db = database().db;
    const app = await createTestApp(database());
    const tokens = await demoBots(app);
    expect(tokens).toHaveLength(DEMO_BOTS);
    const expected = DEMO_BOT_NICKS.map((nick, n) => [`pickxi-demo-bot-${n + 1}`, nick, AVATAR_IDS[n]]);
    expect(botsOf(await q(db, BOTS))).toEqual(expected);
    // what a player's own profile says about a bot
    const profile = await app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(tokens[0]!) });
    expect(profile.json().data).toMatchObject({ user_nick: DEMO_BOT_NICKS[0], user_photo: avatarUrl(AVATAR_IDS[0]) });
    // again (a restart): the same accounts, the same names
    expect(await demoBots(app)).toHaveLength(DEMO_BOTS);
    expect(botsOf(await q(db, BOTS))).toEqual(expected);
  });

  it('a nickname someone else already has leaves that bot a guest, and the others are named', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const other = await createPlayer(app, db);
    // (the database is shared with the test above: the second bot has not chosen its nickname yet)
    await db.execute(sql`update users set nick = null where gaid = 'pickxi-demo-bot-2'`);
    await db.execute(sql`update users set nick = ${DEMO_BOT_NICKS[1].toUpperCase()} where id = ${other.id}`);
    expect(await demoBots(app)).toHaveLength(DEMO_BOTS);
    expect((await q<{ gaid: string; nick: string | null; avatar: string | null }>(db, BOTS)).map((r) => r.nick)).toEqual([
      DEMO_BOT_NICKS[0],
      null,
      DEMO_BOT_NICKS[2],
      DEMO_BOT_NICKS[3],
    ]);
  });
});
