import Dexie, { type EntityTable } from 'dexie';
import type { ChallengeList } from '../../core/api/challenges';
import type { PickSetSummary, PollSplit, QuestionsResponse } from '../../core/api/picks';
import type { PowerupCounts } from '../../core/rules/powerups';
import type { QuestionPick } from '../../core/rules/picks';
import type { SquadData, TeamDto } from '../../core/api/teams';

/**
 * The PWA's IndexedDB. Every schema change adds a new `.version(n)` step
 * below the previous ones (never edit an old step): Dexie walks the ladder
 * on devices that still hold an older database.
 */

/** A cached server response, keyed by what was asked (e.g. `challenges:all`). */
export interface CachedChallengeList {
  key: string;
  list: ChallengeList;
  /** the server time (epoch ms) the list was fetched at */
  fetchedAt: number;
}

/** Small local settings: language, tooltip/welcome flags, device id, saved app state. */
export interface Setting {
  key: string;
  value: unknown;
}

export type OutboxState = 'pending' | 'inflight' | 'done' | 'rejected';
/** who sent an outbox item last: an open page, or the service worker's Background Sync with the app closed */
export type OutboxSender = 'page' | 'worker';

/** A state-changing request waiting to reach the server (docs/architecture.md, The life of an offline write). */
export interface OutboxItem {
  /** the Idempotency-Key (UUIDv7), stored before the first send */
  id: string;
  /** who queued it: an outbox survives logout only for the same user */
  userId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** API path including /api */
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
  /** earliest time (epoch ms) of the next attempt; backoff writes it */
  nextAttemptAt: number;
  state: OutboxState;
  /** last failure: envelope code + message, or a network error text */
  error: { code: string; message: string; httpStatus?: number } | null;
  /** response data once done */
  result?: unknown;
  /** which feature queued it, so the feature can react to done/rejected */
  kind: string;
  /** who claimed it for its last attempt (not indexed: no schema change) */
  sentBy?: OutboxSender;
  /** when it was last claimed for sending (epoch ms) */
  claimedAt?: number;
  /** settled by the worker and already told to a page's subscribers (outbox/events.ts relayWorkerSettled) */
  relayed?: boolean;
}

/** v2: a challenge's questions as last fetched, so a stored challenge opens offline (picks feature). */
export interface CachedQuestions {
  /** `${userId}:${challengeId}` for a new set, `${userId}:${challengeId}:${draftNum}` for a saved set's picks (picks/api.ts questionsKey) */
  key: string;
  challengeId: number;
  draftNum: number | null;
  response: QuestionsResponse;
  fetchedAt: number;
}

/** v2: the player's saved sets of a challenge as the server last listed them (mySets). */
export interface CachedMySets {
  challengeId: number;
  userId: string;
  sets: PickSetSummary[];
  fetchedAt: number;
}

/**
 * v2: a pick set on this device (picks feature, src/features/picks/store.ts).
 * - draft: being made or edited (survives reload)
 * - waiting: saved, queued in the outbox as ONE answerInBulk item (outboxId), S-number pending for a new set
 * - synced: the server accepted it (draftNum is the server's)
 * - rejected: the server refused it (e.g. the match started): kept here, marked as not submitted, never retried
 */
export type PickDraftState = 'draft' | 'waiting' | 'synced' | 'rejected';
export interface PickDraft {
  /** local id (UUID) */
  id: string;
  userId: string;
  challengeId: number;
  /** the saved set being edited (S{n}), or null for a new set (until the server numbers it) */
  draftNum: number | null;
  answers: Record<number, QuestionPick>;
  powerups: PowerupCounts;
  revealedPolls: number[];
  polls: Record<number, PollSplit>;
  room_id: number | null;
  state: PickDraftState;
  outboxId: string | null;
  /** the settled result was shown to the player (snackbar or time-up modal) */
  announced: boolean;
  /** once synced: true = a new set was created, false = S{n} was edited */
  created: boolean | null;
  error: { code: string; message: string; httpStatus?: number } | null;
  updatedAt: number;
}

