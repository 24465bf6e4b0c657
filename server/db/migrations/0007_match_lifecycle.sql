CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" bigint,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "match_events_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "question_results" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"correct" text,
	"source" text NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_results_status_check" CHECK ("question_results"."status" in ('settled', 'void')),
	CONSTRAINT "question_results_source_check" CHECK ("question_results"."source" in ('feed', 'staff')),
	CONSTRAINT "question_results_correct_check" CHECK (("question_results"."status" = 'void') = ("question_results"."correct" is null))
);
--> statement-breakpoint
CREATE TABLE "reward_popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"ref" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "reward_popups_type_check" CHECK ("reward_popups"."type" in ('daily_gift', 'won_cash', 'won_promo')),
	CONSTRAINT "reward_popups_amount_check" CHECK ("reward_popups"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_reports" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"sha256" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feed" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feed_ref" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "lineup_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "points_final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score" jsonb;--> statement-breakpoint
ALTER TABLE "pick_sets" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "resolver" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "resolver_params" jsonb;--> statement-breakpoint
ALTER TABLE "room_entries" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_results" ADD CONSTRAINT "question_results_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_popups" ADD CONSTRAINT "reward_popups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_reports" ADD CONSTRAINT "settlement_reports_room_id_contest_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."contest_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_popups_user_type_ref_uq" ON "reward_popups" USING btree ("user_id","type","ref");--> statement-breakpoint
CREATE INDEX "reward_popups_unseen_idx" ON "reward_popups" USING btree ("user_id") WHERE "reward_popups"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_feed_ref_uq" ON "matches" USING btree ("feed","feed_ref");--> statement-breakpoint
CREATE INDEX "room_entries_room_points_idx" ON "room_entries" USING btree ("room_id","points");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('player', 'operator', 'finance', 'support'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('scheduled', 'lineup_announced', 'live', 'completed', 'points_final', 'settled', 'abandoned'));