import { expect, type Page } from '@playwright/test';

/** Page model of the prediction flow: /choosePicks (make a set), its S{n} chips and the saved-set outcome. */
export class PicksPage {
  constructor(readonly page: Page) {}

  readonly questions = () => this.page.getByTestId('question');
  readonly progress = () => this.page.getByTestId('picks-progress');
  readonly chips = () => this.page.getByTestId('set-chip');
  readonly snackbar = () => this.page.getByTestId('snackbar');
  readonly timeUpModal = () => this.page.getByTestId('time-up-modal');

  async open(challengeId: number): Promise<void> {
    await this.page.goto(`/choosePicks?challenge_id=${challengeId}`);
    await expect(this.questions().first()).toBeVisible({ timeout: 15_000 });
  }

  /** Answers the first `picks` questions (first option) and puts 2x and No Negative on the first ones. */
  async makeSet(picks = 12, doublers = 3, noNegatives = 3): Promise<void> {
    for (let i = 0; i < picks; i++) await this.questions().nth(i).getByTestId('option').first().click();
    for (let i = 0; i < doublers; i++) await this.questions().nth(i).getByTestId('powerup-2x').click();
    for (let i = 0; i < noNegatives; i++) await this.questions().nth(i).getByTestId('powerup-no_negs').click();
    await expect(this.progress()).toHaveText(`${picks}/12 picks, ${doublers + noNegatives}/6 powerups`);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('save-set').click();
  }

  chip(label: string) {
    return this.page.locator(`[data-testid="set-chip"][data-label="${label}"]`);
  }

  /** The signed-in player's saved sets of a challenge, straight from the server with the page's token. */
  async serverSets(challengeId: number): Promise<number[]> {
    const token = await this.page.evaluate(() => localStorage.getItem('authToken'));
    const res = await this.page.request.get(`/api/v3/game/users/mySets?challenge_id=${challengeId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { sets: { draft_num: number }[] } };
    return body.data.sets.map((s) => s.draft_num).sort((a, b) => a - b);
  }
}
