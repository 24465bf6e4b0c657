import { promoLimitFor } from '../../../core/rules/wallet';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authTokenRoute, phoneLoginRoute } from '../../../core/api/auth';
import { queueTeamJoinRoute, requestJoinRoute, verifyJoinContestRoute, verifyTeamJoinRoute } from '../../../core/api/contests';
import { answerInBulkRoute } from '../../../core/api/picks';
import { playDetailsRoute, playLimitsRoute, updateProfileRoute } from '../../../core/api/profile';
import { saveTeamRoute, squadRoute, type SquadData } from '../../../core/api/teams';
import { AVATAR_IDS } from '../../../core/rules/profile';
import { TEAM_RULES, type TeamSport } from '../../../core/rules/teamSports';
import { autoTeam } from '../../../core/rules/teams';
import { ROUTES } from '../../../core/api/routes';
import { userWalletRoute } from '../../../core/api/wallet';
import type { Db } from '../../db/client';
import { challenges } from '../../db/schema/challenges';
import { questions } from '../../db/schema/picks';
import type { FeedFixture, FeedProvider } from '../../feeds';
import { seededRng } from '../../feeds/random';
import { PAYMENT_PATHS, type SandboxAction } from '../../gateways/payment';
import { DEMO_PASSWORD, DEMO_PHONE } from '../auth/service';
import { createFeedMatch } from './catalogue';
import { draftPlayers, teamChallengeId } from './draft';

/**
 * The demo's played history (FEED=sim with SEED_DEMO): a few simulated matches that are already over when the
 * server starts get their catalogue as it was 10 minutes before their start, and the demo phone user plus four
 * named bots (DEMO_BOT_NICKS) make complete pick sets and join the free contest of each through the real API
 * (picks save, join queue and engine) of an app whose clock says "10 minutes before the start". The demo player
 * also joins the ₹10 small rooms contest of each (alone in a guaranteed room, so rank 1 and its ₹25 cash prize),
 * paid from a deposit made through the sandbox payment gateway (add money → the sandbox page's Pay → its signed
 * webhook → ledger). The normal lifecycle then ingests the matches' events, resolves, scores and settles them
 * through the ledger, so a newcomer sees results and real winnings at once. Draft mode too: in every backfilled
 * match with a team challenge (and in the latest settled match with a draft, added when none of the others has
 * one) each of them builds a team with the auto picker (squad → saveTeam) and joins the free team contest through
 * the team join flow, so settled team contests with points and ranks are there from the start. Idempotent: a
 * match whose catalogue exists is skipped.
 */

/**
 * The bots' nicknames, bot i (1-based) the i-th, so leaderboards show players rather than guests' handles. Each
 * also takes the built-in avatar of its number. A nickname someone else already has is left out (the bot keeps
 * its guest handle, 'Player 4821'), never a reason for the backfill to fail.
 */
export const DEMO_BOT_NICKS = ['ChepaukChamp', 'DesiYorker07', 'MumbaiMaverick', 'ChaiAurCricket'] as const;
export const DEMO_BOTS = DEMO_BOT_NICKS.length;
const JOIN_LEAD_MS = 10 * 60_000;
/**
 * Contests of every feed challenge (server/db/seed/contests.ts: config id = challenge × 10 + n): the free practice
 * one, and ₹10 small rooms (guaranteed, rank 1 wins ₹25 in cash; up to 10 % of the fee from the bonus).
 */
const FREE = { n: 1, promoLimit: 0 };
const SMALL_ROOMS = { n: 2, feePaise: 10_00, promoLimit: 10 };
/** what the demo player deposits when its deposit bucket cannot pay the paid entries of a backfill */
const DEMO_DEPOSIT_RUPEES = 100;

/** How many finished fixtures back the backfill looks for one with a draft (cricket comes every few slots). */
const DRAFT_LOOKBACK = 12;

async function challengeExists(db: Db, challengeId: number): Promise<boolean> {
  return (await db.select({ id: challenges.challengeId }).from(challenges).where(eq(challenges.challengeId, challengeId))).length > 0;
}

/** The matches to backfill: the last `count` of the feed that ended before `now`. */
export async function pastFixtures(feed: FeedProvider, now: Date, count: number): Promise<FeedFixture[]> {
  const finished: FeedFixture[] = [];
  for (const f of await feed.fixtures(now)) {
    const events = await feed.events(f, now);
    if (events.at(-1)?.kind === 'result') finished.push(f);
  }
  return finished.slice(-count);
}

async function inject<T>(
  app: FastifyInstance,
  def: { method: string; path: string },
  init: { token?: string; platform?: boolean; payload?: object; key?: boolean; query?: Record<string, string | number> },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.platform) headers.authorization = `Bearer ${app.pickxi.config.platformBearer}`;
  if (init.key) headers['idempotency-key'] = randomUUID();
  const query = init.query ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await app.inject({ method: def.method as 'POST', url: `${def.path}${query}`, headers, payload: init.payload });
  if (res.statusCode !== 200) throw new Error(`demo backfill: ${def.path} answered ${res.statusCode} ${res.body}`);
  return (res.json() as { data: T }).data;
}

