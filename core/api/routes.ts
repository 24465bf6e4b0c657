/**
 * Every route's method, path and auth, once. Plain data without zod: the zod
 * contracts in core/api/*.ts spread an entry (`...ROUTES.authToken`) and add their schemas, and the
 * PWA calls endpoints through core/api/paths.ts, a typed view of this same table, so the home
 * route never loads zod.
 *
 * auth: 'none'     — open (health, docs, login)
 *       'platform' — the fixed platform bearer credential (guest token issue)
 *       'user'     — a player's access token
 * idempotent: money-moving / state-changing requests must send an Idempotency-Key.
 *
 * Each name N has its contract `${N}Route` in core/api (paths.ts relies on it).
 */
export type RouteAuth = 'none' | 'platform' | 'user';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: RouteAuth;
  idempotent?: boolean;
}

export const ROUTES = {
  // auth (core/api/auth.ts)
  authToken: { method: 'POST', path: '/api/f2p/v1/user/authToken', auth: 'platform' },
  phoneLogin: { method: 'POST', path: '/api/v4/utils/login', auth: 'none' },
  logout: { method: 'POST', path: '/api/v1/user/logout', auth: 'user' },
  setLanguage: { method: 'POST', path: '/api/v4/utils/setLanguage', auth: 'user' },
  // challenges (core/api/challenges.ts)
  challengeList: { method: 'GET', path: '/api/v1/platform/challenges', auth: 'user' },
  tabCounters: { method: 'GET', path: '/api/f2p/v1/game/challenges/tabCounters', auth: 'user' },
  slides: { method: 'GET', path: '/api/v3/game/slides', auth: 'user' },
  // utility (core/api/ops.ts)
  serverTime: { method: 'GET', path: '/api/v1/utility/getServerTime', auth: 'user' },
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  ready: { method: 'GET', path: '/api/ready', auth: 'none' },
  // wallet (core/api/wallet.ts)
  userWallet: { method: 'GET', path: '/api/f2p/v1/user/wallet', auth: 'user' },
  // wallet-ops (core/api/wallet-ops.ts)
  getUserWallet: { method: 'POST', path: '/api/v1/wallet/getUserWallet', auth: 'user' },
  platformWallet: { method: 'GET', path: '/api/v1/platform/wallet', auth: 'user' },
  getUserTransactions: { method: 'GET', path: '/api/v1/wallet/getUserTransactions', auth: 'user' },
  addMoney: { method: 'POST', path: '/api/v1/wallet/addMoneyToWallet', auth: 'user', idempotent: true },
  getOrderStatus: { method: 'GET', path: '/api/v1/wallet/getOrderStatus', auth: 'user' },
  paymentInfo: { method: 'PUT', path: '/api/v2/game/users/paymentInfo', auth: 'user', idempotent: true },
  addBankBeneficiary: { method: 'POST', path: '/api/v3/game/cashfree/addBankBeneficiary', auth: 'user', idempotent: true },
  withdraw: { method: 'POST', path: '/api/v1/wallet/withdraw', auth: 'user', idempotent: true },
  dynamicWithdrawal: { method: 'GET', path: '/api/v4/wallet/dynamicWithdrawal', auth: 'user' },
  kycStatus: { method: 'GET', path: '/api/v3/game/kyc/status', auth: 'user' },
  kycUpload: { method: 'POST', path: '/api/v3/game/kyc/upload', auth: 'user', idempotent: true },
  kycDocument: { method: 'GET', path: '/api/v3/game/kyc/document', auth: 'user' },
  // picks (core/api/picks.ts)
  questions: { method: 'GET', path: '/api/v5/utils/users/questions', auth: 'user' },
  question: { method: 'GET', path: '/api/v3/game/users/question', auth: 'user' },
  answer: { method: 'POST', path: '/api/v4/utils/users/answer', auth: 'user', idempotent: true },
  editAddAnswer: { method: 'POST', path: '/api/v3/game/users/editAddAnswer', auth: 'user', idempotent: true },
  answerInBulk: { method: 'POST', path: '/api/v5/utils/users/answerInBulk', auth: 'user', idempotent: true },
  resetAllAnswers: { method: 'POST', path: '/api/v4/utils/users/resetAllAnswers', auth: 'user', idempotent: true },
  poll: { method: 'POST', path: '/api/v3/game/users/poll', auth: 'user', idempotent: true },
  joinPseudoContest: { method: 'POST', path: '/api/v3/game/challenges/joinPseudoContestv2', auth: 'user', idempotent: true },
  userPseudoAnswers: { method: 'GET', path: '/api/v3/game/getUserPseudoAnswers', auth: 'user' },
  userChallengeContestPlays: { method: 'GET', path: '/api/v3/game/getUserChallengeContestPlaysv2', auth: 'user' },
  copyMatchAnswers: { method: 'POST', path: '/api/v3/game/users/copyMatchAnswersv2', auth: 'user', idempotent: true },
  picksList: { method: 'GET', path: '/api/v3/game/picks/list', auth: 'user' },
  mySets: { method: 'GET', path: '/api/v3/game/users/mySets', auth: 'user' },
  // powerups (core/api/powerups.ts)
  powerupTransferStats: { method: 'POST', path: '/api/v3/game/users/powerupTransferStats', auth: 'user' },
  transferFromBank: { method: 'POST', path: '/api/v3/game/users/transferFromBank', auth: 'user', idempotent: true },
  // contests (core/api/contests.ts)
  contestData: { method: 'GET', path: '/api/f2p/v1/utils/getContestData', auth: 'user' },
  contestFilters: { method: 'GET', path: '/api/v5/utils/getContestFilters', auth: 'user' },
  rewards: { method: 'GET', path: '/api/f2p/v1/game/challenges/rewards', auth: 'user' },
  contestRules: { method: 'GET', path: '/api/f2p/v1/game/contest/rules', auth: 'user' },
  contestRooms: { method: 'GET', path: '/api/f2p/v1/utils/challenges/contestRooms', auth: 'user' },
  userStats: { method: 'GET', path: '/api/v1/game/users', auth: 'user' },
  joinGuide: { method: 'POST', path: '/api/f2p/v1/utils/joinGuide', auth: 'user' },
  userActivity: { method: 'GET', path: '/api/f2p/v1/game/user/activity', auth: 'user' },
  roomLeaderboard: { method: 'GET', path: '/api/f2p/v1/game/rooms/leaderboard', auth: 'user' },
  settlementReport: { method: 'GET', path: '/api/v1/game/rooms/settlementReport', auth: 'user' },
  requestJoin: { method: 'POST', path: '/api/v1/game/challenges/mpl/requestJoin', auth: 'user', idempotent: true },
  verifyJoinContest: { method: 'POST', path: '/api/v3/game/challenges/verifyJoinContest', auth: 'user' },
  queueTeamJoin: { method: 'POST', path: '/api/v1/f2p/fantasy/contests/queueJoin', auth: 'user', idempotent: true },
  verifyTeamJoin: { method: 'POST', path: '/api/v1/f2p/fantasy/contests/verifyJoin', auth: 'user' },
  // results (core/api/results.ts)
  inPlay: { method: 'GET', path: '/api/v3/game/challenges/inPlayv2', auth: 'user' },
  completed: { method: 'GET', path: '/api/v3/game/challenges/completedv2', auth: 'user' },
  timeline: { method: 'GET', path: '/api/v3/game/users/matches/timeline', auth: 'user' },
  inplayMatches: { method: 'GET', path: '/api/v3/game/challenges/getInplayMatchesUserv2', auth: 'user' },
  results: { method: 'GET', path: '/api/v3/game/users/results', auth: 'user' },
  playerMatchResult: { method: 'GET', path: '/api/v3/game/getPlayerMatchResult', auth: 'user' },
  playerProfile: { method: 'GET', path: '/api/v1/game/users/getPlayerProfile', auth: 'user' },
  checkPopup: { method: 'GET', path: '/api/f2p/v1/user/checkPopup', auth: 'user' },
  // the match centre and the live stream (core/api/matches.ts, core/api/live.ts; ADR 017)
  matchCentre: { method: 'GET', path: '/api/v1/matches/centre', auth: 'user' },
  liveStream: { method: 'GET', path: '/api/v1/live/stream', auth: 'user' },
  // staff (core/api/ops.ts; ADR 008 "Staff")
  opsMe: { method: 'GET', path: '/api/ops/me', auth: 'user' },
  opsMatches: { method: 'GET', path: '/api/ops/matches', auth: 'user' },
  opsQuestions: { method: 'GET', path: '/api/ops/questions', auth: 'user' },
  opsResolveQuestion: { method: 'POST', path: '/api/ops/questions/resolve', auth: 'user', idempotent: true },
  opsVoidQuestion: { method: 'POST', path: '/api/ops/questions/void', auth: 'user', idempotent: true },
  opsAbandonMatch: { method: 'POST', path: '/api/ops/matches/abandon', auth: 'user', idempotent: true },
  opsFinalizeMatch: { method: 'POST', path: '/api/ops/matches/finalize', auth: 'user', idempotent: true },
  opsReport: { method: 'GET', path: '/api/ops/reports', auth: 'user' },
  opsAudit: { method: 'GET', path: '/api/ops/audit', auth: 'user' },
  opsAddStaff: { method: 'POST', path: '/api/ops/staff', auth: 'none' },
  // draft teams (core/api/teams.ts)
  saveTeam: { method: 'POST', path: '/api/v1/f2p/game/draft/saveTeam', auth: 'user', idempotent: true },
  getTeam: { method: 'GET', path: '/api/v1/f2p/game/draft/getTeam', auth: 'user' },
  squad: { method: 'GET', path: '/api/v1/f2p/game/draft/squad', auth: 'user' },
  playerInfo: { method: 'GET', path: '/api/v1/f2p/game/draft/playerInfo', auth: 'user' },
  teamPoints: { method: 'GET', path: '/api/v1/f2p/game/draft/teamPoints', auth: 'user' },
  roomTeam: { method: 'GET', path: '/api/v1/f2p/game/draft/roomTeam', auth: 'user' },
  switchTeam: { method: 'POST', path: '/api/v1/f2p/fantasy/contests/switchTeam', auth: 'user', idempotent: true },
  // host mode: the partner launcher (core/api/host.ts)
  hostLaunchers: { method: 'GET', path: '/api/v1/host/launchers', auth: 'none' },
  hostSession: { method: 'POST', path: '/api/v1/host/session', auth: 'none' },
  hostCallback: { method: 'POST', path: '/api/v1/host/callback', auth: 'none' },
  mplWalletBalance: { method: 'POST', path: '/api/v1/game/getMPLWalletBalance', auth: 'user' },
  platformJoinPicksContest: { method: 'POST', path: '/api/v1/platform/joinPicksContest', auth: 'user', idempotent: true },
  platformJoinContest: { method: 'POST', path: '/api/v1/platform/joinContest', auth: 'user', idempotent: true },
  platformHelp: { method: 'GET', path: '/api/v1/platform/help', auth: 'user' },
  // store (core/api/store.ts)
  productsByCategory: { method: 'GET', path: '/api/v2/game/store/getProductsByCategory', auth: 'user' },
  buyPowerUp: { method: 'POST', path: '/api/v1/game/mpl/platformBuyPowerUp', auth: 'user', idempotent: true },
  powerupTransactions: { method: 'GET', path: '/api/v2/game/store/getPowerupTransaction', auth: 'user' },
  powerupsV2: { method: 'GET', path: '/api/v2/game/store/powerups', auth: 'user' },
  // onboarding (core/api/onboarding.ts)
  tourSeen: { method: 'GET', path: '/api/v1/onboarding/tooltips', auth: 'user' },
  markTourSeen: { method: 'POST', path: '/api/v1/onboarding/tooltips', auth: 'user', idempotent: true },
  settingsBody: { method: 'GET', path: '/api/v1/setting/getSettingsBody', auth: 'user' },
  userData: { method: 'GET', path: '/api/v4/utils/getUserData', auth: 'user' },
  whatsNew: { method: 'GET', path: '/api/v1/utils/whatsNew', auth: 'user' },
  // engagement (core/api/engagement.ts)
  dailyGift: { method: 'GET', path: '/api/v1/rewards/dailyGift', auth: 'user' },
  claimDailyGift: { method: 'POST', path: '/api/v1/rewards/dailyGift/claim', auth: 'user', idempotent: true },
  offers: { method: 'GET', path: '/api/v1/rewards/offers', auth: 'user' },
  activityCentre: { method: 'GET', path: '/api/v1/user/activityCentre', auth: 'user' },
  // accounts (core/api/auth.ts)
  createAccount: { method: 'POST', path: '/api/v1/user/createAccount', auth: 'user' },
  resendOtp: { method: 'POST', path: '/api/v1/user/resendOtp', auth: 'user' },
  verifyAccount: { method: 'POST', path: '/api/v1/user/verifyAccount', auth: 'user' },
  socialProviders: { method: 'GET', path: '/api/v3/user/socialProviders', auth: 'none' },
  socialLogin: { method: 'POST', path: '/api/v3/user/login', auth: 'none' },
  // profile and responsible play (core/api/profile.ts)
  profile: { method: 'GET', path: '/api/v1/user/profile', auth: 'user' },
  updateProfile: { method: 'POST', path: '/api/v4/utils/updateProfile', auth: 'user', idempotent: true },
  uploadPhoto: { method: 'POST', path: '/api/v1/user/profile/photo', auth: 'user', idempotent: true },
  updateEmail: { method: 'POST', path: '/api/v1/user/profile/email', auth: 'user', idempotent: true },
  changePassword: { method: 'POST', path: '/api/v1/user/profile/password', auth: 'user' },
  playLimits: { method: 'GET', path: '/api/v1/user/playLimits', auth: 'user' },
  playDetails: { method: 'POST', path: '/api/v1/user/playDetails', auth: 'user', idempotent: true },
  setDepositLimits: { method: 'POST', path: '/api/v1/user/playLimits/deposit', auth: 'user', idempotent: true },
  coolOff: { method: 'POST', path: '/api/v1/user/playLimits/coolOff', auth: 'user', idempotent: true },
  selfExclude: { method: 'POST', path: '/api/v1/user/playLimits/selfExclude', auth: 'user', idempotent: true },
  // referral (core/api/referral.ts)
  referralScreen: { method: 'GET', path: '/api/v2/game/getReferralScreen', auth: 'user' },
  referralTransactions: { method: 'GET', path: '/api/v2/game/referralTransactions', auth: 'user' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

/** The same contest data is also served at these paths (docs/product.md §7: v4 and v5 variants exist). */
export const CONTEST_DATA_ALIAS_PATHS = ['/api/v4/utils/getContestData', '/api/v5/utils/getContestData'] as const;
