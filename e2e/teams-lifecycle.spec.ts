import { expect, test, type Page } from '@playwright/test';
import { E2E_LIFECYCLE_URL, LIFECYCLE_GAP_S } from './support/browser-options';
import { HomePage } from './pages/home';
import { ResultsPage } from './pages/results';
import { TeamsPage } from './pages/teams';
import { WalletPage } from './pages/wallet';

/**
 * A whole draft-mode (Player Battle) match on the embedded demo, in Chromium against the real server — the team
 * side of e2e/match-lifecycle.spec.ts, on the same compressed-clock server (playwright.config.ts,
 * E2E_LIFECYCLE_URL: a sim match every minute, points final 5 s after the result). The lifecycle job makes the
 * match's team challenge, scores its players from the feed's events while live, ranks the teams and settles the
 * room through the real results module and ledger. Nothing is mocked; the team is built and joined through the UI.
 *
 * Deterministic win: the team joins a Small Rooms room of a team challenge nobody else of this server plays
 * (the demo history only fills finished matches), so it is alone in its room and ranks 1 whatever its points; the
 * room is guaranteed and its prize table pays rank 1 ₹25 in cash (server/db/seed/contests.ts, the same configs for
 * a feed match's team challenge: server/modules/matches/catalogue.ts).
 */
test.use({ baseURL: E2E_LIFECYCLE_URL });

const CONTEST = 'Small Rooms';
const PRIZE = '₹25';
const PRIZE_RUPEES = 25;
/**
 * server/feeds/sim: slot k starts at SIM_EPOCH + k × FEED_GAP_S and is match 3,000,000 + k; its team challenge is
 * 100,000,000 + the match id (server/modules/matches/draft.ts).
 */
const SIM_EPOCH_MS = Date.UTC(2026, 0, 1);
const SIM_ID_BASE = 3_000_000;
const TEAM_CHALLENGE_ID_BASE = 100_000_000;
/** time left to build a team on create team, choose its leaders, save it and join before the match locks (~10 s) */
const JOIN_MARGIN_MS = 40_000;
/**
 * About how long each sim sport with a draft is live at the lifecycle speed (100×): the test plays the upcoming
 * team challenge that ends first. Kabaddi (under 30 s) is too short to watch the points move under the in-play
 * screen's 10 s refresh, so it is never chosen.
 */
const LIVE_MS: Readonly<Record<string, number>> = { cricket: 130_000, football: 70_000, hockey: 50_000, basketball: 70_000, 'formula-one': 60_000 };
/**
 * Only challenges starting this soon are considered: the sim rotation (server/feeds/sim ROTATION) has a chosen
 * sport's draft at least every 3 slots, so one always starts within the join margin + 3 minutes. The test takes
 * 2½–4 minutes, about 5½ at worst (that wait, then a cricket or formula one match).
 */
const LOOK_AHEAD_MS = 5 * 60_000;

/** The upcoming team challenge, starting after the join margin, whose match should end first; with its squad. */
async function nextDraftChallenge(page: Page, teams: TeamsPage) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.get('/api/v1/platform/challenges', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  type Listed = { challenge_id: number; game_mode: string; start_time: number };
  const { data } = (await res.json()) as { data: { challenges: Listed[]; upcoming: Listed[] } };
  const now = Date.now();
  const listed = [...data.challenges, ...data.upcoming].filter(
    (c, i, all) =>
      c.game_mode === 'nostra11' && c.start_time >= now + JOIN_MARGIN_MS && c.start_time <= now + LOOK_AHEAD_MS && all.findIndex((x) => x.challenge_id === c.challenge_id) === i,
  );
  const candidates = [];
  for (const c of listed) {
    const squad = await teams.squad(c.challenge_id);
    const live = LIVE_MS[squad.sport];
    if (live !== undefined) candidates.push({ id: c.challenge_id, startsAt: c.start_time, endsAt: c.start_time + live, squad });
  }
  const first = candidates.sort((a, b) => a.endsAt - b.endsAt)[0];
  if (!first) throw new Error('no upcoming team challenge on the lifecycle server');
  return first;
}

/** The number in '12.5 pts' (entry points, team points), null for '– pts'. */
const pointsOf = (text: string | null): number | null => {
  const m = /(-?\d+(?:\.\d+)?)\s*pts/.exec(text ?? '');
  return m ? Number(m[1]) : null;
};

