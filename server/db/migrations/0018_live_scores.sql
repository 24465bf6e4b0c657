CREATE TABLE "entry_scores" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"draft_num" smallint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"points" integer
);
--> statement-breakpoint
CREATE TABLE "scored_results" (
	"challenge_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"status" text NOT NULL,
	"correct" text,
	CONSTRAINT "scored_results_challenge_id_question_id_pk" PRIMARY KEY("challenge_id","question_id")
);
--> statement-breakpoint
DROP INDEX "room_entries_room_points_idx";--> statement-breakpoint
DROP INDEX "room_entries_room_board_idx";--> statement-breakpoint
ALTER TABLE "entry_scores" ADD CONSTRAINT "entry_scores_order_id_room_entries_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."room_entries"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scored_results" ADD CONSTRAINT "scored_results_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_scores_board_idx" ON "entry_scores" USING btree ("room_id","points" DESC NULLS LAST,"joined_at","order_id");--> statement-breakpoint
ALTER TABLE "pick_sets" DROP COLUMN "points";--> statement-breakpoint
-- ADR 018. entry_scores follows room_entries: a seated entry gets its row (one statement for a whole join batch), a
-- refund removes it, a switched team's draft number is copied into it. Rescoring writes its points, settlement the final
-- ones into both tables.
INSERT INTO "entry_scores" ("order_id", "room_id", "user_id", "draft_num", "joined_at", "points")
SELECT "order_id", "room_id", "user_id", "draft_num", "joined_at", "points" FROM "room_entries" WHERE NOT "refunded";--> statement-breakpoint
CREATE FUNCTION entry_scores_seat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_scores (order_id, room_id, user_id, draft_num, joined_at, points)
  SELECT order_id, room_id, user_id, draft_num, joined_at, points FROM seated WHERE NOT refunded;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER room_entries_seat_scores AFTER INSERT ON "room_entries" REFERENCING NEW TABLE AS seated
  FOR EACH STATEMENT EXECUTE FUNCTION entry_scores_seat();--> statement-breakpoint
CREATE FUNCTION entry_scores_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.refunded THEN
    DELETE FROM entry_scores WHERE order_id = NEW.order_id;
  ELSE
    UPDATE entry_scores SET draft_num = NEW.draft_num WHERE order_id = NEW.order_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Row-level with a WHEN clause: settlement's statement over every entry of a room calls no function.
CREATE TRIGGER room_entries_follow_scores AFTER UPDATE OF "refunded", "draft_num" ON "room_entries"
  FOR EACH ROW WHEN (OLD.refunded IS DISTINCT FROM NEW.refunded OR OLD.draft_num <> NEW.draft_num)
  EXECUTE FUNCTION entry_scores_follow();--> statement-breakpoint
-- Every entry's standing, one rule for every reader: final points and rank once the room is settled (prize_paise
-- written), else the live points and standard competition rank counted from the board index (1 + the entries with
-- more points; an unscored entry comes after every scored one).
CREATE VIEW "entry_standings" AS
SELECT e.order_id, e.room_id, e.user_id, e.challenge_id, e.draft_num, e.refunded, e.prize_paise,
  CASE WHEN e.prize_paise IS NOT NULL OR s.order_id IS NULL THEN e.points ELSE s.points END AS points,
  CASE
    WHEN e.prize_paise IS NOT NULL OR s.order_id IS NULL THEN e.rank
    WHEN s.points IS NULL THEN 1 + (SELECT count(o.points) FROM entry_scores o WHERE o.room_id = s.room_id)::int
    ELSE 1 + (SELECT count(*) FROM entry_scores o WHERE o.room_id = s.room_id AND o.points > s.points)::int
  END AS rank
FROM room_entries e LEFT JOIN entry_scores s ON s.order_id = e.order_id;
--> statement-breakpoint
-- The live points carried over above stand on the results rescoring had seen, which are the stored ones.
INSERT INTO "scored_results" ("challenge_id", "question_id", "status", "correct")
SELECT cm.challenge_id, r.question_id, r.status, r.correct
FROM challenge_matches cm JOIN challenges c ON c.challenge_id = cm.challenge_id AND c.game_mode = 'prediction'
JOIN questions q ON q.match_id = cm.match_id JOIN question_results r ON r.question_id = q.question_id;
--> statement-breakpoint
-- Every scoring event rewrites the points of whole rooms: vacuum and analyse after 2% of the rows changed, not 20%
-- of the table, so the board index's dead entries do not pile up over a match.
ALTER TABLE "entry_scores" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
