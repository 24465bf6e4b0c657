import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './support/browser-options';
import { HomePage } from './pages/home';
import { playerApi } from './pages/results';

/**
 * The in-play room is live (docs/decisions/017-live-stream-and-fan-out.md), on a replay server this spec starts
 * itself so it can restart it: a real IPL match (Cricsheet 1370351, MI v LSG, the 2023 eliminator) replayed at 100×.
 * A player and three rivals join its free contest before the start; in play the page shows the commentary, the score
 * and its own points and rank moving with no reload and no /api request while the stream is connected; offline it
 * shows the last state and its age; after the server is restarted the page reconnects and misses no commentary line;
 * each wicket line names the real batter, bowler and fielder.
 */

const PORT = Number(process.env.E2E_LIVE_PORT ?? E2E_PORT + 2000);
const BASE = `http://localhost:${PORT}`;
const MATCH = 1370351;
const FIXTURE = path.resolve('tests/fixtures/cricsheet', `${MATCH}.json`);
/** seconds from server start to the match's start: time to join */
const FIRST_START_S = 45;
const SPEED = 100;
const CONTEST = 'Free Practice Contest';

test.use({ baseURL: BASE });

let server: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pickxi-live-e2e-'));
const feedDir = mkdtempSync(path.join(tmpdir(), 'pickxi-live-feed-'));
symlinkSync(FIXTURE, path.join(feedDir, `${MATCH}.json`));

