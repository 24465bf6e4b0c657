CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gaid" text,
	"phone" text,
	"password_hash" text,
	"nick" text,
	"language" text DEFAULT 'en' NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_gaid_unique" UNIQUE("gaid"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_nick_unique" UNIQUE("nick"),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"http_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"bucket" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_user_bucket_key" UNIQUE NULLS NOT DISTINCT("user_id","bucket"),
	CONSTRAINT "ledger_accounts_user_balance_nonneg" CHECK ("ledger_accounts"."user_id" IS NULL OR "ledger_accounts"."balance_paise" >= 0),
	CONSTRAINT "ledger_accounts_user_bucket_check" CHECK ("ledger_accounts"."user_id" IS NULL OR "ledger_accounts"."bucket" in ('deposit', 'promo', 'winnings'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"target" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_matches" (
	"challenge_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "challenge_matches_challenge_id_match_id_pk" PRIMARY KEY("challenge_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"challenge_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_mode" text NOT NULL,
	"sports_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"prize_money_paise" bigint DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"lineup_announced" boolean DEFAULT false NOT NULL,
	"is_single_party" boolean DEFAULT false NOT NULL,
	"single_party_img_url" text,
	"category_tab" text DEFAULT 'all' NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	CONSTRAINT "challenges_game_mode_check" CHECK ("challenges"."game_mode" in ('prediction', 'nostra11')),
	CONSTRAINT "challenges_status_check" CHECK ("challenges"."status" in ('upcoming', 'open', 'live', 'completed', 'cancelled')),
	CONSTRAINT "challenges_prize_nonneg_check" CHECK ("challenges"."prize_money_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_parties" (
	"match_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"party_name" text NOT NULL,
	"party_img_url" text NOT NULL,
	CONSTRAINT "match_parties_match_id_position_pk" PRIMARY KEY("match_id","position")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"sports_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('scheduled', 'live', 'completed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"sports_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"img_url" text NOT NULL,
	"unselected_img_url" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sports_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_matches" ADD CONSTRAINT "challenge_matches_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_matches" ADD CONSTRAINT "challenge_matches_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_sports_id_sports_sports_id_fk" FOREIGN KEY ("sports_id") REFERENCES "public"."sports"("sports_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_parties" ADD CONSTRAINT "match_parties_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sports_id_sports_sports_id_fk" FOREIGN KEY ("sports_id") REFERENCES "public"."sports"("sports_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("tournament_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sports_id_sports_sports_id_fk" FOREIGN KEY ("sports_id") REFERENCES "public"."sports"("sports_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_matches_match_idx" ON "challenge_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "challenges_status_start_time_idx" ON "challenges" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "matches_start_time_idx" ON "matches" USING btree ("start_time");