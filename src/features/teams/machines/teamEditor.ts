/**
 * The team being built, as a pure reducer: pick / drop players, choose captain and vice-captain, take an auto team.
 * Every decision is core's (core/rules/teamDraft.ts additionRefusal for a pick, core/rules/teams.ts validateTeam for
 * the whole team); this only keeps the state and carries the refusal for the screen to show (translated).
 */
import { additionRefusal } from '../../../../core/rules/teamDraft';
import type { TeamRules } from '../../../../core/rules/teamSports';
import type { SquadPlayer, TeamChoice, TeamRuleError } from '../../../../core/rules/teams';

export interface TeamEditorState {
  players: string[];
  captain: string | null;
  viceCaptain: string | null;
  /** the last refused action's reason (shown once, then dismissed) */
  error: TeamRuleError | null;
}

export type TeamEditorAction =
  | { type: 'toggle'; playerId: string }
  | { type: 'captain'; playerId: string }
  | { type: 'viceCaptain'; playerId: string }
  | { type: 'replace'; team: TeamChoice }
  | { type: 'clear' }
  | { type: 'dismiss' };

export interface EditorContext {
  rules: TeamRules;
  squad: readonly SquadPlayer[];
}

export const emptyTeam = (): TeamEditorState => ({ players: [], captain: null, viceCaptain: null, error: null });

/** Does this action change the team (and so the draft stored on the device)? */
export const changesTeam = (a: TeamEditorAction): boolean => a.type !== 'dismiss';

export function teamEditorReducer(ctx: EditorContext, state: TeamEditorState, action: TeamEditorAction): TeamEditorState {
  switch (action.type) {
    case 'toggle': {
      if (state.players.includes(action.playerId)) {
        // dropping a leader drops the role with him
        return {
          players: state.players.filter((p) => p !== action.playerId),
          captain: state.captain === action.playerId ? null : state.captain,
          viceCaptain: state.viceCaptain === action.playerId ? null : state.viceCaptain,
          error: null,
        };
      }
      const refusal = additionRefusal(ctx.rules, ctx.squad, state.players, action.playerId);
      if (refusal) return { ...state, error: refusal };
      return { ...state, players: [...state.players, action.playerId], error: null };
    }
    case 'captain':
      if (!state.players.includes(action.playerId)) return state;
      // captain and vice-captain are two different players: taking the vice-captain as captain frees the other role
      return { ...state, captain: action.playerId, viceCaptain: state.viceCaptain === action.playerId ? null : state.viceCaptain, error: null };
    case 'viceCaptain':
      if (!state.players.includes(action.playerId)) return state;
      return { ...state, viceCaptain: action.playerId, captain: state.captain === action.playerId ? null : state.captain, error: null };
    case 'replace':
      return { players: [...action.team.players], captain: action.team.captain, viceCaptain: action.team.viceCaptain, error: null };
    case 'clear':
      return emptyTeam();
    case 'dismiss':
      return state.error ? { ...state, error: null } : state;
  }
}

/** The state as core's TeamChoice (empty strings for a leader not chosen: validateTeam refuses them). */
export const asChoice = (s: Pick<TeamEditorState, 'players' | 'captain' | 'viceCaptain'>): TeamChoice => ({
  players: s.players,
  captain: s.captain ?? '',
  viceCaptain: s.viceCaptain ?? '',
});
