/** Test-only: a mocked API for the draft screens (routes of core/api/teams.ts and the contests they use). */
import type { ContestData, JoinVerify } from '../../../core/api/contests';
import type { SquadData, TeamDto, TeamInput } from '../../../core/api/teams';
import { ok, type Handler, type Reply, type SeenRequest } from '../../testing/mockApi';
import { CHALLENGE_ID, squadData } from './test-fixtures';

export interface TeamServerOpts {
  squad?: SquadData | 'offline';
  teams?: TeamDto[];
  /** reply to saveTeam; default: saved, numbered after the teams held */
  save?: (req: SeenRequest) => Reply;
  contests?: ContestData;
  joined?: Array<{ room_id: number; room_name: string; config_id: number; contest_name: string; draft_num: number; fee: number; joined_at: number }>;
  verify?: JoinVerify[];
  switchTeam?: (req: SeenRequest) => Reply;
  roomTeam?: (req: SeenRequest) => Reply;
  teamPoints?: (req: SeenRequest) => Reply;
  playerInfo?: (req: SeenRequest) => Reply;
}

const notFound: Reply = { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };

/** A server that keeps the teams it saves (so getTeam lists them) and answers every draft call. */
export function teamServer(opts: TeamServerOpts = {}): Handler & { teams: TeamDto[] } {
  const teams: TeamDto[] = [...(opts.teams ?? [])];
  const verify = [...(opts.verify ?? [{ try_again: false, error: null, room: { room_id: 7001, room_name: 'Free #1', config_id: 31, challenge_id: CHALLENGE_ID, draft_num: 1, fee: 0 } }])];
  const handler = (req: SeenRequest): Reply => {
    const squad = opts.squad ?? squadData();
    if (squad === 'offline') return 'network-error';
    switch (req.path) {
      case '/api/v1/f2p/game/draft/squad':
        return ok(squad);
      case '/api/v1/f2p/game/draft/getTeam':
        return ok({ teams });
      case '/api/v1/f2p/game/draft/saveTeam': {
        if (opts.save) return opts.save(req);
        const q = new URLSearchParams(req.search);
        const teamId = Number(q.get('team_id') ?? 0);
        const input = (req.body as { team: TeamInput }).team;
        const byId = new Map(squad.players.map((p) => [p.player_id, p]));
        const players = input.players.map((id) => ({ player_id: id, role: byId.get(id)!.role, party: byId.get(id)!.party, credits_tenths: byId.get(id)!.credits_tenths }));
        const existing = teams.find((t) => t.team_id === teamId);
        const team: TeamDto = existing
          ? { ...existing, players, captain: input.captain, vice_captain: input.vice_captain }
          : { team_id: 900 + teams.length, challenge_id: CHALLENGE_ID, team_draft_number: teams.length + 1, players, captain: input.captain, vice_captain: input.vice_captain };
        if (existing) teams.splice(teams.indexOf(existing), 1, team);
        else teams.push(team);
        const n = team.team_draft_number;
        const message = existing ? `Team T${n} is successfully edited` : `Team T${n} Created Successfully! Now use it to join a contest`;
        return ok({ status: 1, message, team_draft_number: n, team_id: team.team_id, team });
      }
      case '/api/f2p/v1/utils/joinGuide':
        return ok({ challenge_id: CHALLENGE_ID, step: 0 });
      case '/api/v1/utility/getServerTime':
        return ok({ serverTime: Date.now() });
      case '/api/f2p/v1/utils/getContestData':
        return opts.contests ? ok(opts.contests) : notFound;
      case '/api/f2p/v1/game/user/activity':
        return ok({ challenge_id: CHALLENGE_ID, drafts_created: teams.length, joined: opts.joined ?? [] });
      case '/api/f2p/v1/utils/challenges/contestRooms':
        return ok({ config_id: 31, config_name: 'Free', room_size: 10, max_rooms: 5, contest_rooms: [{ room_id: 7001, room_name: 'Free #1', filled: 2, size: 10, status: 'open' }] });
      case '/api/v1/f2p/fantasy/contests/queueJoin':
        return ok({ order_id: 'order-team-1' });
      case '/api/v1/f2p/fantasy/contests/verifyJoin':
        return ok(verify.length > 1 ? verify.shift() : verify[0]);
      case '/api/v1/f2p/fantasy/contests/switchTeam':
        return opts.switchTeam ? opts.switchTeam(req) : notFound;
      case '/api/v1/f2p/game/draft/roomTeam':
        return opts.roomTeam ? opts.roomTeam(req) : notFound;
      case '/api/v1/f2p/game/draft/teamPoints':
        return opts.teamPoints ? opts.teamPoints(req) : notFound;
      case '/api/v1/f2p/game/draft/playerInfo':
        return opts.playerInfo ? opts.playerInfo(req) : notFound;
      default:
        return notFound;
    }
  };
  return Object.assign(handler, { teams });
}
