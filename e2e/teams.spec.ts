import { expect, test, type Request } from '@playwright/test';
import { D11_T20_CLASSIC } from '../core/rules/fantasy/cricketTable';
import { HomePage } from './pages/home';
import { TeamsPage } from './pages/teams';
import { waitForServiceWorker } from './support/pwa';

/**
 * Draft mode (Player Battle) against the real server (demo seed): 79640 'Bengaluru Blazers vs Kolkata Tigers' is a
 * cricket draft challenge that starts about 3 h 15 min after the server starts; its free contest is config 796401
 * (server/db/seed/contests.ts: challenge_id × 10 + 1).
 */
const DRAFT = 79640;
const FREE = 'Free Practice Contest';
const SCREENS = 'e2e/.artifacts/screens';

const isSaveTeam = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/f2p/game/draft/saveTeam';

test('entering a draft challenge opens its team section; team contests join through choose team; the rules page shows the point table', async ({ page }) => {
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  await page.locator(`[data-testid="challenge-card"][data-challenge-id="${DRAFT}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/home\\?challenge_id=${DRAFT}$`), { timeout: 15_000 });
  await expect(page.getByTestId('app-header')).toContainText('pick a team');
  await expect(page.getByTestId('create-team')).toBeVisible();
  const free = page.getByTestId('team-contests').getByTestId('contest-card').filter({ hasText: FREE });
  await expect(free).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SCREENS}/teams-section.png`, fullPage: true });
  await free.getByTestId('contest-join').click();
  await expect(page).toHaveURL(new RegExp(`/chooseteam\\?challenge_id=${DRAFT}&config_id=${DRAFT * 10 + 1}&is_joining=1$`));
  await expect(page.getByTestId('choose-team')).toBeVisible();

  await page.goto(`/rulespage?challenge_id=${DRAFT}`);
  await expect(page.getByTestId('team-rules')).toContainText('Pick 11 players.', { timeout: 30_000 });
  await expect(page.getByTestId('team-rules')).toContainText('At most 7 players from one team.');
  await expect(page.getByTestId('point-rule')).toHaveCount(D11_T20_CLASSIC.rows.length);
  await page.screenshot({ path: `${SCREENS}/teams-rules.png`, fullPage: true });
});

/**
 * The whole team flow on the first open draft challenge whose squad the server holds (the feed's draft challenges
 * carry squads): without one the first expectation names what is missing. Its free contest is config challenge_id × 10 + 1 (server/db/seed/contests.ts).
 */
test('a team made offline is saved once on reconnect, joins the free contest, and is switched for another before the start', async ({ page, context }) => {
  test.setTimeout(180_000);
  const home = new HomePage(page);
  const teams = new TeamsPage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  await waitForServiceWorker(page);
  let challengeId = 0;
  let squad: Awaited<ReturnType<TeamsPage['squad']>> | null = null;
  for (const id of await teams.draftChallenges()) {
    const s = await teams.squad(id);
    if (s.players.length > 0) {
      [challengeId, squad] = [id, s];
      break;
    }
  }
  expect(squad?.players.length ?? 0, 'no open draft challenge of the demo has a squad on the server: create team has nobody to pick').toBeGreaterThan(0);
  if (!squad) return;

  // saves that reached the server (attempts while offline fail without a response)
  const saves: Request[] = [];
  context.on('requestfinished', (r) => isSaveTeam(r) && saves.push(r));

  // online once: the section and create team store the squad on the device
  await teams.openSection(challengeId);
  await page.getByTestId('create-team').click();
  await expect(page.getByTestId('player-row').first()).toBeVisible({ timeout: 15_000 });

  // offline: build and save T1 on the device; it waits
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('teams-offline')).toBeVisible({ timeout: 15_000 });
  const first = teams.validTeam(squad, 'e2e-1');
  await teams.pickPlayers(squad, first.players);
  await page.screenshot({ path: `${SCREENS}/teams-create-offline.png` });
  await teams.next();
  await page.screenshot({ path: `${SCREENS}/teams-captain.png` });
  await teams.chooseLeaders(first.captain, first.viceCaptain);
  await expect(teams.snackbar()).toHaveText('Team saved on this device. It will be sent when you are back online.');
  await expect(page.getByTestId('team-home')).toBeVisible();
  const waiting = page.locator('[data-testid="team-card"][data-status="waiting"]');
  await expect(waiting).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/teams-offline-waiting.png`, fullPage: true });
  expect(saves).toHaveLength(0);

  // back online: sent once, numbered T1 by the server
  await context.setOffline(false);
  await expect(teams.snackbar()).toHaveText('Team T1 Created Successfully! Now use it to join a contest', { timeout: 20_000 });
  await expect(teams.teamCard('T1')).toHaveAttribute('data-status', 'saved');
  await expect.poll(async () => (await teams.serverTeams(challengeId)).map((t) => t.team_draft_number)).toEqual([1]);
  expect(saves).toHaveLength(1);
  const saved = (await teams.serverTeams(challengeId))[0]!;
  expect([...saved.players.map((p) => p.player_id)].sort()).toEqual([...first.players].sort());
  expect([saved.captain, saved.vice_captain]).toEqual([first.captain, first.viceCaptain]);

  // its preview on its sport's ground (the first open draft challenge may be any draft sport: 11 in cricket, 5 drivers…)
  await page.goto(`/preview?challenge_id=${challengeId}&team_id=${saved.team_id}`);
  await expect(page.getByTestId('pitch-player')).toHaveCount(first.players.length, { timeout: 30_000 });
  await page.screenshot({ path: `${SCREENS}/teams-preview.png`, fullPage: true });

  // T2 online, from the auto team
  await teams.openSection(challengeId);
  await page.getByTestId('auto-team').click();
  await expect(page.getByTestId('auto-explain')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('auto-use').click();
  await page.getByTestId('save-team').click();
  await expect(teams.snackbar()).toHaveText('Team T2 Created Successfully! Now use it to join a contest', { timeout: 20_000 });

  // join the free contest with T1 (team join machine, spec texts)
  await teams.openSection(challengeId);
  await page.getByTestId('team-contests').getByTestId('contest-card').filter({ hasText: FREE }).getByTestId('contest-join').click();
  await page.locator('[data-testid="team-option"][data-label="T1"]').click();
  await page.getByTestId('choose-join').click();
  await page.getByTestId('team-join-confirm').click();
  await expect(teams.snackbar()).toHaveText('Contest Joined Successfully! Keep joining to win more prizes', { timeout: 30_000 });
  await expect(page.getByTestId('joined-contest')).toContainText('T1', { timeout: 15_000 });

  // switch the joined entry to T2 before the start
  await page.getByTestId('joined-contest').first().click();
  await page.locator('[data-testid="contest-entry"][data-label="T1"]').getByTestId('switch-team-link').click();
  await page.locator('[data-testid="switch-option"][data-label="T2"]').click();
  await page.getByTestId('switch-confirm').click();
  await expect(teams.snackbar()).toHaveText('Team switched to T2', { timeout: 15_000 });
  await expect(page.locator('[data-testid="contest-entry"][data-label="T2"]')).toBeVisible({ timeout: 15_000 });
});
