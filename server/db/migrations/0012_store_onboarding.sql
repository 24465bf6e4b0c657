CREATE TABLE "powerup_bank_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "powerup_bank_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"counts" jsonb NOT NULL,
	"product_id" integer,
	"price_paise" bigint,
	"ledger_operation_id" bigint,
	"challenge_id" integer,
	"ref" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "powerup_bank_events_kind_check" CHECK ("powerup_bank_events"."kind" in ('purchase', 'transfer')),
	CONSTRAINT "powerup_bank_events_purchase_check" CHECK ("powerup_bank_events"."kind" <> 'purchase' or ("powerup_bank_events"."product_id" is not null and "powerup_bank_events"."price_paise" > 0 and "powerup_bank_events"."ledger_operation_id" is not null and "powerup_bank_events"."ref" is not null))
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category" text DEFAULT 'powerups' NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contents" jsonb NOT NULL,
	"price_paise" bigint NOT NULL,
	"list_price_paise" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_products_code_unique" UNIQUE("code"),
	CONSTRAINT "store_products_kind_check" CHECK ("store_products"."kind" in ('single', 'bundle')),
	CONSTRAINT "store_products_category_check" CHECK ("store_products"."category" in ('powerups')),
	CONSTRAINT "store_products_price_check" CHECK ("store_products"."price_paise" > 0 and "store_products"."list_price_paise" >= "store_products"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "tour_steps_seen" (
	"user_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_steps_seen_user_id_step_pk" PRIMARY KEY("user_id","step"),
	CONSTRAINT "tour_steps_seen_step_check" CHECK ("tour_steps_seen"."step" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "powerup_bank_events" ADD CONSTRAINT "powerup_bank_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerup_bank_events" ADD CONSTRAINT "powerup_bank_events_product_id_store_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerup_bank_events" ADD CONSTRAINT "powerup_bank_events_ledger_operation_id_ledger_operations_id_fk" FOREIGN KEY ("ledger_operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerup_bank_events" ADD CONSTRAINT "powerup_bank_events_challenge_id_challenges_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("challenge_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_steps_seen" ADD CONSTRAINT "tour_steps_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "powerup_bank_events_user_idx" ON "powerup_bank_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "powerup_bank_events_ref_uq" ON "powerup_bank_events" USING btree ("kind","ref");--> statement-breakpoint
-- The store's catalogue (product data, not demo data): single powerups of each type and bundles.
-- Integer paise; list_price_paise is the price before a bundle's discount.
INSERT INTO "store_products" ("product_id", "category", "code", "kind", "name", "contents", "price_paise", "list_price_paise", "sort_order") VALUES
  (1, 'powerups', 'doubler_1', 'single', 'Doubler', '{"2x":1,"no_negs":0,"player_poll":0}', 1000, 1000, 10),
  (2, 'powerups', 'no_negative_1', 'single', 'No Negative', '{"2x":0,"no_negs":1,"player_poll":0}', 1000, 1000, 20),
  (3, 'powerups', 'audience_poll_1', 'single', 'Audience Poll', '{"2x":0,"no_negs":0,"player_poll":1}', 500, 500, 30),
  (4, 'powerups', 'starter_bundle', 'bundle', 'Starter Bundle', '{"2x":1,"no_negs":1,"player_poll":1}', 2000, 2500, 40),
  (5, 'powerups', 'doubler_pack', 'bundle', 'Doubler Pack', '{"2x":5,"no_negs":0,"player_poll":0}', 4000, 5000, 50),
  (6, 'powerups', 'pro_bundle', 'bundle', 'Pro Bundle', '{"2x":3,"no_negs":3,"player_poll":3}', 5000, 7500, 60);
--> statement-breakpoint
-- Transfers made before the history existed: one event per (player, challenge) with what was moved so far.
INSERT INTO "powerup_bank_events" ("user_id", "kind", "counts", "challenge_id", "created_at")
  SELECT "user_id", 'transfer', "transferred", "challenge_id", now() FROM "powerup_transfers";
