import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rule of docs/architecture.md, "Errors the player sees", kept in one place: every call that opts out of the
 * '500 Error' popup (`handleErrors: true` or `'refusals'`) either shows its failure through the one error text
 * (src/lib/errorText.ts, src/app/InlineError.tsx) in its own file, hands its result to screens that do, is a quiet
 * background call (no text at all, and silent: no loading overlay), or is worded by docs/product.md itself.
 * A new opt-out has to be put in one of these lists — which is the point.
 */
const root = join(import.meta.dirname, '..', '..');

/** Quiet background calls: probes, syncs, prefetches and best-effort writes the player never asked for. */
const QUIET: Record<string, string> = {
  'src/lib/serverTime.ts': 'the server clock sync',
  'src/lib/moneyMode.ts': 'the money-mode probe (health)',
  'src/features/wallet/store.ts': 'the wallet balance refresh',
  'src/features/results/rewardPopup.ts': 'the reward popup check',
  'src/features/onboarding/useSupport.ts': 'the support links (settings)',
  'src/features/onboarding/tour/runtime.ts': "the tour's seen steps, read and saved",
  'src/features/profile/screens/LanguageScreen.tsx': 'the language sent to the server (saved on the device already)',
  'src/features/challenges/api.ts': "home's banners",
};

/** Modules whose calls come back to screens: each screen listed shows the failure through the one error text. */
const PASS_THROUGH: Record<string, readonly string[]> = {
  'src/features/auth/api.ts': ['src/features/auth/screens/LandingScreen.tsx'],
  'src/features/auth/accountApi.ts': ['src/features/auth/failureText.ts', 'src/features/auth/screens/SocialSignInScreen.tsx'],
  'src/features/contests/api.ts': [
    'src/features/contests/screens/ContestsScreen.tsx',
    'src/features/contests/screens/ContestDetailsNewScreen.tsx',
    'src/features/teams/screens/ChooseTeamScreen.tsx',
    'src/features/teams/screens/ContestDetailScreen.tsx',
  ],
  'src/features/engagement/api.ts': [
    'src/features/engagement/useClaimGift.ts',
    'src/features/engagement/screens/OffersScreen.tsx',
    'src/features/engagement/screens/ActivityCentreScreen.tsx',
  ],
  'src/features/ops/api.ts': ['src/features/ops/screens/OpsScreen.tsx'],
  'src/features/picks/api.ts': ['src/features/picks/components/PickSetEditorScreen.tsx', 'src/features/picks/components/CopyFromSet.tsx'],
  'src/features/powerups/api.ts': [
    'src/features/powerups/components/PowerupBankOverlay.tsx',
    'src/features/powerups/screens/PowerUpBankScreen.tsx',
    'src/features/powerups/components/BankTransfer.tsx',
    'src/features/picks/components/PickSetEditorScreen.tsx',
  ],
  'src/features/profile/api.ts': [
    'src/features/profile/screens/ProfileScreen.tsx',
    'src/features/profile/screens/EditProfileScreen.tsx',
    'src/features/profile/screens/EditAccountScreen.tsx',
    'src/features/profile/screens/ResponsiblePlayScreen.tsx',
    'src/features/profile/useNickSave.ts',
    'src/features/profile/components/ChooseAvatarPopup.tsx',
    'src/features/profile/components/HelpTopics.tsx',
  ],
  'src/features/referral/api.ts': ['src/features/referral/screens/ReferralScreen.tsx', 'src/features/referral/screens/ReferralTransactionsScreen.tsx'],
  'src/features/store/api.ts': [
    'src/features/store/usePurchase.ts',
    'src/features/store/screens/StoreScreen.tsx',
    'src/features/store/screens/PowerupsV2Screen.tsx',
    'src/features/store/screens/PowerupHistoryScreen.tsx',
  ],
  'src/features/teams/api.ts': [
    'src/features/teams/components/ScreenState.tsx',
    'src/features/teams/screens/PreviewScreen.tsx',
    'src/features/teams/screens/CompareScreen.tsx',
    'src/features/teams/screens/PlayerInfoScreen.tsx',
    'src/features/teams/screens/ContestDetailScreen.tsx',
    'src/features/teams/screens/EditSwitchTeamScreen.tsx',
  ],
  'src/features/wallet/api.ts': [
    'src/features/wallet/logic/payoutForms.ts',
    'src/features/wallet/screens/AddOrEditDetailsScreen.tsx',
    'src/features/wallet/screens/PaymentModeScreen.tsx',
    'src/features/wallet/screens/UpdateKycScreen.tsx',
    'src/features/wallet/components/KycDocumentView.tsx',
    'src/features/wallet/screens/WithdrawMoneyScreen.tsx',
    'src/features/wallet/screens/WithdrawDetailsScreen.tsx',
    'src/features/wallet/screens/TranxHistoryScreen.tsx',
  ],
  'src/lib/cachedRead.ts': ['src/features/results/components/LastUpdated.tsx', 'src/features/results/components/ChallengeResult.tsx'],
};

/** Worded by docs/product.md (or a screen of their own), not by the generic text. */
const SPEC_WORDED: Record<string, string> = {
  'src/features/contests/machines/joinActors.ts': "docs/product.md §4, §8: the join machines' modals and snackbars, 'Something went wrong!!!'",
  'src/lib/host-bridge.ts': "the launcher sign-in: the launch screen's own text (auth:host.failed)",
};

const HELPER = /(lib|app)\/(errorText|InlineError)'/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(relative(root, path));
  }
  return out;
}

/** The code lines (not comments) that opt out of the popup. */
function optOuts(file: string): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /handleErrors: (true|'refusals')/.test(line));
}

const usesHelper = (file: string) => HELPER.test(readFileSync(join(root, file), 'utf8'));
const sites = sourceFiles(join(root, 'src')).filter((f) => optOuts(f).length > 0);

describe('errors the player sees: one rule (docs/architecture.md)', () => {
  it('finds the opt-outs it guards', () => {
    expect(sites.length).toBeGreaterThan(20);
  });

  it('every call that opts out of the popup is shown through the error text, handed to screens that do, quiet, or worded by the spec', () => {
    const unruled = sites.filter((f) => !usesHelper(f) && !(f in QUIET) && !(f in PASS_THROUGH) && !(f in SPEC_WORDED));
    expect(unruled).toEqual([]);
  });

  it('quiet background calls are silent too (no loading overlay), and a quiet module says nothing', () => {
    for (const file of Object.keys(QUIET)) {
      expect({ file, notSilent: optOuts(file).filter((line) => !line.includes('silent: true')) }).toEqual({ file, notSilent: [] });
      expect({ file, helper: usesHelper(file) }).toEqual({ file, helper: false });
    }
  });

  it("every screen a module hands its failures to uses the one error text (src/lib/errorText.ts or src/app/InlineError.tsx)", () => {
    const without = Object.values(PASS_THROUGH)
      .flat()
      .filter((f) => !usesHelper(f));
    expect(without).toEqual([]);
  });

  it('the lists hold no stale entries', () => {
    const listed = [...Object.keys(QUIET), ...Object.keys(PASS_THROUGH), ...Object.keys(SPEC_WORDED)];
    expect(listed.filter((f) => !sites.includes(f))).toEqual([]);
  });
});
