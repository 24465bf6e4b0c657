import type { SocialProvider } from '../../../core/api/auth-constants';

/**
 * A social sign-in provider (V3_LOGIN): turns the token the browser got from the provider into a
 * verified identity, or null. A real provider (e.g. Google: an ID token checked against its JWKS,
 * audience = our client id) is one more implementation of this interface.
 */
export interface SocialIdentity {
  provider: SocialProvider;
  /** the provider's stable id of the person */
  subject: string;
  email: string | null;
  name: string | null;
}

export interface SocialVerifier {
  readonly provider: SocialProvider;
  verify(idToken: string): Promise<SocialIdentity | null>;
}
