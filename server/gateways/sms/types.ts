/**
 * The adapter every SMS provider implements for one-time codes. The accounts service makes the
 * code, keeps only its HMAC, and asks the adapter to deliver it; which provider sits behind the
 * adapter is configuration (SMS_PROVIDER, server/config.ts).
 */
export interface OtpMessage {
  /** 10-digit Indian mobile number (the adapter adds the country code its provider wants) */
  phone: string;
  /** the 6-digit code */
  code: string;
  ttlMinutes: number;
}

export interface SmsSender {
  readonly name: 'sandbox' | 'msg91';
  /** Resolves once the provider accepted the message; throws SmsError otherwise. */
  sendOtp(message: OtpMessage): Promise<{ providerRef: string | null }>;
}

/** The provider refused or could not be reached; the player gets 502 SMS_FAILED. */
export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Enough of fetch for the adapters; tests pass their own. */
export type SmsFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{
  status: number;
  ok: boolean;
  text(): Promise<string>;
}>;
