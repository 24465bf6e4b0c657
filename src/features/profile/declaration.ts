import { missingDeclaration as missingOf, paidPlayRefusal, type MissingDeclaration, type PlayRefusal } from '../../../core/rules/responsiblePlay';
import { fetchPlayLimits, type PlayLimits } from './api';

/**
 * Responsible play's declaration (ADR 016) where paid play needs it: what a player still has to declare before a
 * deposit (the state) or a paid join (the state and the date of birth), and whether what they declared lets them
 * go on. The rules are core's (paidPlayRefusal); the facts are the server's reply (GET/POST playLimits/playDetails).
 */
export type PaidPlayPurpose = 'deposit' | 'join';

/**
 * The fields this player must still fill in before `purpose` (none when the server does not ask: social mode, or the
 * declaration switched off): core's rule (missingDeclaration) on the server's facts.
 */
export function missingDeclaration(view: PlayLimits, purpose: PaidPlayPurpose): MissingDeclaration {
  return missingOf(
    { state: view.state, dateOfBirth: view.date_of_birth },
    { declarationRequired: view.money_mode === 'real' && view.declaration_required },
    purpose,
  );
}

/** Whether the server's view of this player refuses `purpose` now (a banned state, under 18, a break…): core's decision on the server's facts. */
export function paidPlayRefusalOf(view: PlayLimits, purpose: PaidPlayPurpose, nowMs: number): PlayRefusal | null {
  if (view.money_mode !== 'real') return null;
  return paidPlayRefusal(
    { state: view.state, dateOfBirth: view.date_of_birth, coolOffUntilMs: view.cool_off_until, excludedUntilMs: view.excluded_until },
    { bannedStates: view.banned_states, declarationRequired: view.declaration_required },
    purpose,
    nowMs,
  );
}

/**
 * Up front (before the payment step): true when this player has something to declare for `purpose`, null when it
 * cannot be told (offline, an error): then the server's refusal of the action itself opens the sheet.
 */
export async function declarationNeeded(purpose: PaidPlayPurpose): Promise<boolean | null> {
  const res = await fetchPlayLimits({ silent: true });
  if (!res.ok) return null;
  const missing = missingDeclaration(res.data, purpose);
  return missing.state || missing.dob;
}
