/**
 * What every draft screen starts from: the challenge's squad (server, else the device's copy), the sport's rules
 * (core's TEAM_RULES), the challenge as the home list stored it (name, start), and the player's teams (server list
 * merged with the device's waiting / refused ones). Works offline for a challenge opened before.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Challenge } from '../../../core/api/challenges';
import type { SquadData, SquadPlayerDto } from '../../../core/api/teams';
import { hasStarted } from '../../../core/rules/challenges';
import { isTeamSport, TEAM_RULES, type TeamRules, type TeamSport } from '../../../core/rules/teamSports';
import type { SquadPlayer, TeamChoice } from '../../../core/rules/teams';
import { getUserId } from '../../lib/session';
import { loadSquad, refreshMyTeams, storedChallenge } from './api';
import { useTeamRows, type TeamRow } from './store';

export type SquadLoad =
  | { status: 'loading' }
  | { status: 'ready'; squad: SquadData; source: 'server' | 'cache' }
  | { status: 'unavailable'; offline: boolean; code?: string };

export interface DraftChallenge {
  load: SquadLoad;
  squad: SquadData | null;
  sport: TeamSport | null;
  rules: TeamRules | null;
  /** the squad as core's rules see it */
  pool: SquadPlayer[];
  byId: ReadonlyMap<string, SquadPlayerDto>;
  challenge: Challenge | null;
  /** undefined while the device's list is read */
  rows: TeamRow[] | undefined;
  userId: string | null;
  retry: () => void;
}

export const toSquadPlayer = (p: SquadPlayerDto): SquadPlayer => ({ id: p.player_id, role: p.role, side: p.party, creditsTenths: p.credits_tenths });

export const rowChoice = (r: Pick<TeamRow, 'players' | 'captain' | 'viceCaptain'>): TeamChoice => ({ players: r.players, captain: r.captain ?? '', viceCaptain: r.viceCaptain ?? '' });

/** The match has started (the squad said so when fetched, or the stored start time has passed): teams are locked. */
export function draftLocked(squad: SquadData | null, challenge: Challenge | null, now: number): boolean {
  return Boolean(squad?.started) || (challenge !== null && hasStarted(challenge.start_time, now));
}

export function useDraftChallenge(challengeId: number, deps: { loadSquad?: typeof loadSquad } = {}): DraftChallenge {
  const load$ = deps.loadSquad ?? loadSquad;
  const userId = getUserId();
  const [load, setLoad] = useState<SquadLoad>({ status: 'loading' });
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [attempt, setAttempt] = useState(0);
  const rows = useTeamRows(userId, challengeId);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void (async () => {
      const [s, c] = await Promise.all([load$(challengeId), storedChallenge(challengeId).catch(() => null)]);
      if (!live) return;
      setChallenge(c);
      if (s.source === 'none') setLoad({ status: 'unavailable', offline: s.offline, ...(s.code ? { code: s.code } : {}) });
      else setLoad({ status: 'ready', squad: s.value, source: s.source });
    })();
    if (userId) void refreshMyTeams(challengeId, userId);
    return () => {
      live = false;
    };
    // load$ is stable for a screen's life; a new attempt reloads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeId, userId, attempt]);

  const squad = load.status === 'ready' ? load.squad : null;
  const sport = squad && isTeamSport(squad.sport) ? squad.sport : null;
  const pool = useMemo(() => (squad ? squad.players.map(toSquadPlayer) : []), [squad]);
  const byId = useMemo(() => new Map((squad?.players ?? []).map((p) => [p.player_id, p])), [squad]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, squad, sport, rules: sport ? TEAM_RULES[sport] : null, pool, byId, challenge, rows, userId, retry };
}
