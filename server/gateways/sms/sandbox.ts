import type { OtpMessage, SmsSender } from './types';

/**
 * The development provider: nothing leaves the machine. The code is written to the server log and
 * kept (in this process, the last few per number) for the development-only page /api/dev/otp.
 * Never used to show codes in production (server/modules/auth/account-routes.ts does not register it there,
 * and the code is not logged).
 */
export interface SandboxSms extends SmsSender {
  readonly name: 'sandbox';
  /** the latest code sent to each number, newest first (development page, e2e tests) */
  recent(): Array<{ phone: string; code: string; sentAt: Date }>;
}

const KEEP = 50;

export function createSandboxSms(options: { log: { info(obj: object, msg: string): void }; revealCodes: boolean; clock: () => Date }): SandboxSms {
  const latest = new Map<string, { code: string; sentAt: Date }>();
  return {
    name: 'sandbox',
    sendOtp(message: OtpMessage) {
      if (options.revealCodes) {
        latest.delete(message.phone);
        latest.set(message.phone, { code: message.code, sentAt: options.clock() });
        if (latest.size > KEEP) latest.delete(latest.keys().next().value as string);
        options.log.info({ phone: message.phone, code: message.code }, `sandbox SMS: PickXI code ${message.code} for ${message.phone}`);
      } else {
        options.log.info({ phone: message.phone }, 'sandbox SMS: a code was made but not delivered (SMS_PROVIDER=sandbox in production)');
      }
      return Promise.resolve({ providerRef: null });
    },
    recent() {
      return [...latest.entries()].reverse().map(([phone, v]) => ({ phone, ...v }));
    },
  };
}
