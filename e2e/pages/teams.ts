import { expect, type Page } from '@playwright/test';
import type { SquadData, TeamDto } from '../../core/api/teams';
import { TEAM_RULES, isTeamSport } from '../../core/rules/teamSports';
import { autoTeam, type TeamChoice } from '../../core/rules/teams';
import { HomePage } from './home';

/** Page model of the draft (Player Battle) screens: team section, create team, choose captain, choose / switch team. */
export class TeamsPage {
  constructor(readonly page: Page) {}

  readonly snackbar = () => this.page.getByTestId('snackbar');
  readonly teamCards = () => this.page.getByTestId('team-card');
  readonly teamCard = (label: string) => this.page.locator(`[data-testid="team-card"][data-label="${label}"]`);

  async openSection(challengeId: number): Promise<void> {
    await this.page.goto(`/home?challenge_id=${challengeId}`);
    await expect(this.page.getByTestId('team-home')).toBeVisible({ timeout: 15_000 });
    await new HomePage(this.page).dismissOnboarding();
  }

  private async token(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('authToken'));
  }

  /** The squad as the server gives it (GET …/draft/squad). */
  async squad(challengeId: number): Promise<SquadData> {
    const res = await this.page.request.get(`/api/v1/f2p/game/draft/squad?challenge_id=${challengeId}`, { headers: { authorization: `Bearer ${await this.token()}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: SquadData }).data;
  }

  /** Open draft challenges of the home list (GET /v1/platform/challenges), soonest first. */
  async draftChallenges(): Promise<number[]> {
    const res = await this.page.request.get('/api/v1/platform/challenges', { headers: { authorization: `Bearer ${await this.token()}` } });
    expect(res.status()).toBe(200);
    const list = ((await res.json()) as { data: { challenges: Array<{ challenge_id: number; game_mode: string; start_time: number }> } }).data.challenges;
    return list
      .filter((c) => c.game_mode === 'nostra11' && c.start_time > Date.now() + 10 * 60_000)
      .sort((a, b) => a.start_time - b.start_time)
      .map((c) => c.challenge_id);
  }

  /** The player's teams on the server (GET …/draft/getTeam). */
  async serverTeams(challengeId: number): Promise<TeamDto[]> {
    const res = await this.page.request.get(`/api/v1/f2p/game/draft/getTeam?challenge_id=${challengeId}`, { headers: { authorization: `Bearer ${await this.token()}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { teams: TeamDto[] } }).data.teams;
  }

  /** A valid team of the squad, from core's own auto picker (so the test never re-implements a rule). */
  validTeam(squad: SquadData, seed: string, others: TeamChoice[] = []): TeamChoice {
    if (!isTeamSport(squad.sport)) throw new Error(`not a draft sport: ${squad.sport}`);
    const pool = squad.players.map((p) => ({ id: p.player_id, role: p.role, side: p.party, creditsTenths: p.credits_tenths }));
    const team = autoTeam(pool, TEAM_RULES[squad.sport], others, seed);
    if (!team.ok) throw new Error(team.error.message);
    return team.value;
  }

  /** On create team: pick each player (his role's tab, then his add button). */
  async pickPlayers(squad: SquadData, players: readonly string[]): Promise<void> {
    const roleOf = new Map(squad.players.map((p) => [p.player_id, p.role]));
    for (const id of players) {
      await this.page.locator(`[data-testid="role-tab"][data-role="${roleOf.get(id)}"]`).click();
      await this.page.locator(`[data-testid="player-row"][data-player-id="${id}"]`).getByTestId('pick-toggle').click();
    }
    await expect(this.page.getByTestId('players-count')).toHaveText(`${players.length}/${players.length}`);
  }

  /** Create team → choose captain. */
  async next(): Promise<void> {
    await this.page.getByTestId('next').click();
    await expect(this.page.getByTestId('choose-captain')).toBeVisible();
  }

  async chooseLeaders(captain: string, viceCaptain: string): Promise<void> {
    await this.page.locator(`[data-testid="captain-row"][data-player-id="${captain}"]`).getByTestId('make-captain').click();
    await this.page.locator(`[data-testid="captain-row"][data-player-id="${viceCaptain}"]`).getByTestId('make-vice-captain').click();
    await this.page.getByTestId('save-team').click();
  }
}
