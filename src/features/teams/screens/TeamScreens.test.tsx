import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContestData } from '../../../../core/api/contests';
import type { TeamPointsDto } from '../../../../core/api/teams';
import { pointTable, scoredSports } from '../../../../core/rules/fantasy';
import { D11_T20_CLASSIC } from '../../../../core/rules/fantasy/cricketTable';
import { TEAM_RULES } from '../../../../core/rules/teamSports';
import { sameTeam, validateTeam } from '../../../../core/rules/teams';
import { db } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { fakeJwt, playLimits } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE_ID, challenge, challengeList, cricketSquadPlayers, squadData, teamContest, teamDto, XI } from '../test-fixtures';
import { teamServer } from '../test-server';
import { toSquadPlayer } from '../useDraftChallenge';

const snack = () => snackbar.get();
const T2 = ['1-WK-1', '1-BAT-0', '1-BAT-1', '2-BAT-1', '2-BAT-2', '1-AR-0', '2-AR-0', '1-BOWL-0', '1-BOWL-1', '2-BOWL-1', '2-BOWL-2'];

function teamContestData(over: Partial<ContestData> = {}): ContestData {
  return {
    challenge_id: CHALLENGE_ID,
    challenge_name: 'Bengaluru Blazers vs Kolkata Tigers',
    start_time: Date.now() + 3_600_000,
    locked: false,
    contests: [teamContest()],
    joined_contest_count: 0,
    ...over,
  };
}

async function cacheTeams(teams = [teamDto()]) {
  await db.teamsCache.put({ key: `7:${CHALLENGE_ID}`, userId: '7', challengeId: CHALLENGE_ID, teams, fetchedAt: 0 });
}

