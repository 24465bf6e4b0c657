/**
 * Drafts on the device that reach the server through the outbox: the one lifecycle that pick sets
 * (src/features/picks/store.ts) and draft teams (src/features/teams/store.ts) share.
 *
 *   draft ──save──► waiting ──outbox done──► synced ('created' / 'edited' snackbar)
 *                      └────outbox rejected─► rejected (kept, "not submitted"; a lock code → time-up modal)
 *
 * A saved draft is ONE outbox item whose id is its Idempotency-Key, so a draft saved offline is created exactly
 * once on reconnect, and a refusal is final (the outbox never retries a 4xx). The outcome is applied by the settled
 * listener while the app is open, and again by reconcile() from the stored item when a screen opens (the service
 * worker may have sent it with the app closed, or another tab did).
 *
 * A "slot" is what one working draft is for: a new one (null) or the saved one being edited (its number / id).
 */
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityTable, Table } from 'dexie';
import { db as appDb, type OutboxItem, type PickxiDb } from '../db';
import { randomUuid } from '../session';
import { onOutboxSettled } from './events';
import { enqueue, type EnqueueInput } from './store';
import { uuidv7 } from './uuid';

/** The fields every outbox-backed draft has (PickDraft, TeamDraft). */
export interface OutboxDraft {
  id: string;
  userId: string;
  challengeId: number;
  state: 'draft' | 'waiting' | 'synced' | 'rejected';
  outboxId: string | null;
  /** the settled result was shown to the player (snackbar or time-up modal) */
  announced: boolean;
  /** once synced: true = a new one was created, false = an existing one was edited */
  created: boolean | null;
  error: { code: string; message: string; httpStatus?: number } | null;
  updatedAt: number;
}

type Lifecycle = 'id' | 'state' | 'outboxId' | 'announced' | 'created' | 'error' | 'updatedAt';

export interface DeviceDraftsOptions<D extends OutboxDraft> {
  /** the outbox kind of a saved draft */
  kind: string;
  table: (db: PickxiDb) => EntityTable<D, 'id'>;
  /** the slot a draft works on: null for a new one, else the saved one it edits */
  slotOf: (draft: D) => number | null;
  /** a done item's draft: the server's numbering read from the item's reply */
  synced: (draft: D, item: OutboxItem) => D;
}

/** The reply inside a done item: the envelope or its data, depending on the sender (page or service worker). */
export function outboxReply(item: OutboxItem): Record<string, unknown> | null {
  const r = item.result as { data?: unknown } | undefined;
  const d = r && typeof r === 'object' && r.data && typeof r.data === 'object' ? r.data : r;
  return d && typeof d === 'object' ? (d as Record<string, unknown>) : null;
}

