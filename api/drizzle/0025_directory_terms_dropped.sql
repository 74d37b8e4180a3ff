-- Issue 28, fourth round: a search filters, counts and pages in memory (directory.index.ts) and finds a
-- text search's candidates in the documents alone, so nothing reads the filter rows' terms (0022, 0023):
-- they go, with their index, and the filter rows are what 0018 made them again (half the width; the
-- seeder's refresh no longer copies the documents' A and B entries). The triggers refresh a filter row
-- only for the columns it holds: title, company name and expertise renames no longer touch it.
CREATE OR REPLACE FUNCTION refresh_guest_search_filters(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_filters AS f (guest_id, visible, gender, rating, created_at, sort_last, sort_first,
    name_key, expertise_ids, country_ids, region_ids, language_ids)
  SELECT g.id,
    NOT g.is_draft AND NOT g.is_private AND NOT g.is_hidden AND g.deleted_at IS NULL AND g.hidden_at IS NULL
      AND u.role = 0 AND u.status = 1 AND u.date_deleting IS NULL,
    g.gender, g.rating, g.created_at, lower(g.last_name), lower(g.first_name),
    lower(immutable_unaccent(g.first_name || ' ' || g.last_name)),
    ARRAY(SELECT l.expertise_id FROM guest_expertises l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.country_id FROM guest_countries l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.region_id FROM guest_regions l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.language_id FROM guest_languages l WHERE l.guest_id = g.id ORDER BY 1)
  FROM guests g JOIN users u ON u.id = g.user_id
  WHERE g.id = ANY(ids)
  ON CONFLICT (guest_id) DO UPDATE SET visible = excluded.visible, gender = excluded.gender,
    rating = excluded.rating, created_at = excluded.created_at, sort_last = excluded.sort_last,
    sort_first = excluded.sort_first, name_key = excluded.name_key, expertise_ids = excluded.expertise_ids,
    country_ids = excluded.country_ids, region_ids = excluded.region_ids, language_ids = excluded.language_ids
  -- An unchanged row is left alone: no dead tuple, no count churn, no version moved.
  WHERE (f.visible, f.gender, f.rating, f.created_at, f.sort_last, f.sort_first, f.name_key, f.expertise_ids,
      f.country_ids, f.region_ids, f.language_ids)
    IS DISTINCT FROM (excluded.visible, excluded.gender, excluded.rating, excluded.created_at, excluded.sort_last,
      excluded.sort_first, excluded.name_key, excluded.expertise_ids, excluded.country_ids, excluded.region_ids,
      excluded.language_ids);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_guests_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(SELECT id FROM (
    SELECT id, first_name, last_name, title, company_name, description FROM changed_rows
    EXCEPT SELECT id, first_name, last_name, title, company_name, description FROM old_rows) words));
  PERFORM refresh_guest_search_filters(ARRAY(
    SELECT id FROM (
      SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, hidden_at, gender, rating, created_at,
        first_name, last_name FROM changed_rows WHERE NOT is_private
      EXCEPT SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, hidden_at, gender, rating, created_at,
        first_name, last_name FROM old_rows) filters
    UNION
    SELECT id FROM (SELECT id, is_private FROM changed_rows EXCEPT SELECT id, is_private FROM old_rows) switched));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_expertises() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(
    SELECT DISTINCT ge.guest_id FROM guest_expertises ge JOIN changed_rows c ON c.id = ge.expertise_id));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION IF EXISTS guest_search_terms(text, text);--> statement-breakpoint
DROP INDEX "guest_search_filters_terms_idx";--> statement-breakpoint
ALTER TABLE "guest_search_filters" DROP COLUMN "terms";