describe('draft screens', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
    await db.challengeCache.put({ key: 'challenges:all', list: challengeList(), fetchedAt: Date.now() });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.teamDrafts.clear(), db.outbox.clear(), db.squadCache.clear(), db.teamsCache.clear(), db.challengeCache.clear()]);
  });

  it('entering a draft challenge opens its team contest section; a team contest’s Join chooses a team first', async () => {
    mockApi(teamServer({ contests: teamContestData(), teams: [teamDto()] }));
    const app = await renderApp(`/contestsection?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(app.location()).toBe(`/home?challenge_id=${CHALLENGE_ID}`), { timeout: 5000 });
    expect(await screen.findByTestId('team-home', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('pick a team')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('team-card').map((c) => c.dataset.label)).toEqual(['T1']), { timeout: 5000 });
    const cards = await screen.findAllByTestId('contest-card', {}, { timeout: 5000 });
    fireEvent.click(within(cards[0]!).getByTestId('contest-join'));
    await waitFor(() => expect(app.location()).toBe(`/chooseteam?challenge_id=${CHALLENGE_ID}&config_id=31&is_joining=1`));
  });

  it('joins a team contest with a chosen team through the team join machine: green spec text, back to the section', async () => {
    const seen = mockApi(teamServer({ contests: teamContestData({ contests: [teamContest({ joined_with: [2] })] }), teams: [teamDto(), teamDto({ team_id: 901, team_draft_number: 2 }, T2)] }));
    await cacheTeams([teamDto(), teamDto({ team_id: 901, team_draft_number: 2 }, T2)]);
    const app = await renderApp(`/chooseteam?challenge_id=${CHALLENGE_ID}&config_id=31&is_joining=1`);
    const options = await screen.findAllByTestId('team-option', {}, { timeout: 5000 });
    expect(options.map((o) => [o.dataset.label, (o as HTMLButtonElement).disabled])).toEqual([
      ['T1', false],
      ['T2', true],
    ]);
    await waitFor(() => expect(within(options[1]!).getByText('Already joined')).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(options[0]!);
    fireEvent.click(await screen.findByTestId('choose-join', {}, { timeout: 5000 }));
    const sheet = await screen.findByTestId('team-join-sheet');
    expect(within(sheet).getByTestId('join-team-label').textContent).toBe('Join with team T1');
    fireEvent.click(within(sheet).getByTestId('team-join-confirm'));
    await waitFor(() => expect(snack()?.message).toBe('Contest Joined Successfully! Keep joining to win more prizes'), { timeout: 5000 });
    expect(snack()?.kind).toBe('success');
    const queue = seen.filter((r) => r.path === '/api/v1/f2p/fantasy/contests/queueJoin');
    expect(queue).toHaveLength(1);
    expect(queue[0]!.body).toEqual({ challenge_id: CHALLENGE_ID, config_id: 31, teamId: 900, draft_num: 1 });
    expect(queue[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(app.location()).toBe(`/home?challenge_id=${CHALLENGE_ID}`));
  });

  it('a paid team join refused for want of a state and a date of birth asks for both in place of the join sheet, then joins', async () => {
    const server = teamServer({ contests: teamContestData(), teams: [teamDto()] });
    const QUEUE = '/api/v1/f2p/fantasy/contests/queueJoin';
    let declared = false;
    const seen = mockApi((req) => {
      if (req.path === '/api/v1/user/playLimits') return ok(playLimits());
      if (req.path === '/api/v1/user/playDetails') {
        declared = true;
        return ok(playLimits({ state: 'MH', date_of_birth: '1990-05-01', paid_play: { allowed: true } }));
      }
      if (req.path === QUEUE && !declared) return { status: 403, body: { status: 403, code: 'STATE_REQUIRED', message: 'Tell us the state you live in before playing for money (Profile → Responsible play).' } };
      return server(req);
    });
    await cacheTeams();
    await renderApp(`/chooseteam?challenge_id=${CHALLENGE_ID}&config_id=31&is_joining=1`);
    fireEvent.click((await screen.findAllByTestId('team-option', {}, { timeout: 5000 }))[0]!);
    fireEvent.click(await screen.findByTestId('choose-join', {}, { timeout: 5000 }));
    fireEvent.click(within(await screen.findByTestId('team-join-sheet')).getByTestId('team-join-confirm'));
    const sheet = await screen.findByTestId('play-details-sheet', {}, { timeout: 5000 });
    expect(screen.queryByTestId('team-join-sheet')).toBeNull();
    expect(snack()).toBeNull();
    fireEvent.change(await within(sheet).findByTestId('declare-state'), { target: { value: 'MH' } });
    fireEvent.change(within(sheet).getByTestId('declare-dob'), { target: { value: '1990-05-01' } });
    fireEvent.click(within(sheet).getByTestId('declare-save'));
    await waitFor(() => expect(snack()?.message).toBe('Contest Joined Successfully! Keep joining to win more prizes'), { timeout: 5000 });
    expect(seen.filter((r) => r.path === '/api/v1/user/playDetails').map((r) => r.body)).toEqual([{ state: 'MH', date_of_birth: '1990-05-01' }]);
    const queue = seen.filter((r) => r.path === QUEUE);
    expect(queue).toHaveLength(2);
    expect(queue[1]!.body).toEqual(queue[0]!.body);
    expect(queue[1]!.headers.get('idempotency-key')).not.toBe(queue[0]!.headers.get('idempotency-key'));
  });

  it('a team join whose verification never seats the team says "Something went wrong!!!" in red', async () => {
    mockApi(teamServer({ contests: teamContestData(), teams: [teamDto()], verify: [{ try_again: false, error: null, room: null }] }));
    await cacheTeams();
    await renderApp(`/chooseteam?challenge_id=${CHALLENGE_ID}&config_id=31&is_joining=1`);
    fireEvent.click((await screen.findAllByTestId('team-option', {}, { timeout: 5000 }))[0]!);
    fireEvent.click(await screen.findByTestId('choose-join', {}, { timeout: 5000 }));
    fireEvent.click(within(await screen.findByTestId('team-join-sheet')).getByTestId('team-join-confirm'));
    await waitFor(() => expect(snack()?.message).toBe('Something went wrong!!!'), { timeout: 5000 });
    expect(snack()?.kind).toBe('error');
  });

  it('auto team: a valid team within the credits, different from my other teams, explained; taken to choose captain', async () => {
    mockApi(teamServer({ teams: [teamDto()] }));
    await cacheTeams();
    const app = await renderApp(`/autoteamselection?challenge_id=${CHALLENGE_ID}`);
    const explain = await screen.findByTestId('auto-explain', {}, { timeout: 5000 });
    expect(explain.textContent).toMatch(/Picked 11 players for [\d.]+ of 100 credits\./);
    expect(explain.textContent).toContain('at most 7 from one');
    expect(explain.textContent).toContain('It is different from your 1 other teams.');
    expect(screen.getAllByTestId('pitch-player')).toHaveLength(11);
    expect(screen.getAllByTestId('pitch-player').filter((p) => p.dataset.badge === 'C')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('auto-use'));
    await waitFor(() => expect(app.location()).toBe(`/choosecaptain?challenge_id=${CHALLENGE_ID}`), { timeout: 5000 });
    expect(await screen.findAllByTestId('captain-row', {}, { timeout: 5000 })).toHaveLength(11);
    const [draft] = await db.teamDrafts.toArray();
    const choice = { players: draft!.players, captain: draft!.captain!, viceCaptain: draft!.viceCaptain! };
    expect(validateTeam(TEAM_RULES.cricket, cricketSquadPlayers().map(toSquadPlayer), choice, [{ players: XI, captain: XI[1]!, viceCaptain: XI[7]! }]).ok).toBe(true);
    expect(sameTeam(choice, { players: XI, captain: XI[1]!, viceCaptain: XI[7]! })).toBe(false);
  });

  it('switches the team of a joined entry before the start (switchTeam), then back to the contest detail', async () => {
    const seen = mockApi(
      teamServer({
        contests: teamContestData({ contests: [teamContest({ joined_with: [1] })] }),
        teams: [teamDto(), teamDto({ team_id: 901, team_draft_number: 2 }, T2)],
        switchTeam: () => ok({ room_id: 7001, team_id: 901, team_draft_number: 2, message: 'Team switched to T2' }),
      }),
    );
    await cacheTeams([teamDto(), teamDto({ team_id: 901, team_draft_number: 2 }, T2)]);
    const app = await renderApp(`/editswitchteam?challenge_id=${CHALLENGE_ID}&room_id=7001&team_id=900&config_id=31`);
    await waitFor(() => expect(screen.getByTestId('switch-current').textContent).toBe('Joined with T1'), { timeout: 5000 });
    const option = (await screen.findAllByTestId('switch-option'))[0]!;
    expect(option.dataset.label).toBe('T2');
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('switch-confirm'));
    await waitFor(() => expect(snack()?.message).toBe('Team switched to T2'), { timeout: 5000 });
    const req = seen.find((r) => r.path === '/api/v1/f2p/fantasy/contests/switchTeam')!;
    expect(req.body).toEqual({ challenge_id: CHALLENGE_ID, room_id: 7001, from_team_id: 900, to_team_id: 901 });
    expect(req.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(app.location()).toBe(`/contestDetail?challenge_id=${CHALLENGE_ID}&config_id=31`));
  });

  it('a switch refused because the match is live opens the time-up modal', async () => {
    mockApi(
      teamServer({
        contests: teamContestData(),
        teams: [teamDto(), teamDto({ team_id: 901, team_draft_number: 2 }, T2)],
        switchTeam: () => ({ status: 409, body: { status: 409, code: 'TEAM_MATCH_LIVE', message: 'Match is live. You cannot edit or create a team.' } }),
      }),
    );
    await cacheTeams([teamDto(), teamDto({ team_id: 901, team_draft_number: 2 }, T2)]);
    await renderApp(`/editswitchteam?challenge_id=${CHALLENGE_ID}&room_id=7001&team_id=900&config_id=31`);
    fireEvent.click((await screen.findAllByTestId('switch-option', {}, { timeout: 5000 }))[0]!);
    fireEvent.click(screen.getByTestId('switch-confirm'));
    const modal = await screen.findByTestId('team-time-up-modal', {}, { timeout: 5000 });
    expect(within(modal).getByText('Match is live. You cannot edit or create a team.')).toBeTruthy();
  });

  it('rules page: the team rules and the sport’s point table from core’s data, in the locale’s words', async () => {
    mockApi(teamServer());
    await renderApp(`/rulespage?challenge_id=${CHALLENGE_ID}`);
    const rules = await screen.findByTestId('team-rules', {}, { timeout: 5000 });
    expect(rules.textContent).toContain('Pick 11 players.');
    expect(rules.textContent).toContain('Your team may cost at most 100 credits.');
    expect(rules.textContent).toContain('At most 7 players from one team.');
    expect(within(rules).getAllByTestId('role-rule').map((r) => r.textContent)).toEqual(['Wicket-keepers: 1 to 4.', 'Batters: 3 to 6.', 'All-rounders: 1 to 4.', 'Bowlers: 3 to 6.']);
    const rows = screen.getAllByTestId('point-rule');
    expect(rows).toHaveLength(D11_T20_CLASSIC.rows.length);
    const run = rows.find((r) => r.dataset.rule === 'D11T20.run')!;
    expect(run.textContent).toBe('Run (off the bat)+1');
    expect(rows.find((r) => r.dataset.rule === 'D11T20.captain')!.textContent).toBe('Captain: points ×2×2');
    expect(screen.getByTestId('point-table-tag').textContent).toBe('Table D11-T20-classic');
  });

  it('rules page of every sport: one titled section per point category, every row of the table', async () => {
    const en = (await import('../../../../locales/en/teams.json')).default.rulesPage.category as Record<string, string>;
    for (const sport of scoredSports()) {
      const view = await renderApp(`/rulespage?sport=${sport}`);
      const sections = await screen.findAllByTestId('point-table', {}, { timeout: 5000 });
      const table = pointTable(sport)!;
      expect(sections.map((s) => s.dataset.category)).toEqual([...new Set(sections.map((s) => s.dataset.category))]);
      expect(new Set(sections.map((s) => s.dataset.category))).toEqual(new Set(table.rows.map((r) => r.category)));
      for (const s of sections) expect(s.querySelector('caption')!.textContent).toBe(en[s.dataset.category!]);
      expect(screen.getAllByTestId('point-rule')).toHaveLength(table.rows.length);
      view.unmount();
    }
  });

  it('my team section once live: each team’s points with captain ×2 and vice-captain ×1.5', async () => {
    const players = cricketSquadPlayers().map((p) => ({ ...p, points: p.player_id === XI[1] ? 50 : p.player_id === XI[7] ? 20 : 4 }));
    mockApi(teamServer({ squad: squadData({ started: true, players }), teams: [teamDto()] }));
    await cacheTeams();
    await renderApp(`/home?challenge_id=${CHALLENGE_ID}`);
    // 9 × 4 + 50 × 2 + 20 × 1.5 = 166
    await waitFor(() => expect(screen.getByTestId('team-points').textContent).toBe('166 pts'), { timeout: 5000 });
    expect(screen.getByTestId('teams-locked').textContent).toBe('Match is live. You cannot edit or create a team.');
    expect(screen.queryByTestId('create-team')).toBeNull();
    expect(screen.queryByTestId('team-edit')).toBeNull();
  });

  it('preview of my team once live: total from teamPoints, and a player’s breakdown by rule on tap', async () => {
    const dto: TeamPointsDto = {
      team: teamDto(),
      user_id: 7,
      user_nick: 'me',
      total_halves: 375,
      rank: 3,
      players: teamDto().players.map((p, i) => ({
        player_id: p.player_id,
        name: `Player ${i}`,
        role: p.role,
        party: p.party,
        credits_tenths: p.credits_tenths,
        multiplier_halves: i === 1 ? 4 : i === 7 ? 3 : 2,
        points: i === 1 ? 57 : 10,
        breakdown: i === 1 ? [{ rule_id: 'D11T20.playing_xi', count: 1, points: 4 }, { rule_id: 'D11T20.run', count: 45, points: 45 }, { rule_id: 'D11T20.four', count: 4, points: 4 }, { rule_id: 'D11T20.r30', count: 1, points: 4 }] : [],
      })),
    };
    mockApi(teamServer({ squad: squadData({ started: true }), teams: [teamDto()], teamPoints: () => ok(dto) }));
    await cacheTeams();
    await renderApp(`/preview?challenge_id=${CHALLENGE_ID}&team_id=900`);
    await waitFor(() => expect(screen.getByTestId('preview-total').textContent).toBe('187.5 pts · Rank #3'), { timeout: 5000 });
    expect(screen.getByTestId('pitch').dataset.surface).toBe('ground');
    const captain = screen.getAllByTestId('pitch-player').find((p) => p.dataset.badge === 'C')!;
    fireEvent.click(within(captain).getByRole('button'));
    const breakdown = await screen.findByTestId('player-breakdown');
    expect(breakdown.textContent).toContain('Player 1 · 57 pts × 2');
    expect(within(breakdown).getAllByTestId('point-line').map((l) => l.textContent)).toEqual([
      'In the announced starting XI14',
      'Run (off the bat)4545',
      'Boundary bonus (four)44',
      '30-run bonus (30–49 runs)14',
    ]);
  });

  it('another player’s team before the start is hidden (roomTeam 403)', async () => {
    mockApi(teamServer({ roomTeam: () => ({ status: 403, body: { status: 403, code: 'TEAM_HIDDEN_UNTIL_START', message: 'hidden' } }) }));
    await renderApp(`/preview?challenge_id=${CHALLENGE_ID}&room_id=7001&user_id=8&draft_num=1`);
    expect((await screen.findByTestId('preview-error', {}, { timeout: 5000 })).textContent).toBe("Other players' teams are shown once the match starts.");
  });

  it('compare two of my teams: common players, the differences and the leaders', async () => {
    mockApi(teamServer({ teams: [teamDto(), teamDto({ team_id: 901, team_draft_number: 2, captain: '1-AR-0' }, T2)] }));
    await cacheTeams([teamDto(), teamDto({ team_id: 901, team_draft_number: 2, captain: '1-AR-0' }, T2)]);
    await renderApp(`/compareComponent?challenge_id=${CHALLENGE_ID}&a=900&b=901`);
    const common = await screen.findByTestId('compare-common', {}, { timeout: 5000 });
    expect(within(common).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByTestId('compare-only-a').textContent).toContain('Keeper 1-0');
    expect(screen.getByTestId('compare-only-b').textContent).toContain('Keeper 1-1');
    expect(screen.getByTestId('compare-captain').dataset.same).toBe('false');
    expect(screen.getByTestId('compare-vice-captain').dataset.same).toBe('true');
  });

  it('all stats lists every squad player with selected %, C % and VC %; player info shows credits, selected % and recent matches', async () => {
    mockApi(
      teamServer({
        playerInfo: () =>
          ok({
            sport: 'cricket',
            point_table_tag: 'D11-T20-classic',
            player: cricketSquadPlayers()[2],
            breakdown: [],
            recent: [{ match_id: 40001, match_name: 'Bengaluru Blazers vs Punjab Panthers', start_time: Date.UTC(2025, 3, 2), points: 61 }],
          }),
      }),
    );
    const app = await renderApp(`/allstats?challenge_id=${CHALLENGE_ID}`);
    const rows = await screen.findAllByTestId('stats-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(30);
    fireEvent.click(within(rows.find((r) => r.dataset.playerId === '1-BAT-0')!).getByRole('link'));
    await waitFor(() => expect(app.location()).toBe(`/playerinfo?challenge_id=${CHALLENGE_ID}&player_id=1-BAT-0`));
    expect((await screen.findByTestId('info-credits', {}, { timeout: 5000 })).textContent).toBe('10.5');
    const recent = await screen.findAllByTestId('recent-match', {}, { timeout: 5000 });
    expect(recent[0]!.textContent).toContain('61 pts');
  });

  it('a team challenge never opened on this device, offline, says so with a retry', async () => {
    mockApi(() => 'network-error');
    await db.challengeCache.put({ key: 'challenges:all', list: challengeList(challenge()), fetchedAt: 0 });
    await renderApp(`/createteam?challenge_id=${CHALLENGE_ID}`);
    expect((await screen.findByTestId('squad-unavailable', {}, { timeout: 5000 })).textContent).toContain('You are offline');
  });
});
