import { lazy } from 'react';

/**
 * The draft (Player Battle) routes of docs/product.md §2, each screen its own lazy chunk, registered by src/app/FeatureRoutes.tsx
 * inside the auth guard. /contestsection for a draft challenge opens /home (src/features/contests).
 */
export const TEAMS_ROUTES = [
  { path: '/home', Screen: lazy(() => import('./screens/TeamHomeScreen')) },
  { path: '/createteam', Screen: lazy(() => import('./screens/CreateTeamScreen')) },
  { path: '/choosecaptain', Screen: lazy(() => import('./screens/ChooseCaptainScreen')) },
  { path: '/contestDetail', Screen: lazy(() => import('./screens/ContestDetailScreen')) },
  { path: '/chooseteam', Screen: lazy(() => import('./screens/ChooseTeamScreen')) },
  { path: '/editswitchteam', Screen: lazy(() => import('./screens/EditSwitchTeamScreen')) },
  { path: '/autoteamselection', Screen: lazy(() => import('./screens/AutoTeamScreen')) },
  { path: '/preview', Screen: lazy(() => import('./screens/PreviewScreen')) },
  { path: '/allstats', Screen: lazy(() => import('./screens/AllStatsScreen')) },
  { path: '/playerinfo', Screen: lazy(() => import('./screens/PlayerInfoScreen')) },
  { path: '/compareComponent', Screen: lazy(() => import('./screens/CompareScreen')) },
  { path: '/rulespage', Screen: lazy(() => import('./screens/RulesScreen')) },
] as const;

