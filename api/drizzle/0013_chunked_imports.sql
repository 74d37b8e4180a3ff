-- Imports write in chunks (review M2): an import's rows go in 100 a transaction, each
-- carrying the import's batch and removed (deleted_at) so no list, count or search sees them; one
-- short last transaction clears both. A failed import deletes its batch; a crash leaves rows that
-- stay invisible and are deleted by the next import of any account.
ALTER TABLE "guests" ADD COLUMN "import_batch" uuid;--> statement-breakpoint
CREATE INDEX "guests_import_batch_idx" ON "guests" USING btree ("import_batch") WHERE import_batch IS NOT NULL;
--> statement-breakpoint
-- The last step of an import (deleted_at cleared on all its rows) must be short: the UPDATE trigger
-- of guests rebuilt the search document and filter row of every updated guest. Now a guest gets a
-- new document only when its words changed (a switch: made live, hidden, removed, published changes
-- none), and a new filter row only when a column the filters read changed, except for a private
-- contact that stays one, which stays out of the directory whatever else changes.
-- The changed rows are found with EXCEPT, not a join of the two transition tables: PL/pgSQL keeps
-- the plan of its first call, and a nested loop planned for a one-row update took 8 s for 4,500.
DROP TRIGGER "guest_search_guests_update" ON "guests";--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_guests_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(SELECT id FROM (
    SELECT id, first_name, last_name, title, company_name, description FROM changed_rows
    EXCEPT SELECT id, first_name, last_name, title, company_name, description FROM old_rows) words));
  PERFORM refresh_guest_search_filters(ARRAY(
    SELECT id FROM (
      SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, gender, rating, created_at, first_name,
        last_name FROM changed_rows WHERE NOT is_private
      EXCEPT SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, gender, rating, created_at, first_name,
        last_name FROM old_rows) filters
    UNION
    SELECT id FROM (SELECT id, is_private FROM changed_rows EXCEPT SELECT id, is_private FROM old_rows) switched));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guest_search_guests_update" AFTER UPDATE ON "guests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_guests_update();
