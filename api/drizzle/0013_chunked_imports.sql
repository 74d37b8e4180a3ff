-- Imports write in chunks (review M2): an import's rows go in a few hundred per transaction, each
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
-- contact, which stays out of the directory whatever changes.
DROP TRIGGER "guest_search_guests_update" ON "guests";--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_guests_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(
    SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.first_name, n.last_name, n.title, n.company_name, n.description)
      IS DISTINCT FROM (o.first_name, o.last_name, o.title, o.company_name, o.description)));
  PERFORM refresh_guest_search_filters(ARRAY(
    SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE NOT (n.is_private AND o.is_private)
      AND (n.user_id, n.is_draft, n.is_private, n.is_hidden, n.deleted_at, n.gender, n.rating, n.created_at,
        n.first_name, n.last_name)
      IS DISTINCT FROM (o.user_id, o.is_draft, o.is_private, o.is_hidden, o.deleted_at, o.gender, o.rating,
        o.created_at, o.first_name, o.last_name)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guest_search_guests_update" AFTER UPDATE ON "guests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_guests_update();
