-- An issued invoice never changes and is never removed (decision 057): a re-download renders the same
-- document. The one change allowed is the buyer's link cleared when their account is deleted.
CREATE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are never deleted';
  END IF;
  IF NEW.number IS DISTINCT FROM OLD.number OR NEW.order_id IS DISTINCT FROM OLD.order_id
    OR NEW.financial_year IS DISTINCT FROM OLD.financial_year OR NEW.sequence IS DISTINCT FROM OLD.sequence
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at OR NEW.data IS DISTINCT FROM OLD.data
    OR (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    RAISE EXCEPTION 'an issued invoice is never changed';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();
