CREATE TABLE "live_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_changes_at_idx" ON "live_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "live_changes_topic_id_idx" ON "live_changes" USING btree ("topic","id");