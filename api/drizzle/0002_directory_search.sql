-- The directory's search (POST /search-guest): trigram typo tolerance and accent folding.
-- Both are trusted contrib extensions (PostgreSQL 13+; PGlite loads them in database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); this fixed-dictionary wrapper is
-- IMMUTABLE so documents and indexes can use it.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "guest_search_documents" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_search_documents" ADD CONSTRAINT "guest_search_documents_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_search_documents_document_idx" ON "guest_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "guest_search_documents_text_trgm_idx" ON "guest_search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- (Re)builds the search documents of some guests: names weight A; title, company and expertise
-- names B; description C; english (stemmed) and simple (exact, for prefixes) lexemes both.
CREATE OR REPLACE FUNCTION refresh_guest_search_documents(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_documents AS d (guest_id, document, search_text)
  SELECT g.id,
    setweight(to_tsvector('simple', immutable_unaccent(g.first_name || ' ' || g.last_name)), 'A')
      || setweight(to_tsvector('english', immutable_unaccent(concat_ws(' ', g.title, g.company_name, e.names))), 'B')
      || setweight(to_tsvector('simple', immutable_unaccent(concat_ws(' ', g.title, g.company_name, e.names))), 'B')
      || setweight(to_tsvector('english', immutable_unaccent(g.description)), 'C')
      || setweight(to_tsvector('simple', immutable_unaccent(g.description)), 'C'),
    lower(immutable_unaccent(concat_ws(' ', g.first_name, g.last_name, e.names)))
  FROM guests g
  LEFT JOIN LATERAL (
    SELECT string_agg(x.name, ' ' ORDER BY x.name) AS names
    FROM guest_expertises ge JOIN expertises x ON x.id = ge.expertise_id
    WHERE ge.guest_id = g.id
  ) e ON true
  WHERE g.id = ANY(ids)
  ON CONFLICT (guest_id) DO UPDATE SET document = excluded.document, search_text = excluded.search_text;
$$;--> statement-breakpoint
-- Statement-level triggers (transition tables): a bulk insert refreshes its guests in one query.
CREATE OR REPLACE FUNCTION guest_search_on_guests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_guest_search_documents(ARRAY(SELECT DISTINCT guest_id FROM changed_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_guest_search_documents(ARRAY(SELECT DISTINCT guest_id FROM old_rows));
  ELSE
    PERFORM refresh_guest_search_documents(
      ARRAY(SELECT guest_id FROM changed_rows UNION SELECT guest_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_expertises() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(
    SELECT DISTINCT ge.guest_id FROM guest_expertises ge JOIN changed_rows c ON c.id = ge.expertise_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER guest_search_guests_insert AFTER INSERT ON guests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_guests();--> statement-breakpoint
CREATE TRIGGER guest_search_guests_update AFTER UPDATE ON guests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_guests();--> statement-breakpoint
CREATE TRIGGER guest_search_links_insert AFTER INSERT ON guest_expertises
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_links_update AFTER UPDATE ON guest_expertises
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_links_delete AFTER DELETE ON guest_expertises
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_expertises_update AFTER UPDATE ON expertises
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_on_expertises();--> statement-breakpoint
SELECT refresh_guest_search_documents(ARRAY(SELECT id FROM guests));
