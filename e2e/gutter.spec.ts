import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './pages/home';
import { answerCompletedCalls, DONE, DONE_ROOM } from './pages/results';

/**
 * One page gutter (src/app/Page.tsx): on a phone, no text of a screen sits within GUTTER_MIN_PX of the viewport's
 * sides. Full-bleed bars may paint to the edges; their text keeps the gutter too. 79639 is the demo seed's open
 * prediction challenge, 79640 its cricket draft challenge; the completed room is e2e/pages/results.ts's settled fixture.
 */
// page.route (the completed room's fixture) cannot see a service worker's requests
test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 915 }, screen: { width: 412, height: 915 } });

const GUTTER_MIN_PX = 12;
const CHALLENGE = 79639;
const DRAFT_CHALLENGE = 79640;

/** [name, path, test id that shows the screen is ready, optional step before measuring] */
type Screen = [name: string, path: string, ready: string, prepare?: (page: Page) => Promise<void>];

const openFilters = async (page: Page) => {
  await page.getByTestId('contest-filters').locator('summary').click();
  await expect(page.getByTestId('filter-option').first()).toBeVisible();
};

const SCREENS: Screen[] = [
  ['home', '/new', 'challenge-card'],
  ['contest section', `/contestsection?challenge_id=${CHALLENGE}`, 'contest-card', openFilters],
  ['contests', `/contests?challenge_id=${CHALLENGE}`, 'contest-card'],
  ['choose picks', `/choosePicks?challenge_id=${CHALLENGE}`, 'question'],
  ['my sets', `/choosePicks2?challenge_id=${CHALLENGE}`, 'app-header'],
  ['powerup bank', `/powerUpBank?challenge_id=${CHALLENGE}`, 'app-header'],
  ['team section', `/home?challenge_id=${DRAFT_CHALLENGE}`, 'team-home'],
  ['create team', `/createteam?challenge_id=${DRAFT_CHALLENGE}`, 'create-team'],
  ['team rules', `/rulespage?challenge_id=${DRAFT_CHALLENGE}`, 'rules-page'],
  ['choose team', `/chooseteam?challenge_id=${DRAFT_CHALLENGE}&config_id=${DRAFT_CHALLENGE * 10 + 1}&is_joining=1`, 'choose-team'],
  ['all stats', `/allstats?challenge_id=${DRAFT_CHALLENGE}`, 'all-stats'],
  ['my matches', '/mymatches', 'my-matches'],
  [
    'my matches, history',
    '/mymatches',
    'my-matches',
    async (page) => {
      await page.getByRole('tab', { name: /^History/ }).click();
      await expect(page.getByTestId('my-match').first()).toBeVisible();
    },
  ],
  ['completed room', `/contestDetailsCompleted?challenge_id=${DONE}&room_id=${DONE_ROOM}`, 'leaderboard-row'],
  ['results', `/results?challenge_id=${DONE}&room_id=${DONE_ROOM}&match_id=${DONE}&draft_num=1`, 'result-row'],
  ['wallet', '/wallet', 'app-header'],
  ['transactions', '/tranxHistory', 'app-header'],
  ['profile', '/profile', 'profile-nick'],
  ['referral', '/referral', 'referral-code'],
  ['language', '/language', 'save-language'],
  ['store', '/store', 'store-product'],
  ['my powerups', '/PowerupsV2', 'powerups-v2-table'],
  ['offers', '/offers', 'offer'],
  ['how to play', '/howToPlay', 'app-header'],
];

/**
 * Every visible, non-blank text node's boxes (the part its clipping ancestors leave visible) that come within
 * `min` px of the viewport's left or right side. Text scrolled partly out of a horizontal scroller is left out:
 * the scroller's own box is what keeps the gutter.
 */
function textsNearSides(page: Page, min: number): Promise<string[]> {
  return page.evaluate((gutter) => {
    const width = window.innerWidth;
    const near: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let left = -Infinity;
      let right = Infinity;
      let shown = true;
      for (let el: Element | null = parent; el && el !== document.body && shown; el = el.parentElement) {
        const style = getComputedStyle(el);
        // visually hidden (screen-reader) text
        if (style.clip !== 'auto' && style.position === 'absolute') shown = false;
        if (style.overflowX === 'visible') continue;
        const box = el.getBoundingClientRect();
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          // inside a horizontal scroller: measured only while wholly in its box
          const range = document.createRange();
          range.selectNodeContents(node);
          const r = range.getBoundingClientRect();
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) shown = false;
        }
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (!shown) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const l = Math.max(rect.left, left);
        const r = Math.min(rect.right, right);
        if (rect.height === 0 || r - l <= 0) continue;
        if (l < gutter - 0.5 || r > width - gutter + 0.5) {
          near.push(`"${text.slice(0, 40)}" ${Math.round(l)}–${Math.round(r)} of ${width}`);
          break;
        }
      }
    }
    return near;
  }, min);
}

/** Screen headers that no longer paint from side to side (the header reaches out of the gutter). */
function headersNotFullBleed(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.app-header')]
      .map((h) => h.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.left > 0.5 || r.right < window.innerWidth - 0.5))
      .map((r) => `header spans ${Math.round(r.left)}–${Math.round(r.right)} of ${window.innerWidth}`),
  );
}

test(`no text within ${GUTTER_MIN_PX} px of the sides on the main screens (412 × 915)`, async ({ page }) => {
  test.setTimeout(180_000);
  await answerCompletedCalls(page);
  const problems: string[] = [];
  const measure = async (name: string) => {
    problems.push(...(await textsNearSides(page, GUTTER_MIN_PX)).map((p) => `${name}: ${p}`));
    problems.push(...(await headersNotFullBleed(page)).map((p) => `${name}: ${p}`));
  };
  await page.goto('/');
  await expect(page.getByTestId('guest-login')).toBeVisible();
  await measure('landing');
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  for (const [name, path, ready, prepare] of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first(), name).toBeVisible({ timeout: 15_000 });
    await home.dismissOnboarding();
    if (prepare) await prepare(page);
    await page.waitForTimeout(300);
    await measure(name);
  }
  expect(problems, `texts within ${GUTTER_MIN_PX} px of a side:\n${problems.join('\n')}`).toEqual([]);
});
