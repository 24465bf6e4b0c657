CREATE TABLE "ledger_operations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"user_id" bigint,
	"description" text NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_operations_kind_ref_key" UNIQUE("kind","ref"),
	CONSTRAINT "ledger_operations_kind_check" CHECK ("ledger_operations"."kind" in ('add_money', 'entry_fee', 'refund', 'settlement', 'promo_credit', 'promo_clawback', 'store_purchase', 'withdraw_request', 'withdraw_paid', 'withdraw_reversed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operation_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "ledger_postings_nonzero" CHECK ("ledger_postings"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"gateway" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"provider_payment_id" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"ledger_operation_id" bigint,
	CONSTRAINT "payment_orders_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_gateway_check" CHECK ("payment_orders"."gateway" in ('cashfree', 'paytm', 'sandbox')),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'cancelled', 'expired', 'review'))
);
--> statement-breakpoint
ALTER TABLE "ledger_operations" ADD CONSTRAINT "ledger_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_operation_id_ledger_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_ledger_operation_id_ledger_operations_id_fk" FOREIGN KEY ("ledger_operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_operations_user_kind_created_idx" ON "ledger_operations" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_operation_idx" ON "ledger_postings" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_operation_idx" ON "ledger_postings" USING btree ("account_id","operation_id");--> statement-breakpoint
CREATE INDEX "payment_orders_status_created_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_name_check" CHECK ("ledger_accounts"."user_id" IS NOT NULL OR "ledger_accounts"."bucket" in ('gateway_clearing', 'contest_escrow', 'prizes', 'promo_expense', 'powerup_revenue', 'tds_payable', 'withdrawals_pending'));