CREATE TABLE "squads" (
	"match_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"name" text NOT NULL,
	"party" smallint NOT NULL,
	"role" text NOT NULL,
	"credits_tenths" smallint NOT NULL,
	"announced" boolean DEFAULT false NOT NULL,
	CONSTRAINT "squads_match_id_player_id_pk" PRIMARY KEY("match_id","player_id"),
	CONSTRAINT "squads_credits_check" CHECK ("squads"."credits_tenths" between 70 and 110 and "squads"."credits_tenths" % 5 = 0),
	CONSTRAINT "squads_party_check" CHECK ("squads"."party" >= 1)
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "captain" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "vice_captain" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "team_key" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_user_challenge_key_uq" ON "teams" USING btree ("user_id","challenge_id","team_key");--> statement-breakpoint
CREATE INDEX "teams_challenge_idx" ON "teams" USING btree ("challenge_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_leaders_check" CHECK (("teams"."captain" is null) = ("teams"."vice_captain" is null) and ("teams"."captain" is null or "teams"."captain" <> "teams"."vice_captain"));