CREATE TABLE "kyc_documents" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pan" text NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"verifier" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "kyc_submissions_status_check" CHECK ("kyc_submissions"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payout_details" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"payment_mode" text,
	"paytm_mobile" text,
	"bank_account" text,
	"bank_ifsc" text,
	"bank_name" text,
	"bank_address1" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_details_mode_check" CHECK ("payout_details"."payment_mode" IS NULL OR "payout_details"."payment_mode" in ('cashfree', 'paytm')),
	CONSTRAINT "payout_details_bank_complete" CHECK (("payout_details"."bank_account" IS NULL) = ("payout_details"."bank_ifsc" IS NULL) AND ("payout_details"."bank_account" IS NULL) = ("payout_details"."bank_name" IS NULL) AND ("payout_details"."bank_account" IS NULL) = ("payout_details"."bank_address1" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"taxable_net_winnings_paise" bigint NOT NULL,
	"payout_mode" text NOT NULL,
	"destination" jsonb NOT NULL,
	"destination_masked" text NOT NULL,
	"status" text NOT NULL,
	"payout_ref" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_paise" > 0),
	CONSTRAINT "withdrawals_tds_range" CHECK ("withdrawals"."tds_paise" >= 0 AND "withdrawals"."tds_paise" <= "withdrawals"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_verified_pan_key" ON "kyc_submissions" USING btree ("pan") WHERE "kyc_submissions"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_open_user_key" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" in ('pending', 'verified');--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status") WHERE "withdrawals"."status" in ('pending', 'processing');