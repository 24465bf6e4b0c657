import { z } from 'zod';
import { joinOrderSchema, queueTeamJoinRoute, requestJoinRoute } from './contests';
import { defineRoute } from './route';
import { ROUTES } from './routes';
import { platformWalletRoute } from './wallet-ops';

/**
 * Host mode: PickXI inside a partner launcher. The launcher opens PickXI with a short-lived host
 * token (docs/product.md §3 user.mplToken) that PickXI exchanges for its own session; the host wallet pays.
 */

export const HOST_ID_REGEX = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const hostIdSchema = z.string().regex(HOST_ID_REGEX);

const launcherSchema = z.object({ id: hostIdSchema, name: z.string(), origin: z.string() });
export type Launcher = z.infer<typeof launcherSchema>;

/** The configured launchers: the PWA accepts postMessage only from (and sends only to) these origins. */
export const hostLaunchersRoute = defineRoute({
  ...ROUTES.hostLaunchers,
  summary: 'The partner launchers PickXI runs inside (id, name, origin)',
  data: z.object({ launchers: z.array(launcherSchema) }),
});

/** Exchange a host token for a PickXI session (docs/product.md §6: the launcher vouches for the player). */
export const hostSessionRoute = defineRoute({
  ...ROUTES.hostSession,
  summary: "Sign a launcher's player in with its host token (mplToken); one token opens one session",
  body: z.strictObject({
    host: hostIdSchema,
    mplToken: z.string().min(10).max(8192),
  }),
  data: z.object({
    token: z.string(),
    isNewUser: z.boolean(),
    host: launcherSchema,
  }),
});

/** docs/product.md §7 POST /v1/game/getMPLWalletBalance (token): the wallet that pays, in the platform shape. */
export const mplWalletBalanceRoute = defineRoute({
  ...ROUTES.mplWalletBalance,
  summary: "The paying wallet's balance: the launcher wallet for a launcher's player, else the PickXI wallet (rupees)",
  body: z.strictObject({ token: z.string().max(8192).optional() }),
  data: platformWalletRoute.data.extend({ source: z.enum(['host', 'pickxi']) }),
});

/** docs/product.md §7 POST /v1/platform/joinPicksContest: the prediction join (requestJoin's body) from the launcher. */
export const platformJoinPicksContestRoute = defineRoute({
  ...ROUTES.platformJoinPicksContest,
  summary: 'Queue a join of a pick set (host shape of requestJoin); poll verifyJoinContest with the order id',
  body: requestJoinRoute.body,
  data: joinOrderSchema,
});

/** docs/product.md §7 POST /v1/platform/joinContest: the team join (queueJoin's body) from the launcher. */
export const platformJoinContestRoute = defineRoute({
  ...ROUTES.platformJoinContest,
  summary: 'Queue a join of a team (host shape of queueJoin); poll verifyJoin with the order id',
  body: queueTeamJoinRoute.body,
  data: joinOrderSchema,
});

/**
 * The host's acknowledgement of a credit (prize or refund) PickXI sent it: a JWT signed with the host's key
 * (iss = the host, aud = PickXI's audience) with claims idempotency_key and status 'credited'. Hosts may
 * deliver it any number of times.
 */
export const hostCallbackRoute = defineRoute({
  ...ROUTES.hostCallback,
  summary: "A launcher acknowledges a credit to its wallet (signed with the launcher's key)",
  body: z.strictObject({ host: hostIdSchema, token: z.string().min(10).max(8192) }),
  data: z.object({ acknowledged: z.boolean() }),
});

/** docs/product.md §7 GET /v1/platform/help: where a player gets help (the launcher's support for its players). */
export const platformHelpRoute = defineRoute({
  ...ROUTES.platformHelp,
  summary: 'Help topics and who to contact (the launcher for its players, PickXI support otherwise)',
  data: z.object({
    topics: z.array(z.object({ key: z.string(), target: z.string() })),
    contact: z.object({ kind: z.enum(['host', 'pickxi']), name: z.string() }),
  }),
});

export const hostRoutes = [
  hostLaunchersRoute,
  hostSessionRoute,
  mplWalletBalanceRoute,
  platformJoinPicksContestRoute,
  platformJoinContestRoute,
  hostCallbackRoute,
  platformHelpRoute,
] as const;