export function deviceDrafts<D extends OutboxDraft>(opts: DeviceDraftsOptions<D>) {
  type Input = Omit<D, Lifecycle>;
  // EntityTable<D, 'id'> of a generic D defeats Dexie's key typing; every draft table is keyed by its string id
  const tableOf = (db: PickxiDb) => opts.table(db) as unknown as Table<D, string, D>;
  const slotOfInput = (input: Input) => opts.slotOf(input as D);

  /** Every draft of a user in a challenge, oldest first. */
  async function draftsOf(userId: string, challengeId: number, db: PickxiDb = appDb): Promise<D[]> {
    const all = await tableOf(db).where('[userId+challengeId]').equals([userId, challengeId]).toArray();
    return all.sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : 1));
  }

  /** The draft being made (slot null) or edited (slot = the saved one) on this device, if any. */
  async function working(userId: string, challengeId: number, slot: number | null, db: PickxiDb = appDb): Promise<D | undefined> {
    return (await draftsOf(userId, challengeId, db)).find((d) => d.state === 'draft' && opts.slotOf(d) === slot);
  }

  function stamped(input: Input, existing: D | undefined, state: 'draft' | 'waiting', outboxId: string | null, now: number): D {
    return { id: existing?.id ?? randomUuid(), ...input, state, outboxId, announced: false, created: null, error: null, updatedAt: now } as D;
  }

  /** Writes the draft being made / edited after each change, so a reload (or a lost tab) keeps it. */
  async function putWorking(input: Input, now: number, db: PickxiDb = appDb): Promise<D> {
    const table = tableOf(db);
    return db.transaction('rw', table, async () => {
      const draft = stamped(input, await working(input.userId, input.challengeId, slotOfInput(input), db), 'draft', null, now);
      await table.put(draft);
      return draft;
    });
  }

  /**
   * Saves a complete draft: it becomes 'waiting' with the outbox id it is sent under, then it is queued as ONE
   * item carrying that id as its Idempotency-Key. Marked first so a waiting draft is never without its key;
   * reconcile() repairs a crash between the two.
   */
  async function save(
    input: Input,
    request: Pick<EnqueueInput, 'method' | 'path' | 'body'>,
    now: number,
    deps: { db?: PickxiDb; newId?: () => string } = {},
  ): Promise<D> {
    const db = deps.db ?? appDb;
    const outboxId = (deps.newId ?? uuidv7)();
    const draft = stamped(input, await working(input.userId, input.challengeId, slotOfInput(input), db), 'waiting', outboxId, now);
    await tableOf(db).put(draft);
    await enqueue({ kind: opts.kind, ...request, userId: input.userId }, { db, now: () => now, newId: () => outboxId });
    return draft;
  }

  /** Applies a settled item to its draft: done → synced; rejected → rejected with the error (kept, never retried). */
  async function applySettled(item: OutboxItem, db: PickxiDb = appDb): Promise<D | null> {
    if (item.kind !== opts.kind) return null;
    const table = tableOf(db);
    return db.transaction('rw', table, async () => {
      const draft = await table.where('outboxId').equals(item.id).first();
      if (!draft || draft.state !== 'waiting') return null;
      let next: D;
      if (item.state === 'done') next = opts.synced(draft, item);
      else if (item.state === 'rejected') next = { ...draft, state: 'rejected', error: item.error ?? { code: 'UNKNOWN', message: '' } };
      else return null;
      await table.put(next);
      return next;
    });
  }

  /** Brings waiting drafts up to date with the outbox: settled items applied; a lost item puts the draft back to 'draft'. */
  async function reconcile(userId: string, db: PickxiDb = appDb): Promise<void> {
    const table = tableOf(db);
    const waiting = await table.where('state').equals('waiting').filter((d) => d.userId === userId).toArray();
    for (const d of waiting) {
      const item = d.outboxId ? await db.outbox.get(d.outboxId) : undefined;
      if (!item) await table.update(d.id, (x) => {
          x.state = 'draft';
          x.outboxId = null;
        });
      else if (item.state === 'done' || item.state === 'rejected') await applySettled(item, db);
    }
  }

  async function markAnnounced(id: string, db: PickxiDb = appDb): Promise<void> {
    await tableOf(db).update(id, (x) => {
      x.announced = true;
    });
  }

  async function remove(id: string, db: PickxiDb = appDb): Promise<void> {
    await tableOf(db).delete(id);
  }

  /** Synced drafts the server list now holds (and the player was told about) are no longer needed on the device. */
  async function pruneSynced(userId: string, challengeId: number, serverSlots: readonly number[], db: PickxiDb = appDb): Promise<void> {
    const known = new Set(serverSlots);
    const gone = (await draftsOf(userId, challengeId, db))
      .filter((d) => d.state === 'synced' && d.announced && opts.slotOf(d) !== null && known.has(opts.slotOf(d)!))
      .map((d) => d.id);
    if (gone.length > 0) await tableOf(db).bulkDelete(gone);
  }

  let listening: (() => void) | null = null;
  /** Starts applying settled items of this kind as they happen (idempotent; the feature's screens call it). */
  function listenForSettled(db: PickxiDb = appDb): () => void {
    listening ??= onOutboxSettled(opts.kind, (item) => void applySettled(item, db));
    return listening;
  }

  /** Drafts whose outcome the player has not been told yet (snackbar / time-up modal). */
  function useUnannounced(userId: string | null): D[] {
    return (
      useLiveQuery(async () => {
        if (!userId) return [];
        return tableOf(appDb)
          .where('state')
          .anyOf('synced', 'rejected')
          .filter((d) => d.userId === userId && !d.announced)
          .toArray();
      }, [userId]) ?? []
    );
  }

  /**
   * The screens' notice loop: each settled draft the player has not been told about is handed to `tell` once.
   * 'told' marks it announced; 'hold' keeps it as `held` (the time-up modal) until `release()`, and the next one
   * waits until then. Starts the settled listener and reconciles with the outbox when the user is known.
   */
  function useOutcomes(userId: string | null, tell: (draft: D) => 'told' | 'hold'): { held: D | null; release: () => void } {
    const pending = useUnannounced(userId);
    const [held, setHeld] = useState<D | null>(null);
    // told once per draft even while the live query still lists it (markAnnounced is async)
    const handled = useRef(new Set<string>());
    const tellRef = useRef(tell);
    tellRef.current = tell;

    useEffect(() => {
      listenForSettled();
      if (userId) void reconcile(userId);
    }, [userId]);

    useEffect(() => {
      if (held) return;
      const next = pending.find((d) => !handled.current.has(d.id));
      if (!next) return;
      handled.current.add(next.id);
      if (tellRef.current(next) === 'hold') setHeld(next);
      else void markAnnounced(next.id);
    }, [pending, held]);

    const release = () => {
      if (held) void markAnnounced(held.id);
      setHeld(null);
    };
    return { held, release };
  }

  return { draftsOf, working, putWorking, save, applySettled, reconcile, markAnnounced, remove, pruneSynced, listenForSettled, useOutcomes };
}
