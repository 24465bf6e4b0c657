import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentGateways } from './gateways/payment';
import type { AppDeps } from './http/deps';
import { ContestJobs } from './jobs/contests';
import { schedulePaymentReconciliation } from './jobs/payment-reconciliation';
import { JoinEngine } from './modules/contests/engine';
import { createWalletKycRuntime, type WalletKycRuntime } from './modules/wallet/kyc/runtime';
import { createGatewaysFor } from './modules/wallet/payments';
import { createWalletPayoutRuntime, type WalletPayoutRuntime } from './modules/wallet/payout/runtime';
import { createHostGateways } from './gateways/host';
import { HostJobs } from './jobs/host';
import { HostMode, setHostMode } from './modules/host/mode';
import { createSmsSender } from './gateways/sms';
import { createSandboxSocial } from './gateways/social/sandbox';
import type { SocialVerifier } from './gateways/social/types';
import type { AccountsRuntime } from './modules/auth/accounts';
import { scheduleReferralRewards } from './modules/referral/job';
import { claimReferralReward } from './modules/referral/service';
import { LiveHub, pruneChanges } from './modules/live';
import { liveRoomBoards } from './modules/results';

/**
 * The one place that builds the server's long-lived services from the config (through AppDeps) and
 * starts and stops its jobs. server/app.ts calls buildServices, hands each route module the service
 * it needs, then startJobs. Route files build nothing that outlives a request and start nothing.
 */
/** How long a closing app lets its join engine decide the orders already queued (ADR 003). */
const SHUTDOWN_DRAIN_MS = 5000;

export interface Services {
  /** add-money providers; null when none is configured */
  paymentGateways: PaymentGateways | null;
  /** the join engine (ADR 003) and the contest jobs (ADR 006) */
  contests: { engine: JoinEngine; jobs: ContestJobs };
  walletPayout: WalletPayoutRuntime;
  walletKyc: WalletKycRuntime;
  /** host mode: the partner hosts and their jobs; null when PARTNER_HOSTS names none */
  host: { mode: HostMode; jobs: HostJobs } | null;
  /** the SMS sender (SMS_PROVIDER) and the social sign-in providers of the accounts feature */
  accounts: AccountsRuntime;
  /** this process's fan-out of the live change log to its stream subscribers (ADR 017) */
  live: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the join engine and contest jobs of this app (tests and bench drive them) */
    contests: Services['contests'];
    walletPayout: WalletPayoutRuntime;
    walletKyc: WalletKycRuntime;
    /** host mode's partner hosts and jobs (tests drive the jobs); null without PARTNER_HOSTS */
    host: Services['host'];
    /** the accounts runtime (tests read the sandbox SMS codes from it) */
    accounts: AccountsRuntime;
    /** the live hub (tests and the bench count its subscribers) */
    live: LiveHub;
  }
}

export function buildServices(deps: AppDeps, log: FastifyBaseLogger): Services {
  if (deps.config.moneyMode === 'real' && deps.config.nodeEnv === 'production') {
    log.warn('payouts use the sandbox adapter: no real money is sent (a Cashfree Payouts / Paytm adapter is not built yet)');
  }
  const engine = new JoinEngine({ db: deps.db, driver: deps.database.driver, clock: deps.clock, moneyMode: deps.config.moneyMode, log });
  return {
    paymentGateways: createGatewaysFor(deps),
    contests: { engine, jobs: new ContestJobs({ db: deps.db, engine, clock: deps.clock, log }) },
    walletPayout: createWalletPayoutRuntime(deps),
    walletKyc: createWalletKycRuntime(deps),
    host: buildHostMode(deps, engine, log),
    accounts: createAccountsRuntime(deps, log),
    live: new LiveHub({ db: deps.db, clock: deps.clock, roomStates: liveRoomBoards, log }),
  };
}

