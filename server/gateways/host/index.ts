import type { HostConfig } from './config';
import { createHostCallbackVerifier, createHostTokenVerifier, hostKeySet, type HostCallbackVerifier, type HostTokenVerifier } from './tokens';
import { createHttpHostWallet, type HostWallet } from './wallet';

/**
 * Partner hosts: one adapter per configured host — its token verifier (jose, its published keys)
 * and its wallet API client (timeouts, retries, an Idempotency-Key on every call). Built once by
 * server/wiring.ts from config.hosts.
 */
export interface HostGateway {
  config: HostConfig;
  verifyToken: HostTokenVerifier;
  /** the host's signed acknowledgements of credits */
  verifyCallback: HostCallbackVerifier;
  wallet: HostWallet;
}

export type HostGateways = ReadonlyMap<string, HostGateway>;

export function createHostGateways(hosts: readonly HostConfig[]): HostGateways {
  return new Map(
    hosts.map((config) => {
      const keys = hostKeySet(config);
      return [config.id, { config, verifyToken: createHostTokenVerifier(config, keys), verifyCallback: createHostCallbackVerifier(config, keys), wallet: createHttpHostWallet(config) }];
    }),
  );
}

export type { HostConfig } from './config';
export type { HostTokenClaims, HostTokenRefusal, HostTokenVerifier } from './tokens';
export { HostWalletUnavailableError, type HostDebitResult, type HostWallet, type HostWalletTransaction } from './wallet';
