import type { SocialIdentity, SocialVerifier } from './types';

/**
 * The sandbox provider: no real account behind it, so never enabled in production
 * (SOCIAL_LOGIN_SANDBOX). Its "ID token" is `sandbox.` + base64url(JSON {sub, email?, name?}),
 * made by the PWA's sandbox sign-in form; anyone can claim any subject, which is the point of a
 * sandbox: trying the social flow (new user, returning user, not yet OTP-verified) without Google.
 */
const PREFIX = 'sandbox.';
const SUBJECT = /^[A-Za-z0-9._@-]{1,64}$/;

export function sandboxIdToken(claims: { sub: string; email?: string; name?: string }): string {
  return PREFIX + Buffer.from(JSON.stringify(claims)).toString('base64url');
}

export function createSandboxSocial(): SocialVerifier {
  return {
    provider: 'sandbox',
    verify(idToken: string) {
      if (!idToken.startsWith(PREFIX)) return Promise.resolve(null);
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(idToken.slice(PREFIX.length), 'base64url').toString('utf8'));
      } catch {
        return Promise.resolve(null);
      }
      if (typeof claims !== 'object' || claims === null) return Promise.resolve(null);
      const { sub, email, name } = claims as Record<string, unknown>;
      if (typeof sub !== 'string' || !SUBJECT.test(sub)) return Promise.resolve(null);
      const identity: SocialIdentity = {
        provider: 'sandbox',
        subject: sub,
        email: typeof email === 'string' && email.length <= 254 ? email : null,
        name: typeof name === 'string' ? name.slice(0, 60) : null,
      };
      return Promise.resolve(identity);
    },
  };
}
