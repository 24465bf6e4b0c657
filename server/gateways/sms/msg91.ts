import { SmsError, type OtpMessage, type SmsFetch, type SmsSender } from './types';

/**
 * MSG91 SendOTP (API v5), with our own code: POST {base}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX
 * &otp=NNNNNN&otp_expiry=<minutes>, header `authkey`, JSON body (template variables; none needed).
 * MSG91 answers 200 with {"type":"success","request_id":"…"} or {"type":"error","message":"…"}.
 * We pass the code (the `otp` parameter) instead of letting MSG91 make one, so verification stays
 * ours: the code is hashed at rest, throttled and expired by the same rules whatever the provider.
 * The template must be DLT-approved and contain ##OTP##.
 */
export interface Msg91Config {
  authKey: string;
  templateId: string;
  baseUrl: string;
}

const TIMEOUT_MS = 10_000;

export function createMsg91Sms(config: Msg91Config, fetch: SmsFetch): SmsSender {
  return {
    name: 'msg91',
    async sendOtp(message: OtpMessage) {
      const query = new URLSearchParams({
        template_id: config.templateId,
        mobile: `91${message.phone}`,
        otp: message.code,
        otp_expiry: String(message.ttlMinutes),
      });
      let res: Awaited<ReturnType<SmsFetch>>;
      try {
        res = await fetch(`${config.baseUrl}/api/v5/otp?${query.toString()}`, {
          method: 'POST',
          headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new SmsError(`MSG91 unreachable: ${(err as Error).message}`);
      }
      const text = await res.text().catch(() => '');
      let reply: { type?: unknown; message?: unknown; request_id?: unknown } = {};
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch {
        // not JSON: judged by the status below
      }
      if (!res.ok || reply.type !== 'success') {
        const why = typeof reply.message === 'string' ? reply.message : `HTTP ${res.status}`;
        throw new SmsError(`MSG91 refused the OTP: ${why}`);
      }
      return { providerRef: typeof reply.request_id === 'string' ? reply.request_id : null };
    },
  };
}
