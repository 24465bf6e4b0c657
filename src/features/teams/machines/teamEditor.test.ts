import { describe, expect, it } from 'vitest';
import { TEAM_RULES } from '../../../../core/rules/teamSports';
import { cricketSquadPlayers, XI } from '../test-fixtures';
import { toSquadPlayer } from '../useDraftChallenge';
import { emptyTeam, teamEditorReducer, type TeamEditorAction, type TeamEditorState } from './teamEditor';

const ctx = { rules: TEAM_RULES.cricket, squad: cricketSquadPlayers().map(toSquadPlayer) };
const run = (actions: TeamEditorAction[], from: TeamEditorState = emptyTeam()) => actions.reduce((s, a) => teamEditorReducer(ctx, s, a), from);

describe('teamEditorReducer', () => {
  it('adds and drops players; a refused pick keeps the team and carries core’s reason', () => {
    const eleven = run(XI.map((id) => ({ type: 'toggle', playerId: id })));
    expect(eleven.players).toEqual(XI);
    const twelve = run([{ type: 'toggle', playerId: '2-AR-1' }], eleven);
    expect(twelve.players).toEqual(XI);
    expect(twelve.error).toMatchObject({ code: 'TEAM_SIZE', key: 'teams:errors.TEAM_SIZE', params: { size: 11 } });
    expect(run([{ type: 'dismiss' }], twelve).error).toBeNull();
    expect(run([{ type: 'toggle', playerId: XI[0]! }], eleven).players).toEqual(XI.slice(1));
  });

  it('captain and vice-captain are two different members; dropping a leader drops the role', () => {
    const team = run([...XI.map((id) => ({ type: 'toggle', playerId: id }) as const), { type: 'captain', playerId: XI[0]! }, { type: 'viceCaptain', playerId: XI[1]! }]);
    expect([team.captain, team.viceCaptain]).toEqual([XI[0], XI[1]]);
    // making the vice-captain captain frees the vice-captaincy
    const swapped = run([{ type: 'captain', playerId: XI[1]! }], team);
    expect([swapped.captain, swapped.viceCaptain]).toEqual([XI[1], null]);
    // a non-member cannot lead
    expect(run([{ type: 'captain', playerId: '2-WK-1' }], team)).toBe(team);
    const dropped = run([{ type: 'toggle', playerId: XI[0]! }], team);
    expect(dropped.captain).toBeNull();
    expect(dropped.viceCaptain).toBe(XI[1]);
  });

  it('replace takes a whole team (auto team), clear empties it', () => {
    const auto = run([{ type: 'replace', team: { players: XI, captain: XI[2]!, viceCaptain: XI[3]! } }]);
    expect(auto).toEqual({ players: XI, captain: XI[2], viceCaptain: XI[3], error: null });
    expect(run([{ type: 'clear' }], auto)).toEqual(emptyTeam());
  });
});
