CREATE TABLE "directory_changes" (
	"version" bigint NOT NULL,
	"guest_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_version" ADD COLUMN "changes_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "directory_changes_version_idx" ON "directory_changes" USING btree ("version");--> statement-breakpoint
-- Issue 28, fourth round: each API process keeps the visible filter rows in memory (directory.index.ts)
-- and counts facets, filters and pages there; it catches up by reading the guests whose filter rows
-- changed since the version it holds. The filter rows' statement triggers move the version and log
-- those guests under it, in the changing transaction. The version row's lock is held to commit, so
-- versions follow commit order: a reader that sees version V sees every change logged at or below it.
UPDATE "directory_version" SET "changes_from" = "version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_filters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE directory_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
    INSERT INTO directory_changes (version, guest_id) SELECT DISTINCT v, guest_id FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "guest_search_filters_directory_version_insert" ON "guest_search_filters";--> statement-breakpoint
DROP TRIGGER "guest_search_filters_directory_version_update" ON "guest_search_filters";--> statement-breakpoint
DROP TRIGGER "guest_search_filters_directory_version_delete" ON "guest_search_filters";--> statement-breakpoint
CREATE TRIGGER "guest_search_filters_directory_version_insert" AFTER INSERT ON "guest_search_filters"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_filters_changed();--> statement-breakpoint
CREATE TRIGGER "guest_search_filters_directory_version_update" AFTER UPDATE ON "guest_search_filters"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_filters_changed();--> statement-breakpoint
CREATE TRIGGER "guest_search_filters_directory_version_delete" AFTER DELETE ON "guest_search_filters"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_filters_changed();
