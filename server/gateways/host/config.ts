import { z } from 'zod';

/**
 * Partner hosts: launchers that open PickXI in a WebView with a signed host token and hold their
 * players' money in their own wallet. Configured by PARTNER_HOSTS (read by server/config.ts only):
 *
 *   - a JSON array of hosts:
 *       [{"id":"acme","name":"Acme Games","origin":"https://games.acme.in","issuer":"https://games.acme.in",
 *         "audience":"pickxi","jwksUrl":"https://games.acme.in/.well-known/jwks.json",
 *         "walletUrl":"https://wallet.acme.in/pickxi","walletKey":"…"}]
 *   - or, outside production, the sandbox launcher's shorthand `sandbox=http://localhost:4355` (comma
 *     separated for several): issuer = the origin, keys at <origin>/.well-known/jwks.json, wallet API at
 *     <origin>/wallet-api with the sandbox's public key SANDBOX_LAUNCHER_WALLET_KEY.
 *
 * Unset = no host mode (the default): host tokens are refused and nothing frames PickXI but itself.
 */

/** The sandbox launcher's wallet API key: public on purpose (it guards play money on a developer machine). */
export const SANDBOX_LAUNCHER_WALLET_KEY = 'pickxi-sandbox-launcher-wallet-key';

const origin = z
  .url()
  .refine((u) => /^https?:$/.test(new URL(u).protocol) && new URL(u).origin === u.replace(/\/$/, ''), 'an origin: scheme://host[:port], no path')
  .transform((u) => new URL(u).origin);

const jwk = z.looseObject({ kty: z.string(), kid: z.string().optional() });

export const hostEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'lower-case letters, digits and -, 2 to 32 characters'),
    name: z.string().min(1).max(60).optional(),
    origin,
    /** the token's `iss`; defaults to the origin */
    issuer: z.string().min(1).optional(),
    /** the token's `aud` PickXI accepts */
    audience: z.string().min(1).default('pickxi'),
    /** where the host publishes its verification keys (JWKS), or the keys themselves */
    jwksUrl: z.url().optional(),
    jwks: z.object({ keys: z.array(jwk).min(1) }).optional(),
    /** base URL of the host wallet API (debit, confirm, release, credit, balance, transactions) */
    walletUrl: z.url(),
    /** bearer key PickXI presents to the wallet API */
    walletKey: z.string().min(16),
    walletTimeoutMs: z.number().int().min(100).max(60_000).default(3000),
    /** longest lifetime (exp − iat) of a host token PickXI accepts, seconds */
    maxTokenAgeS: z.number().int().min(10).max(3600).default(600),
  })
  .refine((h) => (h.jwksUrl === undefined) !== (h.jwks === undefined), { message: 'give exactly one of jwksUrl and jwks' });

export interface HostConfig {
  id: string;
  name: string;
  origin: string;
  issuer: string;
  audience: string;
  keys: { jwksUrl: string } | { jwks: { keys: Record<string, unknown>[] } };
  walletUrl: string;
  walletKey: string;
  walletTimeoutMs: number;
  maxTokenAgeS: number;
}

function fromEntry(e: z.output<typeof hostEntrySchema>): HostConfig {
  return {
    id: e.id,
    name: e.name ?? e.id,
    origin: e.origin,
    issuer: e.issuer ?? e.origin,
    audience: e.audience,
    keys: e.jwksUrl !== undefined ? { jwksUrl: e.jwksUrl } : { jwks: e.jwks as { keys: Record<string, unknown>[] } },
    walletUrl: e.walletUrl.replace(/\/$/, ''),
    walletKey: e.walletKey,
    walletTimeoutMs: e.walletTimeoutMs,
    maxTokenAgeS: e.maxTokenAgeS,
  };
}

/** The sandbox launcher at this origin, by its conventions (scripts/launcher-sandbox). */
export function sandboxLauncherHost(id: string, launcherOrigin: string): HostConfig {
  return fromEntry(
    hostEntrySchema.parse({
      id,
      name: 'Sandbox launcher',
      origin: launcherOrigin,
      jwksUrl: `${launcherOrigin}/.well-known/jwks.json`,
      walletUrl: `${launcherOrigin}/wallet-api`,
      walletKey: SANDBOX_LAUNCHER_WALLET_KEY,
    }),
  );
}

/**
 * PARTNER_HOSTS → hosts, or a list of messages naming what is wrong. `production` refuses the sandbox
 * shorthand (its wallet key is public).
 */
export function parsePartnerHosts(value: string | undefined, production: boolean): { ok: true; hosts: HostConfig[] } | { ok: false; errors: string[] } {
  if (value === undefined || value.trim() === '') return { ok: true, hosts: [] };
  const text = value.trim();
  let hosts: HostConfig[];
  if (text.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, errors: ['PARTNER_HOSTS: not valid JSON'] };
    }
    const parsed = z.array(hostEntrySchema).min(1).safeParse(json);
    if (!parsed.success) {
      return { ok: false, errors: parsed.error.issues.map((i) => `PARTNER_HOSTS.${i.path.join('.')}: ${i.message}`) };
    }
    hosts = parsed.data.map(fromEntry);
  } else {
    if (production) return { ok: false, errors: ['PARTNER_HOSTS: the sandbox shorthand id=origin is refused in production; give the JSON form'] };
    hosts = [];
    for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
      const m = /^([a-z0-9][a-z0-9-]{1,31})=(https?:\/\/[^\s,]+)$/.exec(part);
      if (!m) return { ok: false, errors: [`PARTNER_HOSTS: "${part}" is not id=origin (e.g. sandbox=http://localhost:4355) nor JSON`] };
      try {
        hosts.push(sandboxLauncherHost(m[1] as string, new URL(m[2] as string).origin));
      } catch {
        return { ok: false, errors: [`PARTNER_HOSTS: "${part}" has a bad origin`] };
      }
    }
  }
  const ids = hosts.map((h) => h.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) return { ok: false, errors: [`PARTNER_HOSTS: host id "${dup}" appears twice`] };
  return { ok: true, hosts };
}
