/**
 * Responsible play and the law (MONEY_MODE=real): where a player may play for money, from what
 * age, and the limits a player sets on themselves. Pure: the server reads the player's settings
 * and asks these functions; the PWA uses the same ones to explain and to pre-check forms.
 *
 * - States: the player declares their state (at signup, or when first paying); paid play is
 *   refused in the states of the configured list (server/config.ts BANNED_STATES, default
 *   DEFAULT_BANNED_STATES below).
 * - Age: 18+ (core/rules/kyc KYC_MIN_AGE), from the declared date of birth or the verified KYC one.
 * - Deposit limits per IST day and IST calendar month: a lower limit applies at once, a higher one
 *   (or removing a limit) only after LIMIT_RAISE_DELAY_MS.
 * - Cool-off (24 h, 7 d, 30 d) and self-exclusion (6, 12 or 24 months): no deposits and no paid
 *   joins until they end; neither can be shortened or lifted early.
 */
import { isAdultOn, istDate, parseIsoDate } from './kyc';

/** India's states and union territories (two-letter codes as on vehicle registrations, with OD for Odisha and TS for Telangana). */
export const STATE_CODES = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CG', 'DH', 'DL', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA',
  'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'PB', 'PY', 'RJ', 'SK', 'TN', 'TS', 'TR', 'UK', 'UP', 'WB',
] as const;
export type StateCode = (typeof STATE_CODES)[number];

export function isStateCode(value: string): value is StateCode {
  return (STATE_CODES as readonly string[]).includes(value);
}

/**
 * The default list of states where paid fantasy and prediction play is refused: Andhra Pradesh,
 * Assam, Nagaland, Odisha, Sikkim and Telangana — the "restricted states" that Indian fantasy-sports
 * operators commonly exclude in their terms (state gaming laws ban or license online games of skill
 * played for stakes there). It is a starting point, not legal advice: the operator sets its own list
 * in configuration (BANNED_STATES), and India's Online Gaming Act of 2025 is why MONEY_MODE=social exists.
 */
export const DEFAULT_BANNED_STATES: readonly StateCode[] = ['AP', 'AS', 'NL', 'OD', 'SK', 'TS'];

export const PLAY_REFUSAL_CODES = [
  'SELF_EXCLUDED',
  'COOL_OFF_ACTIVE',
  'STATE_REQUIRED',
  'STATE_BANNED',
  'DOB_REQUIRED',
  'UNDER_AGE',
  'DEPOSIT_LIMIT_EXCEEDED',
] as const;
export type PlayRefusalCode = (typeof PLAY_REFUSAL_CODES)[number];

/** Codes of the responsible-play settings forms (core/errors.ts spreads them too). */
export const PLAY_SETTINGS_ERROR_CODES = ['LIMITS_INCONSISTENT', 'DOB_ALREADY_SET'] as const;

export function isPlayRefusalCode(code: string): code is PlayRefusalCode {
  return (PLAY_REFUSAL_CODES as readonly string[]).includes(code);
}

/** The refusals a player ends by declaring a state or a date of birth (the PWA asks for it there and then). */
export const DECLARATION_REFUSAL_CODES = ['STATE_REQUIRED', 'DOB_REQUIRED'] as const;
export type DeclarationRefusalCode = (typeof DECLARATION_REFUSAL_CODES)[number];

export function isDeclarationRefusal(code: string | undefined): code is DeclarationRefusalCode {
  return code !== undefined && (DECLARATION_REFUSAL_CODES as readonly string[]).includes(code);
}

/** English texts (the envelope's message); the PWA shows errors:<code> with the same placeholders. */
export const PLAY_MESSAGES: Record<PlayRefusalCode | (typeof PLAY_SETTINGS_ERROR_CODES)[number], string> = {
  SELF_EXCLUDED: 'You have excluded yourself from paid play until {{until}}.',
  COOL_OFF_ACTIVE: 'You are taking a break from paid play until {{until}}.',
  STATE_REQUIRED: 'Tell us the state you live in before playing for money (Profile → Responsible play).',
  STATE_BANNED: 'Playing for money is not allowed in your state. You can still play free contests.',
  DOB_REQUIRED: 'Tell us your date of birth before playing for money (Profile → Responsible play).',
  UNDER_AGE: 'You must be 18 or older to play for money.',
  DEPOSIT_LIMIT_EXCEEDED: 'This is over your {{period}} deposit limit. You can add up to ₹{{remaining}} more.',
  LIMITS_INCONSISTENT: 'The daily limit cannot be more than the monthly limit.',
  DOB_ALREADY_SET: 'Your date of birth is already saved. Contact support to correct it.',
};