/** The demo player's responsible-play declaration (a state where paid play is allowed, an adult's birthday). */
const DEMO_DECLARATION = { state: 'KA', date_of_birth: '1995-08-15' } as const;

/** Declares the demo player's state and date of birth once, as a player does before paid play (ADR 016). */
async function declareDemoPlayer(app: FastifyInstance, token: string): Promise<void> {
  const limits = await inject<{ state: string | null; date_of_birth: string | null }>(app, playLimitsRoute, { token });
  if (limits.state !== null && limits.date_of_birth !== null) return;
  await inject(app, playDetailsRoute, {
    token,
    key: true,
    payload: { ...(limits.state === null ? { state: DEMO_DECLARATION.state } : {}), ...(limits.date_of_birth === null ? { date_of_birth: DEMO_DECLARATION.date_of_birth } : {}) },
  });
}

/** Tops the demo player's deposit bucket up to `neededPaise` through the sandbox payment gateway, as a player would. */
async function fundDemoPlayer(app: FastifyInstance, token: string, neededPaise: number): Promise<void> {
  const wallet = await inject<{ deposit_money: number }>(app, userWalletRoute, { token });
  if (Math.round(wallet.deposit_money * 100) >= neededPaise) return;
  const rupees = Math.max(DEMO_DEPOSIT_RUPEES, Math.ceil(neededPaise / 100));
  const order = await inject<{ redirect: { params: { token: string } } }>(app, ROUTES.addMoney, { token, key: true, payload: { type: 'cashfree', txn_amount: rupees, platform: 'web' } });
  const paid = await app.inject({
    method: 'POST',
    url: PAYMENT_PATHS.sandboxPay,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: order.redirect.params.token, action: 'pay' satisfies SandboxAction }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`demo backfill: the sandbox payment answered ${paid.statusCode} ${paid.body}`);
}

/** Joins contest `contest.n` of the challenge with set S{draft} through the join queue and waits until the engine seats the entry. */
async function joinContest(app: FastifyInstance, token: string, challengeId: number, contest: { n: number; promoLimit: number }, draft: number): Promise<void> {
  const order = await inject<{ order_id: string }>(app, requestJoinRoute, {
    token,
    key: true,
    payload: { challenge_id: challengeId, config_id: challengeId * 10 + contest.n, challenge_name: 'demo', flavor: 'web', promo_limit: promoLimitFor(contest.promoLimit, app.pickxi.config.moneyMode), pseudo_room_id: 0, draft_number: draft },
  });
  await untilSeated(app, token, verifyJoinContestRoute, order.order_id);
}

/**
 * Draft mode: a team made by core's auto team on the challenge's squad, saved (saveTeam) and joined to the free
 * team contest through the team join flow (queueJoin, the engine, verifyJoin), as the PWA would.
 */
async function joinWithAutoTeam(app: FastifyInstance, token: string, challengeId: number, seed: string): Promise<void> {
  const squad = await inject<SquadData>(app, squadRoute, { token, query: { challenge_id: challengeId } });
  const made = autoTeam(
    squad.players.map((p) => ({ id: p.player_id, role: p.role, side: p.party, creditsTenths: p.credits_tenths })),
    TEAM_RULES[squad.sport as TeamSport],
    [],
    seed,
  );
  if (!made.ok) throw new Error(`demo backfill: no auto team for challenge ${challengeId}: ${made.error.code}`);
  const team = { players: [...made.value.players], captain: made.value.captain, vice_captain: made.value.viceCaptain };
  const saved = await inject<{ team_id: number; team_draft_number: number }>(app, saveTeamRoute, {
    token,
    key: true,
    query: { challenge_id: challengeId, match_id: 0 },
    payload: { team },
  });
  const order = await inject<{ order_id: string }>(app, queueTeamJoinRoute, {
    token,
    key: true,
    // room_id: the card's room, which the engine does not hold it to; the config decides
    payload: { challenge_id: challengeId, room_id: 1, config_id: challengeId * 10 + FREE.n, teamId: saved.team_id, draft_num: saved.team_draft_number },
  });
  await untilSeated(app, token, verifyTeamJoinRoute, order.order_id);
}

