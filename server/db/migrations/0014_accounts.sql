CREATE TABLE "otp_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"password_hash" text NOT NULL,
	"state" text,
	"date_of_birth" text,
	"referrer_user_id" bigint
);
--> statement-breakpoint
CREATE TABLE "play_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"state" text,
	"date_of_birth" text,
	"daily_limit_paise" bigint,
	"monthly_limit_paise" bigint,
	"pending_limits" jsonb,
	"cool_off_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_user_id" bigint PRIMARY KEY NOT NULL,
	"referrer_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"void_reason" text,
	"rewarded_at" timestamp with time zone,
	"reward_paise" bigint,
	"referee_phone" text,
	"referee_pan" text,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('pending', 'rewarded', 'void')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_user_id" <> "referrals"."referee_user_id")
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "user_photos" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"email" text,
	"avatar" text,
	"photo_version" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_settings" ADD CONSTRAINT "play_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_user_id_users_id_fk" FOREIGN KEY ("referee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_rewarded_phone_key" ON "referrals" USING btree ("referee_phone") WHERE "referrals"."status" = 'rewarded';--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_rewarded_pan_key" ON "referrals" USING btree ("referee_pan") WHERE "referrals"."status" = 'rewarded' and "referrals"."referee_pan" is not null;--> statement-breakpoint
CREATE INDEX "social_identities_user_idx" ON "social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_email_lower_key" ON "user_profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_nick_lower_key" ON "users" USING btree (lower("nick"));