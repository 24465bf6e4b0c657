import { expect, type Page } from '@playwright/test';

/** Page model of the landing → guest → home (/new) path. */
export class HomePage {
  constructor(readonly page: Page) {}

  readonly cards = () => this.page.getByTestId('challenge-card');
  readonly upcomingCards = () => this.page.getByTestId('upcoming-card');

  /** Open the site as a new player, play as guest and close the first-visit popups. */
  async enterAsGuest(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByTestId('guest-login').click();
    await expect(this.page).toHaveURL(/\/new$/, { timeout: 15_000 });
    await expect(this.cards().first()).toBeVisible();
  }

  /** Close how-to-play, welcome and the first-game tooltip, in whatever order they show. */
  async dismissOnboarding(): Promise<void> {
    for (const id of ['how-to-play-popup', 'welcome-popup', 'first-game-tooltip']) {
      const popup = this.page.getByTestId(id);
      if (await popup.isVisible().catch(() => false)) {
        await popup.getByRole('button').last().click();
        await expect(popup).toBeHidden();
      }
    }
  }

  async switchLanguage(language: 'en' | 'hi'): Promise<void> {
    await this.page.getByTestId('language-switch').click();
    await this.page.getByTestId(`language-${language}`).click();
    await this.page.getByTestId('save-language').click();
    await expect(this.page).toHaveURL(/\/new$/);
  }
}
