import type { SmsConfig } from '../../config';
import { createMsg91Sms } from './msg91';
import { createSandboxSms, type SandboxSms } from './sandbox';
import type { SmsFetch, SmsSender } from './types';

export type { OtpMessage, SmsFetch, SmsSender } from './types';
export { SmsError } from './types';
export type { SandboxSms } from './sandbox';

/** The configured sender (server/wiring.ts builds one per app). */
export function createSmsSender(
  config: SmsConfig,
  deps: { fetch: SmsFetch; log: { info(obj: object, msg: string): void }; production: boolean; clock: () => Date },
): SmsSender | SandboxSms {
  if (config.provider === 'msg91') return createMsg91Sms(config, deps.fetch);
  return createSandboxSms({ log: deps.log, revealCodes: !deps.production, clock: deps.clock });
}

export function isSandboxSms(sender: SmsSender): sender is SandboxSms {
  return sender.name === 'sandbox';
}
