import { lazy } from 'react';

/** The account screens (docs/product.md §2 createAccount, verifyAccount, VerifySocialAccount), each its own lazy chunk. */
const CreateAccountScreen = lazy(() => import('./screens/CreateAccountScreen'));
const VerifyAccountScreen = lazy(() => import('./screens/VerifyAccountScreen'));
const SocialSignInScreen = lazy(() => import('./screens/SocialSignInScreen'));

/** Need a signed-in (guest or social) player. */
export const AUTH_ROUTES = [
  { path: '/createAccount', Screen: CreateAccountScreen },
  { path: '/verifyAccount', Screen: VerifyAccountScreen },
] as const;

/** Open to anyone: social sign-in is how a player without a token gets one. */
export const AUTH_PUBLIC_ROUTES = [{ path: '/VerifySocialAccount', Screen: SocialSignInScreen }] as const;

