import { afterEach, describe, expect, it } from 'vitest';
import { db, type OutboxItem } from '../../lib/db';
import { createDrainer, type Send } from '../../lib/outbox';
import {
  applySettledTeam,
  mergeTeams,
  putWorkingTeam,
  reconcileTeams,
  SAVE_TEAM_KIND,
  saveTeamDraft,
  saveTeamRequestPath,
  teamDraftsOf,
  workingTeam,
  type NewTeamDraft,
} from './store';
import { CHALLENGE_ID, teamDto, XI } from './test-fixtures';

const input = (over: Partial<NewTeamDraft> = {}): NewTeamDraft => ({
  userId: 'u1',
  challengeId: CHALLENGE_ID,
  teamId: null,
  draftNum: null,
  players: XI,
  captain: XI[1]!,
  viceCaptain: XI[7]!,
  ...over,
});
const KEY = '0190f3c2-7a4b-7c1d-8e2f-123456789abc';

afterEach(async () => {
  await Promise.all([db.teamDrafts.clear(), db.outbox.clear(), db.teamsCache.clear()]);
});

async function settle(id: string, patch: Partial<OutboxItem>): Promise<OutboxItem> {
  await db.outbox.update(id, patch);
  return (await db.outbox.get(id))!;
}

describe('draft teams on the device', () => {
  it('keeps one working team per slot (new team, or each saved team being edited)', async () => {
    await putWorkingTeam(input({ players: XI.slice(0, 3) }), 10);
    await putWorkingTeam(input({ players: XI.slice(0, 4) }), 20);
    await putWorkingTeam(input({ teamId: 900, draftNum: 1 }), 30);
    expect(await db.teamDrafts.count()).toBe(2);
    expect((await workingTeam('u1', CHALLENGE_ID, null))?.players).toEqual(XI.slice(0, 4));
    expect((await workingTeam('u1', CHALLENGE_ID, 900))?.draftNum).toBe(1);
    expect(await workingTeam('u2', CHALLENGE_ID, null)).toBeUndefined();
  });

  it('saving queues ONE saveTeam item (match_id 0, team_id 0 for a new team) whose id is the Idempotency-Key the team holds', async () => {
    await putWorkingTeam(input(), 10);
    const draft = await saveTeamDraft(input(), 30, { newId: () => KEY });
    expect(draft).toMatchObject({ state: 'waiting', outboxId: KEY });
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: KEY,
      kind: SAVE_TEAM_KIND,
      method: 'POST',
      path: `/api/v1/f2p/game/draft/saveTeam?challenge_id=${CHALLENGE_ID}&match_id=0&team_id=0`,
      body: { team: { players: XI, captain: XI[1], vice_captain: XI[7] } },
      userId: 'u1',
      state: 'pending',
    });
    // the working team became the waiting one
    expect(await db.teamDrafts.count()).toBe(1);
    expect(await workingTeam('u1', CHALLENGE_ID, null)).toBeUndefined();
  });

  it('an edit is sent with its team_id', () => {
    expect(saveTeamRequestPath(5, 900)).toBe('/api/v1/f2p/game/draft/saveTeam?challenge_id=5&match_id=0&team_id=900');
  });

  it('done → synced with the server team id and T{n}; created for a new team, edited for an edit', async () => {
    await saveTeamDraft(input(), 30, { newId: () => KEY });
    const item = await settle(KEY, { state: 'done', result: { status: 200, data: { status: 1, team_id: 901, team_draft_number: 2, message: 'x' } } });
    expect(await applySettledTeam(item)).toMatchObject({ state: 'synced', teamId: 901, draftNum: 2, created: true, announced: false });

    const EDIT = '0190f3c2-7a4b-7c1d-8e2f-000000000002';
    await saveTeamDraft(input({ teamId: 900, draftNum: 1 }), 40, { newId: () => EDIT });
    const edited = await settle(EDIT, { state: 'done', result: { status: 1, team_id: 900, team_draft_number: 1, message: 'x' } });
    expect(await applySettledTeam(edited)).toMatchObject({ state: 'synced', teamId: 900, draftNum: 1, created: false });
  });

  it('rejected (the match went live) → kept on the device as not submitted, with the error', async () => {
    await saveTeamDraft(input(), 30, { newId: () => KEY });
    const error = { code: 'TEAM_MATCH_LIVE', message: 'Match is live. You cannot edit or create a team.', httpStatus: 409 };
    const item = await settle(KEY, { state: 'rejected', error });
    expect(await applySettledTeam(item)).toMatchObject({ state: 'rejected', error });
    expect(await db.teamDrafts.count()).toBe(1);
  });

  it('reconcile applies items settled while no screen listened, and puts a team whose item is lost back to draft', async () => {
    await saveTeamDraft(input(), 30, { newId: () => KEY });
    await settle(KEY, { state: 'done', result: { team_id: 901, team_draft_number: 1 } });
    const LOST = '0190f3c2-7a4b-7c1d-8e2f-000000000003';
    await saveTeamDraft(input({ teamId: 900, draftNum: 1 }), 40, { newId: () => LOST });
    await db.outbox.delete(LOST);
    await reconcileTeams('u1');
    const drafts = await teamDraftsOf('u1', CHALLENGE_ID);
    expect(drafts.map((d) => [d.teamId, d.state])).toEqual([
      [901, 'synced'],
      [900, 'draft'],
    ]);
  });

  it('through the drainer: sent once with its key even when the first answer is lost, then synced', async () => {
    await saveTeamDraft(input(), 30, { newId: () => KEY });
    const seen: string[] = [];
    let calls = 0;
    const send: Send = async (item) => {
      seen.push(item.id);
      calls++;
      // the first send reaches the server but its answer is lost (network error); the resend replays the stored answer
      if (calls === 1) throw new Error('connection reset');
      return { httpStatus: 200, body: { status: 200, data: { status: 1, team_id: 901, team_draft_number: 1, message: 'Team T1 Created Successfully! Now use it to join a contest' } }, retryAfter: null };
    };
    const drainer = createDrainer({ db, send, getUserId: () => 'u1', locks: null, now: () => 1e12, random: () => 0 });
    await drainer.drain();
    await drainer.drain();
    expect(seen).toEqual([KEY, KEY]);
    const item = (await db.outbox.get(KEY))!;
    expect(item.state).toBe('done');
    expect(await applySettledTeam(item)).toMatchObject({ state: 'synced', teamId: 901, draftNum: 1 });
  });
});

