CREATE TABLE "pick_rooms" (
	"room_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pick_rooms_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"challenge_id" integer NOT NULL,
	"source_draft_num" smallint,
	"bank_added" jsonb NOT NULL,
	"last_draft_num" smallint DEFAULT 0 NOT NULL,
	"picks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remaining" jsonb NOT NULL,
	"allotted" jsonb NOT NULL,
	"revealed_polls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_sets" (
	"set_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pick_sets_set_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"challenge_id" integer NOT NULL,
	"draft_num" smallint NOT NULL,
	"picks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remaining" jsonb NOT NULL,
	"allotted" jsonb NOT NULL,
	"revealed_polls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pick_sets_draft_num_check" CHECK ("pick_sets"."draft_num" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "picks_challenge_settings" (
	"challenge_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_enabled" boolean DEFAULT true NOT NULL,
	"max_transfer_limit" jsonb
);
--> statement-breakpoint
CREATE TABLE "powerup_banks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance_2x" integer NOT NULL,
	"balance_no_negs" integer NOT NULL,
	"balance_player_poll" integer NOT NULL,
	CONSTRAINT "powerup_banks_nonneg_check" CHECK ("powerup_banks"."balance_2x" >= 0 and "powerup_banks"."balance_no_negs" >= 0 and "powerup_banks"."balance_player_poll" >= 0)
);
--> statement-breakpoint
CREATE TABLE "powerup_transfers" (
	"user_id" bigint NOT NULL,
	"challenge_id" integer NOT NULL,
	"transferred" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text_en" text NOT NULL,
	"text_hi" text NOT NULL,
	"options" jsonb NOT NULL,
	"is_poll" boolean DEFAULT false NOT NULL,
	"points_right" integer NOT NULL,
	"points_wrong" integer NOT NULL,
	CONSTRAINT "questions_points_check" CHECK ("questions"."points_right" >= 0 and "questions"."points_wrong" <= 0)
);
--> statement-breakpoint
ALTER TABLE "pick_rooms" ADD CONSTRAINT "pick_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_rooms" ADD CONSTRAINT "pick_rooms_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_sets" ADD CONSTRAINT "pick_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_sets" ADD CONSTRAINT "pick_sets_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks_challenge_settings" ADD CONSTRAINT "picks_challenge_settings_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerup_banks" ADD CONSTRAINT "powerup_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerup_transfers" ADD CONSTRAINT "powerup_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerup_transfers" ADD CONSTRAINT "powerup_transfers_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pick_rooms_user_challenge_uq" ON "pick_rooms" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_sets_user_challenge_draft_uq" ON "pick_sets" USING btree ("user_id","challenge_id","draft_num");--> statement-breakpoint
CREATE INDEX "pick_sets_challenge_idx" ON "pick_sets" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "powerup_transfers_user_challenge_uq" ON "powerup_transfers" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "questions_match_position_idx" ON "questions" USING btree ("match_id","position");