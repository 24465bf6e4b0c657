/**
 * The team editor shared by /createteam and /choosecaptain (a new team, or ?team_id=… to edit a saved one): the
 * draft challenge's squad and rules, the device draft laid over them and written after every change (so the two
 * screens, a reload and a lost connection all see the same team), and the save: core's validateTeam against the
 * player's other teams, refused locally once the match has started, then ONE outbox item (store.ts saveTeamDraft).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { validateTeam, type TeamRuleError } from '../../../core/rules/teams';
import { db } from '../../lib/db';
import { serverNow } from '../../lib/serverTime';
import { isQuotaExceeded } from '../../lib/storage';
import { asChoice, emptyTeam, teamEditorReducer, type TeamEditorAction, type TeamEditorState } from './machines/teamEditor';
import { putWorkingTeam, saveTeamDraft, workingTeam, type TeamRow } from './store';
import { draftLocked, rowChoice, useDraftChallenge, type DraftChallenge } from './useDraftChallenge';
import type { loadSquad } from './api';

export type TeamSaveOutcome =
  | { kind: 'invalid'; error: TeamRuleError }
  | { kind: 'timeUp' }
  | { kind: 'queued'; offline: boolean }
  | { kind: 'noUser' }
  | { kind: 'storageFull' };

export interface TeamEditor extends DraftChallenge {
  /** null until the squad and the device draft are read */
  team: TeamEditorState | null;
  /** the saved team being edited (T{n}), when ?team_id names one */
  editing: TeamRow | null;
  dispatch: (a: TeamEditorAction) => void;
  save: () => Promise<TeamSaveOutcome>;
  locked: boolean;
}

export interface TeamEditorDeps {
  loadSquad?: typeof loadSquad;
  isOnline?: () => boolean;
  now?: () => number;
}

const browserOnline = () => navigator.onLine;

/** The player's other teams (for the duplicate and 20-team rules): every listed team but the one edited and refused ones. */
export function otherTeams(rows: readonly TeamRow[], teamId: number | null) {
  return rows.filter((r) => r.status !== 'rejected' && !(teamId !== null && r.teamId === teamId)).map(rowChoice);
}

export function useTeamEditor(challengeId: number, teamId: number | null, deps: TeamEditorDeps = {}): TeamEditor {
  const base = useDraftChallenge(challengeId, deps.loadSquad ? { loadSquad: deps.loadSquad } : {});
  const isOnline = deps.isOnline ?? browserOnline;
  const now = deps.now ?? serverNow;
  const { userId, rules, pool, rows, squad, challenge } = base;
  const [team, setTeam] = useState<TeamEditorState | null>(null);
  const dirty = useRef(false);
  const editing = teamId !== null ? (rows?.find((r) => r.teamId === teamId) ?? null) : null;
  const ready = base.load.status === 'ready' && rows !== undefined;

  // Start from the device draft, else (editing) the saved team, else an empty team. Once per screen.
  useEffect(() => {
    if (!ready || team !== null) return;
    let live = true;
    void (async () => {
      const draft = userId ? await workingTeam(userId, challengeId, teamId) : undefined;
      let start = emptyTeam();
      if (draft) start = { players: draft.players, captain: draft.captain, viceCaptain: draft.viceCaptain, error: null };
      else if (editing) start = { players: editing.players, captain: editing.captain, viceCaptain: editing.viceCaptain, error: null };
      else if (teamId !== null && userId) {
        const cached = await db.teamsCache.get(`${userId}:${challengeId}`);
        const saved = cached?.teams.find((t) => t.team_id === teamId);
        if (saved) start = { players: saved.players.map((p) => p.player_id), captain: saved.captain, viceCaptain: saved.vice_captain, error: null };
      }
      if (live) setTeam(start);
    })();
    return () => {
      live = false;
    };
  }, [ready, team, userId, challengeId, teamId, editing]);

  // Every change is written to the device at once (the captain screen, a reload or a crash keep the team).
  useEffect(() => {
    if (!dirty.current || !team || !userId) return;
    dirty.current = false;
    void putWorkingTeam(
      { userId, challengeId, teamId, draftNum: editing?.draftNum ?? null, players: team.players, captain: team.captain, viceCaptain: team.viceCaptain },
      now(),
    );
  }, [team, userId, challengeId, teamId, editing, now]);

  const dispatch = useCallback(
    (a: TeamEditorAction) => {
      if (!rules) return;
      setTeam((s) => {
        if (!s) return s;
        const next = teamEditorReducer({ rules, squad: pool }, s, a);
        if (a.type !== 'dismiss' && (next.players !== s.players || next.captain !== s.captain || next.viceCaptain !== s.viceCaptain)) dirty.current = true;
        return next;
      });
    },
    [rules, pool],
  );

  const locked = draftLocked(squad, challenge, now());

  const save = useCallback(async (): Promise<TeamSaveOutcome> => {
    if (!team || !rules || !rows) return { kind: 'invalid', error: { code: 'TEAM_SIZE', message: '', key: 'teams:errors.TEAM_SIZE', params: { size: rules?.size ?? 0 } } };
    const verdict = validateTeam(rules, pool, asChoice(team), otherTeams(rows, teamId));
    if (!verdict.ok) return { kind: 'invalid', error: verdict.error };
    if (draftLocked(squad, challenge, now())) return { kind: 'timeUp' };
    if (!userId) return { kind: 'noUser' };
    const offline = !isOnline();
    try {
      await saveTeamDraft(
        { userId, challengeId, teamId, draftNum: editing?.draftNum ?? null, players: team.players, captain: team.captain, viceCaptain: team.viceCaptain },
        now(),
      );
    } catch (error) {
      if (isQuotaExceeded(error)) return { kind: 'storageFull' };
      throw error;
    }
    return { kind: 'queued', offline };
  }, [team, rules, rows, pool, teamId, squad, challenge, now, userId, isOnline, challengeId, editing]);

  return { ...base, team, editing, dispatch, save, locked };
}
