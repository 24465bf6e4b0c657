import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * Page model of my matches and the result screens (src/features/results), and the API calls that put a
 * joined contest behind them. Selectors are roles and labels where the screens have them:
 * - tabs: getByRole('tab', { name: /Upcoming|Live|History/ }); counts: data-testid tab-count-<tab>
 * - a challenge: data-testid my-match (data-challenge-id); a seat in it: getByRole('button', { name: /^Open <contest> <room>, set S<n>/ })
 * - score strip (completed room): data-testid score-strip / party-score; the in-play room's match centre: score-summary / summary-score; leaderboard: getByRole('table') rows data-testid leaderboard-row (data-rank, data-me)
 * - my winnings: data-testid my-winnings; results rows: data-testid result-row (data-outcome); total: result-total
 * - reward popups: getByRole('dialog', { name: 'Congratulations!' }) (data-testid won-cash-popup), button 'Go to wallet'
 * - offline marker: data-testid last-updated ('Last updated …')
 */
export class ResultsPage {
  constructor(readonly page: Page) {}

  readonly tab = (name: 'Upcoming' | 'Live' | 'History') => this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  readonly count = (tab: 'upcoming' | 'live' | 'history') => this.page.getByTestId(`tab-count-${tab}`);
  readonly challenges = () => this.page.getByTestId('my-match');
  readonly challenge = (id: number) => this.page.locator(`[data-testid="my-match"][data-challenge-id="${id}"]`);

  async open(): Promise<void> {
    await this.page.getByTestId('bottom-bar').getByRole('link', { name: 'My Matches' }).click();
    await expect(this.page).toHaveURL(/\/mymatches$/);
  }
}

interface Questions {
  matches: { match_id: number; questions: { question_id: number; options: { key: string }[] }[] }[];
}

/** The signed-in player's API, with the token the PWA stored. */
export async function playerApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { authorization: `Bearer ${token}` };
  const req: APIRequestContext = page.request;
  const data = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    /** Saves a complete set (12 picks, 2x on three, no_negs on three) and returns its number. */
    async saveSet(challengeId: number): Promise<number> {
      const q = await data<Questions>(await req.get(`/api/v5/utils/users/questions?challenge_id=${challengeId}`, { headers }));
      const answers = q.matches
        .flatMap((m) => m.questions.map((x) => ({ match_id: m.match_id, question_id: x.question_id, key: x.options[0]!.key })))
        .slice(0, 12)
        .map((a, i) => ({ match_id: a.match_id, question_id: a.question_id, answer: a.key, answer_time: Date.now(), powerups: i < 3 ? ['2x'] : i < 6 ? ['no_negs'] : [] }));
      const saved = await data<{ draft_num: number }>(
        await req.post('/api/v5/utils/users/answerInBulk', { headers: { ...headers, 'idempotency-key': randomUUID() }, data: { challenge_id: challengeId, answers } }),
      );
      return saved.draft_num;
    },
    /** Joins the named contest with set S{draftNum} and waits until seated; returns the room. */
    async join(challengeId: number, contestName: string, draftNum: number): Promise<{ room_id: number; room_name: string }> {
      const list = await data<{ contests: { config_id: number; contest_name: string; promo_limit: number; challenge_name: string }[] }>(
        await req.get(`/api/f2p/v1/utils/getContestData?challenge_id=${challengeId}`, { headers }),
      );
      const c = list.contests.find((x) => x.contest_name === contestName);
      if (!c) throw new Error(`no contest ${contestName}`);
      const { order_id } = await data<{ order_id: string }>(
        await req.post('/api/v1/game/challenges/mpl/requestJoin', {
          headers: { ...headers, 'idempotency-key': randomUUID() },
          data: { challenge_id: challengeId, config_id: c.config_id, challenge_name: c.challenge_name, flavor: 'web', promo_limit: c.promo_limit, pseudo_room_id: 0, draft_number: draftNum },
        }),
      );
      for (let i = 0; i < 15; i += 1) {
        const v = await data<{ try_again: boolean; room: { room_id: number; room_name: string } | null; error: unknown }>(
          await req.post('/api/v3/game/challenges/verifyJoinContest', { headers, data: { order_id } }),
        );
        if (v.room) return v.room;
        if (!v.try_again) throw new Error(`join refused: ${JSON.stringify(v.error)}`);
        await page.waitForTimeout(500);
      }
      throw new Error('join not decided');
    },
  };
}

/**
 * A settled prediction room (challenge DONE, room DONE_ROOM: Mega #1, the player first with ₹500) in the API's own
 * shapes: answers the four calls of the completed screens (completedv2, getInplayMatchesUserv2, the room
 * leaderboard, results). page.route cannot see a service worker's requests: use with serviceWorkers 'block'.
 */