test('a player builds a team, joins a paid team contest before the start, watches its points move live, then sees rank 1, the prize, the team points and the wallet', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const home = new HomePage(page);
  const teams = new TeamsPage(page);
  const mm = new ResultsPage(page);
  const wallet = new WalletPage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  // ₹10 entry: up to 10 % from the sign-up bonus, the rest from a sandbox deposit through the real payment flow
  await wallet.depositThroughSandbox(50);
  const winningsBefore = await wallet.bucketRupees('winnings');

  // the match: a sim slot's team challenge, id 100,000,000 + 3,000,000 + k, starting at slot k's time
  const match = await nextDraftChallenge(page, teams);
  const k = match.id - TEAM_CHALLENGE_ID_BASE - SIM_ID_BASE;
  expect(match.startsAt).toBe(SIM_EPOCH_MS + k * LIFECYCLE_GAP_S * 1000);
  const team = teams.validTeam(match.squad, 'e2e-lifecycle');
  test.info().annotations.push({ type: 'match', description: `${match.squad.sport} team challenge ${match.id}, starts in ${Math.round((match.startsAt - Date.now()) / 1000)} s` });

  await test.step('before the start: build the team on create team and choose captain, then join the paid contest with it', async () => {
    await page.goto('/new');
    await home.dismissOnboarding();
    await page.locator(`[data-testid="challenge-card"][data-challenge-id="${match.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/home\\?challenge_id=${match.id}$`), { timeout: 15_000 });
    await expect(page.getByTestId('team-home')).toBeVisible();
    await page.getByTestId('create-team').click();
    await expect(page.getByTestId('player-row').first()).toBeVisible({ timeout: 15_000 });
    await teams.pickPlayers(match.squad, team.players);
    await teams.next();
    await teams.chooseLeaders(team.captain, team.viceCaptain);
    await expect(teams.snackbar()).toHaveText('Team T1 Created Successfully! Now use it to join a contest', { timeout: 20_000 });
    await expect(teams.teamCard('T1')).toHaveAttribute('data-status', 'saved');
    // not started: the team has no points yet
    await expect(teams.teamCard('T1').getByTestId('team-points')).toHaveCount(0);
    const saved = (await teams.serverTeams(match.id))[0]!;
    expect([...saved.players.map((p) => p.player_id)].sort()).toEqual([...team.players].sort());
    expect([saved.captain, saved.vice_captain]).toEqual([team.captain, team.viceCaptain]);

    // join Small Rooms with T1 (the team join machine: fee from bonus and deposit)
    await page.getByTestId('team-contests').getByTestId('contest-card').filter({ hasText: CONTEST }).getByTestId('contest-join').click();
    await expect(page.getByTestId('choose-team')).toBeVisible();
    await page.locator('[data-testid="team-option"][data-label="T1"]').click();
    await page.getByTestId('choose-join').click();
    await expect(page.getByTestId('join-fee')).toContainText('₹10');
    await page.getByTestId('team-join-confirm').click();
    await expect(teams.snackbar()).toHaveText('Contest Joined Successfully! Keep joining to win more prizes', { timeout: 30_000 });
    await expect(page.getByTestId('joined-contest')).toContainText('T1', { timeout: 15_000 });
    expect(Date.now(), 'joined before the match locks').toBeLessThan(match.startsAt);
  });

  // the contest I joined: my entry T1, still switchable before the start
  await page.getByTestId('joined-contest').filter({ hasText: CONTEST }).click();
  await expect(page.getByTestId('team-contest-detail')).toBeVisible();
  const entry = page.locator('[data-testid="contest-entry"][data-label="T1"]');
  await expect(entry).toBeVisible({ timeout: 15_000 });
  const roomId = Number(await entry.getAttribute('data-room-id'));
  expect(roomId).toBeGreaterThan(0);

  await test.step('live: the in-play room shows the team, rank 1 and its points moving as the feed scores the players', async () => {
    // the start: the contest detail offers the live room instead of a switch
    await expect(async () => {
      await page.reload();
      await expect(entry.getByTestId('live-link')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: match.startsAt - Date.now() + 60_000, intervals: [1_000] });
    await expect(entry.getByTestId('switch-team-link')).toHaveCount(0);
    await entry.getByTestId('live-link').click();
    await expect(page).toHaveURL(new RegExp(`/contestDetailsInPlay\\?challenge_id=${match.id}&room_id=${roomId}$`));
    await expect(page.getByTestId('contest-inplay')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('score-summary')).toBeVisible();
    const mine = page.getByTestId('entry-list').getByTestId('entry');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`${CONTEST} · `);
    await expect(mine).toContainText('T1');
    const me = page.locator('[data-testid="leaderboard-row"][data-me="true"]');
    await expect(me).toContainText('T1');
    // the room's points and my entry's points move as the players score (the screen refreshes every 10 s)
    const first = await mine.getByTestId('entry-points').textContent();
    await expect.poll(() => mine.getByTestId('entry-points').textContent(), { timeout: 150_000, intervals: [1_000] }).not.toBe(first);
    await expect.poll(async () => pointsOf(await mine.getByTestId('entry-points').textContent()), { timeout: 30_000 }).not.toBeNull();
    test.info().annotations.push({ type: 'live points', description: `${first} → ${await mine.getByTestId('entry-points').textContent()}` });
    await expect(me).toHaveAttribute('data-rank', '1');

    // the team section: T1 with its live points (Σ of its players', captain ×2, vice-captain ×1.5)
    await teams.openSection(match.id);
    await expect(teams.teamCard('T1').getByTestId('team-points')).toHaveText(/^-?\d+(\.\d)? pts$/, { timeout: 15_000 });
    await expect(page.getByTestId('teams-locked')).toBeVisible();
  });

  await test.step('settled: history shows the winnings; the completed room rank 1, the prize and the team points; the wallet grew by the prize', async () => {
    await page.goto('/new');
    await mm.open();
    await mm.tab('History').click();
    await expect(mm.challenge(match.id)).toBeVisible({ timeout: 180_000 });
    const done = mm.challenge(match.id);
    await expect(done.getByTestId('my-winnings')).toHaveText(`Your winnings: ${PRIZE}`, { timeout: 60_000 });
    await done.getByRole('button', { name: new RegExp(`^Open ${CONTEST} .+, team T1$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/contestDetailsCompleted\\?challenge_id=${match.id}&room_id=${roomId}$`));
    await expect(page.getByTestId('contest-completed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('my-winnings')).toHaveText(`My winnings: ${PRIZE}`);
    const me = page.locator('[data-testid="leaderboard-row"][data-me="true"]');
    await expect(me).toHaveAttribute('data-rank', '1');
    await expect(me).toContainText('T1');
    await expect(me.getByTestId('leaderboard-prize')).toHaveText(PRIZE);
    await expect(page.getByTestId('entry-rank').first()).toHaveText('Rank #1');
    await expect(page.getByTestId('entry-prize').first()).toHaveText(`Won ${PRIZE}`);
    const finalPoints = pointsOf(await page.getByTestId('entry-points').first().textContent());
    expect(finalPoints, 'the completed contest shows the team points').not.toBeNull();
    test.info().annotations.push({ type: 'final points', description: String(finalPoints) });
    await expect(me.getByTestId('leaderboard-points')).toHaveText(String(finalPoints));

    // my entry opens the team on its ground: the same total and rank 1
    await page.getByRole('region', { name: 'My teams' }).getByRole('button', { name: /team T1$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/preview\\?challenge_id=${match.id}&room_id=${roomId}&user_id=\\d+&draft_num=1$`));
    await expect(page.getByTestId('pitch-player')).toHaveCount(team.players.length, { timeout: 15_000 });
    await expect(page.getByTestId('preview-total')).toContainText(`${finalPoints} pts`);
    await expect(page.getByTestId('preview-rank')).toContainText('Rank #1');

    // home: the won_cash popup (written by settlement) leads to the wallet, whose winnings grew by the prize exactly
    await page.goto('/new');
    const popup = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByTestId('reward-amount')).toHaveText(`You won ${PRIZE}! It has been added to your winnings.`);
    await popup.getByRole('button', { name: 'Go to wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect.poll(() => wallet.bucketRupees('winnings')).toBe(winningsBefore + PRIZE_RUPEES);
  });
});
