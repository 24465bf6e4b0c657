import { z } from 'zod';
import { AVATAR_IDS, PROFILE_STATUS } from '../rules/profile';
import { COOL_OFF_PERIODS, SELF_EXCLUSION_MONTHS, STATE_CODES } from '../rules/responsiblePlay';
import { defineRoute, epochMs } from './route';
import { ROUTES } from './routes';

/**
 * The player's own profile (docs/product.md §3 profile, user stats; §4 profile update statuses; §5 nick,
 * email and password texts) and the responsible-play settings (MONEY_MODE=real).
 */

export { PROFILE_STATUS };

const avatarSchema = z.enum(AVATAR_IDS);
const stateSchema = z.enum(STATE_CODES);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');
/** A deposit limit in whole rupees; null = no limit. */
const limitRupees = z.number().int().min(1).max(10_000_000).nullable();

export const profileSchema = z.object({
  user_id: z.number().int(),
  user_nick: z.string().nullable(),
  /** a URL: the uploaded photo or the chosen avatar; null = neither */
  user_photo: z.string().nullable(),
  avatar: avatarSchema.nullable(),
  email: z.string().nullable(),
  /** masked (98•••••210); null until a phone is verified */
  phone: z.string().nullable(),
  mobile_verified: z.boolean(),
  /** no verified phone yet: the profile offers "Create account" */
  is_guest: z.boolean(),
  has_password: z.boolean(),
  stats: z.object({
    count_contests_joined: z.number().int(),
    count_paid_contests_joined: z.number().int(),
    count_won: z.number().int(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileRoute = defineRoute({
  ...ROUTES.profile,
  summary: "The player's own profile: nickname, photo or avatar, email, phone and stats (joined, paid joined, won)",
  data: profileSchema,
});

export const updateProfileRoute = defineRoute({
  ...ROUTES.updateProfile,
  summary: "Change the nickname and/or the avatar; status 41 accepted, else 422 with data.status 42 ('Nick cannot be empty!', 'Nick already exists!')",
  body: z.object({
    /** checked by core/rules/profile nickProblem, so '' reaches the handler and gets the spec's text */
    user_nick: z.string().max(64),
    /** an avatar id; null removes the photo and the avatar; absent leaves them */
    user_photo: avatarSchema.nullable().optional(),
  }),
  data: z.object({
    status: z.literal(PROFILE_STATUS.accepted),
    user_nick: z.string(),
    user_photo: z.string().nullable(),
  }),
});

export const uploadPhotoRoute = defineRoute({
  ...ROUTES.uploadPhoto,
  summary: 'Upload a profile photo (multipart/form-data: photo): JPEG, PNG or WebP by content, at most 5 MB, stored as 256×256 WebP',
  data: z.object({ user_photo: z.string() }),
});

export const updateEmailRoute = defineRoute({
  ...ROUTES.updateEmail,
  summary: "Change the email ('Email cannot be empty!', 'Email is already registered!')",
  body: z.object({ email: z.string().max(320) }),
  data: z.object({ email: z.string() }),
});

export const changePasswordRoute = defineRoute({
  ...ROUTES.changePassword,
  summary: 'Change the password: the current one (throttled like login), a valid new one and its confirmation',
  body: z.object({
    old_password: z.string().max(128),
    new_password: z.string().max(128),
    confirm_password: z.string().max(128),
  }),
  data: z.object({ changed: z.literal(true) }),
});

// ---------------------------------------------------------------------------
// Responsible play
// ---------------------------------------------------------------------------

export const playLimitsSchema = z.object({
  money_mode: z.enum(['real', 'social']),
  state: stateSchema.nullable(),
  date_of_birth: z.string().nullable(),
  /** paid play needs a declared state (and, to join, a date of birth) */
  declaration_required: z.boolean(),
  banned_states: z.array(stateSchema),
  /** rupees; null = no limit */
  daily_limit: z.number().nullable(),
  monthly_limit: z.number().nullable(),
  /** raised limits waiting for their 24 h delay */
  pending: z
    .object({ daily_limit: z.number().nullable().optional(), monthly_limit: z.number().nullable().optional(), effective_at: epochMs })
    .nullable(),
  /** rupees of add-money orders (not failed) this IST day / month */
  deposited_today: z.number(),
  deposited_this_month: z.number(),
  cool_off_until: epochMs.nullable(),
  excluded_until: epochMs.nullable(),
  /** may this player join a paid contest now, and if not why (a play refusal code) */
  paid_play: z.object({ allowed: z.boolean(), code: z.string().optional(), message: z.string().optional() }),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;

export const playLimitsRoute = defineRoute({
  ...ROUTES.playLimits,
  summary: 'Responsible play: declared state and date of birth, deposit limits, break and self-exclusion',
  data: playLimitsSchema,
});

export const playDetailsRoute = defineRoute({
  ...ROUTES.playDetails,
  summary: 'Declare the state lived in and/or the date of birth (the date of birth only once)',
  body: z
    .object({ state: stateSchema.optional(), date_of_birth: isoDate.optional() })
    .refine((b) => b.state !== undefined || b.date_of_birth !== undefined, 'Give a state or a date of birth'),
  data: playLimitsSchema,
});

export const setDepositLimitsRoute = defineRoute({
  ...ROUTES.setDepositLimits,
  summary: 'Set the daily and monthly deposit limits (rupees; null = none): lower ones apply at once, higher ones after 24 h',
  body: z.object({ daily_limit: limitRupees, monthly_limit: limitRupees }),
  data: playLimitsSchema,
});

export const coolOffRoute = defineRoute({
  ...ROUTES.coolOff,
  summary: 'Take a break from paid play (24 h, 7 d or 30 d): no deposits or paid joins until it ends',
  body: z.object({ period: z.enum(Object.keys(COOL_OFF_PERIODS) as [keyof typeof COOL_OFF_PERIODS, ...(keyof typeof COOL_OFF_PERIODS)[]]) }),
  data: playLimitsSchema,
});

export const selfExcludeRoute = defineRoute({
  ...ROUTES.selfExclude,
  summary: 'Exclude oneself from paid play for 6, 12 or 24 months (cannot be lifted early)',
  body: z.object({ months: z.union(SELF_EXCLUSION_MONTHS.map((m) => z.literal(m)) as [z.ZodLiteral<6>, z.ZodLiteral<12>, z.ZodLiteral<24>]) }),
  data: playLimitsSchema,
});