async function startServer(): Promise<void> {
  const child = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/web',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PLAY_DECLARATION_REQUIRED: 'false',
      FEED: `replay:${feedDir}`,
      FEED_FIRST_START_S: String(FIRST_START_S),
      FEED_SPEED: String(SPEED),
      POINTS_FINAL_AFTER_S: '5',
      MATCH_TICK_MS: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = child;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the replay server exited with ${child.exitCode}`);
        return fetch(`${BASE}/api/health`).then((r) => r.status, () => 0);
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
});

/** A rival: another guest with a complete set answering every question's `pick`-th option, joined to the contest. */
async function rival(request: APIRequestContext, pick: number): Promise<void> {
  const auth = await request.post('/api/f2p/v1/user/authToken', { headers: { authorization: 'Bearer pickxi-web-client' }, data: { gaid: `live-rival-${randomUUID()}` } });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const q = (await (await request.get(`/api/v5/utils/users/questions?challenge_id=${MATCH}`, { headers })).json()) as {
    data: { matches: { match_id: number; questions: { question_id: number; options: { key: string }[] }[] }[] };
  };
  const answers = q.data.matches
    .flatMap((m) => m.questions.map((x) => ({ match_id: m.match_id, question_id: x.question_id, answer: x.options[Math.min(pick, x.options.length - 1)]!.key })))
    .slice(0, 12)
    .map((a, i) => ({ ...a, answer_time: Date.now(), powerups: i < 3 ? ['2x'] : i < 6 ? ['no_negs'] : [] }));
  const saved = await request.post('/api/v5/utils/users/answerInBulk', { headers: { ...headers, 'idempotency-key': randomUUID() }, data: { challenge_id: MATCH, answers } });
  expect(saved.status()).toBe(200);
  const contests = (await (await request.get(`/api/f2p/v1/utils/getContestData?challenge_id=${MATCH}`, { headers })).json()) as { data: { contests: { config_id: number; contest_name: string }[] } };
  const config = contests.data.contests.find((c) => c.contest_name === CONTEST)!.config_id;
  const joined = await request.post('/api/v1/game/challenges/mpl/requestJoin', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { challenge_id: MATCH, config_id: config, challenge_name: 'x', flavor: 'web', promo_limit: 0, pseudo_room_id: 0, draft_number: (await saved.json()).data.draft_num },
  });
  expect(joined.status()).toBe(200);
}

/** Every /api request the page makes, but the stream itself. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/v1/live/stream') seen.push(url.pathname);
  });
  return seen;
}

const ballLines = (page: Page) => page.locator('[data-testid="commentary-line"][data-kind="ball"]');

/** The wickets of the real match, straight from the Cricsheet file: batter out, bowler, fielders. */
function realWickets(): { out: string; bowler: string; fielders: string[]; kind: string }[] {
  const file = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
    innings: { overs: { deliveries: { bowler: string; wickets?: { player_out: string; kind: string; fielders?: { name: string }[] }[] }[] }[] }[];
  };
  return file.innings.flatMap((i) =>
    i.overs.flatMap((o) => o.deliveries.flatMap((d) => (d.wickets ?? []).map((w) => ({ out: w.player_out, bowler: d.bowler, kind: w.kind, fielders: (w.fielders ?? []).map((f) => f.name) })))),
  );
}

test('the in-play room follows the match live: commentary, score and rank with no polling; offline; a server restart misses nothing', async ({ page, context }) => {
  test.setTimeout(5 * 60_000);
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  // before the start: my set and three rivals with other answers in the free contest
  const api = await playerApi(page);
  const room = await api.join(MATCH, CONTEST, await api.saveSet(MATCH));
  for (const pick of [1, 2, 3]) await rival(page.request, pick);

  const requests = apiRequests(page);
  await expect(async () => {
    await page.goto(`/contestDetailsInPlay?challenge_id=${MATCH}&room_id=${room.room_id}`);
    await expect(page.getByTestId('match-status')).toHaveText('Live', { timeout: 3_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await expect(page.getByTestId('live-state')).toHaveText('Live updates on', { timeout: 15_000 });

  // connected: commentary, the score and my points move without a single /api request
  const before = requests.length;
  const linesAtFirst = await ballLines(page).count();
  const score = async () => (await page.getByTestId('summary-score').allTextContents()).join(' | ');
  const scoreAtFirst = await score();
  const myPoints = page.getByTestId('entry-list').getByTestId('entry-points');
  const pointsAtFirst = await myPoints.textContent();
  await expect.poll(() => ballLines(page).count(), { timeout: 60_000 }).toBeGreaterThan(linesAtFirst + 10);
  await expect.poll(score, { timeout: 30_000 }).not.toBe(scoreAtFirst);
  await expect.poll(() => myPoints.textContent(), { timeout: 90_000 }).not.toBe(pointsAtFirst);
  await expect(page.getByTestId('entry-list').getByTestId('entry-rank')).toHaveText(/^Rank #\d+$/);
  await expect(page.getByTestId('entry-list').getByTestId('entry-would-win')).toBeVisible();
  expect(requests.slice(before)).toEqual([]);

  // offline: the last state stays on screen with its age
  await context.setOffline(true);
  await expect(page.getByTestId('last-updated').first()).toBeVisible({ timeout: 30_000 });
  await expect(ballLines(page).first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('live-state')).toHaveText('Live updates on', { timeout: 30_000 });

  // the server restarts mid-match: the page reconnects by itself and the commentary goes on
  await stopServer();
  await expect(page.getByTestId('live-state')).not.toHaveText('Live updates on', { timeout: 30_000 });
  await startServer();
  await expect(page.getByTestId('live-state')).toHaveText('Live updates on', { timeout: 60_000 });

  // to the end: every delivery of the match is on screen once, without a reload
  const deliveries = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { innings: { overs: { deliveries: unknown[] }[] }[] };
  const total = deliveries.innings.flatMap((i) => i.overs.flatMap((o) => o.deliveries)).length;
  await expect.poll(() => ballLines(page).count(), { timeout: 150_000, intervals: [2_000] }).toBe(total);
  const seqs = await ballLines(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))));
  expect(new Set(seqs).size).toBe(total);

  // every wicket line names the real batter, bowler and (where recorded) fielder
  const lines = await page.getByTestId('wicket-line').allTextContents();
  const wickets = realWickets();
  expect(lines).toHaveLength(wickets.length);
  for (const w of wickets) {
    const line = lines.find((l) => l.startsWith(w.out));
    expect(line, `the wicket of ${w.out}`).toBeDefined();
    if (!['run out', 'retired hurt'].includes(w.kind)) expect(line).toContain(w.bowler);
    for (const f of w.fielders) expect(line).toContain(f);
  }
});
