CREATE TABLE "directory_search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_search_cache_version_idx" ON "directory_search_cache" USING btree ("version");--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The directory's version moves with every statement that changes a row a search reads, in the same
-- transaction: a reader sees the old version with the old rows or the new with the new, so an answer
-- kept under a version is never older than it (issue 28). Statement-level, so a bulk load moves it once.
CREATE OR REPLACE FUNCTION directory_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE directory_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['guests', 'guest_search_filters', 'guest_expertises', 'guest_countries', 'guest_regions',
    'guest_languages', 'expertises', 'countries', 'media_regions', 'languages']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION directory_version_bump()', t || '_directory_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION directory_version_bump()', t || '_directory_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION directory_version_bump()', t || '_directory_version_delete', t);
  END LOOP;
END $$;
