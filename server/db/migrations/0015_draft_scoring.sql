CREATE TABLE "player_points" (
	"match_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"points" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"tag" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_points_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_points_player_idx" ON "player_points" USING btree ("player_id","match_id");--> statement-breakpoint
ALTER TABLE "squads" ADD COLUMN "role_inferred" boolean DEFAULT false NOT NULL;