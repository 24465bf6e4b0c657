import { afterEach, describe, expect, it } from 'vitest';
import { db, type OutboxItem, type PickDraft } from '../../lib/db';
import { createDrainer } from '../../lib/outbox';
import { applySettled, mergeSets, putWorkingDraft, reconcileDrafts, saveSet, SAVE_SET_KIND, workingDraft, type NewDraft } from './store';
import type { AnswerInBulkBody, PickSetSummary } from '../../../core/api/picks';

const input = (over: Partial<NewDraft> = {}): NewDraft => ({
  userId: 'u1',
  challengeId: 79639,
  draftNum: null,
  answers: { 4100201: { answer: 'A', answer_time: 1, powerups: ['2x'] } },
  powerups: { '2x': 2, no_negs: 3, player_poll: 3 },
  revealedPolls: [],
  polls: {},
  room_id: 501,
  ...over,
});
const body: AnswerInBulkBody = { challenge_id: 79639, answers: [{ match_id: 41002, question_id: 4100201, answer: 'A', answer_time: 1, powerups: ['2x'] }] };
const KEY = '0190f3c2-7a4b-7c1d-8e2f-123456789abc';

afterEach(async () => {
  await Promise.all([db.pickDrafts.clear(), db.outbox.clear()]);
});

async function settle(id: string, patch: Partial<OutboxItem>): Promise<OutboxItem> {
  await db.outbox.update(id, patch);
  return (await db.outbox.get(id))!;
}

describe('pick drafts on the device', () => {
  it('keeps the set being made (one working draft per set) and finds it again', async () => {
    await putWorkingDraft(input(), 10);
    await putWorkingDraft(input({ answers: {} }), 20);
    const all = await db.pickDrafts.toArray();
    expect(all).toHaveLength(1);
    expect((await workingDraft('u1', 79639, null))?.updatedAt).toBe(20);
    expect(await workingDraft('u2', 79639, null)).toBeUndefined();
  });

  it('saving queues the whole set as ONE outbox item whose id (the Idempotency-Key) the draft holds', async () => {
    await putWorkingDraft(input(), 10);
    const draft = await saveSet(input(), body, 30, { newId: () => KEY });
    expect(draft.state).toBe('waiting');
    expect(draft.outboxId).toBe(KEY);
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: KEY, kind: SAVE_SET_KIND, method: 'POST', path: '/api/v5/utils/users/answerInBulk', body, userId: 'u1', state: 'pending' });
    // the working draft became the waiting one (no second copy)
    expect(await db.pickDrafts.count()).toBe(1);
    expect(await workingDraft('u1', 79639, null)).toBeUndefined();
  });

  it('done → synced with the server draft_num and created flag', async () => {
    await saveSet(input(), body, 30, { newId: () => KEY });
    const item = await settle(KEY, { state: 'done', result: { status: 200, data: { draft_num: 2, created: true } } });
    const next = await applySettled(item);
    expect(next).toMatchObject({ state: 'synced', draftNum: 2, created: true, announced: false });
  });

  it('an edit keeps its number and is reported as edited', async () => {
    await saveSet(input({ draftNum: 3 }), { ...body, draft_num: 3 }, 30, { newId: () => KEY });
    const next = await applySettled(await settle(KEY, { state: 'done', result: { status: 200, data: { draft_num: 3, created: false } } }));
    expect(next).toMatchObject({ state: 'synced', draftNum: 3, created: false });
  });

  it('rejected MATCH_LOCKED → rejected, kept on the device with the error, and the outbox never sends it again', async () => {
    await saveSet(input(), body, Date.now(), { newId: () => KEY });
    let sends = 0;
    const drainer = createDrainer({
      db,
      locks: null,
      getUserId: () => 'u1',
      send: async () => {
        sends += 1;
        return { httpStatus: 409, body: { status: 409, code: 'MATCH_LOCKED', message: 'Match Already Started' } };
      },
      onSettled: (item) => void applySettled(item),
    });
    await drainer.drain();
    await drainer.retryNow();
    await drainer.drain();
    expect(sends).toBe(1);
    await reconcileDrafts('u1');
    const [draft] = await db.pickDrafts.toArray();
    expect(draft).toMatchObject({ state: 'rejected', error: { code: 'MATCH_LOCKED', httpStatus: 409 } });
    expect(draft?.answers).toEqual(input().answers);
  });

  it('reconcile applies an outcome settled while no picks screen listened, and un-waits a draft whose item is gone', async () => {
    await saveSet(input(), body, 30, { newId: () => KEY });
    await settle(KEY, { state: 'done', result: { status: 200, data: { draft_num: 1, created: true } } });
    await saveSet(input({ challengeId: 5 }), { ...body, challenge_id: 5 }, 40, { newId: () => '0190f3c2-7a4b-7c1d-8e2f-000000000001' });
    await db.outbox.delete('0190f3c2-7a4b-7c1d-8e2f-000000000001');
    await reconcileDrafts('u1');
    const drafts = await db.pickDrafts.toArray();
    expect(drafts.find((d) => d.challengeId === 79639)).toMatchObject({ state: 'synced', draftNum: 1 });
    expect(drafts.find((d) => d.challengeId === 5)).toMatchObject({ state: 'draft', outboxId: null });
  });

  it('ignores other kinds and items still pending', async () => {
    await saveSet(input(), body, 30, { newId: () => KEY });
    const item = (await db.outbox.get(KEY))!;
    expect(await applySettled({ ...item, kind: 'teams.save', state: 'done' })).toBeNull();
    expect(await applySettled(item)).toBeNull();
    expect((await db.pickDrafts.toArray())[0]?.state).toBe('waiting');
  });
});

describe('mergeSets', () => {
  const summary = (n: number): PickSetSummary => ({
    draft_num: n,
    label: `S${n}`,
    picks_made: 12,
    picks_required: 12,
    powerups_applied: 6,
    powerups_required: 6,
    complete: true,
    joined: false,
    updated_at: 0,
  });
  const draft = (over: Partial<PickDraft>): PickDraft => ({
    id: 'd',
    ...input(),
    state: 'waiting',
    outboxId: KEY,
    announced: false,
    created: null,
    error: null,
    updatedAt: 0,
    ...over,
  });

  it('lists server sets by number, then waiting new sets (number pending), then refused ones; drafts in progress are not sets', () => {
    const rows = mergeSets([summary(2), summary(1)], [
      draft({ id: 'w' }),
      draft({ id: 'r', state: 'rejected' }),
      draft({ id: 'e', draftNum: 2 }),
      draft({ id: 'x', state: 'draft' }),
    ]);
    expect(rows.map((r) => [r.key, r.status])).toEqual([
      ['S1', 'saved'],
      ['S2', 'waiting'],
      ['local:w', 'waiting'],
      ['local:r', 'rejected'],
    ]);
    expect(rows[2]).toMatchObject({ draftNum: null, picksMade: 1, powerupsApplied: 1 });
  });

  it('a synced set shows as saved until the server list has it, then the server row wins', () => {
    expect(mergeSets([summary(1)], [draft({ id: 's', state: 'synced', draftNum: 2 })]).map((r) => [r.key, r.status, r.localId])).toEqual([
      ['S1', 'saved', null],
      ['S2', 'saved', 's'],
    ]);
    expect(mergeSets([summary(2)], [draft({ id: 's', state: 'synced', draftNum: 2 })])[0]?.localId).toBeNull();
  });
});
