CREATE TABLE "host_credits" (
	"key" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"host_player_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"source_operation_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "host_credits_source_user_key" UNIQUE("source_operation_id","user_id"),
	CONSTRAINT "host_credits_amount_check" CHECK ("host_credits"."amount_paise" > 0),
	CONSTRAINT "host_credits_state_check" CHECK ("host_credits"."state" in ('pending', 'acknowledged'))
);
--> statement-breakpoint
CREATE TABLE "host_players" (
	"host_id" text NOT NULL,
	"host_player_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_players_host_id_host_player_id_pk" PRIMARY KEY("host_id","host_player_id"),
	CONSTRAINT "host_players_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "host_reservations" (
	"key" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"host_player_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"ref" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"funded" boolean DEFAULT false NOT NULL,
	"host_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_reservations_purpose_ref_key" UNIQUE("purpose","ref"),
	CONSTRAINT "host_reservations_amount_check" CHECK ("host_reservations"."amount_paise" > 0),
	CONSTRAINT "host_reservations_state_check" CHECK ("host_reservations"."state" in ('pending', 'held', 'declined', 'confirmed', 'releasing', 'released')),
	CONSTRAINT "host_reservations_purpose_check" CHECK ("host_reservations"."purpose" in ('join', 'store'))
);
--> statement-breakpoint
CREATE TABLE "host_token_uses" (
	"host_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_token_uses_host_id_jti_pk" PRIMARY KEY("host_id","jti")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_system_name_check";--> statement-breakpoint
ALTER TABLE "ledger_operations" DROP CONSTRAINT "ledger_operations_kind_check";--> statement-breakpoint
ALTER TABLE "join_orders" DROP CONSTRAINT "join_orders_status_check";--> statement-breakpoint
ALTER TABLE "host_credits" ADD CONSTRAINT "host_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_credits" ADD CONSTRAINT "host_credits_source_operation_id_ledger_operations_id_fk" FOREIGN KEY ("source_operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_players" ADD CONSTRAINT "host_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_reservations" ADD CONSTRAINT "host_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_credits_pending_idx" ON "host_credits" USING btree ("next_attempt_at") WHERE "host_credits"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "host_reservations_open_idx" ON "host_reservations" USING btree ("state","next_attempt_at") WHERE "host_reservations"."state" in ('pending', 'held', 'releasing');--> statement-breakpoint
CREATE INDEX "host_token_uses_expires_idx" ON "host_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "join_orders_reserving_idx" ON "join_orders" USING btree ("created_at") WHERE "join_orders"."status" = 'reserving';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_name_check" CHECK ("ledger_accounts"."user_id" IS NOT NULL OR "ledger_accounts"."bucket" in ('gateway_clearing', 'contest_escrow', 'prizes', 'promo_expense', 'powerup_revenue', 'tds_payable', 'withdrawals_pending', 'host_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_operations" ADD CONSTRAINT "ledger_operations_kind_check" CHECK ("ledger_operations"."kind" in ('add_money', 'entry_fee', 'refund', 'settlement', 'promo_credit', 'promo_clawback', 'store_purchase', 'withdraw_request', 'withdraw_paid', 'withdraw_reversed', 'host_debit', 'host_release', 'host_credit'));--> statement-breakpoint
ALTER TABLE "join_orders" ADD CONSTRAINT "join_orders_status_check" CHECK ("join_orders"."status" in ('queued', 'seated', 'refused', 'reserving'));--> statement-breakpoint
-- host mode's clearing account (hand-written: drizzle-kit does not seed rows)
INSERT INTO ledger_accounts (user_id, bucket) VALUES (NULL, 'host_clearing') ON CONFLICT DO NOTHING;
