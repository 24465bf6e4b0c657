import { lazy } from 'react';

/** The profile feature's routes, each its own lazy chunk (docs/product.md §2 profile, editAccount, editProfile, Createprofile). */
const ProfileScreen = lazy(() => import('./screens/ProfileScreen'));
const EditAccountScreen = lazy(() => import('./screens/EditAccountScreen'));
const EditProfileScreen = lazy(() => import('./screens/EditProfileScreen'));
const CreateProfileScreen = lazy(() => import('./screens/CreateProfileScreen'));
const ResponsiblePlayScreen = lazy(() => import('./screens/ResponsiblePlayScreen'));

export const PROFILE_ROUTES = [
  { path: '/profile', Screen: ProfileScreen },
  { path: '/editAccount', Screen: EditAccountScreen },
  { path: '/editProfile', Screen: EditProfileScreen },
  { path: '/Createprofile', Screen: CreateProfileScreen },
  { path: '/responsiblePlay', Screen: ResponsiblePlayScreen },
] as const;

