-- Ledger invariants the database defends itself (ADR 002), in addition to server/ledger's own checks:
--  * every operation has >= 2 postings summing to 0, checked at COMMIT (deferred constraint triggers,
--    so the ledger can insert the operation first and its postings after it in the same transaction);
--  * postings and operations are append-only;
--  * the system accounts exist once (user_id NULL, bucket = name).
CREATE FUNCTION ledger_check_operation_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op_id bigint;
  n integer;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_operations' THEN
    op_id := NEW.id;
  ELSE
    op_id := NEW.operation_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_paise), 0) INTO n, total FROM ledger_postings WHERE operation_id = op_id;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger operation % is unbalanced (% postings, sum %)', op_id, n, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_operation_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_operation_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_operations_balanced
  AFTER INSERT ON ledger_operations
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_operation_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_operations_append_only BEFORE UPDATE OR DELETE ON ledger_operations
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
INSERT INTO ledger_accounts (user_id, bucket) VALUES
  (NULL, 'gateway_clearing'), (NULL, 'contest_escrow'), (NULL, 'prizes'), (NULL, 'promo_expense'),
  (NULL, 'powerup_revenue'), (NULL, 'tds_payable'), (NULL, 'withdrawals_pending')
ON CONFLICT DO NOTHING;