function createAccountsRuntime(deps: AppDeps, log: FastifyBaseLogger): AccountsRuntime {
  const production = deps.config.nodeEnv === 'production';
  if (production && deps.config.sms.provider === 'sandbox') {
    log.warn('SMS_PROVIDER=sandbox in production: one-time codes are not delivered, so no account can be verified');
  }
  const social = new Map<string, SocialVerifier>();
  if (deps.config.socialSandbox) social.set('sandbox', createSandboxSocial());
  return {
    sms: createSmsSender(deps.config.sms, { fetch: (url, init) => fetch(url, init), log, production, clock: deps.clock }),
    social,
    // A referred player who already joined a paid contest as a guest is rewarded as soon as the phone is verified.
    afterVerified: async (db, userId) => {
      await claimReferralReward(db, userId, deps.clock());
    },
  };
}

/** Host mode when PARTNER_HOSTS names a host: one adapter per host, the directory of host players, the jobs. */
function buildHostMode(deps: AppDeps, engine: JoinEngine, log: FastifyBaseLogger): Services['host'] {
  if (deps.config.hosts.length === 0) return null;
  const mode = new HostMode(createHostGateways(deps.config.hosts));
  setHostMode(deps, mode);
  const jobs = new HostJobs({ db: deps.db, mode, clock: deps.clock, wakeConfig: () => engine.wake(), log });
  return { mode, jobs };
}

/**
 * Every job of the app, started with it and stopped when it closes (ADR 006):
 * - contest jobs (join-queue sweep, match start): once when the app is ready, then every 5 s;
 * - payment reconciliation: every minute (real money, not under NODE_ENV=test: tests call it);
 * - after a restart, once listening (real money): re-send pending and processing withdrawals,
 *   resubmit pending KYC. Not run under inject(), so tests control them; started, not awaited,
 *   because onListen hooks run one after another.
 */
export function startJobs(app: FastifyInstance, deps: AppDeps, services: Services): void {
  app.decorate('contests', services.contests);
  app.decorate('walletPayout', services.walletPayout);
  app.decorate('walletKyc', services.walletKyc);
  app.decorate('host', services.host);
  app.decorate('accounts', services.accounts);
  app.decorate('live', services.live);

  const { engine, jobs } = services.contests;
  app.addHook('onReady', () => {
    jobs.start();
    return Promise.resolve();
  });
  // onClose runs after the requests in flight have finished: their queued joins are decided before the engine stops.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await engine.close(SHUTDOWN_DRAIN_MS);
  });

  // The live hub LISTENs from the start; the change log keeps its retention window (any process may prune).
  app.addHook('onReady', () => services.live.start(deps.database));
  app.addHook('onClose', () => services.live.stop());
  const prune = setInterval(() => {
    pruneChanges(deps.db, deps.clock()).catch((err: unknown) => app.log.warn({ err }, 'pruning the live change log failed'));
  }, 60_000);
  prune.unref();
  app.addHook('onClose', () => {
    clearInterval(prune);
    return Promise.resolve();
  });

  schedulePaymentReconciliation(app, deps, services.paymentGateways);
  scheduleReferralRewards(app, deps);

  // Host mode: reservations, credits, token purge, reconciliation; every second once listening
  // (tests under inject() run the passes themselves).
  const host = services.host;
  if (host) {
    app.addHook('onListen', () => {
      host.jobs.start();
      return Promise.resolve();
    });
    app.addHook('onClose', () => host.jobs.stop());
  }

  app.addHook('onListen', async () => {
    if (deps.config.moneyMode !== 'real') return;
    const { walletPayout, walletKyc } = services;
    walletPayout.resuming = walletPayout.resume().catch((err: unknown) => {
      app.log.error({ err }, 'resuming withdrawals failed');
      return 0;
    });
    walletKyc.resubmitting = walletKyc.resubmitPending().catch((err: unknown) => {
      app.log.error({ err }, 'resubmitting KYC failed');
      return 0;
    });
  });
}