export const DONE = 424_242;
export const DONE_ROOM = 42_424;
const settledChallenge = {
  challenge_id: DONE,
  challenge_name: 'Kolkata Tigers vs Delhi Falcons',
  game_mode: 'prediction',
  sports_id: 1,
  start_time: Date.now() - 2 * 86_400_000,
  status: 'completed',
  matches: [
    {
      match_id: DONE,
      status: 'settled',
      start_time: Date.now() - 2 * 86_400_000,
      match_parties: [
        { party_name: 'Kolkata Tigers', party_img_url: '/img/teams/kolkata-tigers.svg' },
        { party_name: 'Delhi Falcons', party_img_url: '/img/teams/delhi-falcons.svg' },
      ],
      score: { parties: [{ position: 1, score: '176/5 (20.0)' }, { position: 2, score: '170/9 (20.0)' }], status: 'Kolkata Tigers won by 6 runs' },
      points_final_at: Date.now() - 2 * 86_400_000 + 4 * 3_600_000,
    },
  ],
  entries: [{ room_id: DONE_ROOM, config_id: 9, contest_name: 'Mega', room_name: 'Mega #1', draft_num: 1, fee: 49, points: 40, rank: 1, prize: 500, refunded: false, room_status: 'settled' }],
  winnings: 500,
};
const option = (key: string, en: string) => ({ key, text: { en, hi: en } });
const question = (n: number, over: object) => ({
  question_id: DONE * 100 + n,
  match_id: DONE,
  text: { en: `Question ${n}?`, hi: `प्रश्न ${n}?` },
  options: [option('a', 'Kolkata Tigers'), option('b', 'Delhi Falcons')],
  points: { right: 10, wrong: -5 },
  my_answer: 'a',
  powerups: [],
  correct: 'a',
  outcome: 'right',
  points_scored: 10,
  multiplier: 1,
  no_negs: false,
  ...over,
});

export async function answerCompletedCalls(page: Page) {
  const ok = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, data }) });
  await page.route('**/api/v3/game/challenges/completedv2?*', (r) => r.fulfill(ok({ challenges: [settledChallenge], skip: 0, has_more: false })));
  await page.route(`**/api/v3/game/challenges/getInplayMatchesUserv2?room_id=${DONE_ROOM}&*`, (r) =>
    r.fulfill(ok({ challenge: settledChallenge, room: { room_id: DONE_ROOM, room_name: 'Mega #1', contest_name: 'Mega', config_id: 9, size: 10, filled: 3, status: 'settled', prize_pool: 1000 } })),
  );
  await page.route(`**/api/f2p/v1/game/rooms/leaderboard?room_id=${DONE_ROOM}&*`, (r) =>
    r.fulfill(
      ok({
        room_id: DONE_ROOM,
        challenge_id: DONE,
        page_number: 1,
        has_more: false,
        users: [
          { user_id: 1, user_nick: 'me', user_photo: null, draft_num: 1, points: 40, rank: 1, winnings: 500, would_win: null, is_me: true },
          { user_id: 2, user_nick: 'rival', user_photo: null, draft_num: 1, points: 40, rank: 1, winnings: 500, would_win: null, is_me: false },
          { user_id: 3, user_nick: 'third', user_photo: null, draft_num: 2, points: 5, rank: 3, winnings: 0, would_win: null, is_me: false },
        ],
        my_entries: [{ user_id: 1, user_nick: 'me', user_photo: null, draft_num: 1, points: 40, rank: 1, winnings: 500, would_win: null, is_me: true }],
        total_entries: 3,
        final: true,
      }),
    ),
  );
  await page.route(`**/api/v3/game/users/results?room_id=${DONE_ROOM}&*`, (r) =>
    r.fulfill(
      ok({
        match_id: DONE,
        room_id: DONE_ROOM,
        challenge_id: DONE,
        match_status: 'settled',
        sets: [
          {
            draft_num: 1,
            total: 40,
            provisional: false,
            questions: [
              question(1, { powerups: ['2x'], points_scored: 20, multiplier: 2 }),
              question(2, { my_answer: 'a', correct: 'b', outcome: 'wrong', powerups: ['no_negs'], points_scored: 0, no_negs: true }),
              question(3, { points_scored: 10 }),
              question(4, { my_answer: null, outcome: 'unanswered', points_scored: 0 }),
              question(5, { points_scored: 10 }),
            ],
          },
        ],
      }),
    ),
  );
}
