import { expect, type Page } from '@playwright/test';
import { HomePage } from './home';

/** Page model of the contests screens: the contest section, cards, the join sheet and the joined banner. */
export class ContestsPage {
  constructor(readonly page: Page) {}

  readonly screen = () => this.page.getByTestId('contests-screen');
  readonly cards = () => this.page.getByTestId('contest-card');
  readonly snackbar = () => this.page.getByTestId('snackbar');
  readonly sheet = () => this.page.getByTestId('join-sheet');
  readonly banner = () => this.page.getByTestId('joined-banner');

  /** The card whose contest name is `name` (e.g. 'Small Rooms'). */
  card(name: string) {
    return this.cards().filter({ has: this.page.getByTestId('contest-name').getByText(name, { exact: true }) });
  }

  async open(challengeId: number): Promise<void> {
    await this.page.goto(`/contests?challenge_id=${challengeId}`);
    await expect(this.cards().first()).toBeVisible({ timeout: 15_000 });
    // a reload restores the saved app state, which may still hold an onboarding popup
    await new HomePage(this.page).dismissOnboarding();
  }

  /** Seats filled of a card, from its spots line. */
  async spotsFilled(name: string): Promise<number> {
    return Number(await this.card(name).getByTestId('contest-spots').getAttribute('data-filled'));
  }

  /** The header wallet total in rupees ("₹59.00" → 59). */
  async walletRupees(): Promise<number> {
    const text = (await this.page.getByTestId('wallet-balance').textContent()) ?? '';
    return Number(text.replace(/[^\d.]/g, ''));
  }

  /** Join → choose the set (label 'S1', or 'unsaved') → Join. */
  async join(name: string, setLabel: string): Promise<void> {
    await this.card(name).getByTestId('contest-join').click();
    await expect(this.sheet()).toBeVisible();
    await this.sheet().locator(`[data-testid="set-option"][data-label="${setLabel}"]`).click();
    await this.sheet().getByTestId('join-confirm').click();
  }
}
