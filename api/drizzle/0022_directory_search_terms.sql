ALTER TABLE "guest_search_filters" ADD COLUMN "terms" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Hand-written from here (issue 28, a search that reads little). A text search finds and ranks its
-- candidates in the narrow filter row: `terms` holds what ranking needs (names at weight A; title,
-- company and expertise names B; english and simple forms, accents folded, as in the documents of
-- 0002), so a broad search no longer reads one wide document per candidate. The documents keep the
-- description: read only when the terms find few guests, and for a page's highlights.
CREATE OR REPLACE FUNCTION guest_search_terms(names text, words text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT setweight(to_tsvector('simple', immutable_unaccent(names)), 'A')
    || setweight(to_tsvector('english', immutable_unaccent(words)), 'B')
    || setweight(to_tsvector('simple', immutable_unaccent(words)), 'B');
$$;--> statement-breakpoint
-- The directory's rule (0018) unchanged; the row gains its terms.
CREATE OR REPLACE FUNCTION refresh_guest_search_filters(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_filters AS f (guest_id, visible, gender, rating, created_at, sort_last, sort_first,
    name_key, expertise_ids, country_ids, region_ids, language_ids, terms)
  SELECT g.id,
    NOT g.is_draft AND NOT g.is_private AND NOT g.is_hidden AND g.deleted_at IS NULL AND g.hidden_at IS NULL
      AND u.role = 0 AND u.status = 1 AND u.date_deleting IS NULL,
    g.gender, g.rating, g.created_at, lower(g.last_name), lower(g.first_name),
    lower(immutable_unaccent(g.first_name || ' ' || g.last_name)),
    ARRAY(SELECT l.expertise_id FROM guest_expertises l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.country_id FROM guest_countries l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.region_id FROM guest_regions l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.language_id FROM guest_languages l WHERE l.guest_id = g.id ORDER BY 1),
    guest_search_terms(g.first_name || ' ' || g.last_name, concat_ws(' ', g.title, g.company_name,
      (SELECT string_agg(x.name, ' ' ORDER BY x.name) FROM guest_expertises l JOIN expertises x ON x.id = l.expertise_id
       WHERE l.guest_id = g.id)))
  FROM guests g JOIN users u ON u.id = g.user_id
  WHERE g.id = ANY(ids)
  ON CONFLICT (guest_id) DO UPDATE SET visible = excluded.visible, gender = excluded.gender,
    rating = excluded.rating, created_at = excluded.created_at, sort_last = excluded.sort_last,
    sort_first = excluded.sort_first, name_key = excluded.name_key, expertise_ids = excluded.expertise_ids,
    country_ids = excluded.country_ids, region_ids = excluded.region_ids, language_ids = excluded.language_ids,
    terms = excluded.terms
  -- An unchanged row is left alone: no dead tuple, no count churn.
  WHERE (f.visible, f.gender, f.rating, f.created_at, f.sort_last, f.sort_first, f.name_key, f.expertise_ids,
      f.country_ids, f.region_ids, f.language_ids, f.terms)
    IS DISTINCT FROM (excluded.visible, excluded.gender, excluded.rating, excluded.created_at, excluded.sort_last,
      excluded.sort_first, excluded.name_key, excluded.expertise_ids, excluded.country_ids, excluded.region_ids,
      excluded.language_ids, excluded.terms);
$$;--> statement-breakpoint
-- The guests UPDATE trigger (0018) refreshes a filter row when a column it reads changed: title and
-- company name are two now (its terms).
CREATE OR REPLACE FUNCTION guest_search_on_guests_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(SELECT id FROM (
    SELECT id, first_name, last_name, title, company_name, description FROM changed_rows
    EXCEPT SELECT id, first_name, last_name, title, company_name, description FROM old_rows) words));
  PERFORM refresh_guest_search_filters(ARRAY(
    SELECT id FROM (
      SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, hidden_at, gender, rating, created_at,
        first_name, last_name, title, company_name FROM changed_rows WHERE NOT is_private
      EXCEPT SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, hidden_at, gender, rating, created_at,
        first_name, last_name, title, company_name FROM old_rows) filters
    UNION
    SELECT id FROM (SELECT id, is_private FROM changed_rows EXCEPT SELECT id, is_private FROM old_rows) switched));
  RETURN NULL;
END $$;--> statement-breakpoint
-- An expertise renamed (0002) changes its guests' terms as well as their documents.
CREATE OR REPLACE FUNCTION guest_search_on_expertises() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[] := ARRAY(
  SELECT DISTINCT ge.guest_id FROM guest_expertises ge JOIN changed_rows c ON c.id = ge.expertise_id);
BEGIN
  PERFORM refresh_guest_search_documents(ids);
  PERFORM refresh_guest_search_filters(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Backfill: only the terms change, so the facet counts' trigger (which would take every row away and
-- add it back) is off for this one statement.
ALTER TABLE "guest_search_filters" DISABLE TRIGGER "guest_facet_counts_update";--> statement-breakpoint
UPDATE guest_search_filters f SET terms = guest_search_terms(g.first_name || ' ' || g.last_name,
  concat_ws(' ', g.title, g.company_name,
    (SELECT string_agg(x.name, ' ' ORDER BY x.name) FROM guest_expertises l JOIN expertises x ON x.id = l.expertise_id
     WHERE l.guest_id = g.id)))
FROM guests g WHERE g.id = f.guest_id;--> statement-breakpoint
ALTER TABLE "guest_search_filters" ENABLE TRIGGER "guest_facet_counts_update";--> statement-breakpoint
CREATE INDEX "guest_search_filters_terms_idx" ON "guest_search_filters" USING gin ("terms") WHERE visible;
--> statement-breakpoint
-- A GIN index keeps new entries in a pending list that every search reads in full until (auto)vacuum
-- merges it (by default up to 4 MB: all 100,000 guests' ids after a bulk load). PGlite has no
-- autovacuum: the directory's indexes on the filter rows merge theirs every 128 kB instead.
DO $$
DECLARE i text;
BEGIN
  FOREACH i IN ARRAY ARRAY['guest_search_filters_expertise_idx', 'guest_search_filters_country_idx',
    'guest_search_filters_region_idx', 'guest_search_filters_language_idx', 'guest_search_filters_terms_idx']
  LOOP
    EXECUTE format('ALTER INDEX %I SET (gin_pending_list_limit = 128)', i);
    PERFORM gin_clean_pending_list(i::regclass);
  END LOOP;
END $$;