/** Polls a join order until the engine has seated it. */
async function untilSeated(app: FastifyInstance, token: string, route: { method: string; path: string }, orderId: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const v = await inject<{ try_again: boolean; error: { message: string } | null }>(app, route, { token, payload: { order_id: orderId } });
    if (v.error) throw new Error(`demo backfill: join refused: ${v.error.message}`);
    if (!v.try_again) break;
    if (attempt > 100) throw new Error('demo backfill: the join engine did not seat the demo entry');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A complete set: 12 answers, 2 Doublers, 2 No Negatives and 2 Audience Polls on poll questions. */
async function completeSet(db: Db, matchId: number, seed: string) {
  const rng = seededRng(seed);
  const qs = await db.select().from(questions).where(eq(questions.matchId, matchId)).orderBy(asc(questions.position));
  const polls = qs.filter((q) => q.isPoll).slice(0, 2);
  const chosen = [...polls, ...qs.filter((q) => !polls.includes(q))].slice(0, 12);
  return chosen.map((q, i) => ({
    match_id: matchId,
    question_id: q.questionId,
    answer: rng.pick(q.options).key,
    answer_time: i + 1,
    powerups: i < 2 ? (['player_poll'] as const) : i < 4 ? (['2x'] as const) : i < 6 ? (['no_negs'] as const) : [],
  }));
}

/**
 * The bots' sessions (guest accounts, one per device id, so the same accounts on every run), each named with its
 * nickname and avatar through updateProfile, as a player would.
 */
export async function demoBots(app: FastifyInstance): Promise<string[]> {
  const tokens: string[] = [];
  for (const [n, nick] of DEMO_BOT_NICKS.entries()) {
    const i = n + 1;
    const token = (await inject<{ token: string }>(app, authTokenRoute, { platform: true, payload: { gaid: `pickxi-demo-bot-${i}` } })).token;
    const named = await app.inject({
      method: updateProfileRoute.method as 'POST',
      url: updateProfileRoute.path,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { user_nick: nick, user_photo: AVATAR_IDS[n % AVATAR_IDS.length] },
    });
    if (named.statusCode !== 200) app.log.warn({ nick, status: named.statusCode }, 'demo backfill: a bot keeps its guest name');
    tokens.push(token);
  }
  return tokens;
}

/**
 * `app` must run on a clock set by `setClock` (the backfill moves it to each match's join time). Two matches that
 * were over before `pointsFinalAfterMs` ago (settled at the first lifecycle pass) and the latest finished one
 * (completed, points not final yet). Returns the number of matches backfilled.
 */
export async function backfillDemo(app: FastifyInstance, feed: FeedProvider, setClock: (at: Date) => void, now: Date, pointsFinalAfterMs: number): Promise<number> {
  const db = app.pickxi.db;
  const demo = await inject<{ login_token: string }>(app, phoneLoginRoute, { payload: { phone: DEMO_PHONE, password: DEMO_PASSWORD } });
  const players = [demo.login_token, ...(await demoBots(app))];
  // the paid entry needs the sandbox gateway to fund it (real money mode; with a live gateway the demo stays free)
  const { moneyMode, payment } = app.pickxi.config;
  const paidJoins = moneyMode === 'real' && payment.mode === 'sandbox' && payment.sandboxSecret !== undefined;
  if (paidJoins) await declareDemoPlayer(app, demo.login_token);
  let done = 0;
  const pointsFinal = new Date(now.getTime() - pointsFinalAfterMs);
  const settled = await pastFixtures(feed, pointsFinal, 2);
  const latest = (await pastFixtures(feed, now, 1)).filter((f) => !settled.some((s) => s.ref === f.ref));
  // the latest settled match with a draft, so a newcomer sees a settled team contest too
  const drafted = (await pastFixtures(feed, pointsFinal, DRAFT_LOOKBACK)).filter((f) => draftPlayers(f) !== null).slice(-1);
  const chosen = [...settled, ...latest];
  for (const f of drafted) if (!chosen.some((c) => c.ref === f.ref)) chosen.unshift(f);
  for (const fixture of chosen) {
    const joinAt = new Date(fixture.startTime.getTime() - JOIN_LEAD_MS);
    setClock(joinAt);
    if (!(await createFeedMatch(db, feed.name, fixture, joinAt))) continue;
    const prediction = await challengeExists(db, fixture.id);
    const team = await challengeExists(db, teamChallengeId(fixture.id));
    for (const [i, token] of players.entries()) {
      if (prediction) {
        const answers = await completeSet(db, fixture.id, `${fixture.ref}:${i}`);
        const set = await inject<{ draft_num: number }>(app, answerInBulkRoute, { token, key: true, payload: { challenge_id: fixture.id, answers } });
        await joinContest(app, token, fixture.id, FREE, set.draft_num);
        if (i === 0 && paidJoins) {
          await fundDemoPlayer(app, token, SMALL_ROOMS.feePaise);
          await joinContest(app, token, fixture.id, SMALL_ROOMS, set.draft_num);
        }
      }
      if (team) await joinWithAutoTeam(app, token, teamChallengeId(fixture.id), `${fixture.ref}:team:${i}`);
    }
    done++;
  }
  return done;
}
