CREATE TABLE "room_points" (
	"room_id" integer NOT NULL,
	"points" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "room_points_room_id_points_pk" PRIMARY KEY("room_id","points"),
	CONSTRAINT "room_points_entries_not_negative" CHECK ("room_points"."entries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scored_player_points" (
	"challenge_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "scored_player_points_challenge_id_match_id_player_id_pk" PRIMARY KEY("challenge_id","match_id","player_id")
);
--> statement-breakpoint
DROP INDEX "entry_scores_board_idx";--> statement-breakpoint
ALTER TABLE "scored_player_points" ADD CONSTRAINT "scored_player_points_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_scores_room_idx" ON "entry_scores" USING btree ("room_id","joined_at","order_id");--> statement-breakpoint
-- ADR 023. A scoring event rewrites the live points of most entries of a room. With `points` in no index and half of
-- each page free, that update is HOT (no new index entry): 1.3-2 s for 940,000 rows instead of 9 s through the board
-- index. Applies to pages written from now on (a later VACUUM FULL repacks the older ones).
ALTER TABLE "entry_scores" SET (fillfactor = 50);--> statement-breakpoint
-- scored_player_points starts empty: the first rescore of each draft challenge scores its teams whole and records
-- what they stand on, as it did before this migration.
-- room_points follows entry_scores statement by statement, from the transition tables: one aggregate per statement,
-- however many rows it wrote, then one row per (room, points) it moved. Only scored entries count, so a join (points
-- null) writes nothing here. The rows are bumped one by one in key order, so two statements on one room wait for each
-- other instead of deadlocking; a count below zero breaks the CHECK (a lost entry would show as a wrong rank).
CREATE FUNCTION room_points_bump(p_rooms integer[], p_points integer[], p_counts integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_rooms, 1), 0) LOOP
    UPDATE room_points SET entries = entries + p_counts[i] WHERE room_id = p_rooms[i] AND points = p_points[i];
    IF NOT FOUND THEN
      INSERT INTO room_points (room_id, points, entries) VALUES (p_rooms[i], p_points[i], p_counts[i])
      ON CONFLICT (room_id, points) DO UPDATE SET entries = room_points.entries + excluded.entries;
    END IF;
  END LOOP;
  DELETE FROM room_points WHERE room_id = ANY (p_rooms) AND entries = 0;
END;
$$;--> statement-breakpoint
CREATE FUNCTION room_points_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_points_bump(array_agg(room_id ORDER BY room_id, points), array_agg(points ORDER BY room_id, points), array_agg(n ORDER BY room_id, points))
  FROM (SELECT room_id, points, count(*)::int AS n FROM fresh WHERE points IS NOT NULL GROUP BY room_id, points) g;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION room_points_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_points_bump(array_agg(room_id ORDER BY room_id, points), array_agg(points ORDER BY room_id, points), array_agg(n ORDER BY room_id, points))
  FROM (SELECT room_id, points, -count(*)::int AS n FROM gone WHERE points IS NOT NULL GROUP BY room_id, points) g;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION room_points_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_points_bump(array_agg(room_id ORDER BY room_id, points), array_agg(points ORDER BY room_id, points), array_agg(n ORDER BY room_id, points))
  FROM (SELECT room_id, points, sum(n)::int AS n FROM (
          SELECT room_id, points, -1 AS n FROM gone WHERE points IS NOT NULL
          UNION ALL SELECT room_id, points, 1 FROM fresh WHERE points IS NOT NULL) d
        GROUP BY room_id, points HAVING sum(n) <> 0) g;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER entry_scores_points_added AFTER INSERT ON "entry_scores" REFERENCING NEW TABLE AS fresh
  FOR EACH STATEMENT EXECUTE FUNCTION room_points_add();--> statement-breakpoint
CREATE TRIGGER entry_scores_points_removed AFTER DELETE ON "entry_scores" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION room_points_remove();--> statement-breakpoint
CREATE TRIGGER entry_scores_points_moved AFTER UPDATE ON "entry_scores" REFERENCING OLD TABLE AS gone NEW TABLE AS fresh
  FOR EACH STATEMENT EXECUTE FUNCTION room_points_move();--> statement-breakpoint
INSERT INTO room_points (room_id, points, entries)
SELECT room_id, points, count(*) FROM entry_scores WHERE points IS NOT NULL GROUP BY room_id, points;--> statement-breakpoint
-- The same standings as before (migration 0018), the live rank now summed from room_points: 1 + the scored entries
-- with more points; an unscored entry comes after every scored one.
CREATE OR REPLACE VIEW "entry_standings" AS
SELECT e.order_id, e.room_id, e.user_id, e.challenge_id, e.draft_num, e.refunded, e.prize_paise,
  CASE WHEN e.prize_paise IS NOT NULL OR s.order_id IS NULL THEN e.points ELSE s.points END AS points,
  CASE
    WHEN e.prize_paise IS NOT NULL OR s.order_id IS NULL THEN e.rank
    ELSE 1 + (SELECT coalesce(sum(p.entries), 0) FROM room_points p
              WHERE p.room_id = s.room_id AND (s.points IS NULL OR p.points > s.points))::int
  END AS rank
FROM room_entries e LEFT JOIN entry_scores s ON s.order_id = e.order_id;
