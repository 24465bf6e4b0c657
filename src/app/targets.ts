/**
 * The spec's named navigation targets (docs/product.md §2) → URL, and their back-navigation
 * parents. Every target is a feature's screen or an alias of one (FeatureRoutes.tsx; routes.test.tsx checks it).
 */
export interface Target {
  path: string;
  /** key in common:screens.* */
  titleKey: string;
}

export const TARGETS: Record<string, Target> = {
  new: { path: '/new', titleKey: 'footer.home' },
  home: { path: '/home', titleKey: 'screens.home' },
  inplay: { path: '/mymatches', titleKey: 'screens.myMatches' },
  completed: { path: '/mymatches', titleKey: 'screens.myMatches' },
  login: { path: '/thankyou', titleKey: 'appName' },
  ChooseLAng: { path: '/language', titleKey: 'screens.profile' },
  profile: { path: '/profile', titleKey: 'screens.profile' },
  wallet: { path: '/wallet', titleKey: 'screens.wallet' },
  contests: { path: '/contests', titleKey: 'screens.contests' },
  contestDetails: { path: '/contestDetail', titleKey: 'screens.contestDetail' },
  choosePicks: { path: '/choosePicks', titleKey: 'screens.choosePicks' },
  store: { path: '/store', titleKey: 'screens.store' },
  newMatches: { path: '/newMatches', titleKey: 'screens.newMatches' },
  addMoney: { path: '/addMoney', titleKey: 'screens.addMoney' },
  withdrawMoney: { path: '/withdrawMoney', titleKey: 'screens.withdrawMoney' },
  tranxHistory: { path: '/tranxHistory', titleKey: 'screens.tranxHistory' },
  addOrEditDetails: { path: '/addOrEditDetails', titleKey: 'screens.addOrEditDetails' },
  addPaytmDetails: { path: '/addPaytmDetails', titleKey: 'screens.addPaytmDetails' },
  addBankDetails: { path: '/addBankDetails', titleKey: 'screens.addBankDetails' },
  withdrawDetails: { path: '/withdrawDetails', titleKey: 'screens.withdrawDetails' },
  paymentMode: { path: '/paymentMode', titleKey: 'screens.paymentMode' },
  editAccount: { path: '/editAccount', titleKey: 'screens.editAccount' },
  editProfile: { path: '/editProfile', titleKey: 'screens.editProfile' },
  results: { path: '/results', titleKey: 'screens.results' },
  contestDetailsNew: { path: '/contestDetailsNew', titleKey: 'screens.contestDetailsNew' },
  contestDetailsInPlay: { path: '/contestDetailsInPlay', titleKey: 'screens.contestDetailsInPlay' },
  contestDetailsCompleted: { path: '/contestDetailsCompleted', titleKey: 'screens.contestDetailsCompleted' },
  contests2: { path: '/contests2', titleKey: 'screens.contests2' },
  choosePicks2: { path: '/choosePicks2', titleKey: 'screens.choosePicks2' },
  LowBalance: { path: '/LowBalance', titleKey: 'screens.lowBalance' },
  lowBalanceP: { path: '/lowBalanceP', titleKey: 'screens.lowBalance' },
  howToUse: { path: '/howToUse', titleKey: 'screens.howToUse' },
  howToPlay: { path: '/howToPlay', titleKey: 'screens.howToPlay' },
  howToPlayNew: { path: '/howToPlayNew', titleKey: 'screens.howToPlay' },
  referral: { path: '/referral', titleKey: 'screens.referral' },
  referralTransactions: { path: '/referralTransactions', titleKey: 'screens.referralTransactions' },
  powerUpBank: { path: '/powerUpBank', titleKey: 'screens.powerUpBank' },
  PowerupHistory: { path: '/PowerupHistory', titleKey: 'screens.powerupHistory' },
  PowerupsV2: { path: '/PowerupsV2', titleKey: 'screens.powerupsV2' },
  updateKYC: { path: '/updateKYC', titleKey: 'screens.updateKyc' },
  matches: { path: '/matches', titleKey: 'screens.matches' },
  play: { path: '/play', titleKey: 'screens.play' },
  verifyAccount: { path: '/verifyAccount', titleKey: 'screens.verifyAccount' },
  createAccount: { path: '/createAccount', titleKey: 'screens.createAccount' },
  Createprofile: { path: '/Createprofile', titleKey: 'screens.createProfile' },
  matchAnswers: { path: '/matchAnswers', titleKey: 'screens.matchAnswers' },
  CompareResults: { path: '/CompareResults', titleKey: 'screens.compareResults' },
  matchCentre: { path: '/match', titleKey: 'screens.matchCentre' },
  EditSwitchSet: { path: '/EditSwitchSet', titleKey: 'screens.editSwitchSet' },
  activityCentre: { path: '/activityCentre', titleKey: 'screens.activityCentre' },
  offers: { path: '/offers', titleKey: 'screens.offers' },
  VerifySocialAccount: { path: '/VerifySocialAccount', titleKey: 'screens.verifySocialAccount' },
};

/** docs/product.md §2 "Back navigation (screen to parent)". */
export const BACK_PARENT: Record<string, string> = {
  newMatches: 'new',
  wallet: 'profile',
  editAccount: 'profile',
  editProfile: 'editAccount',
  addMoney: 'wallet',
  withdrawMoney: 'wallet',
  tranxHistory: 'wallet',
  addOrEditDetails: 'wallet',
  updateKYC: 'wallet',
  addPaytmDetails: 'addOrEditDetails',
  addBankDetails: 'addOrEditDetails',
  withdrawDetails: 'withdrawMoney',
  results: 'contestDetails',
  contestDetailsNew: 'contests',
  contestDetailsInPlay: 'inplay',
  contestDetailsCompleted: 'completed',
  contests: 'new',
  LowBalance: 'contests',
  howToUse: 'powerUpBank',
  referral: 'powerUpBank',
  PowerupHistory: 'powerUpBank',
  store: 'powerUpBank',
  lowBalanceP: 'powerUpBank',
  powerUpBank: 'profile',
  referralTransactions: 'referral',
  matches: 'newMatches',
  matchAnswers: 'newMatches',
  contests2: 'matchAnswers',
  choosePicks2: 'choosePicks',
  verifyAccount: 'createAccount',
  // opened from home's live cards and from my matches: back goes where the player came from, else home
  matchCentre: 'home',
};

/** URL for a named target; addMoney takes the amount as a path segment. */
export function targetPath(name: string, param?: string | number): string {
  const target = TARGETS[name];
  if (!target) return '/new';
  return param === undefined ? target.path : `${target.path}/${encodeURIComponent(String(param))}`;
}

/** Where "back" goes from a named screen: its parent, or home. */
export function backPath(name: string): string {
  const parent = BACK_PARENT[name];
  return parent ? targetPath(parent) : '/new';
}