describe('mergeTeams', () => {
  it('lists server teams by number, a waiting edit on its T{n}, a waiting new team pending, refused ones last', () => {
    const server = [teamDto({ team_id: 902, team_draft_number: 2 }), teamDto({ team_id: 900, team_draft_number: 1 })];
    const base = { userId: 'u1', challengeId: CHALLENGE_ID, captain: 'a', viceCaptain: 'b', announced: false, created: null, error: null, outboxId: 'x', updatedAt: 1 };
    const rows = mergeTeams(server, [
      { ...base, id: 'l1', teamId: 900, draftNum: 1, players: ['edited'], state: 'waiting' },
      { ...base, id: 'l2', teamId: null, draftNum: null, players: ['new'], state: 'waiting' },
      { ...base, id: 'l3', teamId: null, draftNum: null, players: ['late'], state: 'rejected', error: { code: 'TEAM_MATCH_LIVE', message: '' } },
      { ...base, id: 'l4', teamId: 902, draftNum: 2, players: ['synced'], state: 'synced' },
      { ...base, id: 'l5', teamId: null, draftNum: null, players: ['building'], state: 'draft' },
    ]);
    expect(rows.map((r) => [r.key, r.status, r.players[0]])).toEqual([
      ['T1', 'waiting', 'edited'],
      ['T2', 'saved', XI[0]],
      ['local:l2', 'waiting', 'new'],
      ['local:l3', 'rejected', 'late'],
    ]);
  });
});
