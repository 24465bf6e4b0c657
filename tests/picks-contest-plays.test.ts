import { afterEach, describe, expect, it } from 'vitest';
import { mySetsRoute, picksListRoute, userChallengeContestPlaysRoute } from '../core/api/picks';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, createSet, fund, joinBody, requestJoin, verify } from './contests-support';
import { get } from './picks-support';

const HOUR = 3_600_000;

/** The picks routes read the contests feature's seated entries (server/app.ts wiring). */
describe.each(testDrivers())('contest plays of pick sets on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('a seated set is listed by getUserChallengeContestPlaysv2 and marked joined in picks/list and mySets', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, name: 'Small' });
    const otherConfig = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, name: 'Other' });
    const p = await createPlayer(app, db);
    await fund(db, p.id, 5000);
    await createSet(db, f, p.id, 1);
    await createSet(db, f, p.id, 2);

    const res = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
    const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
    await app.contests.engine.idle();
    const v = await verify(app, p, orderId);
    const roomId = (v.json() as { data: { room: { room_id: number } } }).data.room.room_id;

    const plays = await get(app, p.token, userChallengeContestPlaysRoute.path, { challenge_id: f.challengeId });
    expect(plays.json()).toEqual({ status: 200, data: { plays: [{ draft_num: 1, room_id: roomId, config_id: configId, contest_name: 'Small' }] } });

    const joining = await get(app, p.token, picksListRoute.path, { challenge_id: f.challengeId, config_id: configId, is_joining: 'true' });
    expect(joining.json().data.sets.map((s: { draft_num: number; joined: boolean }) => [s.draft_num, s.joined])).toEqual([[1, true], [2, false]]);
    const other = await get(app, p.token, picksListRoute.path, { challenge_id: f.challengeId, config_id: otherConfig });
    expect(other.json().data.sets.map((s: { joined: boolean }) => s.joined)).toEqual([false, false]);
    const mine = await get(app, p.token, mySetsRoute.path, { challenge_id: f.challengeId });
    expect(mine.json().data.sets.map((s: { joined: boolean }) => s.joined)).toEqual([true, false]);

    // another player sees none of it
    const stranger = await createPlayer(app, db);
    const theirs = await get(app, stranger.token, userChallengeContestPlaysRoute.path, { challenge_id: f.challengeId });
    expect(theirs.json().data.plays).toEqual([]);
  });
});