export function playMessage(code: keyof typeof PLAY_MESSAGES, params: Record<string, string | number> = {}): string {
  return PLAY_MESSAGES[code].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** What the server knows about a player for these checks. */
export interface PlayerPlayStatus {
  state: StateCode | null;
  /** YYYY-MM-DD declared, or from a verified KYC */
  dateOfBirth: string | null;
  coolOffUntilMs: number | null;
  excludedUntilMs: number | null;
}

export interface PlayPolicy {
  bannedStates: readonly StateCode[];
  /** refuse paid play while the state (and, to join, the date of birth) is not declared */
  declarationRequired: boolean;
}

export interface PlayRefusal {
  code: PlayRefusalCode;
  message: string;
  /** when a break or exclusion ends (epoch ms) */
  untilMs?: number;
}

/** What a player still has to declare: the state (deposit and join), the date of birth (join only). */
export interface MissingDeclaration {
  state: boolean;
  dob: boolean;
}

/**
 * The declaration rule (ADR 016) alone: what this player must still declare before `purpose` (nothing when the
 * policy does not ask for a declaration). paidPlayRefusal refuses with STATE_REQUIRED / DOB_REQUIRED on it, and the
 * PWA asks for these fields up front with the same rule.
 */
export function missingDeclaration(
  status: Pick<PlayerPlayStatus, 'state' | 'dateOfBirth'>,
  policy: Pick<PlayPolicy, 'declarationRequired'>,
  purpose: 'deposit' | 'join',
): MissingDeclaration {
  const asked = policy.declarationRequired;
  return { state: asked && status.state === null, dob: asked && purpose === 'join' && status.dateOfBirth === null };
}

const untilText = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ') + ' IST';

/**
 * Whether this player may put money in ('deposit') or join a paid contest ('join') now.
 * Checked in the order the player can do least about: exclusion, break, state, then age.
 * A deposit does not need the date of birth yet (asked at the first paid join) but is refused
 * when a declared one is under 18.
 */
export function paidPlayRefusal(status: PlayerPlayStatus, policy: PlayPolicy, purpose: 'deposit' | 'join', nowMs: number): PlayRefusal | null {
  if (status.excludedUntilMs !== null && status.excludedUntilMs > nowMs) {
    return { code: 'SELF_EXCLUDED', message: playMessage('SELF_EXCLUDED', { until: untilText(status.excludedUntilMs) }), untilMs: status.excludedUntilMs };
  }
  if (status.coolOffUntilMs !== null && status.coolOffUntilMs > nowMs) {
    return { code: 'COOL_OFF_ACTIVE', message: playMessage('COOL_OFF_ACTIVE', { until: untilText(status.coolOffUntilMs) }), untilMs: status.coolOffUntilMs };
  }
  const missing = missingDeclaration(status, policy, purpose);
  if (missing.state) return { code: 'STATE_REQUIRED', message: PLAY_MESSAGES.STATE_REQUIRED };
  if (status.state !== null && policy.bannedStates.includes(status.state)) {
    return { code: 'STATE_BANNED', message: PLAY_MESSAGES.STATE_BANNED };
  }
  if (missing.dob) return { code: 'DOB_REQUIRED', message: PLAY_MESSAGES.DOB_REQUIRED };
  if (status.dateOfBirth !== null && !isAdultOn(status.dateOfBirth, istDate(nowMs))) {
    return { code: 'UNDER_AGE', message: PLAY_MESSAGES.UNDER_AGE };
  }
  return null;
}

/** A date of birth a person could have: a real date, not in the future, at most 120 years ago. */
export function isPlausibleDateOfBirth(dateOfBirth: string, nowMs: number): boolean {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return false;
  const today = istDate(nowMs);
  return dateOfBirth <= today && Number(today.slice(0, 4)) - dob[0] <= 120;
}

// ---------------------------------------------------------------------------
// Deposit limits
// ---------------------------------------------------------------------------

/** null = no limit. Paise. */
export interface DepositLimits {
  dailyPaise: number | null;
  monthlyPaise: number | null;
}

/** Raised limits waiting for their delay; only the fields being raised are present. */
export interface PendingLimits {
  dailyPaise?: number | null;
  monthlyPaise?: number | null;
  effectiveAtMs: number;
}

/** A raised limit (or a removed one) takes effect this long after it was asked for. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

const asCap = (limit: number | null) => (limit === null ? Number.POSITIVE_INFINITY : limit);

/** The limits in force at `nowMs`: the current ones, with a pending raise applied once it is due. */
export function effectiveLimits(current: DepositLimits, pending: PendingLimits | null, nowMs: number): DepositLimits {
  if (!pending || nowMs < pending.effectiveAtMs) return current;
  return {
    dailyPaise: pending.dailyPaise !== undefined ? pending.dailyPaise : current.dailyPaise,
    monthlyPaise: pending.monthlyPaise !== undefined ? pending.monthlyPaise : current.monthlyPaise,
  };
}

/**
 * A change of limits asked for at `nowMs`, from the limits in force: each field that goes down
 * (or stays) applies at once; each that goes up, or is removed, waits LIMIT_RAISE_DELAY_MS. A new
 * request replaces any raise still waiting (so lowering again cancels a pending raise).
 */
export function planLimitChange(inForce: DepositLimits, requested: DepositLimits, nowMs: number): { current: DepositLimits; pending: PendingLimits | null } {
  const current: DepositLimits = { ...inForce };
  const pending: PendingLimits = { effectiveAtMs: nowMs + LIMIT_RAISE_DELAY_MS };
  for (const field of ['dailyPaise', 'monthlyPaise'] as const) {
    if (asCap(requested[field]) <= asCap(inForce[field])) current[field] = requested[field];
    else pending[field] = requested[field];
  }
  const waiting = pending.dailyPaise !== undefined || pending.monthlyPaise !== undefined;
  return { current, pending: waiting ? pending : null };
}

/** A daily limit above the monthly one can never be reached: refused. */
export function limitsConsistent(limits: DepositLimits): boolean {
  return limits.dailyPaise === null || limits.monthlyPaise === null || limits.dailyPaise <= limits.monthlyPaise;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The start (epoch ms) of the IST calendar day and month that contain `nowMs`. */
export function istPeriodStarts(nowMs: number): { dayStartMs: number; monthStartMs: number } {
  const ist = new Date(nowMs + IST_OFFSET_MS);
  const dayStartMs = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS;
  const monthStartMs = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS;
  return { dayStartMs, monthStartMs };
}

/**
 * Whether a deposit of `amountPaise` fits the limits, given what was already deposited (orders
 * created and not failed) this IST day and month. The refusal names the tighter period.
 */
export function depositLimitRefusal(args: {
  amountPaise: number;
  depositedTodayPaise: number;
  depositedThisMonthPaise: number;
  limits: DepositLimits;
}): (PlayRefusal & { period: 'daily' | 'monthly'; remainingPaise: number }) | null {
  const dayLeft = asCap(args.limits.dailyPaise) - args.depositedTodayPaise;
  const monthLeft = asCap(args.limits.monthlyPaise) - args.depositedThisMonthPaise;
  const period = dayLeft <= monthLeft ? 'daily' : 'monthly';
  const remaining = Math.max(0, Math.min(dayLeft, monthLeft));
  if (args.amountPaise <= remaining) return null;
  return {
    code: 'DEPOSIT_LIMIT_EXCEEDED',
    period,
    remainingPaise: remaining,
    message: playMessage('DEPOSIT_LIMIT_EXCEEDED', { period, remaining: (remaining / 100).toFixed(2) }),
  };
}

// ---------------------------------------------------------------------------
// Breaks
// ---------------------------------------------------------------------------

export const COOL_OFF_PERIODS = { '24h': 24 * 60 * 60 * 1000, '7d': 7 * 24 * 60 * 60 * 1000, '30d': 30 * 24 * 60 * 60 * 1000 } as const;
export type CoolOffPeriod = keyof typeof COOL_OFF_PERIODS;

export const SELF_EXCLUSION_MONTHS = [6, 12, 24] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

/** A break ends at the later of the one running and the one asked for: never shortened. */
export function breakUntil(runningUntilMs: number | null, startMs: number, lengthMs: number): number {
  return Math.max(runningUntilMs ?? 0, startMs + lengthMs);
}

/** The end of a self-exclusion of `months` calendar months (UTC), never before one already running. */
export function exclusionUntil(runningUntilMs: number | null, nowMs: number, months: SelfExclusionMonths): number {
  const d = new Date(nowMs);
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return Math.max(runningUntilMs ?? 0, end);
}
