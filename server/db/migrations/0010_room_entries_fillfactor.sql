-- room_entries rows are rewritten on every rescore (points, rank) and once at settlement (prize): room on each
-- page lets the updates of unindexed columns (rank, prize_paise) stay HOT (no index writes). ADR 008.
ALTER TABLE "room_entries" SET (fillfactor = 75);
