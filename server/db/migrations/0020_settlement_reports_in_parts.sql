-- A report of a big room in parts (ADR 022): settlement writes parts 1… as it ranks, and the report row with the
-- first part and the sha256 last, so the parts' foreign key is checked at COMMIT (DEFERRABLE INITIALLY DEFERRED,
-- added by hand: drizzle-kit does not write it).
CREATE TABLE "settlement_report_parts" (
	"room_id" integer NOT NULL,
	"part" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "settlement_report_parts_room_id_part_pk" PRIMARY KEY("room_id","part"),
	CONSTRAINT "settlement_report_parts_part_check" CHECK ("settlement_report_parts"."part" >= 1)
);
--> statement-breakpoint
ALTER TABLE "settlement_reports" ADD COLUMN "parts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_reports" ADD COLUMN "bytes" bigint;--> statement-breakpoint
ALTER TABLE "settlement_report_parts" ADD CONSTRAINT "settlement_report_parts_room_id_settlement_reports_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."settlement_reports"("room_id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "settlement_reports" ADD CONSTRAINT "settlement_reports_parts_check" CHECK ("settlement_reports"."parts" >= 1);