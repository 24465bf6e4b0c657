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
