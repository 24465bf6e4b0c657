import type * as contracts from './index';
import type { BodyOf, DataOf, QueryOf, RouteDef } from './route';
import { ROUTES, type RouteName, type RouteSpec } from './routes';

/**
 * The route table (core/api/routes.ts) as the PWA calls it: each entry typed with its contract's
 * query, body and data types, without loading zod (`import type` is erased at build time, so the
 * home route stays small). Nothing here repeats a method, path or auth.
 */
export interface ApiPath<Q = unknown, B = unknown, R = unknown> extends RouteSpec {
  /** never set at runtime; carries the types */
  readonly __types?: { query: Q; body: B; data: R };
}

/** The typed twin of a contract's RouteDef. */
export type PathOf<T extends RouteDef> = ApiPath<QueryOf<T>, BodyOf<T>, DataOf<T>>;

type ContractOf<N extends RouteName> = (typeof contracts)[`${N}Route`];

/** Every route, typed by its contract. */
export const API: { readonly [N in RouteName]: PathOf<ContractOf<N>> } = ROUTES;

/** The names the PWA's feature code calls them by. */
export const {
  authToken: authTokenPath,
  phoneLogin: phoneLoginPath,
  logout: logoutPath,
  setLanguage: setLanguagePath,
  challengeList: challengeListPath,
  slides: slidesPath,
  tabCounters: tabCountersPath,
  serverTime: serverTimePath,
  health: healthPath,
  userWallet: userWalletPath,
  getUserWallet: getUserWalletPath,
  getUserTransactions: getUserTransactionsPath,
  addMoney: addMoneyPath,
  getOrderStatus: getOrderStatusPath,
  paymentInfo: paymentInfoPath,
  addBankBeneficiary: addBankBeneficiaryPath,
  withdraw: withdrawPath,
  dynamicWithdrawal: dynamicWithdrawalPath,
  kycStatus: kycStatusPath,
  kycUpload: kycUploadPath,
  kycDocument: kycDocumentPath,
  questions: questionsPath,
  answerInBulk: answerInBulkPath,
  poll: pollPath,
  joinPseudoContest: joinPseudoContestPath,
  mySets: mySetsPath,
  powerupTransferStats: powerupTransferStatsPath,
  transferFromBank: transferFromBankPath,
  contestData: contestDataPath,
  contestFilters: contestFiltersPath,
  rewards: rewardsPath,
  contestRules: contestRulesPath,
  contestRooms: contestRoomsPath,
  userStats: userStatsPath,
  joinGuide: joinGuidePath,
  roomLeaderboard: roomLeaderboardPath,
  settlementReport: settlementReportPath,
  saveTeam: saveTeamPath,
  getTeam: getTeamPath,
  squad: squadPath,
  playerInfo: playerInfoPath,
  teamPoints: teamPointsPath,
  roomTeam: roomTeamPath,
  switchTeam: switchTeamPath,
  opsMe: opsMePath,
  opsMatches: opsMatchesPath,
  opsQuestions: opsQuestionsPath,
  opsResolveQuestion: opsResolveQuestionPath,
  opsVoidQuestion: opsVoidQuestionPath,
  opsAbandonMatch: opsAbandonMatchPath,
  opsFinalizeMatch: opsFinalizeMatchPath,
  opsReport: opsReportPath,
  opsAudit: opsAuditPath,
  inPlay: inPlayPath,
  completed: completedPath,
  timeline: timelinePath,
  inplayMatches: inplayMatchesPath,
  matchCentre: matchCentrePath,
  liveStream: liveStreamPath,
  results: resultsPath,
  playerMatchResult: playerMatchResultPath,
  playerProfile: playerProfilePath,
  checkPopup: checkPopupPath,
  requestJoin: requestJoinPath,
  verifyJoinContest: verifyJoinContestPath,
  queueTeamJoin: queueTeamJoinPath,
  verifyTeamJoin: verifyTeamJoinPath,
  hostLaunchers: hostLaunchersPath,
  hostSession: hostSessionPath,
  mplWalletBalance: mplWalletBalancePath,
  platformHelp: platformHelpPath,
  productsByCategory: productsByCategoryPath,
  buyPowerUp: buyPowerUpPath,
  powerupTransactions: powerupTransactionsPath,
  powerupsV2: powerupsV2Path,
  tourSeen: tourSeenPath,
  markTourSeen: markTourSeenPath,
  settingsBody: settingsBodyPath,
  userData: userDataPath,
  whatsNew: whatsNewPath,
  dailyGift: dailyGiftPath,
  claimDailyGift: claimDailyGiftPath,
  offers: offersPath,
  activityCentre: activityCentrePath,
  createAccount: createAccountPath,
  resendOtp: resendOtpPath,
  verifyAccount: verifyAccountPath,
  socialProviders: socialProvidersPath,
  socialLogin: socialLoginPath,
  profile: profilePath,
  updateProfile: updateProfilePath,
  uploadPhoto: uploadPhotoPath,
  updateEmail: updateEmailPath,
  changePassword: changePasswordPath,
  playLimits: playLimitsPath,
  playDetails: playDetailsPath,
  setDepositLimits: setDepositLimitsPath,
  coolOff: coolOffPath,
  selfExclude: selfExcludePath,
  referralScreen: referralScreenPath,
  referralTransactions: referralTransactionsPath,
} = API;
