-- An entry's row is written at the join and updated once more when its room settles (final points, rank, prize;
-- ADR 022). With half of each page left free, that update finds room on the row's own page and is a HOT update: no
-- new entry in any of the table's four indexes. Measured on a room of 1,000,000 entries: 7.3 s instead of 22.7 s.
-- Applies to pages written from now on (a later VACUUM FULL or CLUSTER repacks the older ones).
ALTER TABLE "room_entries" SET (fillfactor = 50);
