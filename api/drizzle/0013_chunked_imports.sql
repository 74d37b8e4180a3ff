-- Imports write in chunks (review M2): an import's rows go in a few hundred per transaction, each
-- carrying the import's batch and removed (deleted_at) so no list, count or search sees them; one
-- short last transaction clears both. A failed import deletes its batch; a crash leaves rows that
-- stay invisible and are deleted by the next import of any account.
ALTER TABLE "guests" ADD COLUMN "import_batch" uuid;--> statement-breakpoint
CREATE INDEX "guests_import_batch_idx" ON "guests" USING btree ("import_batch") WHERE import_batch IS NOT NULL;
--> statement-breakpoint
-- The last step of an import (deleted_at cleared on all its rows) must be short: the UPDATE trigger
-- of guests rebuilt the search document of every updated guest, though a switch (made live,
-- hidden, removed, published) changes none of its words. Now only guests whose words changed get
-- a new document; every updated guest still gets its filter row (its visibility) refreshed.
DROP TRIGGER "guest_search_guests_update" ON "guests";--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_guests_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(
    SELECT n.id FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.first_name, n.last_name, n.title, n.company_name, n.description)
      IS DISTINCT FROM (o.first_name, o.last_name, o.title, o.company_name, o.description)));
  PERFORM refresh_guest_search_filters(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guest_search_guests_update" AFTER UPDATE ON "guests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_guests_update();
