-- The balanced-operation check of 0002 ran once per posting, and each run summed every posting of its operation:
-- a settlement paying N winners in one operation cost N² row reads at COMMIT (30,000 winners: minutes).
-- The deferred events of one operation's postings fire one after another, so the check now remembers, for the rest
-- of the transaction, the last operation it found balanced and skips repeats of it. Any INSERT into ledger_postings
-- forgets it again (statement trigger below), so a posting added after a check is always checked itself.
CREATE OR REPLACE FUNCTION ledger_check_operation_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF current_setting('pickxi.ledger_balanced_op', true) = op_id::text THEN
    RETURN NULL;
  END IF;
  SELECT count(*), coalesce(sum(amount_paise), 0) INTO n, total FROM ledger_postings WHERE operation_id = op_id;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger operation % is unbalanced (% postings, sum %)', op_id, n, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_operation_balanced';
  END IF;
  PERFORM set_config('pickxi.ledger_balanced_op', op_id::text, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_forget_balanced_op() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('pickxi.ledger_balanced_op', '', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_forget_balanced_op AFTER INSERT ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forget_balanced_op();