/** v3: a my-matches / results response as last fetched, so they stay readable offline (results feature). */
export interface CachedResult {
  /** `${userId}:${what}` (results/api.ts cacheKey) */
  key: string;
  userId: string;
  value: unknown;
  /** server time (epoch ms) of the fetch: the 'last updated' marker */
  fetchedAt: number;
}

/**
 * v4: a draft challenge's squad as last fetched, so create team opens offline (teams feature). The challenge's
 * name, start and sport come from the home list; the squad itself says whether it had started when fetched.
 */
export interface CachedSquad {
  challengeId: number;
  squad: SquadData;
  fetchedAt: number;
}

/** v4: the player's saved teams of a challenge as the server last listed them (getTeam). */
export interface CachedTeams {
  /** `${userId}:${challengeId}` */
  key: string;
  userId: string;
  challengeId: number;
  teams: TeamDto[];
  fetchedAt: number;
}

/**
 * v4: a draft team on this device (teams feature, src/features/teams/store.ts), the pick-set draft's twin:
 * - draft: being built (teamId null) or edited (teamId of a saved team); survives reload
 * - waiting: saved, queued in the outbox as ONE saveTeam item (outboxId); T-number pending for a new team
 * - synced: the server accepted it (teamId / draftNum are the server's)
 * - rejected: the server refused it (e.g. the match went live): kept here, marked as not submitted, never retried
 */
export type TeamDraftState = 'draft' | 'waiting' | 'synced' | 'rejected';
export interface TeamDraft {
  /** local id (UUID) */
  id: string;
  userId: string;
  challengeId: number;
  /** the saved team being edited, or null for a new team (until the server numbers it) */
  teamId: number | null;
  /** T{n} of the edited / synced team, else null */
  draftNum: number | null;
  players: string[];
  captain: string | null;
  viceCaptain: string | null;
  state: TeamDraftState;
  outboxId: string | null;
  /** the settled result was shown to the player (snackbar or time-up modal) */
  announced: boolean;
  /** once synced: true = a new team was created, false = T{n} was edited */
  created: boolean | null;
  error: { code: string; message: string; httpStatus?: number } | null;
  updatedAt: number;
}

export class PickxiDb extends Dexie {
  challengeCache!: EntityTable<CachedChallengeList, 'key'>;
  settings!: EntityTable<Setting, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  questionCache!: EntityTable<CachedQuestions, 'key'>;
  mySetsCache!: EntityTable<CachedMySets, 'challengeId'>;
  pickDrafts!: EntityTable<PickDraft, 'id'>;
  resultsCache!: EntityTable<CachedResult, 'key'>;
  squadCache!: EntityTable<CachedSquad, 'challengeId'>;
  teamsCache!: EntityTable<CachedTeams, 'key'>;
  teamDrafts!: EntityTable<TeamDraft, 'id'>;

  constructor(name = 'pickxi') {
    super(name);
    this.version(1).stores({
      challengeCache: 'key',
      settings: 'key',
      outbox: 'id, state, [state+nextAttemptAt], userId, kind, createdAt',
    });
    // v2 (picks): stored questions, the server's set list, and pick-set drafts on the device.
    this.version(2).stores({
      questionCache: 'key, challengeId',
      mySetsCache: 'challengeId',
      pickDrafts: 'id, [userId+challengeId], state, outboxId',
    });
    // v3 (results): my matches, contest details and results as last fetched.
    this.version(3).stores({ resultsCache: 'key, userId' });
    // v4 (teams): squads and saved teams as last fetched, and draft teams on the device.
    this.version(4).stores({
      squadCache: 'challengeId',
      teamsCache: 'key, userId',
      teamDrafts: 'id, [userId+challengeId], state, outboxId',
    });
  }
}

export const db = new PickxiDb();

export async function getSetting<T>(key: string): Promise<T | undefined> {
  return (await db.settings.get(key))?.value as T | undefined;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}
